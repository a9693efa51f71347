package report

import (
	"slices"
	"strings"
	"testing"

	"github.com/sagatools/saga/puzzle"
)

// A wrong claim is caught and explained: the diff and the sentence name
// what differs.
func TestVerifyReportsDisagreement(t *testing.T) {
	p, _ := mustRead(t, "../puzzles/rulebook/full-act-example.toml")
	*p.Claims.Figures[2].Points = 24 // c, the brown Beowulf, really scores 20
	p.Claims.Figures[2].Terms = append(p.Claims.Figures[2].Terms, 5)
	v, err := puzzle.Verify(p)
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
	p, _ := mustRead(t, "../puzzles/rulebook/full-act-example.toml")
	c := &p.Claims.Figures[2] // c, the brown Beowulf: 6 + 4 + (−4) + (−1)
	c.Terms = append(c.Terms, 4, 7)
	c.Figure = strings.ToUpper(c.Figure)
	v, err := puzzle.Verify(p)
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
