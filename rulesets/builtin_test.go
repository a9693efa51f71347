package rulesets

import (
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sagatools/saga/engine"
)

// tileCount sums the tiles of an act whose token is one of tokens (all
// tiles when none are given).
func tileCount(r *engine.Rules, act int, tokens ...string) int {
	n := 0
	for k, t := range r.Tiles {
		if len(tokens) == 0 || slices.Contains(tokens, t.Token()) {
			n += r.Acts[act].Tiles[k]
		}
	}
	return n
}

func figure(t *testing.T, r *engine.Rules, glyph string) engine.FigureKind {
	t.Helper()
	f, ok := r.FigureByGlyph(glyph)
	if !ok {
		t.Fatalf("no figure %q", glyph)
	}
	return r.Figures[f]
}

// R1: 2-4 players, each with 1 Beowulf (4), 2 Thanes (3), 3 Castles (2),
// 4 Longships (1), and 50 saga points.
func TestBeowulfR1Components(t *testing.T) {
	r := mustLoad(t, "beowulf")
	if r.MinPlayers != 2 || r.MaxPlayers != 4 || r.StartPoints != 50 {
		t.Errorf("players %d-%d with %d points, want 2-4 with 50", r.MinPlayers, r.MaxPlayers, r.StartPoints)
	}
	for _, want := range []struct {
		glyph       string
		rank, count int
		after       engine.AfterAct
	}{{"B", 4, 1, engine.OutOfGame}, {"T", 3, 2, engine.OutOfGame}, {"C", 2, 3, engine.OutOfGame}, {"L", 1, 4, engine.BackToSupply}} {
		f := figure(t, r, want.glyph)
		for n := 2; n <= 4; n++ {
			if f.Rank != want.rank || f.CountFor(n) != want.count || f.AfterAct != want.after {
				t.Errorf("%s: rank %d, %d each, after act %v; want %d, %d, %v (R1, R19)", f.Name, f.Rank, f.CountFor(n), f.AfterAct, want.rank, want.count, want.after)
			}
		}
	}
}

// R2 and the assumed default data: three acts with their own boards and
// tile sets; at most one ability per tile; Treasure carries a cash value.
func TestBeowulfR2Acts(t *testing.T) {
	r := mustLoad(t, "beowulf")
	if len(r.Acts) != 3 {
		t.Fatalf("%d acts, want 3", len(r.Acts))
	}
	sizes := [][2]int{{5, 6}, {5, 6}, {6, 10}}
	totals := []int{24, 24, 48}
	for i, act := range r.Acts {
		if act.Board.Height != sizes[i][0] || act.Board.Width != sizes[i][1] {
			t.Errorf("act %d board %dx%d, want %dx%d", i+1, act.Board.Height, act.Board.Width, sizes[i][0], sizes[i][1])
		}
		if n := tileCount(r, i); n != totals[i] {
			t.Errorf("act %d has %d tiles, want %d", i+1, n, totals[i])
		}
	}
	var printed []string
	for sq, c := range r.Acts[1].Board.Initial {
		if c.IsPrinted() {
			printed = append(printed, r.Acts[1].Board.Name(engine.Square(sq))+" "+r.Tiles[c.TileKind()].Name)
		}
	}
	if want := []string{"B2 Gorge", "E3 Gorge", "C4 Gorge"}; !slices.Equal(printed, want) {
		t.Errorf("Act II prints %v, want %v", printed, want)
	}
	for _, k := range r.Tiles {
		if k.Ability != engine.NoAbility && r.Abilities[k.Ability].Name == "treasure" && k.Params["treasure"] <= 0 {
			t.Errorf("%s %s has no treasure value", k.Name, k.Token())
		}
	}
	if got := tileCount(r, 0, "G", "H", "GC"); got != 3 {
		t.Errorf("Act I has %d Gorge/Horn/Good Counsel tiles, want 3", got)
	}
}

// The assumed default data of the beowulf ruleset (docs/rules.md, "The
// assumed data of the beowulf ruleset"): every act's tile mix, count by count, and the Treasures' values.
// The tiles are named by the tokens grids write: "+2M" a Mead, "-3D"
// Drunkenness, "+1T" the Treasure of value 1, "GC" Good Counsel, "H" the
// Horn, "G" a Gorge, "+2V" Valor, "-2TE" Temptation, "-2X" Treachery,
// "S" the Golden Statue.
func TestBeowulfTileMixes(t *testing.T) {
	r := mustLoad(t, "beowulf")
	want := []map[string]int{
		{"+1": 2, "+2": 2, "+3": 2, "+4": 1, "+5": 1, "+6": 1, "-1": 2, "-2": 2, "-3": 1, "-4": 1, "-5": 1, "-6": 1,
			"+2M": 2, "-3D": 1, "+1T": 1, "GC": 1, "H": 1, "G": 1},
		{"+1": 1, "+2": 2, "+3": 2, "+4": 2, "+5": 1, "+6": 1, "-1": 1, "-2": 2, "-3": 2, "-4": 1, "-5": 1, "-6": 1,
			"+2V": 1, "-2TE": 1, "-2X": 1, "S": 1, "+2T": 1, "H": 1, "GC": 1},
		{"+1": 3, "+2": 3, "+3": 3, "+4": 2, "+5": 2, "+6": 2, "-1": 2, "-2": 3, "-3": 3, "-4": 2, "-5": 2, "-6": 2,
			"+2M": 2, "-3D": 2, "+2V": 2, "-2TE": 2, "+3T": 2, "S": 1, "GC": 2, "H": 2, "-2X": 2, "G": 2},
	}
	for a := range r.Acts {
		got := map[string]int{}
		for k, n := range r.Acts[a].Tiles {
			if n > 0 {
				got[r.Tiles[k].Token()] += n
			}
		}
		for token, n := range want[a] {
			if got[token] != n {
				t.Errorf("%s: %d × %s, want %d", r.Acts[a].Name, got[token], token, n)
			}
		}
		for token, n := range got {
			if _, ok := want[a][token]; !ok {
				t.Errorf("%s: %d × %s, want none", r.Acts[a].Name, n, token)
			}
		}
	}
	treasures := map[int]int{}
	for _, k := range r.Tiles {
		if k.Ability != engine.NoAbility && r.Abilities[k.Ability].Name == "treasure" {
			treasures[k.Value] = k.Params["treasure"]
		}
	}
	if want := map[int]int{1: 3, 2: 4, 3: 5}; !maps.Equal(treasures, want) {
		t.Errorf("Treasure values (printed: treasure) %v, want %v (R8, assumed data)", treasures, want)
	}
}

// K1-K3: 2-4 players with 50 gold, three epochs on one 5x6 board, the 23
// tiles, and castles with rank-1 counts depending on the players.
func TestKingdomsComponents(t *testing.T) {
	r := mustLoad(t, "kingdoms")
	if r.MinPlayers != 2 || r.MaxPlayers != 4 || r.StartPoints != 50 || len(r.Acts) != 3 {
		t.Errorf("players %d-%d, %d gold, %d epochs; want 2-4, 50, 3 (K1)", r.MinPlayers, r.MaxPlayers, r.StartPoints, len(r.Acts))
	}
	for i, act := range r.Acts {
		if act.Board.Height != 5 || act.Board.Width != 6 || act.Board.Playable() != 30 {
			t.Errorf("epoch %d board is not an open 5x6 (K1)", i+1)
		}
		if n := tileCount(r, i); n != 23 {
			t.Errorf("epoch %d has %d tiles, want 23 (K2)", i+1, n)
		}
		if !slices.Equal(act.Tiles, r.Acts[0].Tiles) {
			t.Errorf("epoch %d's tiles differ from epoch 1's; all 23 are reshuffled every epoch (K2)", i+1)
		}
	}
	for v := 1; v <= 6; v++ {
		if n := tileCount(r, 0, engine.ValueToken(v)); n != 2 {
			t.Errorf("%d resources of +%d, want 2 (K2)", n, v)
		}
		if n := tileCount(r, 0, engine.ValueToken(-v)); n != 1 {
			t.Errorf("%d hazards of -%d, want 1 (K2)", n, v)
		}
	}
	if n := tileCount(r, 0, "MT"); n != 2 {
		t.Errorf("%d mountains, want 2 (K2)", n)
	}
	for _, tok := range []string{"D", "GM", "W"} {
		if n := tileCount(r, 0, tok); n != 1 {
			t.Errorf("%d of %s, want 1 (K2)", n, tok)
		}
	}
	rank1 := figure(t, r, "C1")
	for players, want := range map[int]int{2: 4, 3: 3, 4: 2} {
		if got := rank1.CountFor(players); got != want {
			t.Errorf("rank-1 castles with %d players: %d, want %d (K3)", players, got, want)
		}
	}
	for glyph, want := range map[string][2]int{"C2": {2, 3}, "C3": {3, 2}, "C4": {4, 1}} {
		f := figure(t, r, glyph)
		if f.Rank != want[0] || f.Count != want[1] || f.AfterAct != engine.OutOfGame {
			t.Errorf("%s: rank %d count %d; want %d, %d, out after the epoch (K3, K6)", glyph, f.Rank, f.Count, want[0], want[1])
		}
	}
	if rank1.AfterAct != engine.BackToSupply {
		t.Error("rank-1 castles must return after an epoch (K6)")
	}
	if r.Turn.Draw != engine.DrawThenDrawn || r.Turn.HandPlay != engine.HandAlways || r.Turn.Hand != 1 || r.Turn.KeepHand || r.Turn.NextActFirst != engine.Richest {
		t.Errorf("turn %+v does not follow K4/K6", r.Turn)
	}
}

// The variant's invented Shield (line-scope cancel of negatives) and Ward
// (board-scope) score without any Go code of their own.
func TestInventedAbilities(t *testing.T) {
	r := mustLoad(t, "testdata/valid/shield.toml")
	tile := func(tok string) engine.Cell {
		v, glyph, _ := engine.SplitTileToken(tok)
		k, ok := r.TileByToken(v, glyph)
		if !ok {
			t.Fatalf("no tile %s", tok)
		}
		return engine.TileCell(k)
	}
	longship, _ := r.FigureByGlyph("L")
	g, _ := engine.NewGeometry(3, 3)
	b := engine.NewBoard(g)
	// Row 1: -4, Shield, longship 0.   Column C: -2 on C3.
	// Row 3: Ward on A3 turns C3's -2 face down... only in row 3 and column A.
	b.Cells[0], b.Cells[1], b.Cells[2] = tile("-4"), tile("+1SH"), engine.FigureCell(0, longship)
	b.Cells[8] = tile("-2")
	sc := engine.NewScorer(r).Breakdown(b, 1)
	// The Shield zeroes -4 in row 1; the longship still pays C3's -2.
	if got := sc.Figures[0].Points; got != 1-2 {
		t.Errorf("with a Shield: %d points, want -1", got)
	}
	b.Cells[6] = tile("W")
	sc = engine.NewScorer(r).Breakdown(b, 1)
	if got := sc.Figures[0].Points; got != 1 {
		t.Errorf("with a Shield and a Ward: %d points, want 1 (C3 face down)", got)
	}
}

// Scoring with the built-in tile kinds is unchanged by mirroring the board
// on its diagonal, and the fast path agrees with the breakdown.
func TestBuiltinScoringProperties(t *testing.T) {
	for _, name := range Builtins() {
		r := mustLoad(t, name)
		s := engine.NewScorer(r)
		rng := rand.New(rand.NewPCG(11, uint64(len(name))))
		totals := make([]int, 4)
		for range 1000 {
			act := rng.IntN(len(r.Acts))
			b := engine.NewBoard(r.Acts[act].Board)
			for i, c := range b.Cells {
				if c != engine.Empty {
					continue
				}
				switch x := rng.IntN(10); {
				case x < 2:
				case x < 5:
					b.Cells[i] = engine.FigureCell(rng.IntN(4), engine.FigureKindID(rng.IntN(len(r.Figures))))
				default:
					b.Cells[i] = engine.TileCell(engine.TileKindID(rng.IntN(len(r.Tiles))))
				}
			}
			orig := s.Breakdown(b, 4)
			s.Totals(b, totals)
			if !slices.Equal(totals, orig.Players) {
				t.Fatalf("%s: Totals %v, Breakdown %v", name, totals, orig.Players)
			}
			if tr := s.Breakdown(b.Transpose(), 4); !slices.Equal(tr.Players, orig.Players) {
				t.Fatalf("%s: totals %v, transposed %v", name, orig.Players, tr.Players)
			}
		}
	}
}

// No engine code may branch on a game's, an ability's or a tile's name:
// everything that differs between games is data. This scans the engine's
// source for string literals naming anything the built-in rulesets define.
func TestEngineKnowsNoNames(t *testing.T) {
	names := map[string]bool{}
	for _, ref := range Builtins() {
		r := mustLoad(t, ref)
		names[strings.ToLower(r.Name)] = true
		for _, a := range r.Abilities {
			names[strings.ToLower(a.Name)] = true
		}
		for _, k := range r.Tiles {
			if k.Ability != engine.NoAbility {
				names[strings.ToLower(k.Name)] = true
			}
		}
		for _, f := range r.Figures {
			names[strings.ToLower(f.Name)] = true
		}
	}
	files, _ := filepath.Glob("../engine/*.go")
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil && names[strings.ToLower(s)] {
					t.Errorf("%s mentions %q", path, s)
				}
			}
			return true
		})
	}
}
