package play

import (
	"math"
	"math/rand/v2"
	"testing"
)

// A Stream gives the numbers rand.Rand gives from the same PCG, for small
// and large bounds, powers of two and bounds that make the rejection step
// run.
func TestStreamMatchesRand(t *testing.T) {
	bounds := []int{1, 2, 3, 5, 7, 8, 30, 31, 64, 100, 1 << 20, 1<<40 + 7, math.MaxInt64, math.MaxInt64/3*2 + 1, 1<<62 + 1}
	for seed := range uint64(20) {
		want := rand.New(rand.NewPCG(seed, 99))
		got := NewStream(seed, 99)
		for i := range 5000 {
			n := bounds[i%len(bounds)]
			if i%3 == 0 {
				n = 1 + int(want.Uint64()%1000) // a bound drawn from the stream itself
				got.pcg.Uint64()
			}
			if g, w := got.IntN(n), want.IntN(n); g != w {
				t.Fatalf("seed %d, draw %d: IntN(%d) is %d, rand.Rand gives %d", seed, i, n, g, w)
			}
		}
	}
}
