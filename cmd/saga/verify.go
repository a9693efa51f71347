package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/puzzles"
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
}

func newVerifyCmd() *cobra.Command {
	var asJSON, ascii bool
	cmd := &cobra.Command{
		Use:   "verify FILE",
		Short: "Check a rulebook's printed scores against the rules",
		Long: `verify scores a position file that carries a rulebook's printed claims
([claims]: per-figure terms, sums, multipliers and points, per-player
totals) and compares them with the rules. When all agree it prints one
line and exits 0; otherwise it prints a diff of the claimed and computed
lines (- claimed, + computed) and a sentence per difference, and exits 1.
Terms are compared as multisets: a rulebook may list them in any order.`,
		Example: "  saga verify puzzles/rulebook/full-act-example.toml",
		Args:    oneFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			p, warnings, err := readPosition(cmd, args[0])
			if err != nil {
				return err
			}
			style := puzzles.Style{ASCII: ascii}
			v, err := puzzles.Verify(p, style)
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			out := cmd.OutOrStdout()
			if asJSON {
				rep := verifyReport{File: args[0], OK: v.OK(), Figures: v.Figures, Totals: v.Totals, Mismatches: v.Mismatches,
					Claimed: v.Claimed, Computed: v.Computed, Diff: v.Diff}
				if rep.Mismatches == nil {
					rep.Mismatches = []string{}
				}
				for _, w := range warnings {
					rep.Warnings = append(rep.Warnings, w.String())
				}
				if err := writeJSON(out, rep); err != nil {
					return err
				}
			} else if v.OK() {
				fmt.Fprintf(out, "OK %s: %s agree with the rules\n", args[0], claimCounts(v))
			} else {
				fmt.Fprintf(out, "%s: %d of %d claims differ from the rules\n\n", args[0], len(v.Mismatches), v.Figures+v.Totals)
				fmt.Fprintf(out, "--- claimed (%s)\n+++ computed by the rules\n%s\n", claimSource(p), v.Diff)
				for _, m := range v.Mismatches {
					fmt.Fprintln(out, m)
				}
			}
			if !v.OK() {
				return &exitError{code: exitDisagrees}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the comparison as JSON")
	cmd.Flags().BoolVar(&ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	return cmd
}

func claimSource(p *puzzles.Position) string {
	if p.Claims.Source != "" {
		return p.Claims.Source
	}
	return "the position file"
}

// claimCounts writes "7 figures and 3 totals", leaving out a zero count.
func claimCounts(v *puzzles.Verification) string {
	var parts []string
	if v.Figures > 0 {
		parts = append(parts, count(v.Figures, "figure"))
	}
	if v.Totals > 0 {
		parts = append(parts, count(v.Totals, "total"))
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
