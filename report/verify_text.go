package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/textdiff"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
)

// VerifyText is a Verification written out: the claims and the rules'
// scores as lines in the rulebook's style, a diff of the two, and a
// sentence per claim that differs.
type VerifyText struct {
	Claimed, Computed string
	Diff              string
	Mismatches        []string
}

// WriteVerification writes v, the verification of p's claims.
func WriteVerification(p *position.Position, v *puzzle.Verification, s Style) VerifyText {
	var out VerifyText
	var claimed, computed strings.Builder
	for _, c := range v.Figures {
		claimed.WriteString(claimLine(p, c.Claim, s) + "\n")
		computed.WriteString(claimLine(p, c.Got, s) + "\n")
		if !c.Agrees() {
			out.Mismatches = append(out.Mismatches, mismatch(p, c, s))
		}
	}
	for _, t := range v.Totals {
		name := p.Players[t.Player]
		claimed.WriteString(fmt.Sprintf("total %s: %s\n", name, s.Num(t.Claimed)))
		computed.WriteString(fmt.Sprintf("total %s: %s\n", name, s.Num(t.Got)))
		if t.Got != t.Claimed {
			out.Mismatches = append(out.Mismatches, fmt.Sprintf("total %s: claimed %s, the rules give %s", name, s.Num(t.Claimed), s.Num(t.Got)))
		}
	}
	out.Claimed, out.Computed = claimed.String(), computed.String()
	out.Diff = textdiff.Paired(out.Claimed, out.Computed)
	return out
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

// mismatch explains in a sentence how the claim of check differs from
// the rules.
func mismatch(p *position.Position, check puzzle.FigureCheck, s Style) string {
	c, got, f := check.Claim, check.Got, check.Score
	var diffs []string
	if c.Figure != "" && !strings.EqualFold(c.Figure, got.Figure) {
		diffs = append(diffs, fmt.Sprintf("the figure there is a %s, not a %s", got.Figure, c.Figure))
	}
	if len(check.Missing) > 0 {
		diffs = append(diffs, missingTerms(c.Terms, f.TermValues(), check.Missing, s))
	}
	if len(check.Extra) > 0 {
		diffs = append(diffs, "the rules add "+extraTerms(p, f, check.Extra, s))
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
		parts[i] = fmt.Sprintf("%s (%s)", s.Signed(t.Value), p.Board.Geometry.Name(t.Square))
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
			none = append(none, s.Signed(v))
		} else {
			fewer = append(fewer, fmt.Sprintf("%s %s, the rules %s", s.Signed(v), times(count(claimed, v)), times(n)))
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
		parts[i] = s.Signed(x)
	}
	return strings.Join(parts, ", ")
}
