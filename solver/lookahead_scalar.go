package solver

import (
	"slices"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
)

// The look-ahead of the scalar objectives (solo, margin, paranoid)
// prunes: fail-soft alpha-beta over the tree the look-ahead of gains
// (maxⁿ) searches whole, each decision's moves ordered by what they do to
// the scalar at once. Chance nodes are searched whole, every outcome with
// an open window. Every root move gets the value the whole tree gives it
// (the tests compare the two), for far fewer nodes from three turns on:
// in the turns before the last, a reply that already refutes a move
// spares the search of the others.

// lookOpen bounds look-ahead values from outside: far beyond any score,
// and far enough below the range of Value that windows never overflow.
var lookOpen = exact.Frac(1<<32, 1)

// afterScalar plays m and returns the scalar value from before it: what
// m earned plus the look-ahead value after it, exact if it lies strictly
// inside (alpha, beta), else a bound on the side the window was left.
func (la *lookahead) afterScalar(m engine.Move, alpha, beta exact.Value, depth, ply int) exact.Value {
	s := la.s
	var before [engine.MaxSeats]int
	copy(before[:], s.Points)
	u := s.Apply(m)
	var earned exact.Gains
	addEarned(&earned, s, &before)
	edge := la.q.scalar(s, &earned)
	v := edge.Add(la.scalar(alpha.Sub(edge), beta.Sub(edge), depth, ply))
	s.Undo(u)
	return v
}

// scalar is the look-ahead value of the current state as the objective's
// scalar, looking depth more turns ahead once the current turn is over.
func (la *lookahead) scalar(alpha, beta exact.Value, depth, ply int) exact.Value {
	la.count()
	s := la.s
	if s.ActOver() {
		return exact.Value{}
	}
	if s.Phase == engine.PhaseTurn {
		if depth == 0 {
			la.cut = true
			g := la.asItStands()
			return la.q.scalar(s, &g)
		}
		depth--
	}
	moves := legalMoves(&la.bufs, la.s, ply)
	if s.IsChance() {
		var sum exact.Value
		for _, m := range moves {
			v := la.afterScalar(m, lookOpen.Neg(), lookOpen, depth, ply+1)
			sum = sum.Add(v.MulInt(int64(s.ChanceWeight(m))))
		}
		return sum.DivInt(int64(s.PoolTotal))
	}
	maximize := la.q.maximizes(s.ToMove)
	vals := la.vals.get(ply, len(moves))
	clear(vals)
	var best exact.Value
	found := false
	better := func(v exact.Value) bool {
		return !found || maximize && best.Less(v) || !maximize && v.Less(best)
	}
	if depth == 0 {
		// The last turn's moves that end it are rated at once; only the
		// others (draws, placements with an option after) are searched,
		// against the best of those.
		la.rateLast(moves, vals)
		for i := range moves {
			if v := la.q.scalar(s, &vals[i].gains); vals[i].rated && better(v) {
				best, found = v, true
			}
		}
	} else {
		la.orderForScalar(moves)
	}
	for i, m := range moves {
		if found {
			if maximize && alpha.Less(best) {
				alpha = best
			}
			if !maximize && best.Less(beta) {
				beta = best
			}
			if alpha.Cmp(beta) >= 0 {
				break
			}
		}
		if depth == 0 && vals[i].rated {
			continue
		}
		if v := la.afterScalar(m, alpha, beta, depth, ply+1); better(v) {
			best, found = v, true
		}
	}
	return best
}

// orderForScalar sorts moves by what they do at once to the scalar, from
// the mover's side: the puzzle player wants it up, the others down.
func (la *lookahead) orderForScalar(moves []engine.Move) {
	s := la.s
	la.rate.Prepare(s)
	type scored struct {
		m    engine.Move
		gain int
	}
	ranked := make([]scored, len(moves))
	for i, m := range moves {
		ranked[i] = scored{m, scalarGain(la.q, s, &la.rate, m)}
	}
	slices.SortStableFunc(ranked, func(a, b scored) int { return b.gain - a.gain })
	for i := range ranked {
		moves[i] = ranked[i].m
	}
}
