package solver

import (
	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
)

// memoSearch is the naive search with a table: every position of the
// tree valued once. It is the third solver, kept for measuring what a
// proof costs at the least.
type memoSearch struct {
	q    Question
	s    *engine.State
	memo map[uint64]exact.Gains
}

func (n *memoSearch) after(m engine.Move) exact.Gains { return gainsAfter(n.s, m, n.gains) }

func (n *memoSearch) gains() exact.Gains {
	s := n.s
	if s.ActOver() {
		return exact.Gains{}
	}
	k := s.Hash()
	if g, ok := n.memo[k]; ok {
		return g
	}
	moves := s.LegalMoves(nil)
	var best exact.Gains
	if s.IsChance() {
		best = expectation(s, moves, n.after)
	} else {
		for i, m := range moves {
			if g := n.after(m); i == 0 || prefer(n.q, s, &g, &best) {
				best = g
			}
		}
	}
	n.memo[k] = best
	return best
}

// prove adds to in the positions of a proof, of the shape alpha-beta
// gives, that the position's value is at least (atLeast) or at most what
// it is: where one move of the player to move suffices (the puzzle
// player's for "at least", an opponent's for "at most"), the first best
// move; every move elsewhere, and every tile at a draw. Each position is
// proved at its own value, searched rather than settled by a bound, so
// the count is an upper bound on the smallest such proof.
func (n *memoSearch) prove(atLeast bool, seen, in map[uint64]bool) {
	s := n.s
	if s.ActOver() {
		return
	}
	k := s.Hash()
	if seen[k] {
		return
	}
	seen[k], in[k] = true, true
	moves := s.LegalMoves(nil)
	if !s.IsChance() && n.q.maximizes(s.ToMove) == atLeast {
		best := n.gains()
		for _, m := range moves {
			if g := n.after(m); !prefer(n.q, s, &best, &g) && !prefer(n.q, s, &g, &best) {
				moves = []engine.Move{m}
				break
			}
		}
	}
	for _, m := range moves {
		u := s.Apply(m)
		n.prove(atLeast, seen, in)
		s.Undo(u)
	}
}

// MeasureProof values s for q with the table search and counts a proof
// of every root move's exact value (see prove): the positions in the
// tree, those in the proof, and the value. TestProofSize reports them.
func MeasureProof(s *engine.State, q Question) (tree, proof int, value exact.Value) {
	n := &memoSearch{q: q, s: s, memo: map[uint64]exact.Gains{}}
	g := n.gains()
	atLeast, atMost, in := map[uint64]bool{}, map[uint64]bool{}, map[uint64]bool{}
	for _, m := range s.LegalMoves(nil) {
		u := s.Apply(m)
		n.prove(true, atLeast, in)
		n.prove(false, atMost, in)
		s.Undo(u)
	}
	return len(n.memo), len(in), q.score(s, &g)
}
