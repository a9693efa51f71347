package solver

import (
	"fmt"
	"slices"

	"github.com/sagatools/saga/engine"
)

// principalVariation plays line from the worker's state, then follows the
// best moves to the end of the act: at decisions the best move (the first
// in legal-move order among equals), at chance moves the most likely draw
// (the first among equally likely ones). It returns the steps and the
// final board.
func (w *worker) principalVariation(line []engine.Move) ([]Step, *engine.Board) {
	s := w.s
	q := w.sv.q
	var steps []Step
	// No deferred undo: a search stopped on the way unwinds from
	// somewhere down the line (see afterAgainst), and the worker's state
	// is dropped then.
	var undo []engine.Undo
	// For the scalar objectives, v is the exact value of the state when
	// known: a best move is one whose value reaches it, which a minimal
	// window shows without valuing every move exactly.
	var v value
	known := false
	for !w.terminal() {
		moves := s.LegalMoves(nil)
		step := Step{Player: s.ToMove}
		if s.IsChance() && s.Phase == engine.PhaseDeal {
			step.Player = s.DealTo
		}
		if len(steps) < len(line) {
			step.Move, step.Given = line[len(steps)], true
			if s.IsChance() {
				step.Chance, step.Weight, step.Total = true, s.ChanceWeight(step.Move), s.PoolTotal
			}
		} else if s.IsChance() {
			best := moves[0]
			for _, m := range moves[1:] {
				if s.ChanceWeight(m) > s.ChanceWeight(best) {
					best = m
				}
			}
			step.Move, step.Chance = best, true
			known = false
			step.Weight, step.Total = s.ChanceWeight(best), s.PoolTotal
		} else if q.Objective == MaxN {
			var bestGains gains
			for i, m := range moves {
				g := w.after(m)
				if i == 0 || preferValues(q, s, &g, &bestGains) {
					step.Move, bestGains = m, g
				}
			}
		} else {
			if !known {
				v, known = w.scalar(w.sv.lo-1, w.sv.hi+1, 0), true
			}
			step.Move, v = w.reaching(moves, v)
		}
		step.Text = s.Notation(step.Move)
		steps = append(steps, step)
		undo = append(undo, s.Apply(step.Move))
	}
	final := s.Board.Clone()
	for i := len(undo) - 1; i >= 0; i-- {
		s.Undo(undo[i])
	}
	return steps, final
}

// reaching returns the first of moves whose value, as the puzzle player's
// scalar, is v, the value of the decision the worker stands on, and the
// value after it.
func (w *worker) reaching(moves []engine.Move, v value) (engine.Move, value) {
	s := w.s
	maximize := w.sv.q.maximizes(s.ToMove)
	for _, m := range moves {
		edge, u := w.play(m)
		want := v - edge
		c := w.scalar(want-1, want+1, 1)
		s.Undo(u)
		if maximize && c >= want || !maximize && want >= c {
			return m, want
		}
	}
	panic("solver: no move reaches the value of its position")
}

// checkLine reports an error unless every move of line is legal where
// it is played, starting from s, and the act is still on before each.
func checkLine(s *engine.State, line []engine.Move) error {
	if len(line) == 0 {
		return nil
	}
	st := s.Clone()
	for i, m := range line {
		if st.ActOver() {
			return fmt.Errorf("line: the act is over before move %d", i+1)
		}
		if !slices.Contains(st.LegalMoves(nil), m) {
			return fmt.Errorf("line: move %d (%s) is not legal there", i+1, st.Notation(m))
		}
		st.Apply(m)
	}
	return nil
}
