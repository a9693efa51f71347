package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
)

// verifyOptions are what saga verify is asked to do.
type verifyOptions struct {
	io            streams
	files         []string // as given: a folder stands for its .toml files
	asJSON, ascii bool
}

func newVerifyCmd() *cobra.Command {
	opts := &verifyOptions{}
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
			opts.io, opts.files = streamsOf(cmd), args
			return runVerify(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.asJSON, "json", false, "print the comparison as JSON")
	cmd.Flags().BoolVar(&opts.ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	return cmd
}

// runVerify verifies each file in turn, printing each one's result as it
// comes, and then the count (text) or the list (JSON).
func runVerify(_ context.Context, opts *verifyOptions) error {
	files, err := positionFiles(opts.files)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	var reports []report.VerifyReport
	text := paragraphs{w: opts.io.out}
	bad, differ := 0, 0
	for _, file := range files {
		rep, err := verifyOne(opts.io.errOut, file, report.Style{ASCII: opts.ascii})
		switch {
		case err != nil && len(files) == 1:
			return err
		case err != nil:
			bad++
			rep = report.VerifyReport{File: file, Error: err.Error(), Mismatches: []string{}}
			if !opts.asJSON {
				fmt.Fprintf(opts.io.errOut, "saga: %v\n", err)
			}
		case !rep.OK:
			differ++
		}
		if opts.asJSON {
			reports = append(reports, rep)
		} else if err == nil {
			text.add(rep.Text())
		}
	}
	if err := verifyEnd(opts, len(files), reports, &text, differ, bad); err != nil {
		return err
	}
	switch {
	case bad > 0:
		return &exitError{code: exitBadInput}
	case differ > 0:
		return &exitError{code: exitDisagrees}
	}
	return nil
}

// verifyOne compares one file's claims with the rules, printing the
// file's warnings on w.
func verifyOne(w io.Writer, file string, style report.Style) (report.VerifyReport, error) {
	p, warnings, err := readPosition(w, file)
	if err != nil {
		return report.VerifyReport{}, err
	}
	v, err := puzzle.Verify(p)
	if err != nil {
		return report.VerifyReport{}, &exitError{code: exitBadInput, err: err}
	}
	return report.NewVerifyReport(p, v, warnings, style), nil
}

// verifyEnd prints what ends a run on n files: the JSON (a list, or for
// one file its report), or for several files the count.
func verifyEnd(opts *verifyOptions, n int, reports []report.VerifyReport, text *paragraphs, differ, bad int) error {
	if opts.asJSON {
		var v any = reports
		if n == 1 {
			v = reports[0]
		}
		return writeJSON(opts.io.out, v)
	}
	if n > 1 {
		if text.printed {
			fmt.Fprintln(opts.io.out)
		}
		fmt.Fprintln(opts.io.out, report.VerifySummary(n, differ, bad))
	}
	return nil
}

// paragraphs writes texts one after another, with a blank line before
// and after any of more than one line, to set a diff off.
type paragraphs struct {
	w                 io.Writer
	printed, lastLong bool
}

func (p *paragraphs) add(text string) {
	long := strings.Count(text, "\n") > 1
	if p.printed && (long || p.lastLong) {
		fmt.Fprintln(p.w)
	}
	fmt.Fprint(p.w, text)
	p.printed, p.lastLong = true, long
}
