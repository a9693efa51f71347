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
	// AI names the automatic player of each seat in the self-played
	// games (solver.PlayerNames); nil means greedy for every seat.
	AI []string
}

// Endgame plays a self-play game (greedy, or spec.AI) with the given seed
// until the act reaches Empties empty squares at the start of a turn, and
// returns that moment as a puzzle. Games that skip the count (removals reopen squares)
// or give a puzzle that Position.Puzzle refuses are retried with the next
// seed; the seed used is returned.
func Endgame(spec EndgameSpec) (*Position, uint64, error) {
	names := spec.Rules.PlayerNames[:spec.Players]
	for seed := spec.Seed; seed < spec.Seed+1000; seed++ {
		seats := make([]solver.Player, spec.Players)
		for i := range seats {
			seats[i] = solver.NewGreedy()
			if i < len(spec.AI) {
				p, err := solver.NewPlayer(spec.AI[i], solver.SeatSeed(seed, i))
				if err != nil {
					return nil, 0, err
				}
				seats[i] = p
			}
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

// AnswerSpec says which solved puzzles SolvedEndgame accepts.
type AnswerSpec struct {
	// Unique accepts only a puzzle with one best move, ahead of the next
	// by at least MinLead (a positive lead; see Lead).
	Unique  bool
	MinLead solver.Value
	// Options limit each solve; a puzzle not solved exactly within them
	// is passed over.
	Options solver.Options
	// Tries is how many puzzles to cut and solve at most.
	Tries int
	// PassedOver, if set, is told of each puzzle passed over: its seed
	// and why ("not solved in time", "3 moves tie for best", "leads by
	// 2").
	PassedOver func(seed uint64, why string)
}

// SolvedEndgame cuts puzzles as Endgame does, from spec.Seed on, and
// solves each until one fits want. It returns that puzzle with its
// answer ([answer]: the best moves and the values), the seed it was cut
// with and how many puzzles were solved to find it.
func SolvedEndgame(spec EndgameSpec, want AnswerSpec) (*Position, uint64, int, error) {
	first, seed := spec.Seed, spec.Seed
	for tried := 1; tried <= want.Tries; tried++ {
		spec.Seed = seed
		p, used, err := Endgame(spec)
		if err != nil {
			return nil, 0, tried, err
		}
		s, q, err := p.Puzzle()
		if err != nil {
			return nil, 0, tried, err
		}
		res, err := solver.Solve(s, q, want.Options)
		if err != nil {
			return nil, 0, tried, err
		}
		why := passedOver(res, want)
		if why == "" {
			p.Answer = AnswerOf(p, s, res)
			return p, used, tried, nil
		}
		if want.PassedOver != nil {
			want.PassedOver(used, why)
		}
		seed = used + 1
	}
	what := "was solved exactly within the limits"
	if want.Unique {
		what = fmt.Sprintf("had one best move, ahead of the next by at least %s and solved within the limits", want.MinLead)
	}
	return nil, 0, want.Tries, fmt.Errorf("none of the %d puzzles cut from seed %d on %s", want.Tries, first, what)
}

// passedOver says why res does not answer as want asks, or "" if it
// does.
func passedOver(res *solver.Result, want AnswerSpec) string {
	if !res.Exact {
		return "not solved within the limits"
	}
	if !want.Unique {
		return ""
	}
	lead, ok := Lead(res)
	switch {
	case !ok:
		return fmt.Sprintf("%d moves tie for best", res.Best)
	case lead.Cmp(solver.Value{}) == 0:
		return "the best move leads by the tie-break alone"
	case lead.Cmp(want.MinLead) < 0:
		return fmt.Sprintf("the best move leads by %s only", lead)
	}
	return ""
}
