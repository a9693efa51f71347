package players

import (
	"math/rand/v2"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
)

// Random picks uniformly among the legal moves.
type Random struct{ rng *rand.Rand }

// NewRandom returns a random player with its own seeded stream.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0x7261_6e64))}
}

func (*Random) Name() string { return "random" }

func (p *Random) Choose(_ *play.View, moves []engine.Move) (engine.Move, error) {
	return moves[p.rng.IntN(len(moves))], nil
}
