package solver

import (
	"math"
	"slices"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
)

// scalar is the exact value, as the puzzle player's scalar, of the gains
// still to come from the current state if it lies strictly inside the
// window (alpha, beta); otherwise a bound on the side the window was left
// (fail-soft alpha-beta).
func (w *worker) scalar(alpha, beta exact.Value, ply int) exact.Value {
	if w.terminal() {
		return exact.Value{}
	}
	sv := w.sv
	key := sv.hash.key(w.s)
	if w.s.Empties == 1 {
		if e, ok := sv.tt.get(key, nil); ok && e.lo.Cmp(e.hi) == 0 {
			return e.lo
		}
		if g, ok := w.settle(ply, false); ok {
			v := g[w.sv.q.Player]
			sv.tt.put(entry{key: key, lo: v, hi: v, depth: 1}, nil)
			return v
		}
	}
	w.count()
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
		best, hasBest = e.best.move(), e.hasBest
	}
	// Bounds from the scoring rules: a node that cannot reach the window
	// is cut at once. Under a window as wide as the search's own bounds
	// nothing can be cut, so they are not worked out there. The board is
	// prepared once, for the bounds and for ordering a decision's moves.
	narrow := sv.lo.Less(alpha) || beta.Less(sv.hi)
	if narrow || !w.s.IsChance() {
		w.rate.Prepare(w.s)
	}
	lo, hi := sv.lo, sv.hi
	if narrow {
		blo, bhi := w.bd.bounds(w.s, w.rate.Scorer(), w.s.IsChance())
		lo, hi = sv.q.bounds(w.s, &blo, &bhi)
		if hi.Cmp(alpha) <= 0 {
			return hi
		}
		if lo.Cmp(beta) >= 0 {
			return lo
		}
	}
	alpha0, beta0 := alpha, beta
	var v exact.Value
	if w.s.IsChance() {
		v = w.chance(alpha, beta, lo, hi, ply)
		hasBest = false
	} else {
		v, best = w.decide(alpha, beta, ply, best, hasBest)
		hasBest = true
	}
	packed, fits := packMove(best)
	e := entry{key: key, lo: lo, hi: hi, best: packed, hasBest: hasBest && fits, depth: depthOf(w.s)}
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
func (w *worker) decide(alpha, beta exact.Value, ply int, ttBest engine.Move, hasBest bool) (exact.Value, engine.Move) {
	s := w.s
	moves := w.ordered(ply, ttBest, hasBest)
	maximize := w.sv.q.maximizes(s.ToMove)
	var best exact.Value
	var bestMove engine.Move
	scout := exact.Frac(1, scoutWidth)
	for i, m := range moves {
		edge, u := w.play(m)
		a, b := alpha.Sub(edge), beta.Sub(edge)
		var child exact.Value
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
func (w *worker) play(m engine.Move) (exact.Value, engine.Undo) {
	s := w.s
	var before [engine.MaxSeats]int
	copy(before[:], s.Points)
	u := s.Apply(m)
	var g exact.Gains
	changed := false
	for p := range s.Players {
		if d := s.Points[p] - before[p]; d != 0 {
			g[p], changed = exact.IntValue(d), true
		}
	}
	if !changed {
		return exact.Value{}, u
	}
	return w.sv.q.scalar(s, &g), u
}

// chance searches a chance node with Star2 probing and Star1 pruning.
// Every outcome's value lies within bounds, at first [lo, hi]. A probe
// first searches the first move of each outcome only: for the puzzle
// player, that move's value is a lower bound on the outcome; for an
// opponent, an upper bound. The probes alone may show the node's value
// outside (alpha, beta). Under a minimal window a test follows: every
// outcome is asked with a minimal window of its own whether it stays
// below its share of alpha. Then the outcomes are searched in order of
// weight, each with the window that would still let the node's value
// enter (alpha, beta) given the bounds on the outcomes not yet seen; the
// search stops as soon as the value is known to leave the window.
func (w *worker) chance(alpha, beta, lo, hi exact.Value, ply int) exact.Value {
	s := w.s
	moves := w.moves(ply)
	slices.SortStableFunc(moves, func(a, b engine.Move) int { return s.Pool[b.Tile] - s.Pool[a.Tile] })
	total := int64(s.PoolTotal)
	n := len(moves)
	lows, highs, est, weights := w.chanceScratch(ply, n)
	for i, m := range moves {
		weights[i] = int64(s.ChanceWeight(m))
		lows[i], highs[i] = lo, hi
	}
	// Probing pays under the minimal windows of principal variation
	// search, where it often settles the node at once; under wide windows
	// it would mostly search exactly what Star1 will search again.
	if beta.Sub(alpha).Less(exact.IntValue(1)) {
		if v, cut := w.probe(moves, weights, lows, highs, est, alpha, beta, total, ply); cut {
			return v
		}
		if v, cut := w.testShares(moves, weights, lows, highs, est, alpha, beta, total, ply); cut {
			return v
		}
	}
	var sum exact.Value // Σ weight × value of the outcomes searched
	var restLo, restHi exact.Value
	for i := range n {
		restLo, restHi = restLo.Add(lows[i].MulInt(weights[i])), restHi.Add(highs[i].MulInt(weights[i]))
	}
	for i, m := range moves {
		wt := weights[i]
		restLo, restHi = restLo.Sub(lows[i].MulInt(wt)), restHi.Sub(highs[i].MulInt(wt))
		// The node's value is (sum + wt·v + rest)/total, the rest within
		// [restLo, restHi]. It fails high for v >= failHigh, low for
		// v <= failLow.
		failHigh := beta.MulInt(total).Sub(sum).Sub(restLo).DivInt(wt)
		failLow := alpha.MulInt(total).Sub(sum).Sub(restHi).DivInt(wt)
		switch {
		case failHigh.Cmp(lows[i]) <= 0:
			// Even this outcome's least value makes the node fail high.
			return sum.Add(lows[i].MulInt(wt)).Add(restLo).DivInt(total)
		case failLow.Cmp(highs[i]) >= 0:
			// Even its greatest makes the node fail low.
			return sum.Add(highs[i].MulInt(wt)).Add(restHi).DivInt(total)
		case lows[i].Cmp(highs[i]) == 0:
			// The probe found its exact value.
			sum = sum.Add(lows[i].MulInt(wt))
			continue
		}
		u := s.Apply(m)
		v := w.scalar(maxValue(failLow, lows[i]), minValue(failHigh, highs[i]), ply+1)
		s.Undo(u)
		sum = sum.Add(v.MulInt(wt))
		if v.Cmp(failHigh) >= 0 {
			return sum.Add(restLo).DivInt(total)
		}
		if v.Cmp(failLow) <= 0 {
			return sum.Add(restHi).DivInt(total)
		}
	}
	return sum.DivInt(total)
}

// probe tightens the outcomes' bounds by searching the first move after
// each (Star2): for the puzzle player that move's value raises the
// outcome's lower bound, for an opponent it lowers the upper bound. It
// reports a cutoff when the bounds already put the node's value outside
// (alpha, beta).
func (w *worker) probe(moves []engine.Move, weights []int64, lows, highs, est []exact.Value, alpha, beta exact.Value, total int64, ply int) (exact.Value, bool) {
	s := w.s
	q := w.sv.q
	// Σ weight × bound, kept up to date as the bounds tighten.
	sumLo, sumHi := sumWeighted(lows, weights), sumWeighted(highs, weights)
	for i, m := range moves {
		u := s.Apply(m)
		est[i] = lows[i].Add(highs[i]).DivInt(2)
		if !s.IsChance() && !w.terminal() {
			// Search the first move with a window that gives its exact
			// value or shows it enough for a cutoff; never an empty one.
			if q.maximizes(s.ToMove) {
				rest := sumLo.Sub(lows[i].MulInt(weights[i]))
				need := beta.MulInt(total).Sub(rest).DivInt(weights[i])
				a, b := lows[i].Sub(exact.IntValue(1)), minValue(need, highs[i].Add(exact.IntValue(1)))
				if a.Less(b) {
					v := w.firstMove(a, b, ply+1)
					lo := maxValue(lows[i], minValue(v, highs[i]))
					sumLo = rest.Add(lo.MulInt(weights[i]))
					lows[i] = lo
				}
				est[i] = lows[i]
			} else {
				rest := sumHi.Sub(highs[i].MulInt(weights[i]))
				need := alpha.MulInt(total).Sub(rest).DivInt(weights[i])
				a, b := maxValue(need, lows[i].Sub(exact.IntValue(1))), highs[i].Add(exact.IntValue(1))
				if a.Less(b) {
					v := w.firstMove(a, b, ply+1)
					hi := minValue(highs[i], maxValue(v, lows[i]))
					sumHi = rest.Add(hi.MulInt(weights[i]))
					highs[i] = hi
				}
				est[i] = highs[i]
			}
		}
		s.Undo(u)
		if v := sumLo.DivInt(total); v.Cmp(beta) >= 0 {
			return v, true
		}
		if v := sumHi.DivInt(total); v.Cmp(alpha) <= 0 {
			return v, true
		}
	}
	return exact.Value{}, false
}

// testShares runs after a probe that did not settle the node: it asks each
// outcome, with a minimal window, whether it stays at or below a
// threshold, the thresholds spreading alpha's room over the outcomes
// around the probe's estimates. If every outcome stays below its
// threshold the node fails low; outcomes that rise above raise their
// lower bounds, which may make it fail high. Either way each outcome
// costs a minimal-window search instead of Star1's wide windows, which
// with loose bounds amount to exact values. An undecided test leaves the
// bounds it learned to Star1.
func (w *worker) testShares(moves []engine.Move, weights []int64, lows, highs, est []exact.Value, alpha, beta exact.Value, total int64, ply int) (exact.Value, bool) {
	s := w.s
	// room is what the node may still spend below alpha: alpha·total less
	// the bounds found and the estimates of the outcomes to come.
	room := alpha.MulInt(total).Sub(sumWeighted(est, weights))
	sumLo := sumWeighted(lows, weights) // kept up to date as lows rise
	left := total
	scout := exact.Frac(1, scoutWidth)
	for i, m := range moves {
		wt := weights[i]
		// The outcome's share of the room, spread by weight.
		got := highs[i]
		if lows[i].Cmp(highs[i]) != 0 {
			t := gridFloor(est[i].Float()+room.Float()/float64(left), scoutWidth)
			t = maxValue(t, lows[i])
			if t.Less(highs[i]) {
				u := s.Apply(m)
				v := w.scalar(t, t.Add(scout), ply+1)
				s.Undo(u)
				if v.Cmp(t) <= 0 {
					highs[i] = maxValue(lows[i], v)
				} else {
					lo := minValue(highs[i], v)
					sumLo = sumLo.Add(lo.Sub(lows[i]).MulInt(wt))
					lows[i] = lo
				}
				// Above its threshold, the outcome is counted at its
				// new lower bound: the other outcomes still get tested,
				// and Star1 then knows all their bounds.
				got = minValue(highs[i], v)
			}
		}
		room = room.Add(est[i].MulInt(wt)).Sub(got.MulInt(wt))
		left -= wt
		if v := sumLo.DivInt(total); v.Cmp(beta) >= 0 {
			return v, true
		}
	}
	if v := sumWeighted(highs, weights).DivInt(total); v.Cmp(alpha) <= 0 {
		return v, true
	}
	return exact.Value{}, false
}

// gridFloor is the largest multiple of 1/den at or below f: thresholds
// need not be exact, and a coarse grid keeps the fractions of the search
// small.
func gridFloor(f float64, den int64) exact.Value {
	return exact.Frac(int64(math.Floor(f*float64(den))), den)
}

// sumWeighted sums weight × bound over the outcomes.
func sumWeighted(bounds []exact.Value, weights []int64) exact.Value {
	var sum exact.Value
	for j := range bounds {
		sum = sum.Add(bounds[j].MulInt(weights[j]))
	}
	return sum
}

// firstMove searches only the first move (in search order) of the
// decision node the worker stands on, within (alpha, beta), and returns
// its value: a bound on the node's value on the side of its mover.
func (w *worker) firstMove(alpha, beta exact.Value, ply int) exact.Value {
	s := w.s
	w.rate.Prepare(s)
	var best engine.Move
	hasBest := false
	if e, ok := w.sv.tt.get(w.sv.hash.key(s), nil); ok {
		best, hasBest = e.best.move(), e.hasBest
	}
	m := w.ordered(ply, best, hasBest)[0]
	edge, u := w.play(m)
	v := edge.Add(w.scalar(alpha.Sub(edge), beta.Sub(edge), ply+1))
	s.Undo(u)
	return v
}

// chanceScratch returns scratch slices for a chance node's n outcomes at
// a ply: their lower and upper bounds, the probe's estimates and their
// weights.
func (w *worker) chanceScratch(ply, n int) (lows, highs, est []exact.Value, weights []int64) {
	v := w.vals.get(ply, 3*n)
	return v[:n], v[n : 2*n], v[2*n:], w.weights.get(ply, n)
}

func maxValue(a, b exact.Value) exact.Value {
	if a.Less(b) {
		return b
	}
	return a
}

func minValue(a, b exact.Value) exact.Value {
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
	// A small fixed buffer covers most nodes without allocating.
	var buf [128]rated
	r := buf[:0]
	for _, m := range moves {
		g := scalarGain(w.sv.q, s, &w.rate, m)
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

// scalarGain rates move m of s by what it does at once to the objective's
// scalar, from the mover's side: the puzzle player wants it up, the
// others down. The rater must be prepared for s.
func scalarGain(q Question, s *engine.State, rate *engine.Rater, m engine.Move) int {
	g := rate.GainOf(s, m, q.Player)
	if q.Objective == Margin {
		g -= rate.GainOf(s, m, q.opponent(s))
	}
	if !q.maximizes(s.ToMove) {
		g = -g
	}
	return g
}
