package simulate

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/players"
)

// boardOf builds act a's board of r with pieces by square name: a figure
// as "seat:glyph" (e.g. "0:T"), a tile as its token ("+3", "H").
func boardOf(t *testing.T, r *engine.Rules, a int, pieces map[string]string) *engine.Board {
	t.Helper()
	b := engine.NewBoard(r.Acts[a].Board)
	for name, piece := range pieces {
		sq, err := b.Geometry.Parse(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(piece) > 2 && piece[1] == ':' {
			f, ok := r.FigureByGlyph(piece[2:])
			if !ok {
				t.Fatalf("no figure %q", piece)
			}
			b.Cells[sq] = engine.FigureCell(int(piece[0]-'0'), f)
			continue
		}
		k, ok := tileKind(r, piece)
		if !ok {
			t.Fatalf("no tile %q", piece)
		}
		b.Cells[sq] = engine.TileCell(k)
	}
	return b
}

// rulesTotals is b's scoring by r, for players seats.
func rulesTotals(r *engine.Rules, b *engine.Board, players int) []int {
	totals := make([]int, players)
	engine.NewScorer(r).Totals(b, totals)
	return totals
}

func tileKind(r *engine.Rules, token string) (engine.TileKindID, bool) {
	for k := range r.Tiles {
		if r.Tiles[k].Token() == token {
			return engine.TileKindID(k), true
		}
	}
	return 0, false
}

// R16: a Horn in a Thane's row adds a diamond: 3 × (3+1) = 12 with it,
// 3 × 3 = 9 with the Horn made plain. R14: a Gorge between a Longship and
// a +5 keeps it out: −1 with the Gorge, −1 + 5 = 4 without. The two kinds
// are measured one at a time, and only kinds on the board are reported.
func TestEffectsOfHornAndGorge(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	b := boardOf(t, r, 0, map[string]string{
		"D1": "H", "E1": "0:T", "F1": "+3",
		"A3": "1:L", "B3": "G", "C3": "+5", "A5": "-1",
	})
	e := newEffects(r)
	got := e.measure(b, rulesTotals(r, b, 2), new(block[Effect]), new(block[int]))
	horn, _ := tileKind(r, "H")
	gorge, _ := tileKind(r, "G")
	want := []Effect{
		{Kind: horn, Change: []int{3, 0}},
		{Kind: gorge, Change: []int{0, -5}},
	}
	if gorge < horn {
		want[0], want[1] = want[1], want[0]
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("effects (-want +got):\n%s", diff)
	}
}

// R15: a Treachery on F1 turns the +4 on F2, in its column, face down
// for every figure, also for the Castle on E2 that sees it only through
// its row (Act II's printed Gorge on B2 ends that row's segment): 2 × 4 =
// 8 points without the Treachery, 0 with it.
func TestEffectOfTreachery(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	b := boardOf(t, r, 1, map[string]string{
		"F1": "-2X", "F2": "+4", "E2": "1:C",
	})
	got := newEffects(r).measure(b, rulesTotals(r, b, 2), new(block[Effect]), new(block[int]))
	x, _ := tileKind(r, "-2X")
	want := []Effect{{Kind: x, Change: []int{0, -8}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("effects (-want +got):\n%s", diff)
	}
}

// Printed features are part of the board, not tiles: Act II's printed
// Gorges split lines with or without any tile, and give no effect.
func TestPrintedFeaturesAreNotMeasured(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	// The printed Gorge on B2 keeps the +5 on C2 from the Thane on A2.
	b := boardOf(t, r, 1, map[string]string{"A2": "0:T", "C2": "+5"})
	if !b.Cells[1*b.Geometry.Width+1].IsPrinted() {
		t.Fatal("Act II has no printed feature on B2; the test needs one")
	}
	if got := newEffects(r).measure(b, rulesTotals(r, b, 2), new(block[Effect]), new(block[int])); len(got) != 0 {
		t.Errorf("effects of a board with printed features only: %v", got)
	}
}

// markWinnerChange replays the game's end without the change, tie-break
// included: at 100 to 97, taking 5 points from the winner makes the other
// player win, and so does taking 3, as R21 gives the tie of 97 to the
// player with a Longship left; taking 2 changes nothing.
func TestMarkWinnerChange(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	s, err := engine.NewGame(r, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	s.Points = []int{100, 97}
	s.Supply[0] = make([]int, len(r.Figures))
	s.Supply[1] = make([]int, len(r.Figures))
	longship, _ := r.FigureByGlyph("L")
	s.Supply[1][longship] = 1
	winners := s.Winners()
	for _, tc := range []struct {
		change []int
		want   bool
	}{
		{[]int{5, 0}, true},
		{[]int{3, 0}, true}, // 97 each: seat 1 has a Longship left (R21)
		{[]int{2, 0}, false},
		{[]int{0, -3}, true}, // 100 each
		{[]int{0, -2}, false},
		{[]int{0, 0}, false},
	} {
		e := Effect{Change: tc.change}
		markWinnerChange(s, &e, winners, nil)
		if e.ChangesWinner != tc.want {
			t.Errorf("change %v: ChangesWinner %v, want %v", tc.change, e.ChangesWinner, tc.want)
		}
		if s.Points[0] != 100 || s.Points[1] != 97 {
			t.Fatalf("points not restored: %v", s.Points)
		}
	}
}

// measure takes a board's scoring with the abilities from the act's end
// rather than scoring it again: the rules extended with plain twins score
// every act-end board of real games as the game scored it, for each
// built-in ruleset and every-play.toml's modes and options.
func TestTwinsScoreActEndsAsTheGame(t *testing.T) {
	for _, ref := range []string{"beowulf", "kingdoms", "../rulesets/testdata/valid/every-play.toml"} {
		r := fixture.Rules(t, ref)
		e := newEffects(r)
		acts := 0
		for seed := range uint64(30) {
			seats, err := play.Seats([]string{"random", "random", "greedy"}, seed, players.Make)
			if err != nil {
				t.Fatal(err)
			}
			check := func(s *engine.State) {
				acts++
				got := make([]int, s.Players)
				e.scorer.Totals(s.Board, got)
				if diff := cmp.Diff(s.ActPoints[s.Act], got); diff != "" {
					t.Fatalf("%s seed %d act %d: the extended rules score the board otherwise (-game +extended):\n%s", ref, seed, s.Act, diff)
				}
			}
			s, err := play.PlayGame(r, seats, 0, seed, func(s *engine.State, m engine.Move) {
				if m.Kind == engine.NextAct {
					check(s)
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			check(s)
		}
		if acts != 30*len(r.Acts) {
			t.Errorf("%s: %d act ends checked, want %d", ref, acts, 30*len(r.Acts))
		}
	}
}
