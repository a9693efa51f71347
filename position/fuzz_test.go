package position_test

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/sagatools/saga/diagram"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/report"
)

// FuzzParse: no input makes the position reader panic; whatever it accepts
// can be scored, formatted and read back, and its answer written back.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*/*.toml")
	more, _ := filepath.Glob("../puzzles/rulebook/*.toml")
	library, _ := filepath.Glob("../puzzles/library/*.toml")
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
		p, _, err := position.Parse("testdata/score/fuzz.toml", src)
		if err != nil {
			return
		}
		sc := p.Score()
		report.ScoreText(p, sc, report.Style{})
		if err := wellFormed(diagram.Diagram(p, diagram.DiagramOptions{})); err != nil {
			t.Fatalf("the diagram is not well-formed XML: %v", err)
		}
		if _, _, err := position.Parse("testdata/score/fuzz.toml", position.Format(p)); err != nil {
			t.Fatalf("formatted position does not parse: %v\n%s", err, position.Format(p))
		}
		if p.Answer != nil && len(p.Answer.Best) > 0 {
			// Writing the file's own answer back: refused, or the file
			// again with the answer in its canonical form.
			if out, err := position.WithAnswer(src, p, p.Answer); err == nil {
				if _, _, err := position.Parse("testdata/score/fuzz.toml", out); err != nil {
					t.Fatalf("the file with its answer rewritten does not parse: %v\n%s", err, out)
				}
			}
		}
	})
}

// wellFormed reads doc as XML to its end.
func wellFormed(doc []byte) error {
	d := xml.NewDecoder(bytes.NewReader(doc))
	for {
		_, err := d.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
