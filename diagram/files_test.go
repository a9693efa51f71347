package diagram

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/solver"
)

// positionFiles lists the position files under dir (not the rulesets some
// test cases bring along).
func positionFiles(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.toml"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if !strings.HasSuffix(f, "-ruleset.toml") {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no position files in %s", dir)
	}
	return out
}

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
