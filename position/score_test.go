package position_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/sagatools/saga/internal/golden"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
)

// TestScoreCases runs the focused scoring cases: each file's claims were
// worked out by hand from the rules it cites, and must all verify; the
// full report is kept as a golden file.
func TestScoreCases(t *testing.T) {
	paths, err := filepath.Glob("testdata/score/*.toml")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no score cases: %v", err)
	}
	for _, path := range paths {
		if strings.HasSuffix(path, "-ruleset.toml") {
			continue
		}
		t.Run(filepath.Base(path), func(t *testing.T) {
			p, warnings, err := position.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			v, err := puzzle.Verify(p)
			if err != nil {
				t.Fatal(err)
			}
			text := report.WriteVerification(p, v, report.Style{ASCII: true})
			if !v.OK() {
				t.Errorf("claims differ from the rules:\n%s\n%s", text.Diff, strings.Join(text.Mismatches, "\n"))
			}
			var out strings.Builder
			for _, w := range warnings {
				out.WriteString(w.String() + "\n")
			}
			out.WriteString(report.ScoreText(p, p.Score(), report.Style{}))
			golden.Check(t, strings.TrimSuffix(path, ".toml")+".golden", []byte(out.String()))
		})
	}
}
