package play

import (
	"github.com/sagatools/saga/engine"
)

// Chance draws tiles from the pool with a seeded stream: the same seed
// gives the same draws on any machine (math/rand/v2's PCG is specified
// bit for bit).
type Chance struct{ stream Stream }

// NewChance returns the chance stream of a game seed.
func NewChance(seed uint64) *Chance {
	return &Chance{stream: NewStream(seed, 0x6368_616e_6365)}
}

// Pick chooses one of the chance moves of s by weight: each tile kind as
// often as the pool holds it.
func (c *Chance) Pick(s *engine.State, moves []engine.Move) engine.Move {
	x := c.stream.IntN(s.PoolTotal)
	for _, m := range moves {
		if x -= s.ChanceWeight(m); x < 0 {
			return m
		}
	}
	return moves[len(moves)-1] // unreachable: the weights add up to PoolTotal
}

// pick is Pick for a state whose chance moves are not listed: the same
// draw from the stream gives the same move.
func (c *Chance) pick(s *engine.State) engine.Move {
	return s.ChanceMove(c.stream.IntN(s.PoolTotal))
}
