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
// prepared once.

// settle returns the exact value of the current state, which has one
// empty square and is not over, in the form gains takes: every seat's
// gains for maxⁿ, the scalar in the puzzle player's place otherwise. It
// reports false, having searched nothing more, when a player may keep
// the square open (cash a Treasure, replace a tile, pass): such states
// are searched as usual, with their window and the table, which prunes
// the long exchanges of Treasures cashed at the end of an act. prepared
// says the rater is prepared for the current board; settling never
// prepares it for another, since no move it plays changes the board.
func (w *worker) settle(ply int, prepared bool) (gains, bool) {
	s := w.s
	moves := w.moves(ply)
	if !s.IsChance() {
		for _, m := range moves {
			if !w.fills(m) && m.Kind != engine.Draw {
				return gains{}, false
			}
		}
	}
	w.count()
	if !prepared {
		w.rate.Prepare(s)
	}
	if s.IsChance() {
		return w.settleChance(ply, moves)
	}
	vals := w.gainBufs.get(ply, len(moves))
	for i, m := range moves {
		if m.Kind != engine.Draw {
			vals[i] = w.filled(m)
			continue
		}
		u := s.Apply(m)
		g, ok := w.settleChance(ply+1, w.moves(ply+1))
		s.Undo(u)
		if !ok {
			return gains{}, false
		}
		vals[i] = g
	}
	best := 0
	for i := 1; i < len(moves); i++ {
		if preferValues(w.sv.q, s, &vals[i], &vals[best]) {
			best = i
		}
	}
	return vals[best], true
}

// settleChance settles a draw before the last square is filled: every
// outcome's value, weighted by its chance, all rated on the board
// prepared once. It reports false when an outcome lets the player keep
// the square open.
func (w *worker) settleChance(ply int, moves []engine.Move) (gains, bool) {
	s := w.s
	w.count()
	var sum gains
	for _, m := range moves {
		wt := value(s.ChanceWeight(m))
		u := s.Apply(m)
		child, ok := w.settle(ply+1, true)
		s.Undo(u)
		if !ok {
			return gains{}, false
		}
		for p := range s.Players {
			sum[p] += child[p] * wt
		}
	}
	for p := range s.Players {
		sum[p] = average(sum[p], int64(s.PoolTotal))
	}
	return sum, true
}

// fills reports whether m puts a piece on the last empty square, which
// ends the act at once (R6). Good Counsel does too: its figure steps onto
// the square (R12).
func (w *worker) fills(m engine.Move) bool {
	s := w.s
	if s.Empties != 1 {
		return false
	}
	switch m.Kind {
	case engine.PlaceFigure:
		return true
	case engine.PlayTile:
		k := s.PlayKind(m)
		return k == engine.PlacePlay || k == engine.MoveFigurePlay
	}
	return false
}

// filled is what m, which fills the last square, earns, in the form
// settle returns: the act's score on the board after it, from the
// prepared board's score and the rater's gain.
func (w *worker) filled(m engine.Move) gains {
	s := w.s
	q := w.sv.q
	var g gains
	var played [engine.MaxSeats]int
	rescored := false // m is played at most once, for every seat at once
	for p := range s.Players {
		if !q.counts(s, p) {
			continue
		}
		gain, ok := w.rate.QuickGain(s, m, p)
		if !ok {
			if !rescored {
				played, rescored = w.rate.RescoredAll(s, m), true
			}
			gain = played[p]
		}
		g[p] = w.sv.scale.points(w.rate.Base(p) + gain)
	}
	if q.Objective == MaxN {
		return g
	}
	var scalar gains
	scalar[q.Player] = q.valueScalar(s, &g)
	return scalar
}
