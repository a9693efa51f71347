package report

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/position"
)

var escape = regexp.MustCompile("\x1b\\[[0-9;]*m")

// Unmarked and without colour, the board is the position file's grid.
// Marked squares get a "*" and their columns stay aligned; colour paints
// the same text, and its escapes take no room in the alignment.
func TestBoard(t *testing.T) {
	for _, file := range append(fixture.PositionFiles(t, "../puzzles/rulebook"), fixture.PositionFiles(t, "../puzzles/library")...) {
		p, _ := mustRead(t, file)
		if got, want := Board(p, nil, Style{}), position.Grid(p); got != want {
			t.Errorf("%s: the board\n%s\ndiffers from the grid\n%s", file, got, want)
		}
		var marks []engine.Square
		for sq, c := range p.Board.Cells {
			if c.IsFigure() || c.IsTile() {
				marks = append(marks, engine.Square(sq))
				if len(marks) == 2 {
					break
				}
			}
		}
		plain := Board(p, marks, Style{})
		if strings.Count(plain, "*") != len(marks) {
			t.Errorf("%s: %d marks for %d squares:\n%s", file, strings.Count(plain, "*"), len(marks), plain)
		}
		lines := strings.Split(strings.TrimSuffix(plain, "\n"), "\n")
		for _, line := range lines {
			// Right-aligned columns: a line is as long as the longest,
			// but for the row's trailing blanks that were trimmed.
			if len([]rune(line)) > len([]rune(lines[0]))+1 {
				t.Errorf("%s: the line %q is longer than the header %q", file, line, lines[0])
			}
		}
		painted := Board(p, marks, Style{Color: true})
		if !escape.MatchString(painted) {
			t.Errorf("%s: no colour:\n%s", file, painted)
		}
		if got := escape.ReplaceAllString(painted, ""); got != plain {
			t.Errorf("%s: painted, the board reads\n%s\nwant\n%s", file, got, plain)
		}
	}
}

// Seats take the colour their ruleset's default name says, or one by
// seat; tiles are painted by sign, and nothing is painted without
// colour.
func TestColours(t *testing.T) {
	r := &engine.Rules{PlayerNames: []string{"brown", "Gray", "Ivory"}, Tiles: []engine.TileKind{{Value: 3}, {Value: -2}, {Value: 0, Glyph: "H"}}}
	st := Style{Color: true}
	for _, c := range []struct{ got, want string }{
		{st.Player(r, 0, "x"), "\x1b[33mx\x1b[0m"},
		{st.Player(r, 1, "x"), "\x1b[90mx\x1b[0m"},
		{st.Player(r, 2, "x"), "\x1b[32mx\x1b[0m"}, // the third of the list by seat
		{st.Tile(r, 0, "+3"), "\x1b[36m+3\x1b[0m"},
		{st.Tile(r, 1, "-2"), "\x1b[35m-2\x1b[0m"},
		{st.Tile(r, 2, "H"), "H"},
		{st.Cell(r, engine.FigureCell(1, 0), "gray:B", true), "\x1b[1;90;7mgray:B\x1b[0m"},
		{st.Cell(r, engine.Empty, ".", true), "\x1b[7m.\x1b[0m"},
		{Style{}.Player(r, 0, "x"), "x"},
		{Style{}.Cell(r, engine.TileCell(1), "-2", true), "-2"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}
