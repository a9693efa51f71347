package solver

import (
	"github.com/sagatools/saga/engine"
)

// principalVariation follows the best moves from the worker's state to the
// end of the act: at decisions the best move (the first in legal-move
// order among equals), at chance moves the most likely draw (the first
// among equally likely ones). It returns the steps and the final board.
func (w *worker) principalVariation() ([]Step, *engine.Board) {
	s := w.s
	q := w.sv.q
	var steps []Step
	var undo []engine.Undo
	defer func() {
		for i := len(undo) - 1; i >= 0; i-- {
			s.Undo(undo[i])
		}
	}()
	for !w.terminal() {
		moves := s.LegalMoves(nil)
		step := Step{Player: s.ToMove}
		if s.IsChance() {
			if s.Phase == engine.PhaseDeal {
				step.Player = s.DealTo
			}
			best := moves[0]
			for _, m := range moves[1:] {
				if s.ChanceWeight(m) > s.ChanceWeight(best) {
					best = m
				}
			}
			step.Move, step.Chance = best, true
			step.Weight, step.Total = s.ChanceWeight(best), s.PoolTotal
		} else {
			var bestGains Gains
			for i, m := range moves {
				g := w.after(m)
				if i == 0 || q.Objective == MaxN && prefer(q, s, &g, &bestGains) ||
					q.Objective != MaxN && scalarBetter(q, s, q.scalar(s, &g), q.scalar(s, &bestGains)) {
					step.Move, bestGains = m, g
				}
			}
		}
		step.Text = s.Notation(step.Move)
		steps = append(steps, step)
		undo = append(undo, s.Apply(step.Move))
	}
	return steps, s.Board.Clone()
}
