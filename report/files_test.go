package report

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
