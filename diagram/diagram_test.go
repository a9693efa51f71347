package diagram

import (
	"encoding/xml"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/internal/golden"
)

// Every position of the repository draws as well-formed SVG with one
// square per square of its board.
func TestDiagramsAreWellFormed(t *testing.T) {
	var files []string
	for _, dir := range []string{"../puzzles/rulebook", "../puzzles/bench", "../puzzles/library", "../position/testdata/score"} {
		files = append(files, fixture.PositionFiles(t, dir)...)
	}
	for _, path := range files {
		p, _ := mustRead(t, path)
		opt := DiagramOptions{Answer: p.Answer}
		if p.Answer != nil {
			s, _, err := p.Puzzle()
			if err != nil {
				t.Fatal(err)
			}
			opt.State = s
		}
		drawn, err := countShapes(Diagram(p, opt))
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		var want shapes
		for _, c := range p.Board.Cells {
			want.squares++
			switch {
			case c.HasTileKind():
				want.tiles++
			case c.IsFigure():
				want.figures++
			}
		}
		if drawn != want {
			t.Errorf("%s: drew %+v, the board has %+v", path, drawn, want)
		}
	}
}

type shapes struct{ squares, tiles, figures int }

// countShapes parses svg as XML and counts the squares, tiles and
// figures drawn.
func countShapes(svg []byte) (shapes, error) {
	dec := xml.NewDecoder(strings.NewReader(string(svg)))
	var n shapes
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return shapes{}, err
		}
		e, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		for _, a := range e.Attr {
			if a.Name.Local != "class" {
				continue
			}
			switch class := strings.Fields(a.Value)[0]; {
			case e.Name.Local == "rect" && class == "sq":
				n.squares++
			case e.Name.Local == "rect" && class == "tile":
				n.tiles++
			case e.Name.Local == "circle" && class == "figure":
				n.figures++
			}
		}
	}
}

// The diagrams of a few positions, kept as golden files: a puzzle with
// its answer marked, a rulebook board, a board with printed Gorges.
func TestDiagrams(t *testing.T) {
	for _, c := range []struct {
		file   string
		answer bool
	}{
		{"../puzzles/library/beowulf-2p-08.toml", true},
		{"../puzzles/library/kingdoms-2p-chance-05.toml", true},
		{"../puzzles/rulebook/full-act-example.toml", false},
		{"../puzzles/bench/beowulf-act2-2p-det-08.toml", false},
	} {
		t.Run(c.file, func(t *testing.T) {
			p, _ := mustRead(t, c.file)
			var opt DiagramOptions
			if c.answer {
				s, _, err := p.Puzzle()
				if err != nil {
					t.Fatal(err)
				}
				opt = DiagramOptions{Answer: p.Answer, State: s}
			}
			name := strings.TrimSuffix(filepath.Base(c.file), ".toml") + ".svg"
			golden.Check(t, filepath.Join("testdata", "diagram", name), Diagram(p, opt))
		})
	}
}
