package puzzles

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sagatools/saga/rulesets"
)

// FuzzParse: no input makes the position reader panic; whatever it accepts
// can be scored, formatted and read back, and its answer written back.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*/*.toml")
	more, _ := filepath.Glob("rulebook/*.toml")
	library, _ := filepath.Glob("library/*.toml")
	more = append(more, library...)
	bad, _ := filepath.Glob("../cmd/saga/testdata/badinput/p*/*.toml") // positions and puzzles
	more = append(more, bad...)
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
		if _, err := countShapes(Diagram(p, DiagramOptions{})); err != nil {
			t.Fatalf("the diagram is not well-formed XML: %v", err)
		}
		if _, _, err := Parse("testdata/score/fuzz.toml", Format(p)); err != nil {
			t.Fatalf("formatted position does not parse: %v\n%s", err, Format(p))
		}
		if p.Answer != nil && len(p.Answer.Best) > 0 {
			// Writing the file's own answer back: refused, or the file
			// again with the answer in its canonical form.
			if out, err := WithAnswer(src, p, p.Answer); err == nil {
				if _, _, err := Parse("testdata/score/fuzz.toml", out); err != nil {
					t.Fatalf("the file with its answer rewritten does not parse: %v\n%s", err, out)
				}
			}
		}
	})
}

// FuzzRecord: no input makes the record reader or replay panic.
func FuzzRecord(f *testing.F) {
	files, _ := filepath.Glob("testdata/records/bad/*.txt")
	files = append(files, "../cmd/saga/testdata/game.txt")
	bad, _ := filepath.Glob("../cmd/saga/testdata/badinput/records/*.txt")
	files = append(files, bad...)
	for _, path := range files {
		if src, err := os.ReadFile(path); err == nil {
			f.Add(src)
		}
	}
	rules, err := rulesets.Load("beowulf")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		rec, err := ParseRecord("fuzz.txt", src)
		if err != nil || rec.Ruleset != "beowulf" {
			return
		}
		Replay(rec, rules, -1)
	})
}
