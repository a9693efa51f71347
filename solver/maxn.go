package solver

import (
	"slices"

	"github.com/sagatools/saga/engine"
)

// maxn is the exact maxⁿ value of the current state: every seat's
// expected gains when each player to move maximises their own, breaking
// ties by the least left to the others and then by legal-move order.
func (w *worker) maxn(ply int) gains {
	g, _ := w.maxnBounded(ply, -1, 0)
	return g
}

// maxnBounded is maxn with shallow pruning: parent is the seat that moved
// into this node at a decision node (-1 when none, or after a chance
// node), with parentBest the best it already has elsewhere. Once this
// node's mover is sure of so much that the parent must get strictly less
// here, the search stops and reports cut: the gains returned are then not
// this node's value and are not stored.
func (w *worker) maxnBounded(ply, parent int, parentBest value) (gains, bool) {
	// Was the rater prepared for this state, its bounds worked out, by the
	// parent's branch and bound?
	pre := w.pre
	w.pre.ok = false
	prepared := pre.ok && pre.ply == ply
	var zero gains
	if w.terminal() {
		return zero, false
	}
	if w.s.Empties == 1 {
		if g, ok := w.settle(ply, prepared); ok {
			return g, false
		}
	}
	w.count()
	s := w.s
	sv := w.sv
	key := s.Hash()
	var cached gains
	var e entry
	if sv.tt.get(key, &e, &cached) {
		return cached, false
	}
	var g gains
	cut := false
	if s.IsChance() {
		g = w.maxnChance(ply)
	} else {
		var bounds *[2][engine.MaxSeats]int
		if prepared {
			bounds = &pre.bounds
		}
		g, cut = w.maxnDecide(ply, parent, parentBest, bounds)
	}
	if !cut {
		w.put(&entry{key: key, depth: depthOf(s)}, &g)
	}
	return g, cut
}

func (w *worker) maxnChance(ply int) gains {
	s := w.s
	var sum gains
	for _, m := range w.moves(ply) {
		wt := value(s.ChanceWeight(m))
		u := s.Apply(m)
		g, _ := w.maxnBounded(ply+1, -1, 0)
		s.Undo(u)
		for p := range s.Players {
			sum[p] += g[p] * wt
		}
	}
	for p := range s.Players {
		sum[p] = average(sum[p], int64(s.PoolTotal))
	}
	return sum
}

// maxnDecide searches a decision node. bounds, when not nil, are the
// node's bounds on every seat's gains, for a rater already prepared for
// it.
func (w *worker) maxnDecide(ply, parent int, parentBest value, bounds *[2][engine.MaxSeats]int) (gains, bool) {
	s := w.s
	me := s.ToMove
	moves := w.moves(ply)
	// Search in order of projected gain, but break ties by legal-move
	// order, as the naive solver does. The moves stay in their ply's
	// buffer; children use the buffers of deeper plies.
	index := w.scratch(ply, len(moves))
	if bounds == nil && (len(moves) > 1 || parent >= 0) {
		w.rate.Prepare(s)
	}
	rates := index[len(moves):]
	index = index[:len(moves)]
	if len(moves) > 1 {
		for i, m := range moves {
			rates[i] = w.rate.Gain(s, m)
		}
		slices.SortStableFunc(index, func(a, b int) int { return rates[b] - rates[a] })
	}
	sumBound, others := w.sumBounds(me, parent, bounds)
	var best gains
	bestAt := -1
	for _, i := range index {
		var before [engine.MaxSeats]int
		copy(before[:], s.Points)
		u := s.Apply(moves[i])
		over := s.ActOver()
		if bestAt >= 0 && !over && s.Empties > 1 {
			// Branch and bound on my own gain: a move whose best case for
			// me is strictly below my best so far cannot be chosen, even
			// by the tie-break. With one square left, settling the child
			// costs no more than bounding it.
			w.rate.Prepare(s)
			lo, hi := w.bd.bounds(s, w.rate.Scorer(), s.IsChance())
			if w.sv.scale.points(hi[me]+s.Points[me]-before[me]) < best[me] {
				s.Undo(u)
				continue
			}
			w.pre = prepared{ok: true, ply: ply + 1, bounds: [2][engine.MaxSeats]int{lo, hi}}
		}
		child, cut := gains{}, false
		if s.ToMove != me && !s.IsChance() && !over && bestAt >= 0 {
			child, cut = w.maxnBounded(ply+1, me, best[me]-w.sv.scale.points(s.Points[me]-before[me]))
		} else {
			child, cut = w.maxnBounded(ply+1, -1, 0)
		}
		w.addEarned(&child, &before)
		s.Undo(u)
		if cut {
			continue // the child is worse for me than best, strictly
		}
		if bestAt < 0 || preferValues(w.sv.q, s, &child, &best) || !preferValues(w.sv.q, s, &best, &child) && i < bestAt {
			best, bestAt = child, i
		}
		// Shallow pruning: the parent gets at most sumBound - best[me] -
		// (the least the others can get) here.
		if parent >= 0 && sumBound-best[me]-others < parentBest {
			return best, true
		}
	}
	return best, false
}

// sumBounds returns the most all seats' gains can add up to from here and
// the least the seats other than me and parent can get, for shallow
// pruning.
func (w *worker) sumBounds(me, parent int, bounds *[2][engine.MaxSeats]int) (value, value) {
	if parent < 0 {
		return 0, 0
	}
	var lo, hi [engine.MaxSeats]int
	if bounds != nil {
		lo, hi = bounds[0], bounds[1]
	} else {
		lo, hi = w.bd.bounds(w.s, w.rate.Scorer(), false) // prepared by maxnDecide
	}
	sum, others := 0, 0
	for p := range w.s.Players {
		sum += hi[p]
		if p != me && p != parent {
			others += lo[p]
		}
	}
	return w.sv.scale.points(sum), w.sv.scale.points(others)
}

// scratch returns, for the given ply, 2n ints: the indices 0..n-1 and room
// for n more.
func (w *worker) scratch(ply, n int) []int {
	b := w.ints.get(ply, 2*n)
	for i := range n {
		b[i] = i
	}
	return b
}

// prepared says that the rater is prepared for the state at ply, whose
// bounds are given: a parent's branch and bound worked them out just
// before searching it.
type prepared struct {
	ok     bool
	ply    int
	bounds [2][engine.MaxSeats]int
}
