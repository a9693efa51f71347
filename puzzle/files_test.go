package puzzle

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/sagatools/saga/position"
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
