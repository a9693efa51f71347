package solver

import (
	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
)

// How the player to move compares gains and ranks root moves: one rule,
// shared by Solve and SolveNaive so that both break ties the same way.

// prefer reports whether the player to move prefers gains a to b: by the
// objective's scalar (max for the puzzle player, min for the others), or
// under maxⁿ by their own gain, then by the least left to the others.
// Equal values are not preferred, so the first move in legal-move order
// wins ties.
func prefer(q Question, s *engine.State, a, b *exact.Gains) bool {
	p := s.ToMove
	if q.Objective != MaxN {
		return scalarBetter(q, s, q.scalar(s, a), q.scalar(s, b))
	}
	if c := a[p].Cmp(b[p]); c != 0 {
		return c > 0
	}
	return othersSum(s, a, p).Less(othersSum(s, b, p))
}

// preferValues is prefer for gains in the search's units.
func preferValues(q Question, s *engine.State, a, b *gains) bool {
	p := s.ToMove
	if q.Objective != MaxN {
		va, vb := q.valueScalar(s, a), q.valueScalar(s, b)
		if q.maximizes(p) {
			return va > vb
		}
		return va < vb
	}
	if a[p] != b[p] {
		return a[p] > b[p]
	}
	var oa, ob value
	for i := range s.Players {
		if i != p {
			oa, ob = oa+a[i], ob+b[i]
		}
	}
	return oa < ob
}

func othersSum(s *engine.State, g *exact.Gains, p int) exact.Value {
	var sum exact.Value
	for i := range s.Players {
		if i != p {
			sum = sum.Add(g[i])
		}
	}
	return sum
}

// rankMoves sorts the root moves best first for the player to move and
// counts the ties for best. The sort is stable: equal moves keep their
// legal-move order.
func rankMoves(res *Result, q Question, s *engine.State) {
	moves := res.Moves
	better := func(a, b *MoveValue) bool {
		if a.Exact != b.Exact {
			return a.Exact
		}
		if q.Objective == MaxN {
			return prefer(q, s, &a.Gains, &b.Gains)
		}
		return scalarBetter(q, s, a.Value, b.Value)
	}
	// insertion sort: stable and fine for the few root moves
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && better(&moves[j], &moves[j-1]); j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
	res.Best = 0
	for i := range moves {
		if i == 0 || !better(&moves[0], &moves[i]) && !better(&moves[i], &moves[0]) {
			res.Best++
		} else {
			break
		}
	}
}

// scalarBetter reports whether the player to move prefers scalar a to b:
// the puzzle player the larger, everyone else the smaller.
func scalarBetter(q Question, s *engine.State, a, b exact.Value) bool {
	if q.maximizes(s.ToMove) {
		return a.Cmp(b) > 0
	}
	return a.Cmp(b) < 0
}
