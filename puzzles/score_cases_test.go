package puzzles

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/sagatools/saga/internal/golden"
)

// TestScoreCases runs the focused scoring cases: each file's claims were
// worked out by hand from the rules it cites, and must all verify; the
// full report is kept as a golden file.
func TestScoreCases(t *testing.T) {
	for _, path := range positionFiles(t, "testdata/score") {
		t.Run(filepath.Base(path), func(t *testing.T) {
			p, warnings := mustRead(t, path)
			v, err := Verify(p, Style{ASCII: true})
			if err != nil {
				t.Fatal(err)
			}
			if !v.OK() {
				t.Errorf("claims differ from the rules:\n%s\n%s", v.Diff, strings.Join(v.Mismatches, "\n"))
			}
			var out strings.Builder
			for _, w := range warnings {
				out.WriteString(w.String() + "\n")
			}
			out.WriteString(ScoreText(p, p.Score(), Style{}))
			golden.Check(t, strings.TrimSuffix(path, ".toml")+".golden", []byte(out.String()))
		})
	}
}
