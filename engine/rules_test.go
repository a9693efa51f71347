package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// testRules builds, in Go, a ruleset with one tile kind per scoring
// primitive, so that engine tests do not depend on the TOML loader.
// Glyphs: G splits (Gorge), X board-cancels positives (Treachery),
// D line-cancels positives (Dragon), H adds a rank along lines (Horn),
// W adds a rank to adjacent figures (Wizard), M doubles lines (Gold Mine).
func testRules(t testing.TB) *Rules {
	r := &Rules{
		Name: "test", MinPlayers: 1, MaxPlayers: 4, StartPoints: 50,
		Figures: []FigureKind{
			{Name: "one", Glyph: "1", Rank: 1, Count: 9},
			{Name: "two", Glyph: "2", Rank: 2, Count: 9},
			{Name: "three", Glyph: "3", Rank: 3, Count: 9},
			{Name: "four", Glyph: "4", Rank: 4, Count: 9},
		},
		Abilities: []Ability{
			{Name: "split", Split: true},
			{Name: "board cancel", Cancel: Cancel{Scope: CancelBoard, Values: Positive}},
			{Name: "line cancel", Cancel: Cancel{Scope: CancelLine, Values: Positive}},
			{Name: "horn", AddRank: AddRank{Amount: 1, Scope: RankLines}},
			{Name: "wizard", AddRank: AddRank{Amount: 1, Scope: RankAdjacent}},
			{Name: "mine", Multiply: 2},
		},
	}
	for v := -6; v <= 6; v++ {
		r.Tiles = append(r.Tiles, TileKind{Name: ValueToken(v), Value: v, Ability: NoAbility})
	}
	specials := []TileKind{
		{Name: "gorge", Glyph: "G", Ability: 0},
		{Name: "treachery", Glyph: "X", Value: -2, Ability: 1},
		{Name: "dragon", Glyph: "D", Ability: 2},
		{Name: "horn", Glyph: "H", Ability: 3},
		{Name: "wizard", Glyph: "W", Ability: 4},
		{Name: "mine", Glyph: "M", Ability: 5},
		// Positive specials, so that treachery can turn them face down.
		{Name: "bright horn", Glyph: "H", Value: 1, Ability: 3},
		{Name: "bright gorge", Glyph: "G", Value: 1, Ability: 0},
	}
	r.Tiles = append(r.Tiles, specials...)
	g, err := NewGeometry(6, 5)
	if err != nil {
		t.Fatal(err)
	}
	r.Acts = []Act{{Name: "only", Board: g, Tiles: make([]int, len(r.Tiles))}}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	return r
}

// parseBoard reads rows of tokens: "." empty, "#" hole, "[G]" a printed
// tile, "p:g" a figure of player p (digit) and glyph g, else a tile token
// such as "+3", "-2X", "G" (value 0 may be left out).
func parseBoard(t testing.TB, r *Rules, rows ...string) *Board {
	t.Helper()
	var cells []Cell
	width := -1
	for _, row := range rows {
		toks := strings.Fields(row)
		if width >= 0 && len(toks) != width {
			t.Fatalf("row %q has %d squares, want %d", row, len(toks), width)
		}
		width = len(toks)
		for _, tok := range toks {
			cells = append(cells, parseCell(t, r, tok))
		}
	}
	g, err := NewGeometry(width, len(rows))
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cells {
		if c == Hole || c.IsPrinted() {
			g.Initial[i] = c
		}
	}
	return &Board{Geometry: g, Cells: cells}
}

func parseCell(t testing.TB, r *Rules, tok string) Cell {
	t.Helper()
	switch {
	case tok == ".":
		return Empty
	case tok == "#":
		return Hole
	case strings.HasPrefix(tok, "[") && strings.HasSuffix(tok, "]"):
		c := parseCell(t, r, tok[1:len(tok)-1])
		return PrintedCell(c.TileKind())
	case strings.Contains(tok, ":"):
		p, glyph, _ := strings.Cut(tok, ":")
		f, ok := r.FigureByGlyph(glyph)
		n, err := strconv.Atoi(p)
		if !ok || err != nil {
			t.Fatalf("bad figure token %q", tok)
		}
		return FigureCell(n, f)
	}
	i := 0
	for i < len(tok) && (tok[i] == '+' || tok[i] == '-' || tok[i] >= '0' && tok[i] <= '9') {
		i++
	}
	v := 0
	if i > 0 {
		var err error
		if v, err = strconv.Atoi(tok[:i]); err != nil {
			t.Fatalf("bad tile token %q", tok)
		}
	}
	k, ok := r.TileByToken(v, tok[i:])
	if !ok {
		t.Fatalf("no tile kind for token %q", tok)
	}
	return TileCell(k)
}

func TestCheckRejectsSplitterWithOtherEffects(t *testing.T) {
	r := testRules(t)
	r.Abilities[0].Multiply = 2
	if err := r.Check(); err == nil || !strings.Contains(err.Error(), "splits lines") {
		t.Fatalf("Check() = %v, want an error about a splitting ability with other effects", err)
	}
}

func TestCheckRejectsDanglingReferences(t *testing.T) {
	r := testRules(t)
	r.Tiles[0].Ability = 99
	r.Abilities[1].Play = []PlayMode{{Kind: ReplacePlay, Target: 42}}
	err := r.Check()
	for _, want := range []string{"ability 99", "ability 42"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Check() = %v, want it to mention %s", err, want)
		}
	}
}

// A tile value the scorer's effect words could not sum is refused, and
// the largest allowed is scored exactly.
func TestCheckBoundsTileValues(t *testing.T) {
	r := testRules(t)
	r.Tiles[0].Value = MaxTileValue + 1
	if err := r.Check(); err == nil || !strings.Contains(err.Error(), "beyond") {
		t.Fatalf("Check() = %v, want an error about the tile's value", err)
	}
	r.Tiles[0].Value, r.Tiles[12].Value = -MaxTileValue, MaxTileValue
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	g, _ := NewGeometry(MaxColumns, 2)
	b := NewBoard(g)
	for col := range MaxColumns - 1 {
		b.Cells[col] = TileCell(0)
		b.Cells[MaxColumns+col] = TileCell(12)
	}
	b.Cells[MaxColumns-1] = FigureCell(0, 0)
	b.Cells[2*MaxColumns-1] = FigureCell(1, 0)
	got, want := make([]int, 2), make([]int, 2)
	NewScorer(r).Totals(b, got)
	referenceTotals(r, b, want)
	if !slices.Equal(got, want) || want[0] != -(MaxColumns-1)*MaxTileValue {
		t.Fatalf("totals %v, the reference gives %v", got, want)
	}
}

func ExampleSquareName() {
	fmt.Println(SquareName(0, 1), SquareName(4, 5))
	// Output: B1 F5
}
