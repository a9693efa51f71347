package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/solver"
)

// checkReport is one puzzle in check --json.
type checkReport struct {
	File      string               `json:"file"`
	Status    string               `json:"status"` // ok, differs, unclear, unsolved, interrupted, not checked or bad
	Best      []string             `json:"best,omitempty"`
	Lead      *report.Number       `json:"lead,omitempty"`
	LeadExact string               `json:"lead_exact,omitempty"`
	leadText  string               // for people: "12", "37/3 (≈12.33)"
	Answer    *report.AnswerReport `json:"answer,omitempty"`
	Nodes     int64                `json:"nodes,omitempty"`
	Error     string               `json:"error,omitempty"`
}

func newCheckCmd() *cobra.Command {
	var (
		asJSON, ascii, unique bool
		lead, workers         int
		limit                 time.Duration
	)
	cmd := &cobra.Command{
		Use:   "check FILE...",
		Short: "Solve puzzles and check their answers and how clear they are",
		Long: `check solves every puzzle given, one after the other, and writes a line
for each: its best move and how far it leads the next (or the moves tied
for best), and whether the file's [answer], if it has one, agrees with
the rules; under it, what differs. It ends with a count.

A puzzle is ok when it was solved within --time and its answer, if any,
agrees; with --unique it must also have one best move, ahead of the next
by at least --lead points. check exits with status 1 when a puzzle is
not ok (its answer differs, it is unclear, or it was not solved in
time), and 2 when a file cannot be read or is not a puzzle saga can
solve; it checks the other files all the same.

A folder stands for the .toml files in it, in name order: saga check
book checks what saga generate --dir book wrote.

Ctrl-C stops the solve under way (that puzzle is reported interrupted)
and leaves the puzzles after it not checked; the count says so.`,
		Example: "  saga check puzzles/library\n  saga check --unique --lead 5 --time 10s book/*.toml",
		Args:    someFiles("puzzle"),
		RunE: func(cmd *cobra.Command, args []string) error {
			args, err := positionFiles(args)
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			if unique && lead < 1 {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--lead must be at least 1, not %d", lead)}
			}
			style := report.Style{ASCII: ascii || asJSON}
			counts := map[string]int{}
			var reports []checkReport
			out := cmd.OutOrStdout()
			ctx, stopWatching := interruptible(cmd.Context(), cmd.ErrOrStderr(), "reporting the puzzles checked so far")
			defer stopWatching()
			for _, file := range args {
				if ctx.Err() != nil {
					counts["not checked"]++
					if asJSON {
						reports = append(reports, checkReport{File: file, Status: "not checked"})
					}
					continue
				}
				rep := checkOne(ctx, file, solver.Options{Time: limit, Workers: workers}, style, unique, exact.IntValue(lead))
				counts[rep.Status]++
				if asJSON {
					reports = append(reports, rep)
					continue
				}
				fmt.Fprint(out, checkLine(rep, limit))
			}
			if asJSON {
				if err := writeJSON(out, reports); err != nil {
					return err
				}
			} else {
				fmt.Fprintf(out, "\n%s\n", checkSummary(len(args), counts))
			}
			switch {
			case counts["bad"] > 0:
				return &exitError{code: exitBadInput}
			case counts["ok"] < len(args):
				return &exitError{code: exitDisagrees}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.BoolVar(&asJSON, "json", false, "print a report per puzzle as JSON")
	f.BoolVar(&ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	f.BoolVar(&unique, "unique", false, "a puzzle is ok only with one best move, ahead of the next by at least --lead")
	f.IntVar(&lead, "lead", 1, "with --unique: the least lead of the best move over the next, in points")
	f.DurationVar(&limit, "time", 30*time.Second, "the most time to solve each puzzle")
	f.IntVar(&workers, "workers", 0, "search threads (0: one per CPU)")
	return cmd
}

// checkOne checks one puzzle file; a cancel of ctx stops its solve, and
// the puzzle is "interrupted".
func checkOne(ctx context.Context, file string, opt solver.Options, style report.Style, unique bool, minLead exact.Value) checkReport {
	rep := checkReport{File: file, Status: "bad"}
	p, _, err := position.ReadFile(file)
	if err != nil {
		rep.Error = err.Error()
		return rep
	}
	c, err := puzzle.CheckPuzzle(ctx, p, opt)
	if err != nil {
		rep.Error = err.Error()
		return rep
	}
	rep.Nodes, rep.Best = c.Nodes, c.Best
	if c.HasLead {
		rep.Lead, rep.LeadExact, rep.leadText = report.NewNumber(c.Lead), c.Lead.String(), report.ValueText(c.Lead, style)
	}
	if a := c.Answer; a != nil {
		rep.Answer = &report.AnswerReport{Checked: a.Checked, Reason: a.Reason, Agrees: a.Agrees(), Differences: append([]string{}, report.AnswerDifferences(p, *a, style)...)}
	}
	switch {
	case !c.Solved && ctx.Err() != nil:
		rep.Status = "interrupted"
	case !c.Solved:
		rep.Status = "unsolved"
	case c.Answer != nil && !c.Answer.Agrees():
		rep.Status = "differs"
	case unique && !c.Clear(minLead):
		rep.Status = "unclear"
	default:
		rep.Status = "ok"
	}
	return rep
}

// checkLine writes one puzzle's line, and what differs under it.
func checkLine(rep checkReport, limit time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-9s %s: ", rep.Status, rep.File)
	switch {
	case rep.Status == "bad":
		msg := strings.TrimPrefix(rep.Error, rep.File+": ")
		b.WriteString(strings.ReplaceAll(msg, "\n", "\n            ") + "\n")
		return b.String()
	case rep.Status == "unsolved":
		fmt.Fprintf(&b, "not solved within %v\n", limit)
		return b.String()
	case rep.Status == "interrupted":
		b.WriteString("interrupted before it was solved\n")
		return b.String()
	case rep.Lead != nil:
		fmt.Fprintf(&b, "%s, ahead of the next by %s", rep.Best[0], rep.leadText)
	case len(rep.Best) > 1:
		fmt.Fprintf(&b, "%d moves tie for best (%s)", len(rep.Best), strings.Join(rep.Best, ", "))
	case len(rep.Best) == 1:
		fmt.Fprintf(&b, "%s, the only move", rep.Best[0])
	}
	if a := rep.Answer; a != nil {
		switch {
		case !a.Checked:
			b.WriteString("; [answer] not checked: " + a.Reason)
		case a.Agrees:
			b.WriteString("; [answer] agrees")
		default:
			b.WriteString("; [answer] differs:")
		}
	}
	b.WriteString("\n")
	if a := rep.Answer; a != nil {
		for _, d := range a.Differences {
			b.WriteString("            - " + d + "\n")
		}
	}
	return b.String()
}

// checkSummary writes "10 puzzles: 9 ok, 1 differs".
func checkSummary(n int, counts map[string]int) string {
	var parts []string
	for _, status := range []string{"ok", "differs", "unclear", "unsolved", "interrupted", "not checked", "bad"} {
		if counts[status] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", counts[status], status))
		}
	}
	return fmt.Sprintf("%s: %s", count(n, "puzzle"), strings.Join(parts, ", "))
}
