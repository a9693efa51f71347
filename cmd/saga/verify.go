package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
)

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
			var reports []report.VerifyReport
			bad, differ := 0, 0
			printed, prevLong := false, false // a blank line sets a diff off
			for _, file := range args {
				rep, text, err := verifyOne(cmd, file, style)
				switch {
				case err != nil && len(args) == 1:
					return err
				case err != nil:
					bad++
					rep = report.VerifyReport{File: file, Error: err.Error(), Mismatches: []string{}}
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
				fmt.Fprintln(out, report.VerifySummary(len(args), differ, bad))
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
func verifyOne(cmd *cobra.Command, file string, style report.Style) (report.VerifyReport, string, error) {
	p, warnings, err := readPosition(cmd, file)
	if err != nil {
		return report.VerifyReport{}, "", err
	}
	v, err := puzzle.Verify(p)
	if err != nil {
		return report.VerifyReport{}, "", &exitError{code: exitBadInput, err: err}
	}
	rep := report.NewVerifyReport(p, v, warnings, style)
	return rep, rep.Text(), nil
}
