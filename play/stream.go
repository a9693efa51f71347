package play

import (
	"math/bits"
	"math/rand/v2"
)

// Stream is a seeded stream of random numbers: math/rand/v2's PCG, whose
// IntN gives the very numbers rand.Rand's IntN gives from the same PCG.
// It exists for speed: a rand.Rand reaches its source through an
// interface, which costs as much as the numbers themselves when a game
// asks for one at every move (a random player's choice, a chance draw).
// A Stream is a plain value, so that its owner holds it without another
// allocation.
type Stream struct{ pcg rand.PCG }

// NewStream returns the stream of rand.NewPCG(seed, seq).
func NewStream(seed, seq uint64) Stream { return Stream{pcg: *rand.NewPCG(seed, seq)} }

// IntN returns, as rand.New(pcg).IntN(n) would, a number in [0, n); it
// panics if n <= 0.
func (s *Stream) IntN(n int) int {
	if n <= 0 {
		panic("invalid argument to IntN")
	}
	return int(s.uint64n(uint64(n)))
}

// uint64n is math/rand/v2's Rand.uint64n on 64-bit machines: Lemire's
// multiply-and-reject, which takes the same numbers from the source and
// so keeps every seeded game as it was.
func (s *Stream) uint64n(n uint64) uint64 {
	if n&(n-1) == 0 { // a power of two
		return s.pcg.Uint64() & (n - 1)
	}
	hi, lo := bits.Mul64(s.pcg.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(s.pcg.Uint64(), n)
		}
	}
	return hi
}
