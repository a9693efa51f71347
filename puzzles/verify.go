package puzzles

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/textdiff"
	"github.com/sagatools/saga/position"
)

// Verification compares a position's claims with the rules' scoring.
type Verification struct {
	Figures, Totals int // claims compared
	// Claimed and Computed are the same lines written from the claims and
	// from the rules; Diff shows where they differ.
	Claimed, Computed string
	Diff              string
	Mismatches        []string // one sentence per differing claim
}

// OK reports whether every claim agrees with the rules.
func (v *Verification) OK() bool { return len(v.Mismatches) == 0 }

// Verify scores p and compares the result with p's claims. Terms are
// compared as multisets, since a rulebook may list them in any order.
func Verify(p *position.Position, s Style) (*Verification, error) {
	if p.Claims == nil || len(p.Claims.Figures) == 0 && len(p.Claims.Totals) == 0 {
		return nil, fmt.Errorf("%s has no [claims] to verify", p.File)
	}
	sc := p.Score()
	v := &Verification{Figures: len(p.Claims.Figures), Totals: len(p.Claims.Totals)}
	var claimed, computed strings.Builder
	for _, c := range p.Claims.Figures {
		f, ok := figureOn(sc, c.Square)
		if !ok {
			return nil, fmt.Errorf("%s: a claim names %s, where no figure stands", p.File, p.Board.Geometry.Name(c.Square))
		}
		got := claimOf(p, f, c)
		claimed.WriteString(claimLine(p, c, s) + "\n")
		computed.WriteString(claimLine(p, got, s) + "\n")
		if m := mismatch(p, c, got, f, s); m != "" {
			v.Mismatches = append(v.Mismatches, m)
		}
	}
	for _, t := range p.Claims.Totals {
		name := p.Players[t.Player]
		claimed.WriteString(fmt.Sprintf("total %s: %s\n", name, s.Num(t.Points)))
		computed.WriteString(fmt.Sprintf("total %s: %s\n", name, s.Num(sc.Players[t.Player])))
		if got := sc.Players[t.Player]; got != t.Points {
			v.Mismatches = append(v.Mismatches, fmt.Sprintf("total %s: claimed %s, the rules give %s", name, s.Num(t.Points), s.Num(got)))
		}
	}
	v.Claimed, v.Computed = claimed.String(), computed.String()
	v.Diff = textdiff.Paired(v.Claimed, v.Computed)
	return v, nil
}

func figureOn(sc engine.Score, sq engine.Square) (engine.FigureScore, bool) {
	for _, f := range sc.Figures {
		if f.Square == sq {
			return f, true
		}
	}
	return engine.FigureScore{}, false
}

// claimOf writes the computed score as a claim with the same fields as c,
// its terms in c's order where they match, so a diff shows only what
// differs.
func claimOf(p *position.Position, f engine.FigureScore, c position.FigureClaim) position.FigureClaim {
	got := position.FigureClaim{Label: c.Label, Square: c.Square}
	if c.Figure != "" {
		got.Figure = p.FigureName(f)
	}
	if c.Terms != nil {
		got.Terms, _, _ = alignTerms(c.Terms, termValues(f))
	}
	if c.Sum != nil {
		got.Sum = &f.Sum
	}
	if c.Multiplier != nil {
		got.Multiplier = &f.Multiplier
	}
	if c.Points != nil {
		got.Points = &f.Points
	}
	return got
}

// alignTerms orders computed like claimed where values match; terms the
// claim lacks come last. It also returns the indices (into computed) of
// those unmatched terms, and the claimed terms the rules do not give.
func alignTerms(claimed, computed []int) (aligned, unmatched, missing []int) {
	used := make([]bool, len(computed))
	aligned = []int{}
	for _, c := range claimed {
		found := false
		for i, v := range computed {
			if !used[i] && v == c {
				used[i], found = true, true
				aligned = append(aligned, c)
				break
			}
		}
		if !found {
			missing = append(missing, c)
		}
	}
	for i, v := range computed {
		if !used[i] {
			aligned = append(aligned, v)
			unmatched = append(unmatched, i)
		}
	}
	return aligned, unmatched, missing
}

// claimLine writes a claim in the rulebook's style, leaving out what it
// does not claim: "a B1 brown longship: 1 + (−1) = 0, × 1 = 0". A claim
// of parts only reads "sum 5", "points 20" or "no tiles".
func claimLine(p *position.Position, c position.FigureClaim, s Style) string {
	var head strings.Builder
	if c.Label != "" {
		head.WriteString(c.Label + " ")
	}
	head.WriteString(p.Board.Geometry.Name(c.Square))
	if c.Figure != "" {
		head.WriteString(" " + c.Figure)
	}
	var body strings.Builder
	switch {
	case c.Terms != nil && len(c.Terms) == 0:
		body.WriteString("no tiles")
	case c.Terms != nil:
		parts := make([]string, len(c.Terms))
		for i, t := range c.Terms {
			parts[i] = s.term(t)
		}
		body.WriteString(strings.Join(parts, " + "))
	}
	if c.Sum != nil {
		if body.Len() > 0 {
			body.WriteString(" = " + s.Num(*c.Sum))
		} else {
			body.WriteString("sum " + s.Num(*c.Sum))
		}
	}
	if c.Multiplier != nil {
		if body.Len() > 0 {
			body.WriteString(", ")
		}
		body.WriteString("× " + s.Num(*c.Multiplier))
	}
	if c.Points != nil {
		switch {
		case c.Multiplier != nil:
			body.WriteString(" = " + s.Num(*c.Points))
		case body.Len() > 0:
			body.WriteString(", points " + s.Num(*c.Points))
		default:
			body.WriteString("points " + s.Num(*c.Points))
		}
	}
	if body.Len() == 0 {
		return head.String()
	}
	return head.String() + ": " + body.String()
}

// mismatch explains in a sentence how claim c differs from the computed got
// (f is the full breakdown, for naming squares), or returns "".
func mismatch(p *position.Position, c, got position.FigureClaim, f engine.FigureScore, s Style) string {
	var diffs []string
	if c.Figure != "" && !strings.EqualFold(c.Figure, got.Figure) {
		diffs = append(diffs, fmt.Sprintf("the figure there is a %s, not a %s", got.Figure, c.Figure))
	}
	if c.Terms != nil {
		computed := termValues(f)
		_, extra, missing := alignTerms(c.Terms, computed)
		if len(missing) > 0 {
			diffs = append(diffs, missingTerms(c.Terms, computed, missing, s))
		}
		if len(extra) > 0 {
			diffs = append(diffs, "the rules add "+extraTerms(p, f, extra, s))
		}
	}
	cmp := func(name string, claimed, computed *int) {
		if claimed != nil && *claimed != *computed {
			diffs = append(diffs, fmt.Sprintf("%s claimed %s, the rules give %s", name, s.Num(*claimed), s.Num(*computed)))
		}
	}
	cmp("sum", c.Sum, got.Sum)
	cmp("multiplier", c.Multiplier, got.Multiplier)
	cmp("points", c.Points, got.Points)
	if len(diffs) == 0 {
		return ""
	}
	label := p.Board.Geometry.Name(c.Square)
	if c.Label != "" {
		label = "figure " + c.Label + " (" + label + ")"
	}
	return label + ": " + strings.Join(diffs, "; ")
}

// extraTerms names the computed terms (by index) a claim lacks, with
// their squares: "+5 (E2)".
func extraTerms(p *position.Position, f engine.FigureScore, extra []int, s Style) string {
	parts := make([]string, len(extra))
	for i, x := range extra {
		t := f.Terms[x]
		parts[i] = fmt.Sprintf("%s (%s)", s.signed(t.Value), p.Board.Geometry.Name(t.Square))
	}
	return strings.Join(parts, ", ")
}

// missingTerms says which claimed terms the rules do not give: none of
// a value, or fewer of it than claimed ("+4 twice, the rules once").
func missingTerms(claimed, computed, missing []int, s Style) string {
	var none, fewer []string
	for i, v := range missing {
		if slices.Contains(missing[:i], v) {
			continue
		}
		if n := count(computed, v); n == 0 {
			none = append(none, s.signed(v))
		} else {
			fewer = append(fewer, fmt.Sprintf("%s %s, the rules %s", s.signed(v), times(count(claimed, v)), times(n)))
		}
	}
	var parts []string
	if len(none) > 0 {
		parts = append(parts, "the rules give no term "+strings.Join(none, ", "))
	}
	if len(fewer) > 0 {
		parts = append(parts, "claimed "+strings.Join(fewer, "; "))
	}
	return strings.Join(parts, "; ")
}

func count(xs []int, x int) int {
	n := 0
	for _, y := range xs {
		if y == x {
			n++
		}
	}
	return n
}

// times writes "once", "twice", "3 times".
func times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

func joinNums(v []int, s Style) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = s.signed(x)
	}
	return strings.Join(parts, ", ")
}
