package report

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

// solved reads a puzzle and solves it exactly.
func solved(t *testing.T, path string, opt solver.Options) (*position.Position, *solver.Result) {
	t.Helper()
	p, _ := mustRead(t, path)
	s, q, err := p.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	opt.Workers = 1
	res, err := solver.Solve(context.Background(), s, q, opt)
	if err != nil {
		t.Fatal(err)
	}
	return p, res
}
