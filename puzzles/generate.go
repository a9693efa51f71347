package puzzles

import (
	"fmt"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/solver"
)

// EndgameSpec says what endgame to cut out of a self-played game.
type EndgameSpec struct {
	Ruleset string // as the position file will name it
	Rules   *engine.Rules
	Players int
	Act     int // index of the act to cut from
	Empties int // empty squares at the start of the puzzle's turn
	// EmptyPool empties the pool, making the endgame deterministic.
	EmptyPool bool
	Seed      uint64
	Question  solver.Question // Player is set to the player to move
}

// Endgame plays a greedy self-play game with the given seed until the act
// reaches Empties empty squares at the start of a turn, and returns that
// moment as a puzzle. Games that skip the count (removals reopen squares)
// or give a puzzle that Position.Puzzle refuses are retried with the next
// seed; the seed used is returned.
func Endgame(spec EndgameSpec) (*Position, uint64, error) {
	names := spec.Rules.PlayerNames[:spec.Players]
	for seed := spec.Seed; seed < spec.Seed+1000; seed++ {
		seats := make([]solver.Player, spec.Players)
		for i := range seats {
			seats[i] = solver.NewGreedy()
		}
		s, err := engine.NewGame(spec.Rules, spec.Players, int(seed%uint64(spec.Players)))
		if err != nil {
			return nil, 0, err
		}
		reached := func(s *engine.State) bool {
			return s.Act > spec.Act || s.Act == spec.Act && s.Phase == engine.PhaseTurn && s.Empties == spec.Empties
		}
		if err := solver.PlayUntil(s, seats, solver.NewChance(seed), reached, nil); err != nil {
			return nil, 0, err
		}
		if s.Act != spec.Act || s.Phase != engine.PhaseTurn || s.Empties != spec.Empties {
			continue // the act skipped the count (removals reopen squares)
		}
		p := endgamePosition(s, spec, names)
		if _, _, err := p.Puzzle(); err == nil {
			return p, seed, nil
		}
		// Not a fair puzzle (say, the player to move cannot move): next seed.
	}
	return nil, 0, fmt.Errorf("no game from seed %d on reached %d empty squares in %s", spec.Seed, spec.Empties, spec.Rules.Acts[spec.Act].Name)
}

func endgamePosition(s *engine.State, spec EndgameSpec, names []string) *Position {
	p, _ := FromState(s, spec.Ruleset, names)
	if spec.EmptyPool {
		clear(p.Turn.Pool)
	}
	p.Question = Question{Objective: spec.Question.Objective, Player: s.ToMove}
	p.Question.Given.Objective, p.Question.Given.Player = true, true
	return p
}
