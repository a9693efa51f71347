package solver

import (
	"github.com/sagatools/saga/engine"
)

// Settling the last empty square. Most of a search's nodes lie just
// before the end of the act, where one square is left: there, a move that
// fills it ends the act, and what it earns is the board's score after it,
// which the rater knows in constant time from one preparation of the
// board. A chance node before such a decision is settled the same way: a
// draw does not change the board, so every outcome is rated on the board
// prepared once. Moves that leave the square open (cashing a Treasure,
// replacing a tile, passing) are searched as usual.

// settle returns the exact value of the current state, which has one
// empty square and is not over, in the form gains takes: every seat's
// gains for maxⁿ, the scalar in the puzzle player's place otherwise.
// prepared says the rater is prepared for the current board. It also
// reports whether it left the rater prepared for another board.
func (w *worker) settle(ply int, prepared bool) (g Gains, disturbed bool) {
	w.count()
	s := w.s
	if !prepared {
		w.rate.prepare(s)
	}
	moves := w.moves(ply)
	if s.IsChance() {
		return w.settleChance(ply, moves)
	}
	vals := w.gainsScratch(ply, len(moves))
	open := false
	for i, m := range moves {
		if w.fills(m) {
			vals[i] = w.filled(m)
		} else {
			open = true
		}
	}
	// Moves that leave the square open are searched after the others,
	// which need the rater prepared for this board.
	if open {
		for i, m := range moves {
			if w.fills(m) {
				continue
			}
			var before [engine.MaxSeats]int
			copy(before[:], s.Points)
			u := s.Apply(m)
			var child Gains
			if m.Kind == engine.Draw {
				child, disturbed = w.settle(ply+1, !disturbed)
			} else {
				child, disturbed = w.gains(ply+1), true
			}
			w.addEdge(&child, before)
			s.Undo(u)
			vals[i] = child
		}
	}
	best := 0
	for i := 1; i < len(moves); i++ {
		if prefer(w.sv.q, s, &vals[i], &vals[best]) {
			best = i
		}
	}
	return vals[best], disturbed
}

// settleChance settles a draw before the last square is filled: every
// outcome's value, weighted by its chance.
func (w *worker) settleChance(ply int, moves []engine.Move) (Gains, bool) {
	s := w.s
	var sum Gains
	disturbed := false
	for _, m := range moves {
		wt := int64(s.ChanceWeight(m))
		u := s.Apply(m)
		var child Gains
		if w.terminal() {
			child = Gains{}
		} else {
			var d bool
			child, d = w.settle(ply+1, !disturbed)
			disturbed = disturbed || d
		}
		s.Undo(u)
		for p := range s.Players {
			if child[p] != (Value{}) {
				sum[p] = sum[p].Add(child[p].MulInt(wt))
			}
		}
	}
	for p := range s.Players {
		sum[p] = sum[p].DivInt(int64(s.PoolTotal))
	}
	return sum, disturbed
}

// fills reports whether m puts a piece on the last empty square, which
// ends the act at once (R6).
func (w *worker) fills(m engine.Move) bool {
	s := w.s
	if s.Empties != 1 {
		return false
	}
	switch m.Kind {
	case engine.PlaceFigure:
		return true
	case engine.PlayTile:
		return s.PlayKind(m) == engine.PlacePlay
	}
	return false
}

// filled is what m, which fills the last square, earns, in the form
// settle returns: the act's score on the board after it, from the
// prepared board's score and the rater's gain.
func (w *worker) filled(m engine.Move) Gains {
	s := w.s
	q := w.sv.q
	var g Gains
	for p := range s.Players {
		if q.counts(s, p) {
			g[p] = IntValue(w.rate.baseOf(p) + w.rate.gainOf(s, m, p))
		}
	}
	if q.Objective == MaxN {
		return g
	}
	var scalar Gains
	scalar[q.Player] = q.scalar(s, &g)
	return scalar
}

// addEdge adds to child, in the form settle returns, the points the move
// just applied earned, before being the points held before it.
func (w *worker) addEdge(child *Gains, before [engine.MaxSeats]int) {
	s := w.s
	q := w.sv.q
	var e Gains
	changed := false
	for p := range s.Players {
		if d := s.Points[p] - before[p]; d != 0 {
			e[p], changed = IntValue(d), true
		}
	}
	if !changed {
		return
	}
	if q.Objective == MaxN {
		for p := range s.Players {
			child[p] = child[p].Add(e[p])
		}
		return
	}
	child[q.Player] = child[q.Player].Add(q.scalar(s, &e))
}

// gainsScratch returns n gains of scratch space for a ply.
func (w *worker) gainsScratch(ply, n int) []Gains {
	for len(w.gainBufs) <= ply {
		w.gainBufs = append(w.gainBufs, nil)
	}
	if cap(w.gainBufs[ply]) < n {
		w.gainBufs[ply] = make([]Gains, n)
	}
	return w.gainBufs[ply][:n]
}
