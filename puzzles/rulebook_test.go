package puzzles

import (
	"slices"
	"strings"
	"testing"
)

// e2 is RULINGS.md's E2, the rulebook's Full Act Scoring Example, written
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
	p, warnings := mustRead(t, "rulebook/full-act-example.toml")
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
	text := WriteVerification(p, v, Style{})
	if !v.OK() {
		t.Errorf("verify: %v\n%s", text.Mismatches, text.Diff)
	}
}

// E1's captions: Thane 9, Longship A −1, Longship B −2, Castle −2.
func TestScoringExample(t *testing.T) {
	p, _ := mustRead(t, "rulebook/scoring-example.toml")
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
	text := WriteVerification(p, v, Style{})
	if !v.OK() {
		t.Errorf("verify: %v\n%s", text.Mismatches, text.Diff)
	}
}

// A wrong claim is caught and explained: the diff and the sentence name
// what differs.
func TestVerifyReportsDisagreement(t *testing.T) {
	p, _ := mustRead(t, "rulebook/full-act-example.toml")
	*p.Claims.Figures[2].Points = 24 // c, the brown Beowulf, really scores 20
	p.Claims.Figures[2].Terms = append(p.Claims.Figures[2].Terms, 5)
	v, err := Verify(p)
	if err != nil {
		t.Fatal(err)
	}
	text := WriteVerification(p, v, Style{ASCII: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"figure c (B2): the rules give no term +5; points claimed 24, the rules give 20"}
	if !slices.Equal(text.Mismatches, want) {
		t.Errorf("mismatches = %q, want %q", text.Mismatches, want)
	}
	wantDiff := "- c B2 brown Beowulf: 6 + 4 + (-4) + (-1) + 5 = 5, × 4 = 24\n+ c B2 brown Beowulf: 6 + 4 + (-4) + (-1) = 5, × 4 = 20\n"
	if !strings.Contains(text.Diff, wantDiff) {
		t.Errorf("diff lacks\n%s\ngot\n%s", wantDiff, text.Diff)
	}
}

// A claim that repeats a term the rules give once is told so, not that
// the rules give no such term; a claimed figure is compared whatever its
// case.
func TestVerifyRepeatedTerm(t *testing.T) {
	p, _ := mustRead(t, "rulebook/full-act-example.toml")
	c := &p.Claims.Figures[2] // c, the brown Beowulf: 6 + 4 + (−4) + (−1)
	c.Terms = append(c.Terms, 4, 7)
	c.Figure = strings.ToUpper(c.Figure)
	v, err := Verify(p)
	if err != nil {
		t.Fatal(err)
	}
	text := WriteVerification(p, v, Style{ASCII: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"figure c (B2): the rules give no term +7; claimed +4 twice, the rules once"}
	if !slices.Equal(text.Mismatches, want) {
		t.Errorf("mismatches = %q, want %q", text.Mismatches, want)
	}
}
