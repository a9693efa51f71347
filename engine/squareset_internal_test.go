package engine

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// selectBit finds the i-th set bit of words of every density, as clearing
// the i lowest set bits does.
func TestSelectBit(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 20000 {
		w := rng.Uint64()
		switch n % 4 {
		case 1:
			w &= rng.Uint64()
		case 2:
			w &= rng.Uint64() & rng.Uint64()
		case 3:
			w |= rng.Uint64()
		}
		x := w
		for i := range bits.OnesCount64(w) {
			if got, want := selectBit(w, i), bits.TrailingZeros64(x); got != want {
				t.Fatalf("selectBit(%#x, %d) = %d, want %d", w, i, got, want)
			}
			x &= x - 1
		}
	}
	if got := selectBit(1<<63, 0); got != 63 {
		t.Errorf("selectBit(1<<63, 0) = %d, want 63", got)
	}
}
