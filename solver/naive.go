package solver

import (
	"errors"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
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
	defer exact.RecoverOverflow(&err)
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
		res.Value = n.q.score(n.s, &res.Gains)
	} else {
		for _, m := range moves {
			g := n.after(m)
			res.Moves = append(res.Moves, MoveValue{Move: m, Value: n.q.score(n.s, &g), Gains: g, Exact: true})
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

// after plays m and returns the gains from the current state: what m
// itself earned plus the expected gains after it.
func (n *naive) after(m engine.Move) exact.Gains { return gainsAfter(n.s, m, n.gains) }

// gainsAfter plays m on s, values the position it leads to with gains,
// adds what m itself earned, and takes m back.
func gainsAfter(s *engine.State, m engine.Move, gains func() exact.Gains) exact.Gains {
	var before [engine.MaxSeats]int
	copy(before[:], s.Points)
	u := s.Apply(m)
	g := gains()
	addEarned(&g, s, &before)
	s.Undo(u)
	return g
}

// gains is the expected gains of every seat from the current state.
func (n *naive) gains() exact.Gains {
	n.nodes++
	if n.limit > 0 && n.nodes > n.limit {
		panic(errTooBig)
	}
	s := n.s
	if s.ActOver() {
		return exact.Gains{}
	}
	moves := s.LegalMoves(nil)
	if s.IsChance() {
		return expectation(s, moves, func(m engine.Move) exact.Gains { return n.after(m) })
	}
	var best exact.Gains
	for i, m := range moves {
		g := n.after(m)
		if i == 0 || prefer(n.q, s, &g, &best) {
			best = g
		}
	}
	return best
}
