package report

import (
	"fmt"
	"strings"

	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
)

// VerifyReport is one file's claims compared with the rules, as saga
// verify --json prints it and Text writes it.
type VerifyReport struct {
	File       string   `json:"file"`
	OK         bool     `json:"ok"`
	Figures    int      `json:"figures"`
	Totals     int      `json:"totals"`
	Mismatches []string `json:"mismatches"`
	Claimed    string   `json:"claimed"`
	Computed   string   `json:"computed"`
	Diff       string   `json:"diff"`
	Warnings   []string `json:"warnings,omitempty"`
	Error      string   `json:"error,omitempty"`
	// differ counts the claims that differ, and source names where the
	// claims come from, for the text.
	differ int
	source string
}

// NewVerifyReport is v, the verification of p's claims, with the
// warnings reading p gave.
func NewVerifyReport(p *position.Position, v *puzzle.Verification, warnings []position.Warning, st Style) VerifyReport {
	text := WriteVerification(p, v, st)
	rep := VerifyReport{File: p.File, OK: v.OK(), Figures: len(v.Figures), Totals: len(v.Totals), Mismatches: text.Mismatches,
		Claimed: text.Claimed, Computed: text.Computed, Diff: text.Diff, differ: v.Mismatches(), source: claimSource(p)}
	if rep.Mismatches == nil {
		rep.Mismatches = []string{}
	}
	for _, w := range warnings {
		rep.Warnings = append(rep.Warnings, w.String())
	}
	return rep
}

// Text writes one line when every claim agrees, or else a diff of the
// claimed and computed lines and a sentence per difference.
func (rep VerifyReport) Text() string {
	var b strings.Builder
	if rep.OK {
		fmt.Fprintf(&b, "OK %s: %s agree with the rules\n", rep.File, claimCounts(rep.Figures, rep.Totals))
	} else {
		fmt.Fprintf(&b, "%s: %d of %d claims differ from the rules\n\n", rep.File, rep.differ, rep.Figures+rep.Totals)
		fmt.Fprintf(&b, "--- claimed (%s)\n+++ computed by the rules\n%s\n", rep.source, rep.Diff)
		for _, m := range rep.Mismatches {
			fmt.Fprintln(&b, m)
		}
	}
	return b.String()
}

// VerifySummary is the count that ends a run on several files: "3
// files: 2 agree, 1 differs".
func VerifySummary(n, differ, bad int) string {
	parts := []string{fmt.Sprintf("%d agree", n-differ-bad)}
	if n-differ-bad == 1 {
		parts[0] = "1 agrees"
	}
	if differ > 0 {
		parts = append(parts, fmt.Sprintf("%d differ", differ))
		if differ == 1 {
			parts[len(parts)-1] = "1 differs"
		}
	}
	if bad > 0 {
		parts = append(parts, fmt.Sprintf("%d could not be checked", bad))
	}
	return fmt.Sprintf("%d files: %s", n, strings.Join(parts, ", "))
}

func claimSource(p *position.Position) string {
	if p.Claims.Source != "" {
		return p.Claims.Source
	}
	return "the position file"
}

// claimCounts writes "7 figures and 3 totals", leaving out a zero count.
func claimCounts(figures, totals int) string {
	var parts []string
	if figures > 0 {
		parts = append(parts, Count(figures, "figure"))
	}
	if totals > 0 {
		parts = append(parts, Count(totals, "total"))
	}
	return strings.Join(parts, " and ")
}
