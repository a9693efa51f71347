package engine

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// figurePoints scores b and returns the points and terms of the figure on
// the named square.
func figurePoints(t *testing.T, r *Rules, b *Board, square string) FigureScore {
	t.Helper()
	sq, err := b.Geometry.Parse(square)
	if err != nil {
		t.Fatal(err)
	}
	sc := NewScorer(r).Breakdown(b, 4)
	for _, f := range sc.Figures {
		if f.Square == sq {
			return f
		}
	}
	t.Fatalf("no figure on %s", square)
	return FigureScore{}
}

func termValues(f FigureScore) []int {
	var v []int
	for _, t := range f.Terms {
		v = append(v, t.Value)
	}
	return v
}

func TestScoring(t *testing.T) {
	r := testRules(t)
	cases := []struct {
		name   string
		rule   string
		rows   []string
		square string
		terms  []int
		mult   int
		points int
	}{
		{
			name: "row and column times rank", rule: "R18",
			rows: []string{
				"+1 -2 0:3 +4",
				". . +5 .",
				". . . .",
			},
			square: "C1", terms: []int{1, -2, 4, 5}, mult: 3, points: 24,
		},
		{
			name: "figures add nothing", rule: "R18",
			rows:   []string{"+1 1:2 0:1 +3"},
			square: "C1", terms: []int{1, 3}, mult: 1, points: 4,
		},
		{
			name: "gorge cuts the row", rule: "R14 R17",
			rows:   []string{"+1 0:1 G +5 -6"},
			square: "B1", terms: []int{1}, mult: 1, points: 1,
		},
		{
			name: "several gorges make several segments", rule: "R14",
			rows:   []string{"+6 G +1 0:1 -2 G +5 G -4"},
			square: "D1", terms: []int{1, -2}, mult: 1, points: -1,
		},
		{
			name: "a hole cuts like a gorge", rule: "R14",
			rows: []string{
				"+2 # 0:2 +3",
				". . # .",
				". . +6 .",
			},
			square: "C1", terms: []int{3}, mult: 2, points: 6,
		},
		{
			name: "printed gorge cuts like a placed one", rule: "R14 R17",
			rows: []string{
				"+2 [G] 0:1 +3",
				". . [G] .",
				". . +6 .",
			},
			square: "C1", terms: []int{3}, mult: 1, points: 3,
		},
		{
			name: "treachery turns positives face down, negatives stay", rule: "R15",
			rows:   []string{"+4 -2X 0:1 -3 +5"},
			square: "C1", terms: []int{0, -2, -3, 0}, mult: 1, points: -5,
		},
		{
			name: "face-down tile seen through the other line", rule: "R15",
			rows: []string{
				"+4 . -2X",
				". . .",
				"0:1 . .",
			},
			// A1 +4 is in the treachery's row; the figure sees it only
			// through column A, yet it is face down for every figure.
			square: "A3", terms: []int{0}, mult: 1, points: 0,
		},
		{
			name: "two treacheries combine", rule: "R15",
			rows: []string{
				"+4 -2X . +3",
				". . . .",
				". +2 0:1 .",
				". . -2X +6",
			},
			// C3 sees row 3 (+2 flipped by B1's column) and column C
			// (-2X only); D4 +6 is flipped but not in its lines.
			square: "C3", terms: []int{0, -2}, mult: 1, points: -2,
		},
		{
			name: "treachery is bounded by a gorge", rule: "R15 R14",
			rows:   []string{"+3 0:1 G -2X +5"},
			square: "B1", terms: []int{3}, mult: 1, points: 3,
		},
		{
			name: "a face-down gorge still splits", rule: "R15",
			// D1 is a splitting tile worth +1, turned face down by B1.
			rows:   []string{"+3 -2X 0:1 +1G +5 0:2"},
			square: "F1", terms: []int{5}, mult: 2, points: 10,
		},
		{
			name: "horns stack", rule: "R16",
			rows: []string{
				"H 0:2 +3",
				". H .",
			},
			square: "B1", terms: []int{0, 3, 0}, mult: 4, points: 12,
		},
		{
			name: "a horn beyond a gorge adds nothing", rule: "R16 R14",
			rows:   []string{"+3 0:2 G H"},
			square: "B1", terms: []int{3}, mult: 2, points: 6,
		},
		{
			name: "a face-down horn adds no diamond", rule: "R15 R16",
			rows:   []string{"+1H 0:2 -2X +3"},
			square: "B1", terms: []int{0, -2, 0}, mult: 2, points: -4,
		},
		{
			name: "line-scope cancel only in its own lines", rule: "K5",
			rows: []string{
				"+4 . D",
				". . .",
				"0:1 . .",
			},
			// Unlike R15, A1 +4 still counts for a figure seeing it
			// through column A.
			square: "A3", terms: []int{4}, mult: 1, points: 4,
		},
		{
			name: "line-scope cancel in the figure's line", rule: "K5",
			rows:   []string{"+4 D 0:2 -3 +1"},
			square: "C1", terms: []int{0, 0, -3, 0}, mult: 2, points: -6,
		},
		{
			name: "multiplier doubles negatives too", rule: "K5",
			rows: []string{
				"+4 M 0:1 -3",
				". . -5 .",
			},
			square: "C1", terms: []int{8, 0, -6, -5}, mult: 1, points: -3,
		},
		{
			name: "adjacent rank bonus", rule: "K5",
			rows: []string{
				". W .",
				"W 0:2 +3",
				". . W",
			},
			// Two wizards touch B2; the one on C3 is diagonal.
			square: "B2", terms: []int{0, 3, 0}, mult: 4, points: 12,
		},
	}
	for _, tc := range cases {
		t.Run(tc.rule+" "+tc.name, func(t *testing.T) {
			b := parseBoard(t, r, tc.rows...)
			f := figurePoints(t, r, b, tc.square)
			if got := termValues(f); !slices.Equal(got, tc.terms) {
				t.Errorf("terms = %v, want %v", got, tc.terms)
			}
			if f.Multiplier != tc.mult || f.Points != tc.points {
				t.Errorf("multiplier %d, points %d; want %d, %d", f.Multiplier, f.Points, tc.mult, tc.points)
			}
		})
	}
}

// randomBoard fills a board of the given size with random content: holes,
// every special tile, plain tiles and figures of up to four players.
func randomBoard(rng *rand.Rand, r *Rules, w, h int) *Board {
	g, _ := NewGeometry(w, h)
	b := NewBoard(g)
	for i := range b.Cells {
		switch x := rng.IntN(20); {
		case x == 0:
			b.Cells[i] = Hole
			g.Initial[i] = Hole
		case x < 4:
			b.Cells[i] = Empty
		case x < 9:
			b.Cells[i] = FigureCell(rng.IntN(4), FigureKindID(rng.IntN(len(r.Figures))))
		default:
			b.Cells[i] = TileCell(TileKindID(rng.IntN(len(r.Tiles))))
		}
	}
	return b
}

func TestTotalsMatchBreakdown(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(1, 2))
	s := NewScorer(r)
	totals := make([]int, 4)
	for range 2000 {
		b := randomBoard(rng, r, 1+rng.IntN(8), 1+rng.IntN(8))
		s.Totals(b, totals)
		got := s.Breakdown(b, 4)
		if !slices.Equal(totals, got.Players) {
			t.Fatalf("Totals %v, Breakdown %v on %v", totals, got.Players, b.Cells)
		}
		for _, f := range got.Figures {
			sum := 0
			for _, term := range f.Terms {
				sum += term.Value
			}
			if sum != f.Sum || f.Sum*f.Multiplier != f.Points {
				t.Fatalf("inconsistent breakdown %+v", f)
			}
		}
	}
}

// Scoring treats rows and columns alike (R14-R18), so mirroring the board on
// its diagonal must leave every figure's points unchanged.
func TestTransposeInvariance(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(3, 4))
	s := NewScorer(r)
	for range 2000 {
		b := randomBoard(rng, r, 1+rng.IntN(8), 1+rng.IntN(8))
		tb := b.Transpose()
		orig := s.Breakdown(b, 4)
		trans := s.Breakdown(tb, 4)
		points := map[[2]int]int{}
		for _, f := range orig.Figures {
			rr, cc := b.Geometry.RowCol(f.Square)
			points[[2]int{rr, cc}] = f.Points
		}
		for _, f := range trans.Figures {
			rr, cc := tb.Geometry.RowCol(f.Square)
			if want := points[[2]int{cc, rr}]; f.Points != want {
				t.Fatalf("figure at row %d col %d: %d points, transposed %d", cc, rr, want, f.Points)
			}
		}
		if !slices.Equal(orig.Players, trans.Players) {
			t.Fatalf("totals %v, transposed %v", orig.Players, trans.Players)
		}
	}
}

func TestTotalsAllocatesNothing(t *testing.T) {
	r := testRules(t)
	b := randomBoard(rand.New(rand.NewPCG(5, 6)), r, 6, 5)
	s := NewScorer(r)
	out := make([]int, 4)
	if n := testing.AllocsPerRun(100, func() { s.Totals(b, out) }); n != 0 {
		t.Errorf("Totals allocates %v times per run, want 0", n)
	}
}

func BenchmarkTotals5x6(b *testing.B) { benchmarkTotals(b, 6, 5) }

func BenchmarkTotals10x6(b *testing.B) { benchmarkTotals(b, 10, 6) }

func benchmarkTotals(b *testing.B, w, h int) {
	r := testRules(b)
	board := randomBoard(rand.New(rand.NewPCG(7, 8)), r, w, h)
	for i, c := range board.Cells {
		if c == Empty || c == Hole {
			board.Cells[i] = TileCell(3)
		}
	}
	s := NewScorer(r)
	out := make([]int, 4)
	b.ReportAllocs()
	for b.Loop() {
		s.Totals(board, out)
	}
}

// The constant-time gains agree with rescoring the whole board.
func TestGainsMatchRescoring(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(9, 10))
	s := NewScorer(r)
	before, after := make([]int, 4), make([]int, 4)
	checked := 0
	for range 3000 {
		b := randomBoard(rng, r, 1+rng.IntN(7), 1+rng.IntN(7))
		var empties []Square
		for sq, c := range b.Cells {
			if c == Empty {
				empties = append(empties, Square(sq))
			}
		}
		if len(empties) == 0 {
			continue
		}
		sq := empties[rng.IntN(len(empties))]
		p := rng.IntN(4)
		s.Totals(b, before)
		s.Prepare(b)
		var gain int
		if rng.IntN(2) == 0 {
			f := FigureKindID(rng.IntN(len(r.Figures)))
			gain = s.FigureGain(b, sq, p, f)
			b.Cells[sq] = FigureCell(p, f)
		} else {
			k := TileKindID(rng.IntN(13)) // the plain tiles, -6..+6
			if !s.ScoresPlainly(k) {
				t.Fatal("test rules: the first 13 kinds must be plain")
			}
			gain = s.TileGain(sq, p, k)
			b.Cells[sq] = TileCell(k)
		}
		s.Totals(b, after)
		if want := after[p] - before[p]; gain != want {
			t.Fatalf("gain %d, rescoring gives %d on %v (square %d, player %d)", gain, want, b.Cells, sq, p)
		}
		checked++
	}
	if checked < 1000 {
		t.Fatalf("only %d cases checked", checked)
	}
}

// The scorer agrees with the plain reference scorer on random boards of
// every shape, with holes, every special tile and up to four players.
func TestTotalsMatchReference(t *testing.T) {
	// Rules with more than 32 tile kinds index the scorer's table of
	// effects another way: the same tiles among 40 more plain kinds.
	many := testRules(t)
	for v := range 40 {
		many.Tiles = append(many.Tiles, TileKind{Name: "extra", Value: v%13 - 6, Ability: NoAbility})
	}
	for _, r := range []*Rules{testRules(t), many} {
		rng := rand.New(rand.NewPCG(11, 12))
		s := NewScorer(r)
		got, want := make([]int, 4), make([]int, 4)
		for range 20000 {
			b := randomBoard(rng, r, 1+rng.IntN(9), 1+rng.IntN(9))
			s.Totals(b, got)
			referenceTotals(r, b, want)
			if !slices.Equal(got, want) {
				t.Fatalf("%d tile kinds: totals %v, the reference gives %v on %d×%d %v", len(r.Tiles), got, want, b.Geometry.Width, b.Geometry.Height, b.Cells)
			}
		}
	}
}
