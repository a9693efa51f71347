package puzzles

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse: no input makes the position reader panic; whatever it accepts
// can be scored, formatted and read back.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*/*.toml")
	more, _ := filepath.Glob("rulebook/*.toml")
	for _, path := range append(files, more...) {
		if src, err := os.ReadFile(path); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		// A name in testdata/score, so that relative rulesets resolve.
		p, _, err := Parse("testdata/score/fuzz.toml", src)
		if err != nil {
			return
		}
		sc := p.Score()
		ScoreText(p, sc, Style{})
		if _, _, err := Parse("testdata/score/fuzz.toml", Format(p)); err != nil {
			t.Fatalf("formatted position does not parse: %v\n%s", err, Format(p))
		}
	})
}
