package diagram

import (
	"context"
	"testing"

	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/solver"
)

func mustRead(t *testing.T, path string) (*position.Position, []position.Warning) {
	t.Helper()
	p, w, err := position.ReadFile(path)
	if err != nil {
		t.Fatalf("%v", err)
	}
	return p, w
}

// mustSolve solves a puzzle's position again, for a test that changes
// how its answer is written.
func mustSolve(t *testing.T, pz *Puzzle) *solver.Result {
	t.Helper()
	p := pz.Position
	res, err := solver.Solve(context.Background(), pz.State, solver.Question{Objective: p.Question.Objective, Player: p.Question.Player}, solver.Options{})
	if err != nil || !res.Exact {
		t.Fatalf("solving %s: %v", p.File, err)
	}
	return res
}
