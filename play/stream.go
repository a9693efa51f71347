package play

import (
	"math/rand/v2"

	"github.com/sagatools/saga/engine"
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
	return engine.IntN(&s.pcg, n) // the one copy of rand.Rand's draw, which PlayUniformOut makes too
}
