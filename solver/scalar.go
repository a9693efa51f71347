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
	// Bounds from the scoring rules: a node that cannot reach the window
	// is cut at once. The board is prepared once, for the bounds and the
	// move ordering.
	w.rate.prepare(w.s)
	blo, bhi := w.bd.bounds(w.s, w.rate.scorer, w.s.IsChance())
	lo, hi := sv.q.bounds(w.s, &blo, &bhi)
	if hi.Cmp(alpha) <= 0 {
		return hi
	}
	if lo.Cmp(beta) >= 0 {
		return lo
	}
	alpha0, beta0 := alpha, beta
	var v Value
	if w.s.IsChance() {
		v = w.chance(alpha, beta, lo, hi, ply)
		hasBest = false
	} else {
		v, best = w.decide(alpha, beta, ply, best, hasBest)
		hasBest = true
	}
	e := entry{key: key, lo: lo, hi: hi, best: best, hasBest: hasBest}
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
// others minimise. After the first move, each move is first tested with a
// minimal window (principal variation search) and searched again with the
// full window only if it may improve on the best so far. It returns the
// value and the best move.
func (w *worker) decide(alpha, beta Value, ply int, ttBest engine.Move, hasBest bool) (Value, engine.Move) {
	s := w.s
	moves := w.ordered(ply, ttBest, hasBest)
	maximize := w.sv.q.maximizes(s.ToMove)
	var best Value
	var bestMove engine.Move
	scout := Frac(1, scoutWidth)
	for i, m := range moves {
		edge, u := w.play(m)
		a, b := alpha.Sub(edge), beta.Sub(edge)
		var child Value
		switch {
		case i == 0:
			child = w.scalar(a, b, ply+1)
		case maximize:
			// Can this move beat alpha?
			child = w.scalar(a, a.Add(scout), ply+1)
			if a.Less(child) && child.Less(b) && !child.Less(a.Add(scout)) {
				child = w.scalar(child.Sub(scout), b, ply+1)
			}
		default:
			// Can this move get below beta?
			child = w.scalar(b.Sub(scout), b, ply+1)
			if a.Less(child) && child.Less(b) && !b.Sub(scout).Less(child) {
				child = w.scalar(a, child.Add(scout), ply+1)
			}
		}
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

// scoutWidth is the width of the minimal windows of principal variation
// search. Any positive width is correct: a value inside the window comes
// back exact, one outside as a bound; narrower windows prune more.
const scoutWidth = 1 << 16

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
func (w *worker) chance(alpha, beta, lo, hi Value, ply int) Value {
	s := w.s
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
// move first, then by the mover's projected gain, highest first. The
// rater must be prepared for the node.
func (w *worker) ordered(ply int, ttBest engine.Move, hasBest bool) []engine.Move {
	s := w.s
	moves := w.moves(ply)
	if len(moves) < 2 {
		return moves
	}
	type rated struct {
		m    engine.Move
		gain int
	}
	// Rate each move by what it does to the objective's scalar, from the
	// mover's side: the puzzle player wants it up, the others down.
	q := w.sv.q
	sign, other := 1, -1
	if !q.maximizes(s.ToMove) {
		sign = -1
	}
	if q.Objective == Margin {
		other = q.opponent(s)
	}
	// A small fixed buffer covers most nodes without allocating.
	var buf [128]rated
	r := buf[:0]
	for _, m := range moves {
		g := w.rate.gainOf(s, m, q.Player)
		if other >= 0 {
			g -= w.rate.gainOf(s, m, other)
		}
		g *= sign
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
