package solver

import (
	"flag"
	"testing"

	"github.com/sagatools/saga/engine"
)

// The proof-size measurement runs at 3 empty squares by default; more are
// opt-in: it searches every position of the tree once, which takes
// minutes from 6 empty squares with chance.
var (
	proofEmpties = flag.Int("proofsize", 3, "measure the proofs of endgames with this many empty squares (0: skip)")
	proofRules   = flag.String("proofrules", "kingdoms", "ruleset of -proofsize")
	proofNoPool  = flag.Bool("proofnopool", false, "empty the pool of -proofsize's endgames")
)

// memoSearch is the naive search with a table: every position of the
// tree valued once. It is the third solver, kept for measuring what a
// proof costs at the least.
type memoSearch struct {
	q    Question
	s    *engine.State
	h    *hasher
	memo map[uint64]Gains
}

func (n *memoSearch) after(m engine.Move) Gains { return gainsAfter(n.s, m, n.gains) }

func (n *memoSearch) gains() Gains {
	s := n.s
	if s.ActOver() {
		return Gains{}
	}
	k := n.h.key(s)
	if g, ok := n.memo[k]; ok {
		return g
	}
	moves := s.LegalMoves(nil)
	var best Gains
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
	k := n.h.key(s)
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

// TestProofSize measures, on endgames of self-played games, how many
// positions a proof of every root move's exact value has (prove),
// against the nodes the solver visits, and checks that the solver's
// value is the table search's. solver/README.md ("Where the time goes")
// quotes it:
//
//	go test ./solver -run TestProofSize -v -proofsize 6 [-proofnopool] [-proofrules beowulf]
func TestProofSize(t *testing.T) {
	if *proofEmpties == 0 {
		t.Skip("-proofsize 0")
	}
	r := loadRules(t, *proofRules)
	for seed := uint64(1); seed <= 3; seed++ {
		s, err := engine.NewGame(r, 2, 0)
		if err != nil {
			t.Fatal(err)
		}
		players, chance := seats(t, seed, "greedy", "greedy"), NewChance(seed)
		var moves []engine.Move
		for s.Phase != engine.PhaseTurn || s.Empties > *proofEmpties {
			moves = s.LegalMoves(moves[:0])
			var m engine.Move
			if s.IsChance() {
				m = chance.Pick(s, moves)
			} else if m, err = players[s.ToMove].Choose(s, moves); err != nil {
				t.Fatal(err)
			}
			s.Apply(m)
		}
		if *proofNoPool {
			clear(s.Pool)
			s.PoolTotal = 0
		}
		q := Question{Objective: Margin, Player: s.ToMove}
		n := &memoSearch{q: q, s: s, h: newHasher(r, len(s.Board.Cells), s.Players), memo: map[uint64]Gains{}}
		g := n.gains()
		atLeast, atMost, proof := map[uint64]bool{}, map[uint64]bool{}, map[uint64]bool{}
		for _, m := range s.LegalMoves(nil) {
			u := s.Apply(m)
			n.prove(true, atLeast, proof)
			n.prove(false, atMost, proof)
			s.Undo(u)
		}
		res, err := Solve(s, q, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if want := q.score(s, &g); res.Value.Cmp(want) != 0 {
			t.Errorf("seed %d: Solve gives %s, the table search %s", seed, res.Value, want)
		}
		t.Logf("seed %d: %d empty, %d in the pool, %d root moves: %d positions in the tree, %d in the proof; the solver visits %d nodes",
			seed, s.Empties, s.PoolTotal, len(s.LegalMoves(nil)), len(n.memo), len(proof), res.Nodes)
	}
}
