package main

import (
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/puzzles"
	"github.com/sagatools/saga/solver"
)

func newDiagramCmd() *cobra.Command {
	var (
		out       string
		answer    bool
		solveTime time.Duration
	)
	cmd := &cobra.Command{
		Use:   "diagram FILE",
		Short: "Draw a position as an SVG picture, for printing a puzzle",
		Long: `diagram draws a position file as an SVG picture: the board, with the
column letters and row numbers, figures as discs in their player's colour
with their glyph and diamonds, tiles with their value and glyph; above it
the ruleset, the act, who is to move and the question; under it the
hands, supplies, points and pool the file gives.

--answer draws the answer too: its best moves marked on the board in gold
(a dashed outline for the square a figure leaves), and the best moves and
values written underneath. It is the file's [answer] when it has one, or
else the solver's, found within --time.`,
		Example: "  saga diagram puzzles/library/beowulf-2p-08.toml -o puzzle.svg\n  saga diagram --answer puzzles/library/beowulf-2p-08.toml -o solution.svg",
		Args:    oneFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			p, _, err := readPosition(cmd, args[0])
			if err != nil {
				return err
			}
			var opt puzzles.DiagramOptions
			if answer {
				s, q, err := p.Puzzle()
				if err != nil {
					return &exitError{code: exitBadInput, err: err}
				}
				opt.State, opt.Answer = s, p.Answer
				if opt.Answer == nil {
					res, err := solver.Solve(s, q, solver.Options{Time: solveTime})
					if err != nil {
						return &exitError{code: exitBadInput, err: err}
					}
					if !res.Exact {
						return &exitError{code: exitBadInput, err: fmt.Errorf("%s has no [answer] and was not solved within %v: raise --time, or write the answer into the file (saga generate --answer)", args[0], solveTime)}
					}
					opt.Answer = puzzles.AnswerOf(p, s, res)
				}
			}
			svg := puzzles.Diagram(p, opt)
			if out == "" {
				_, err = cmd.OutOrStdout().Write(svg)
				return err
			}
			if err := checkOutputPath(out); err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			if sameFile(out, args[0]) {
				return &exitError{code: exitBadInput, err: fmt.Errorf("-o %s would overwrite the position file", out)}
			}
			if err := writeFileAtomic(out, svg); err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s\n", out)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&out, "output", "o", "", "write the SVG to this file instead of standard output")
	f.BoolVar(&answer, "answer", false, "draw the answer: the file's [answer], or else the solver's")
	f.DurationVar(&solveTime, "time", 30*time.Second, "with --answer and no [answer] in the file: how long the solver may take")
	return cmd
}

// sameFile reports whether paths a and b name one existing file.
func sameFile(a, b string) bool {
	x, errA := os.Stat(a)
	y, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(x, y)
}
