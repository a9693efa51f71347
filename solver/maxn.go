package solver

import (
	"slices"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
)

// maxn is the exact maxⁿ value of the current state: every seat's
// expected gains when each player to move maximises their own, breaking
// ties by the least left to the others and then by legal-move order.
func (w *worker) maxn(ply int) exact.Gains {
	g, _ := w.maxnBounded(ply, -1, exact.Value{})
	return g
}

// maxnBounded is maxn with shallow pruning: parent is the seat that moved
// into this node at a decision node (-1 when none, or after a chance
// node), with parentBest the best it already has elsewhere. Once this
// node's mover is sure of so much that the parent must get strictly less
// here, the search stops and reports cut: the gains returned are then not
// this node's value and are not stored.
func (w *worker) maxnBounded(ply, parent int, parentBest exact.Value) (exact.Gains, bool) {
	// Was the rater prepared for this state, its bounds worked out, by the
	// parent's branch and bound?
	pre := w.pre
	w.pre.ok = false
	prepared := pre.ok && pre.ply == ply
	var zero exact.Gains
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
	key := sv.hash.key(s)
	var cached exact.Gains
	if e, ok := sv.tt.get(key, &cached); ok && e.lo.Cmp(e.hi) == 0 {
		return cached, false
	}
	var g exact.Gains
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
		sv.tt.put(entry{key: key, depth: depthOf(s)}, &g)
	}
	return g, cut
}

func (w *worker) maxnChance(ply int) exact.Gains {
	s := w.s
	return expectation(s, w.moves(ply), func(m engine.Move) exact.Gains {
		u := s.Apply(m)
		g, _ := w.maxnBounded(ply+1, -1, exact.Value{})
		s.Undo(u)
		return g
	})
}

// maxnDecide searches a decision node. bounds, when not nil, are the
// node's bounds on every seat's gains, for a rater already prepared for
// it.
func (w *worker) maxnDecide(ply, parent int, parentBest exact.Value, bounds *[2][engine.MaxSeats]int) (exact.Gains, bool) {
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
	gains := index[len(moves):]
	index = index[:len(moves)]
	if len(moves) > 1 {
		for i, m := range moves {
			gains[i] = w.rate.Gain(s, m)
		}
		slices.SortStableFunc(index, func(a, b int) int { return gains[b] - gains[a] })
	}
	sumBound, others := w.sumBounds(me, parent, bounds)
	var best exact.Gains
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
			if exact.IntValue(hi[me] + s.Points[me] - before[me]).Less(best[me]) {
				s.Undo(u)
				continue
			}
			w.pre = prepared{ok: true, ply: ply + 1, bounds: [2][engine.MaxSeats]int{lo, hi}}
		}
		child, cut := exact.Gains{}, false
		if s.ToMove != me && !s.IsChance() && !over && bestAt >= 0 {
			child, cut = w.maxnBounded(ply+1, me, best[me].Sub(edgeOf(s, before, me)))
		} else {
			child, cut = w.maxnBounded(ply+1, -1, exact.Value{})
		}
		addEarned(&child, s, &before)
		s.Undo(u)
		if cut {
			continue // the child is worse for me than best, strictly
		}
		if bestAt < 0 || prefer(w.sv.q, s, &child, &best) || !prefer(w.sv.q, s, &best, &child) && i < bestAt {
			best, bestAt = child, i
		}
		// Shallow pruning: the parent gets at most sumBound - best[me] -
		// (the least the others can get) here.
		if parent >= 0 && sumBound.Sub(best[me]).Sub(others).Less(parentBest) {
			return best, true
		}
	}
	return best, false
}

// edgeOf is what seat p earned by the move just applied.
func edgeOf(s *engine.State, before [engine.MaxSeats]int, p int) exact.Value {
	return exact.IntValue(s.Points[p] - before[p])
}

// sumBounds returns the most all seats' gains can add up to from here and
// the least the seats other than me and parent can get, for shallow
// pruning.
func (w *worker) sumBounds(me, parent int, bounds *[2][engine.MaxSeats]int) (exact.Value, exact.Value) {
	if parent < 0 {
		return exact.Value{}, exact.Value{}
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
	return exact.IntValue(sum), exact.IntValue(others)
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
