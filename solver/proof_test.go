package solver_test

import (
	"context"
	"flag"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/solver"
)

// The proof-size measurement runs at 3 empty squares by default; more are
// opt-in: it searches every position of the tree once, which takes
// minutes from 6 empty squares with chance.
var (
	proofEmpties = flag.Int("proofsize", 3, "measure the proofs of endgames with this many empty squares (0: skip)")
	proofRules   = flag.String("proofrules", "kingdoms", "ruleset of -proofsize")
	proofNoPool  = flag.Bool("proofnopool", false, "empty the pool of -proofsize's endgames")
)

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
	r, err := rulesets.Load(*proofRules)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 3; seed++ {
		s, err := engine.NewGame(r, 2, 0)
		if err != nil {
			t.Fatal(err)
		}
		var seats [2]play.Player
		for i := range seats {
			if seats[i], err = players.New("greedy", seed+uint64(i)); err != nil {
				t.Fatal(err)
			}
		}
		chance := play.NewChance(seed)
		var moves []engine.Move
		for s.Phase != engine.PhaseTurn || s.Empties > *proofEmpties {
			moves = s.LegalMoves(moves[:0])
			var m engine.Move
			if s.IsChance() {
				m = chance.Pick(s, moves)
			} else if m, err = seats[s.ToMove].Choose(play.NewView(s, s.ToMove), moves); err != nil {
				t.Fatal(err)
			}
			s.Apply(m)
		}
		if *proofNoPool {
			clear(s.Pool)
			s.PoolTotal = 0
		}
		q := solver.Question{Objective: solver.Margin, Player: s.ToMove}
		tree, proof, want := solver.MeasureProof(s, q)
		res, err := solver.Solve(context.Background(), s, q, solver.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Value.Cmp(want) != 0 {
			t.Errorf("seed %d: Solve gives %s, the table search %s", seed, res.Value, want)
		}
		t.Logf("seed %d: %d empty, %d in the pool, %d root moves: %d positions in the tree, %d in the proof; the solver visits %d nodes",
			seed, s.Empties, s.PoolTotal, len(s.LegalMoves(nil)), tree, proof, res.Nodes)
	}
}
