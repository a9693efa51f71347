package rulesets_test

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/position"
)

// stateFrom reads a position file's text into a game state.
func stateFrom(t *testing.T, text string) *engine.State {
	t.Helper()
	p, _, err := position.Parse("test.toml", []byte(text))
	if err != nil {
		t.Fatalf("%v", err)
	}
	s, err := p.State()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// notations lists the legal moves in square notation, sorted.
func notations(s *engine.State) []string {
	var out []string
	for _, m := range s.LegalMoves(nil) {
		out = append(out, s.Notation(m))
	}
	sort.Strings(out)
	return out
}

// play applies moves written in square notation.
func play(t *testing.T, s *engine.State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%v", err)
		}
		s.Apply(m)
	}
}

func hasMove(s *engine.State, text string) bool {
	_, err := s.ParseMove(text)
	return err == nil
}

func handTokens(s *engine.State, p int) []string {
	var out []string
	for _, h := range s.Hands[p] {
		out = append(out, s.Rules.Tiles[h.Kind].Token())
	}
	return out
}

// nearlyFull is an Act I board with two empty squares (E5, F5).
const nearlyFull = `
ruleset = "beowulf"
act = 1
players = ["brown", "green"]
grid = '''
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 +3 brown:L . .
'''
`

// R3: the first act's pool is the whole Act I set and each player draws 2.
func TestR3Setup(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	s, err := engine.NewGame(r, 3, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s.PoolTotal != 24 || s.Phase != engine.PhaseDeal {
		t.Fatalf("pool %d, phase %v; want 24 tiles and the deal due", s.PoolTotal, s.Phase)
	}
	deals := 0
	for s.Phase == engine.PhaseDeal {
		moves := s.LegalMoves(nil)
		if !s.IsChance() || moves[0].Kind != engine.Deal {
			t.Fatal("the deal must be chance moves")
		}
		s.Apply(moves[0])
		deals++
	}
	for p := range 3 {
		if len(s.Hands[p]) != 2 {
			t.Errorf("player %d holds %d tiles, want 2", p, len(s.Hands[p]))
		}
	}
	if deals != 6 || s.PoolTotal != 18 || s.ToMove != 1 || s.Phase != engine.PhaseTurn {
		t.Errorf("%d deals, pool %d, player %d to move in phase %v; want 6, 18, 1, turn", deals, s.PoolTotal, s.ToMove, s.Phase)
	}
}

// R4: place a figure, or draw and then play a tile; no tile without a draw
// while the pool has tiles; no figure after drawing.
func TestR4TurnOptions(t *testing.T) {
	s := stateFrom(t, nearlyFull+`
[hands]
brown = ["+4"]
green = []
`)
	got := notations(s)
	want := []string{"B@E5", "B@F5", "C@E5", "C@F5", "L@E5", "L@F5", "T@E5", "T@F5", "draw"}
	if !slices.Equal(got, want) {
		t.Errorf("moves %v, want %v (R4: no tile play before drawing)", got, want)
	}
	play(t, s, "draw", "drew +5")
	got = notations(s)
	want = []string{"+4@E5", "+4@F5", "+5@E5", "+5@F5"}
	if !slices.Equal(got, want) {
		t.Errorf("after drawing: %v, want %v (R4: any tile in hand, no figure)", got, want)
	}
}

// Notation forgives case, spacing and a missing plus sign, as grids do.
func TestParseMoveForgives(t *testing.T) {
	s := stateFrom(t, nearlyFull+`
[hands]
brown = ["+4"]
green = []
[pool]
`)
	for _, text := range []string{"+4@E5", "4@e5", "  +4@E5 ", "l@f5", "L @ F5", "+4 @E5", "4@ e5"} {
		if !hasMove(s, text) {
			t.Errorf("%q is not understood", text)
		}
	}
	if hasMove(s, "-4@E5") {
		t.Error(`"-4@E5" must not match +4`)
	}
}

// A minus sign as saga prints it (U+2212) reads as "-".
func TestParseMoveReadsPrintedMinus(t *testing.T) {
	s := stateFrom(t, nearlyFull+`
[hands]
brown = ["-4"]
green = []
[pool]
`)
	for _, text := range []string{"-4@E5", "\u22124@E5", "\u22124 @ e5"} {
		if !hasMove(s, text) {
			t.Errorf("%q is not understood", text)
		}
	}
}

// A line is moves separated by commas, each legal after the ones before
// it, draws included; a bad move is named by its place in the line.
func TestParseLine(t *testing.T) {
	s := stateFrom(t, nearlyFull+`
[hands]
brown = ["+4"]
green = []
[pool]
"+5" = 1
`)
	line, err := s.ParseLine("draw, drew 5 ,+5@F5, l@e5,")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := s.LineNotation(line), []string{"draw", "drew +5", "+5@F5", "L@E5"}; !slices.Equal(got, want) {
		t.Errorf("line %v, want %v", got, want)
	}
	if s.Board.Empties() != 2 {
		t.Error("ParseLine or LineNotation changed the state it was given")
	}
	for text, want := range map[string]string{
		"draw, +4@E5":                      `move 2: "+4@E5" is not a legal move here`,
		"draw,, +4@E5":                     `move 2: "+4@E5" is not a legal move here`,
		"draw, drew +5, +5@F5, L@E5, pass": `move 5, "pass": the act is already over`,
		"":                                 `move 1: "" is not a legal move here`,
	} {
		if _, err := s.ParseLine(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", text, err, want)
		}
	}
}

// R4: with the pool empty, a tile is played from the hand without drawing.
func TestR4EmptyPool(t *testing.T) {
	s := stateFrom(t, nearlyFull+`
[hands]
brown = ["+4"]
green = []
[pool]
`)
	if hasMove(s, "draw") || !hasMove(s, "+4@E5") || !hasMove(s, "L@E5") {
		t.Errorf("moves %v: want tile plays from hand and figures, no draw", notations(s))
	}
}

// Identical pieces give one move: two +4 tiles in hand, one move per square.
func TestIdenticalPiecesOneMove(t *testing.T) {
	s := stateFrom(t, nearlyFull+`
[hands]
brown = ["+4", "+4@1"]
green = []
[pool]
`)
	n := 0
	for _, m := range notations(s) {
		if strings.HasPrefix(m, "+4@") {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d moves place a +4, want 2 (one per empty square)", n)
	}
}

// R5: a player without a legal action passes; a drawn tile that cannot be
// played stays in hand and the turn ends.
func TestR5Pass(t *testing.T) {
	s := stateFrom(t, nearlyFull+`
to_move = "green"
[hands]
brown = ["GC"]
green = ["+1"]
[supply]
brown = { B = 0, T = 0, C = 0, L = 0 }
[pool]
`)
	// Brown's only tile is Good Counsel and the longship on D5 can step to
	// E5, so brown can play. Green fills E5 first.
	play(t, s, "+1@E5")
	// D5's neighbours: C5 (+3), E5 (+1), D4 (-1): Good Counsel cannot be
	// played and brown has nothing else.
	if got := notations(s); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("moves %v, want only pass", got)
	}
}

func TestR5DrawnTileUnplayable(t *testing.T) {
	s := stateFrom(t, `
ruleset = "beowulf"
act = 1
players = ["brown", "green"]
grid = '''
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 . .
'''
[hands]
brown = []
green = []
[pool]
GC = 1
`)
	play(t, s, "draw", "drew GC")
	if got := notations(s); !slices.Equal(got, []string{"end"}) {
		t.Fatalf("moves %v: brown has no figure for Good Counsel to move, want only end", got)
	}
	play(t, s, "end")
	if got := handTokens(s, 0); !slices.Equal(got, []string{"GC"}) || s.ToMove != 1 {
		t.Errorf("brown holds %v, %d to move; want GC kept and green to move", got, s.ToMove)
	}
}

// R6: filling the last empty square ends the act at once, and the tile
// that fills it gets no after-placement option.
func TestR6LastSquareEndsAct(t *testing.T) {
	s := stateFrom(t, `
ruleset = "beowulf"
act = 2
players = ["brown", "green"]
grid = '''
+1   +2  +3 -1   -2   -3
+1  [G]  +3 -1   -2   -3
+1   +2  +3 -1  [G]   -3
+1   +2 [G] -1   -2   -3
+1   +2  +3 brown:L +2V .
'''
[hands]
brown = ["-2TE"]
green = []
[pool]
`)
	play(t, s, "-2TE@F5")
	if s.Phase != engine.PhaseActOver || s.Board.Cells[s.Board.Geometry.At(4, 4)] == engine.Empty {
		t.Errorf("phase %v: the act must end with the Valor still on E5 (R6)", s.Phase)
	}
	// The longship on D5 sees row 5: +1 +2 +3 +2 -2 = 6; column D: -1 ×4 = -4.
	if s.ActPoints[1][0] != 2 || s.Points[0] != 52 {
		t.Errorf("brown scored %d (points %d), want 2 (52)", s.ActPoints[1][0], s.Points[0])
	}
}

// R6: the act also ends when no player has a legal action.
func TestR6NobodyCanMove(t *testing.T) {
	s := stateFrom(t, nearlyFull+`
[hands]
brown = ["+4"]
green = []
[supply]
brown = { B = 0, T = 0, C = 0, L = 0 }
green = { B = 0, T = 0, C = 0, L = 0 }
[pool]
`)
	play(t, s, "+4@E5")
	if s.Phase != engine.PhaseActOver || s.Empties != 1 {
		t.Errorf("phase %v with %d empty squares: the act must end when nobody can move", s.Phase, s.Empties)
	}
}

// midAct2 is an Act II board with room to play, holding a Valor (B1),
// a Temptation (C1), a Mead (D1) and a Treachery (E1).
const midAct2 = `
ruleset = "beowulf"
act = 2
players = ["brown", "green"]
grid = '''
.  +2V  -2TE  +2M   -2X  .
.  [G]  .     .     .    .
.  .    .     .     [G]  .
.  .    [G]   .     .    .
.  .    .     brown:L .  .
'''
[pool]
`

// R7: after placing Temptation, one Valor on the board may be removed
// (or not); Valor likewise removes a Temptation.
func TestR7TemptationAndValor(t *testing.T) {
	s := stateFrom(t, midAct2+`
[hands]
brown = ["-2TE", "+2V"]
green = ["+1"]
`)
	play(t, s, "-2TE@A1")
	if got := notations(s); !slices.Equal(got, []string{"decline", "remove B1"}) {
		t.Fatalf("after Temptation: %v, want decline or remove B1 (not the Temptation on C1)", got)
	}
	empties := s.Empties
	play(t, s, "remove B1")
	if s.Board.Cells[1] != engine.Empty || s.Empties != empties+1 {
		t.Error("the removed Valor's square must be empty again")
	}
	play(t, s, "+1@F1")
	play(t, s, "+2V@B1")
	if got := notations(s); !slices.Equal(got, []string{"decline", "remove A1", "remove C1"}) {
		t.Errorf("after Valor: %v, want decline or remove either Temptation", got)
	}
}

// R8: Treasure is placed as a tile or cashed for its treasure value.
func TestR8Treasure(t *testing.T) {
	s := stateFrom(t, midAct2+`
[hands]
brown = ["+2T"]
green = []
`)
	if !hasMove(s, "+2T@A1") || !hasMove(s, "+2T cash") {
		t.Fatalf("moves %v: want both placing and cashing", notations(s))
	}
	empties := s.Empties
	play(t, s, "+2T cash")
	if s.Points[0] != 54 || s.Empties != empties || len(s.Hands[0]) != 0 || s.Cashed[1][0] != 4 {
		t.Errorf("points %d, empties %d, hand %v: cashing must score 4 and place nothing", s.Points[0], s.Empties, handTokens(s, 0))
	}
}

// R9, R10: Drunkenness is placed, or replaces a Mead on the board, which
// leaves the game.
func TestR9Drunkenness(t *testing.T) {
	s := stateFrom(t, midAct2+`
[hands]
brown = ["-3D"]
green = []
`)
	if !hasMove(s, "-3D@D1") || !hasMove(s, "-3D@A1") {
		t.Fatalf("moves %v: want replacing the Mead on D1 and placing", notations(s))
	}
	mead := s.Board.Cells[3].TileKind()
	out, empties := s.Out[mead], s.Empties
	play(t, s, "-3D@D1")
	if s.Rules.Tiles[s.Board.Cells[3].TileKind()].Token() != "-3D" || s.Out[mead] != out+1 || s.Empties != empties {
		t.Error("the Mead must leave the game and Drunkenness take its square")
	}
	if hasMoveAfter := s.Phase == engine.PhaseAfter; hasMoveAfter {
		t.Error("Drunkenness has no after-placement option")
	}
}

// R11: Golden Statue swaps any two other tiles; figures and printed
// features never move.
func TestR11GoldenStatue(t *testing.T) {
	s := stateFrom(t, midAct2+`
[hands]
brown = ["S"]
green = []
`)
	play(t, s, "S@A1")
	got := notations(s)
	// Tiles other than the statue: B1, C1, D1, E1: six pairs, plus decline.
	want := []string{"decline", "swap B1 C1", "swap B1 D1", "swap B1 E1", "swap C1 D1", "swap C1 E1", "swap D1 E1"}
	if !slices.Equal(got, want) {
		t.Fatalf("after Golden Statue: %v, want %v", got, want)
	}
	b1, e1 := s.Board.Cells[1], s.Board.Cells[4]
	play(t, s, "swap B1 E1")
	if s.Board.Cells[1] != e1 || s.Board.Cells[4] != b1 {
		t.Error("swap must exchange the two tiles")
	}
}

// R12: Good Counsel moves one of the player's figures to an orthogonally
// adjacent empty square and takes the square it left; it has no other use.
func TestR12GoodCounsel(t *testing.T) {
	s := stateFrom(t, midAct2+`
[hands]
brown = ["GC"]
green = []
`)
	var gc []string
	for _, m := range notations(s) {
		if strings.HasPrefix(m, "GC") {
			gc = append(gc, m)
		}
	}
	if w := []string{"GC D5>C5", "GC D5>D4", "GC D5>E5"}; !slices.Equal(gc, w) {
		t.Fatalf("Good Counsel moves %v, want %v (no plain placement)", gc, w)
	}
	play(t, s, "GC D5>D4")
	g := s.Board.Geometry
	if c := s.Board.Cells[g.At(3, 3)]; !c.IsFigure() || s.Rules.Tiles[s.Board.Cells[g.At(4, 3)].TileKind()].Token() != "GC" {
		t.Error("the longship must stand on D4 and Good Counsel lie on D5")
	}
}

// R13 (and R10): Horn, Treachery, Gorge and Mead are simply placed.
func TestR13PlacedAsNormalTiles(t *testing.T) {
	s := stateFrom(t, midAct2+`
[hands]
brown = ["H", "-2X", "+2M"]
green = []
`)
	for _, m := range notations(s) {
		if !strings.Contains(m, "@") {
			t.Errorf("move %q: these tiles have no other way to be played", m)
		}
	}
	play(t, s, "H@A1")
	if s.Phase != engine.PhaseTurn || s.ToMove != 1 {
		t.Error("a Horn has no after-placement option")
	}
}

// R19, R20: after scoring, longships go back to supply, other figures and
// all tiles leave; hands stay; everyone refills to 2; the player after the
// one who ended the act starts.
func TestR19R20NextAct(t *testing.T) {
	s := stateFrom(t, `
ruleset = "beowulf"
act = 1
players = ["brown", "green", "gray"]
to_move = "green"
grid = '''
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 brown:B green:L -2 -3
+1 +2 +3 brown:L gray:C .
'''
[hands]
brown = ["+6", "+5", "-6"]
green = ["+4"]
gray = []
[pool]
`)
	play(t, s, "+4@F5") // green fills the board
	if s.Phase != engine.PhaseActOver {
		t.Fatalf("phase %v, want act over", s.Phase)
	}
	supplyBefore := [][]int{slices.Clone(s.Supply[0]), slices.Clone(s.Supply[1]), slices.Clone(s.Supply[2])}
	play(t, s, "next act")
	r := s.Rules
	lng, _ := r.FigureByGlyph("L")
	beo, _ := r.FigureByGlyph("B")
	cas, _ := r.FigureByGlyph("C")
	if s.Supply[0][lng] != supplyBefore[0][lng]+1 || s.Supply[1][lng] != supplyBefore[1][lng]+1 {
		t.Error("longships must return to their owners (R19)")
	}
	if s.Supply[0][beo] != supplyBefore[0][beo] || s.Supply[2][cas] != supplyBefore[2][cas] {
		t.Error("Beowulf and castles must leave the game (R19)")
	}
	if s.Act != 1 || s.PoolTotal != 24 || s.Empties != 27 {
		t.Errorf("act %d, pool %d, %d empty squares; want Act II's fresh board and set", s.Act+1, s.PoolTotal, s.Empties)
	}
	if got := handTokens(s, 0); !slices.Equal(got, []string{"+6", "+5", "-6"}) {
		t.Errorf("brown holds %v, want the hand kept (R19)", got)
	}
	if s.Phase != engine.PhaseDeal || s.ToMove != 2 || s.DealTo != 2 {
		t.Fatalf("phase %v, to move %d, deal to %d; want the deal, gray (after green, who ended the act) first (R20)", s.Phase, s.ToMove, s.DealTo)
	}
	for s.Phase == engine.PhaseDeal {
		s.Apply(s.LegalMoves(nil)[0])
	}
	if len(s.Hands[0]) != 3 || len(s.Hands[1]) != 2 || len(s.Hands[2]) != 2 {
		t.Errorf("hands of %d, %d, %d tiles; want 3, 2, 2 (R20)", len(s.Hands[0]), len(s.Hands[1]), len(s.Hands[2]))
	}
	if s.Hands[1][0].Act != 1 || s.Hands[0][0].Act != 0 {
		t.Error("hand tiles must remember the act they came from")
	}
}

// R21: the highest total wins; a tie goes to the most diamonds in supply;
// then the win is shared.
func TestR21Winners(t *testing.T) {
	s, _ := engine.NewGame(fixture.Rules(t, "beowulf"), 3, 0)
	s.Points = []int{80, 80, 70}
	s.Supply[0] = []int{0, 1, 0, 2} // Beowulf, thanes, castles, longships: 3 + 2 = 5
	s.Supply[1] = []int{1, 0, 0, 0} // 4
	if w := s.Winners(); !slices.Equal(w, []int{0}) {
		t.Errorf("winners %v, want [0] by unused diamonds", w)
	}
	if w := s.AppendWinners([]int{9, 9}); !slices.Equal(w, []int{9, 9, 0}) {
		t.Errorf("appended winners %v, want [9 9 0]: the winner after what was there", w)
	}
	s.Supply[1] = []int{1, 0, 0, 1} // 5
	if w := s.Winners(); !slices.Equal(w, []int{0, 1}) {
		t.Errorf("winners %v, want a shared win", w)
	}
	if w := s.AppendWinners([]int{9}); !slices.Equal(w, []int{9, 0, 1}) {
		t.Errorf("appended winners %v, want [9 0 1]", w)
	}
}

// K4: a turn is a castle, a drawn tile placed at once, or the starting
// tile; the deal gives each player one starting tile.
func TestK4KingdomsTurn(t *testing.T) {
	s := stateFrom(t, `
ruleset = "kingdoms"
act = 1
players = ["red", "blue"]
grid = '''
. . . . . .
. . . . . .
. . . . . .
. . . . . .
. . . . . +1
'''
[hands]
red = ["-3"]
blue = ["+6"]
`)
	if !hasMove(s, "-3@A1") || !hasMove(s, "draw") || !hasMove(s, "C4@A1") {
		t.Fatal("the starting tile, a draw and a castle must all be possible")
	}
	play(t, s, "draw", "drew +2")
	got := notations(s)
	for _, m := range got {
		if !strings.HasPrefix(m, "+2@") {
			t.Fatalf("after drawing %v is legal; only the drawn tile may be placed (K4)", m)
		}
	}
	r := fixture.Rules(t, "kingdoms")
	g, _ := engine.NewGame(r, 3, 0)
	for g.Phase == engine.PhaseDeal {
		g.Apply(g.LegalMoves(nil)[0])
	}
	for p := range 3 {
		if len(g.Hands[p]) != 1 {
			t.Errorf("player %d has %d starting tiles, want 1", p, len(g.Hands[p]))
		}
	}
}

// K6: between epochs rank-1 castles return, others leave, every tile goes
// back, and the richest player starts.
func TestK6NextEpoch(t *testing.T) {
	s := stateFrom(t, `
ruleset = "kingdoms"
act = 1
players = ["red", "blue", "green"]
to_move = "red"
grid = '''
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 red:C1 blue:C4 -2 -3
+1 +2 +3 red:C2 green:C1 .
'''
[points]
red = 40
blue = 30
green = 70
[hands]
red = ["+5"]
blue = ["+6"]
green = []
`)
	play(t, s, "+5@F5", "next act")
	r := s.Rules
	c1, _ := r.FigureByGlyph("C1")
	c2, _ := r.FigureByGlyph("C2")
	c4, _ := r.FigureByGlyph("C4")
	if s.Supply[0][c1] != 3 || s.Supply[2][c1] != 3 || s.Supply[0][c2] != 2 || s.Supply[1][c4] != 0 {
		t.Errorf("supplies %v: rank-1 castles return, others leave (K6)", s.Supply)
	}
	for p := range 3 {
		if len(s.Hands[p]) != 0 {
			t.Errorf("player %d still holds %v; unplayed tiles go back with all the others (K6)", p, handTokens(s, p))
		}
	}
	if s.PoolTotal != 23 {
		t.Errorf("pool %d, want all 23 tiles reshuffled (K2)", s.PoolTotal)
	}
	richest := 0
	for p := range 3 {
		if s.Points[p] > s.Points[richest] {
			richest = p
		}
	}
	if s.ToMove != richest {
		t.Errorf("player %d starts, want the richest, %d (K6)", s.ToMove, richest)
	}
}

// K6 with a tie for the most gold (a choice docs/rules.md records): of the
// richest, the first after the player who ended the epoch starts.
func TestK6TieForRichest(t *testing.T) {
	s := stateFrom(t, `
ruleset = "kingdoms"
act = 1
players = ["red", "blue", "green"]
to_move = "red"
grid = '''
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 +3 -1 -2 -3
+1 +2 +3 -4 -5 .
'''
[points]
red = 60
blue = 30
green = 60
[hands]
red = ["+5"]
blue = []
green = []
`)
	play(t, s, "+5@F5", "next act")
	if s.Points[0] != 60 || s.Points[2] != 60 {
		t.Fatalf("points %v: with no castle on the board nobody scores", s.Points)
	}
	// Red ended the epoch: after red come blue (30), then green (60).
	if s.ToMove != 2 {
		t.Errorf("player %d starts, want green, the first of the richest after red (K6)", s.ToMove)
	}
}
