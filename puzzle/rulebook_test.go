package puzzle

import (
	"slices"
	"testing"
)

// e2 is docs/rules.md's E2, the rulebook's Full Act Scoring Example, written
// out here so that editing the position file's claims cannot weaken the
// test.
var e2 = []struct {
	square     string
	figure     string
	terms      []int
	multiplier int
	points     int
}{
	{"B1", "brown longship", []int{1, -1, -1, 4, -4, -1}, 1, -2},
	{"D1", "green longship", []int{1, -1, -1, 6, 3, 3}, 1, 11},
	{"B2", "brown Beowulf", []int{6, 4, -4, -1}, 4, 20},
	{"F4", "green thane", []int{4, 3, -6, 1, -1, 5, -2, 5}, 3, 27},
	{"D5", "brown longship", []int{6, 3, 3, -4, -2, 2}, 1, 8},
	{"C5", "gray castle", []int{-4, -2, 2, -6, 0}, 2, -20},
	{"E1", "gray thane", []int{-1, 3, 0, 5, -1, 1, 2}, 4, 36},
}

func TestFullActExample(t *testing.T) {
	p, warnings := mustRead(t, "../puzzles/rulebook/full-act-example.toml")
	if len(warnings) != 1 {
		t.Errorf("warnings = %v, want one (the board uses more tiles than the assumed Act I set)", warnings)
	}
	sc := p.Score()
	if len(sc.Figures) != len(e2) {
		t.Fatalf("%d figures scored, want %d", len(sc.Figures), len(e2))
	}
	for _, want := range e2 {
		sq, err := p.Board.Geometry.Parse(want.square)
		if err != nil {
			t.Fatal(err)
		}
		f, ok := figureOn(sc, sq)
		if !ok {
			t.Errorf("%s: no figure", want.square)
			continue
		}
		got := f.TermValues()
		slices.Sort(got)
		terms := slices.Sorted(slices.Values(want.terms))
		if name := p.FigureName(f); name != want.figure {
			t.Errorf("%s: figure %q, want %q", want.square, name, want.figure)
		}
		if !slices.Equal(got, terms) || f.Multiplier != want.multiplier || f.Points != want.points {
			t.Errorf("%s: terms %v × %d = %d, want %v × %d = %d", want.square, got, f.Multiplier, f.Points, terms, want.multiplier, want.points)
		}
	}
	if want := []int{26, 38, 16}; !slices.Equal(sc.Players, want) {
		t.Errorf("totals %v, want %v (brown, green, gray)", sc.Players, want)
	}
	v, err := Verify(p)
	if err != nil {
		t.Fatal(err)
	}
	if !v.OK() {
		t.Errorf("verify: %d claims differ: %+v", v.Mismatches(), v)
	}
}

// E1's captions: Thane 9, Longship A −1, Longship B −2, Castle −2.
func TestScoringExample(t *testing.T) {
	p, _ := mustRead(t, "../puzzles/rulebook/scoring-example.toml")
	want := map[string]int{"E2": 9, "A3": -1, "B4": -2, "C5": -2}
	sc := p.Score()
	if len(sc.Figures) != len(want) {
		t.Fatalf("%d figures, want %d", len(sc.Figures), len(want))
	}
	for _, f := range sc.Figures {
		if name := p.Board.Geometry.Name(f.Square); f.Points != want[name] {
			t.Errorf("%s scores %d, want %d", name, f.Points, want[name])
		}
	}
	v, err := Verify(p)
	if err != nil {
		t.Fatal(err)
	}
	if !v.OK() {
		t.Errorf("verify: %d claims differ: %+v", v.Mismatches(), v)
	}
}
