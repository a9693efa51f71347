package position

import (
	"strings"
	"testing"
)

// A board with more figures than a player owns (a rulebook illustration)
// is read with one warning, its supply counted as empty, not below 0;
// it is refused as a puzzle, where the first figure too many stands.
func TestFiguresBeyondOwned(t *testing.T) {
	const file = "testdata/score/k3-castles-beyond-owned.toml"
	p, warnings, err := ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0].String(), "4 × red rank-1 castle (red owns 3 in a 3-player game)") {
		t.Errorf("warnings %v, want one naming the four red rank-1 castles", warnings)
	}
	c1, _ := p.Rules.FigureByGlyph("C1")
	if got := p.Turn.Supply[0][c1]; got != 0 {
		t.Errorf("red's supply of rank-1 castles is %d, want 0", got)
	}
	_, _, err = p.Puzzle()
	if err == nil || !strings.HasPrefix(err.Error(), file+":17:34: E4: 4 red rank-1 castles stand on the board, but red owns 3") {
		t.Errorf("as a puzzle: %v; want it refused at E4", err)
	}

	// Made in memory, the position is refused all the same, by file.
	p.grid = nil
	if _, _, err := p.Puzzle(); err == nil || !strings.HasPrefix(err.Error(), file+": E4: ") {
		t.Errorf("made in memory, as a puzzle: %v", err)
	}
}

// With the board beyond what a player owns, a [supply] may give 0 of
// that figure, but not more.
func TestSupplyBeyondOwned(t *testing.T) {
	const grid = `ruleset = "beowulf"
act = 1
players = ["brown", "green"]
grid = '''
brown:B . . . . .
. . . . . .
. . . green:B . .
. . . . . .
. . . . . brown:B
'''
`
	if _, warnings, err := Parse("t.toml", []byte(grid+"[supply]\nbrown = { B = 0, T = 2 }\n")); err != nil || len(warnings) != 1 {
		t.Errorf("a supply of 0 Beowulfs: %v, warnings %v; want it read with the board's warning", err, warnings)
	}
	_, _, err := Parse("t.toml", []byte(grid+"[supply]\nbrown = { B = 1 }\n"))
	if err == nil || !strings.Contains(err.Error(), "brown has 1 Beowulf in supply and 2 on the board, but owns 1") {
		t.Errorf("a supply of 1 Beowulf: %v; want it refused", err)
	}
}
