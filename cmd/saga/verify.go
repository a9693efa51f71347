package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
)

// verifyReport is what verify --json prints.
type verifyReport struct {
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
}

func newVerifyCmd() *cobra.Command {
	var asJSON, ascii bool
	cmd := &cobra.Command{
		Use:   "verify FILE...",
		Short: "Check a rulebook's printed scores against the rules",
		Long: `verify scores a position file that carries a rulebook's printed claims
([claims]: per-figure terms, sums, multipliers and points, per-player
totals) and compares them with the rules. When all agree it prints one
line and exits 0; otherwise it prints a diff of the claimed and computed
lines (- claimed, + computed) and a sentence per difference, and exits 1.
Terms are compared as multisets: a rulebook may list them in any order.

Given several files (a rulebook's examples, say), it checks each in turn,
and ends with a count; it exits 2 when a file cannot be read, after
checking the others all the same, or else 1 when any differs. --json then
prints a list, with an "error" for a file that could not be checked. A
folder stands for the .toml files in it, in name order.`,
		Example: "  saga verify puzzles/rulebook/full-act-example.toml\n  saga verify puzzles/rulebook",
		Args:    someFiles("position"),
		RunE: func(cmd *cobra.Command, args []string) error {
			args, err := positionFiles(args)
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			style := report.Style{ASCII: ascii}
			out := cmd.OutOrStdout()
			var reports []verifyReport
			bad, differ := 0, 0
			printed, prevLong := false, false // a blank line sets a diff off
			for _, file := range args {
				rep, text, err := verifyOne(cmd, file, style)
				switch {
				case err != nil && len(args) == 1:
					return err
				case err != nil:
					bad++
					rep = verifyReport{File: file, Error: err.Error(), Mismatches: []string{}}
					if !asJSON {
						fmt.Fprintf(cmd.ErrOrStderr(), "saga: %v\n", err)
					}
				case !rep.OK:
					differ++
				}
				if asJSON {
					reports = append(reports, rep)
					continue
				}
				if text == "" {
					continue
				}
				long := strings.Count(text, "\n") > 1
				if printed && (long || prevLong) {
					fmt.Fprintln(out)
				}
				fmt.Fprint(out, text)
				printed, prevLong = true, long
			}
			if asJSON {
				var v any = reports
				if len(args) == 1 {
					v = reports[0]
				}
				if err := writeJSON(out, v); err != nil {
					return err
				}
			} else if len(args) > 1 {
				if printed {
					fmt.Fprintln(out)
				}
				fmt.Fprintln(out, verifySummary(len(args), differ, bad))
			}
			switch {
			case bad > 0:
				return &exitError{code: exitBadInput}
			case differ > 0:
				return &exitError{code: exitDisagrees}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the comparison as JSON")
	cmd.Flags().BoolVar(&ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	return cmd
}

// verifyOne compares one file's claims with the rules: the report for
// --json and the text to print.
func verifyOne(cmd *cobra.Command, file string, style report.Style) (verifyReport, string, error) {
	p, warnings, err := readPosition(cmd, file)
	if err != nil {
		return verifyReport{}, "", err
	}
	v, err := puzzle.Verify(p)
	if err != nil {
		return verifyReport{}, "", &exitError{code: exitBadInput, err: err}
	}
	text := report.WriteVerification(p, v, style)
	rep := verifyReport{File: file, OK: v.OK(), Figures: len(v.Figures), Totals: len(v.Totals), Mismatches: text.Mismatches,
		Claimed: text.Claimed, Computed: text.Computed, Diff: text.Diff}
	if rep.Mismatches == nil {
		rep.Mismatches = []string{}
	}
	for _, w := range warnings {
		rep.Warnings = append(rep.Warnings, w.String())
	}
	var b strings.Builder
	if v.OK() {
		fmt.Fprintf(&b, "OK %s: %s agree with the rules\n", file, claimCounts(v))
	} else {
		fmt.Fprintf(&b, "%s: %d of %d claims differ from the rules\n\n", file, v.Mismatches(), len(v.Figures)+len(v.Totals))
		fmt.Fprintf(&b, "--- claimed (%s)\n+++ computed by the rules\n%s\n", claimSource(p), text.Diff)
		for _, m := range text.Mismatches {
			fmt.Fprintln(&b, m)
		}
	}
	return rep, b.String(), nil
}

// verifySummary is the count that ends a run on several files: "3
// files: 2 agree, 1 differs".
func verifySummary(n, differ, bad int) string {
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
func claimCounts(v *puzzle.Verification) string {
	var parts []string
	if len(v.Figures) > 0 {
		parts = append(parts, count(len(v.Figures), "figure"))
	}
	if len(v.Totals) > 0 {
		parts = append(parts, count(len(v.Totals), "total"))
	}
	return strings.Join(parts, " and ")
}

// count writes "1 figure claim", "7 figure claims".
func count(n int, noun string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
