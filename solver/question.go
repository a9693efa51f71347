package solver

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
)

// Objective says whose result counts in a search and how.
type Objective int

const (
	// Solo: one player places everything left to maximise their own act
	// points; the other seats are absent.
	Solo Objective = iota
	// Margin: two players, zero-sum on the difference of their act points.
	Margin
	// MaxN: every player maximises their own expected act points (3-4
	// players); ties go to the move that leaves the others least, then to
	// the first in legal-move order.
	MaxN
	// Paranoid: the player maximises their own act points against a
	// coalition of all the others, who minimise them.
	Paranoid
)

// ObjectiveNames lists the objectives as files and the command line name
// them.
func ObjectiveNames() []string { return []string{"solo", "margin", "maxn", "paranoid"} }

func (o Objective) String() string {
	if int(o) < len(ObjectiveNames()) {
		return ObjectiveNames()[o]
	}
	return fmt.Sprintf("Objective(%d)", int(o))
}

// ParseObjective reads an objective's name.
func ParseObjective(name string) (Objective, error) {
	for i, n := range ObjectiveNames() {
		if n == name {
			return Objective(i), nil
		}
	}
	return 0, fmt.Errorf("unknown objective %q (objectives: %s)", name, strings.Join(ObjectiveNames(), ", "))
}

// Question is what a search answers: the objective and, for solo, margin
// and paranoid, the player whose result counts.
type Question struct {
	Objective Objective
	Player    int
}

// Check reports a question that does not fit the state.
func (q Question) Check(s *engine.State) error {
	if q.Player < 0 || q.Player >= s.Players {
		return fmt.Errorf("player %d is not a seat", q.Player+1)
	}
	switch q.Objective {
	case Margin:
		if s.Players-bits.OnesCount8(s.Absent) != 2 {
			return fmt.Errorf("a margin puzzle is for two players, not %d", s.Players)
		}
	case MaxN:
		if s.Players < 2 {
			return fmt.Errorf("a maxn puzzle needs at least two players")
		}
	case Solo:
		if s.Absent != allBut(s.Players, q.Player) {
			return fmt.Errorf("in a solo puzzle every other seat must be absent")
		}
	}
	if s.Absent&(1<<q.Player) != 0 {
		return fmt.Errorf("the puzzle's player is absent")
	}
	return nil
}

// allBut is the seat mask of every seat but p.
func allBut(players, p int) uint8 { return uint8(1<<players-1) &^ (1 << p) }

// opponent is the other player of a margin puzzle.
func (q Question) opponent(s *engine.State) int {
	for p := range s.Players {
		if p != q.Player && s.Absent&(1<<p) == 0 {
			return p
		}
	}
	return q.Player
}

// scalar reduces a vector of gains to the single number that solo, margin
// and paranoid searches optimise: P's gain, or P's minus the opponent's.
func (q Question) scalar(s *engine.State, gains *exact.Gains) exact.Value {
	if q.Objective == Margin {
		return gains[q.Player].Sub(gains[q.opponent(s)])
	}
	return gains[q.Player]
}

// intScalar is scalar for gains in whole points.
func (q Question) intScalar(s *engine.State, g *[engine.MaxSeats]int) int {
	if q.Objective == Margin {
		return g[q.Player] - g[q.opponent(s)]
	}
	return g[q.Player]
}

// valueScalar is scalar for gains in the search's units.
func (q Question) valueScalar(s *engine.State, g *gains) value {
	if q.Objective == Margin {
		return g[q.Player] - g[q.opponent(s)]
	}
	return g[q.Player]
}

// score is the value moves are ranked by for the player to move of s.
func (q Question) score(s *engine.State, g *exact.Gains) exact.Value {
	if q.Objective == MaxN {
		return g[s.ToMove]
	}
	return q.scalar(s, g)
}

// counts reports whether seat p's gains enter the objective's value.
func (q Question) counts(s *engine.State, p int) bool {
	switch q.Objective {
	case MaxN:
		return true
	case Margin:
		return p == q.Player || p == q.opponent(s)
	}
	return p == q.Player
}

// maximizes reports whether player p, to move, maximises the scalar (the
// others minimise it).
func (q Question) maximizes(p int) bool { return p == q.Player }
