package solver

import (
	"slices"

	"github.com/sagatools/saga/engine"
)

// scalar is the exact value, as the puzzle player's scalar, of the gains
// still to come from the current state if it lies strictly inside the
// window (alpha, beta); otherwise a bound on the side the window was left
// (fail-soft alpha-beta).
func (w *worker) scalar(alpha, beta Value, ply int) Value {
	w.count()
	if w.terminal() {
		return Value{}
	}
	sv := w.sv
	key := sv.hash.key(w.s)
	var best engine.Move
	hasBest := false
	if e, ok := sv.tt.get(key, nil); ok {
		switch {
		case e.lo.Cmp(e.hi) == 0, e.lo.Cmp(beta) >= 0:
			return e.lo
		case e.hi.Cmp(alpha) <= 0:
			return e.hi
		}
		if alpha.Less(e.lo) {
			alpha = e.lo
		}
		if e.hi.Less(beta) {
			beta = e.hi
		}
		best, hasBest = e.best, e.hasBest
	}
	alpha0, beta0 := alpha, beta
	var v Value
	if w.s.IsChance() {
		v = w.chance(alpha, beta, ply)
		hasBest = false
	} else {
		v, best = w.decide(alpha, beta, ply, best, hasBest)
		hasBest = true
	}
	e := entry{key: key, lo: sv.lo, hi: sv.hi, best: best, hasBest: hasBest}
	switch {
	case v.Cmp(alpha0) <= 0:
		e.hi = v
	case v.Cmp(beta0) >= 0:
		e.lo = v
	default:
		e.lo, e.hi = v, v
	}
	sv.tt.put(e, nil)
	return v
}

// decide searches a decision node: the puzzle player maximises, the
// others minimise. It returns the value and the best move.
func (w *worker) decide(alpha, beta Value, ply int, ttBest engine.Move, hasBest bool) (Value, engine.Move) {
	s := w.s
	moves := w.ordered(ply, ttBest, hasBest)
	maximize := w.sv.q.maximizes(s.ToMove)
	var best Value
	var bestMove engine.Move
	for i, m := range moves {
		edge, u := w.play(m)
		child := w.scalar(alpha.Sub(edge), beta.Sub(edge), ply+1)
		s.Undo(u)
		v := edge.Add(child)
		if i == 0 || maximize && best.Less(v) || !maximize && v.Less(best) {
			best, bestMove = v, m
		}
		if maximize && alpha.Less(v) {
			alpha = v
		}
		if !maximize && v.Less(beta) {
			beta = v
		}
		if alpha.Cmp(beta) >= 0 {
			break
		}
	}
	return best, bestMove
}

// play applies m and returns what it earned, as the puzzle player's
// scalar, with the undo record.
func (w *worker) play(m engine.Move) (Value, engine.Undo) {
	s := w.s
	var before [engine.MaxSeats]int
	copy(before[:], s.Points)
	u := s.Apply(m)
	var g Gains
	changed := false
	for p := range s.Players {
		if d := s.Points[p] - before[p]; d != 0 {
			g[p], changed = IntValue(d), true
		}
	}
	if !changed {
		return Value{}, u
	}
	return w.sv.q.scalar(s, &g), u
}

// chance searches a chance node with Star1 pruning: outcomes in order of
// weight, each searched with the window that would still let the node's
// value enter (alpha, beta) given the bounds on the outcomes not yet seen;
// it stops as soon as the value is known to leave the window.
func (w *worker) chance(alpha, beta Value, ply int) Value {
	s := w.s
	lo, hi := w.sv.lo, w.sv.hi
	moves := w.moves(ply)
	slices.SortStableFunc(moves, func(a, b engine.Move) int { return s.Pool[b.Tile] - s.Pool[a.Tile] })
	total := int64(s.PoolTotal)
	var sum Value // Σ weight × value of the outcomes searched
	rest := total
	for _, m := range moves {
		wt := int64(s.ChanceWeight(m))
		rest -= wt
		// The node's value is (sum + wt·v + rest·x)/total with x in
		// [lo, hi]. It fails high for v >= failHigh, low for v <= failLow.
		failHigh := beta.MulInt(total).Sub(sum).Sub(lo.MulInt(rest)).DivInt(wt)
		failLow := alpha.MulInt(total).Sub(sum).Sub(hi.MulInt(rest)).DivInt(wt)
		a, b := maxValue(failLow, lo), minValue(failHigh, hi)
		var v Value
		if a.Cmp(b) >= 0 {
			// The window is empty: the outcome cannot bring the node back.
			if failLow.Cmp(lo) >= 0 {
				return sum.Add(hi.MulInt(wt + rest)).DivInt(total)
			}
			return sum.Add(lo.MulInt(wt + rest)).DivInt(total)
		}
		u := s.Apply(m)
		v = w.scalar(a, b, ply+1)
		s.Undo(u)
		sum = sum.Add(v.MulInt(wt))
		if v.Cmp(failHigh) >= 0 {
			return sum.Add(lo.MulInt(rest)).DivInt(total)
		}
		if v.Cmp(failLow) <= 0 {
			return sum.Add(hi.MulInt(rest)).DivInt(total)
		}
	}
	return sum.DivInt(total)
}

func maxValue(a, b Value) Value {
	if a.Less(b) {
		return b
	}
	return a
}

func minValue(a, b Value) Value {
	if b.Less(a) {
		return b
	}
	return a
}

// ordered returns the legal moves of a decision node, the table's best
// move first, then by the mover's projected gain, highest first.
func (w *worker) ordered(ply int, ttBest engine.Move, hasBest bool) []engine.Move {
	s := w.s
	moves := w.moves(ply)
	if len(moves) < 2 {
		return moves
	}
	w.rate.prepare(s)
	type rated struct {
		m    engine.Move
		gain int
	}
	// A small fixed buffer covers most nodes without allocating.
	var buf [128]rated
	r := buf[:0]
	for _, m := range moves {
		g := w.rate.gain(s, m)
		if hasBest && m == ttBest {
			g = 1 << 30
		}
		r = append(r, rated{m, g})
	}
	slices.SortStableFunc(r, func(a, b rated) int { return b.gain - a.gain })
	for i := range r {
		moves[i] = r[i].m
	}
	return moves
}
