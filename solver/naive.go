package solver

import (
	"errors"

	"github.com/sagatools/saga/engine"
)

// SolveNaive answers q about s by plain exhaustive search: expectimax,
// minimax or maxⁿ over every move to the end of the act, with no table
// and no pruning. It is slow and simple on purpose: the tests compare the
// real solver with it.
func SolveNaive(s *engine.State, q Question) (res *Result, err error) {
	return solveNaive(s, q, 0)
}

// SolveNaiveLimited is SolveNaive that gives up, with an error, past
// limit nodes.
func SolveNaiveLimited(s *engine.State, q Question, limit int64) (*Result, error) {
	return solveNaive(s, q, limit)
}

// errTooBig stops a naive search that would visit more than its limit of
// nodes (tests skip such cases).
var errTooBig = errors.New("naive search over its node limit")

func solveNaive(s *engine.State, q Question, limit int64) (res *Result, err error) {
	if err := q.Check(s); err != nil {
		return nil, err
	}
	defer recoverOverflow(&err)
	defer func() {
		if r := recover(); r != nil {
			if r != errTooBig {
				panic(r)
			}
			res, err = nil, errTooBig
		}
	}()
	n := &naive{q: q, s: s.Clone(), limit: limit}
	res = &Result{Question: q, Exact: true}
	moves := n.s.LegalMoves(nil)
	if n.s.IsChance() {
		res.Gains = n.gains()
		res.Value = n.score(&res.Gains)
	} else {
		for _, m := range moves {
			g := n.after(m)
			res.Moves = append(res.Moves, MoveValue{Move: m, Value: n.score(&g), Gains: g, Exact: true})
		}
		rankMoves(res, q, n.s)
		res.Gains = res.Moves[0].Gains
		res.Value = res.Moves[0].Value
	}
	res.Nodes = n.nodes
	return res, nil
}

type naive struct {
	q     Question
	s     *engine.State
	nodes int64
	limit int64 // 0: none
}

// score is the value the objective ranks moves by, for the player to move
// (maxn) or the puzzle player (the others).
func (n *naive) score(g *Gains) Value {
	if n.q.Objective == MaxN {
		return g[n.s.ToMove]
	}
	return n.q.scalar(n.s, g)
}

// after plays m and returns the gains from the current state: what m
// itself earned plus the expected gains after it.
func (n *naive) after(m engine.Move) Gains {
	s := n.s
	var before [engine.MaxSeats]int
	copy(before[:], s.Points)
	u := s.Apply(m)
	g := n.gains()
	for p := range s.Players {
		if d := s.Points[p] - before[p]; d != 0 {
			g[p] = g[p].Add(IntValue(d))
		}
	}
	s.Undo(u)
	return g
}

// gains is the expected gains of every seat from the current state.
func (n *naive) gains() Gains {
	n.nodes++
	if n.limit > 0 && n.nodes > n.limit {
		panic(errTooBig)
	}
	s := n.s
	if s.Phase == engine.PhaseActOver || s.Phase == engine.PhaseGameOver {
		return Gains{}
	}
	moves := s.LegalMoves(nil)
	if s.IsChance() {
		var sum Gains
		for _, m := range moves {
			w := int64(s.ChanceWeight(m))
			g := n.after(m)
			for p := range s.Players {
				sum[p] = sum[p].Add(g[p].MulInt(w))
			}
		}
		for p := range s.Players {
			sum[p] = sum[p].DivInt(int64(s.PoolTotal))
		}
		return sum
	}
	var best Gains
	for i, m := range moves {
		g := n.after(m)
		if i == 0 || prefer(n.q, s, &g, &best) {
			best = g
		}
	}
	return best
}

// prefer reports whether the player to move prefers gains a to b: by the
// objective's scalar (max for the puzzle player, min for the others), or
// under maxⁿ by their own gain, then by the least left to the others.
// Equal values are not preferred, so the first move in legal-move order
// wins ties.
func prefer(q Question, s *engine.State, a, b *Gains) bool {
	p := s.ToMove
	if q.Objective != MaxN {
		c := q.scalar(s, a).Cmp(q.scalar(s, b))
		if q.maximizes(p) {
			return c > 0
		}
		return c < 0
	}
	if c := a[p].Cmp(b[p]); c != 0 {
		return c > 0
	}
	return othersSum(s, a, p).Less(othersSum(s, b, p))
}

func othersSum(s *engine.State, g *Gains, p int) Value {
	var sum Value
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

func scalarBetter(q Question, s *engine.State, a, b Value) bool {
	if q.maximizes(s.ToMove) {
		return a.Cmp(b) > 0
	}
	return a.Cmp(b) < 0
}

// recoverOverflow turns an overflow of exact arithmetic into an error.
func recoverOverflow(err *error) {
	if r := recover(); r != nil {
		if o, ok := r.(overflowError); ok {
			*err = o
			return
		}
		panic(r)
	}
}
