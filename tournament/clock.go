package tournament

import (
	"time"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
)

// clock counts one seat's moves and the time its player took to choose
// them.
type clock struct {
	moves    int
	thinking time.Duration
}

// timed is a player whose choices are counted and timed on a clock.
type timed struct {
	play.Player
	clock *clock
}

func (t timed) Choose(v *play.View, moves []engine.Move) (engine.Move, error) {
	start := time.Now()
	m, err := t.Player.Choose(v, moves)
	t.clock.add(time.Since(start))
	return m, err
}

// timedOracle is a timed oracle: it must stay an oracle, which the game
// loop gives the whole state.
type timedOracle struct {
	timed
	oracle play.Oracle
}

func (t timedOracle) ChooseSeeing(s *engine.State, moves []engine.Move) (engine.Move, error) {
	start := time.Now()
	m, err := t.oracle.ChooseSeeing(s, moves)
	t.clock.add(time.Since(start))
	return m, err
}

func (c *clock) add(d time.Duration) {
	c.moves++
	c.thinking += d
}

// timePlayer wraps p so that its choices are counted and timed on c.
func timePlayer(p play.Player, c *clock) play.Player {
	t := timed{Player: p, clock: c}
	if o, ok := p.(play.Oracle); ok {
		return timedOracle{timed: t, oracle: o}
	}
	return t
}
