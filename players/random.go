package players

import (
	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
)

// Random picks uniformly among the legal moves.
type Random struct{ stream play.Stream }

// NewRandom returns a random player with its own seeded stream.
func NewRandom(seed uint64) *Random {
	return &Random{stream: play.NewStream(seed, randomStream)}
}

// randomStream tells a random player's stream from the other streams of
// the same seed.
const randomStream = 0x7261_6e64

func (*Random) Name() string { return "random" }

func (p *Random) Choose(_ *play.View, moves []engine.Move) (engine.Move, error) {
	return moves[p.ChooseIndex(len(moves))], nil
}

// ChooseIndex picks the position of the move among n legal moves: the
// game loop asks it so when it can find the move without listing them
// all (play.IndexChooser).
func (p *Random) ChooseIndex(n int) int { return p.stream.IntN(n) }

// UniformStream is the stream ChooseIndex draws from, which the game
// loop draws from itself (play.UniformChooser).
func (p *Random) UniformStream() *play.Stream { return &p.stream }
