package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/report"
)

// scoreOptions are what saga score is asked to do.
type scoreOptions struct {
	io            streams
	file          string
	asJSON, ascii bool
}

func newScoreCmd() *cobra.Command {
	opts := &scoreOptions{}
	cmd := &cobra.Command{
		Use:   "score FILE",
		Short: "Score every figure of a position as if the act ended now",
		Long: `score reads a position file and prints every figure's score in the
rulebook's style (each term, the sum, the diamonds and what raised them,
the points), a line saying where each term comes from, the players' act
totals and a picture of the board.`,
		Example: "  saga score puzzles/rulebook/full-act-example.toml\n  saga score --json puzzles/rulebook/scoring-example.toml",
		Args:    oneFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io, opts.file = streamsOf(cmd), args[0]
			return runScore(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.asJSON, "json", false, "print the scores as JSON")
	cmd.Flags().BoolVar(&opts.ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	return cmd
}

// runScore scores the position, its warnings on standard error.
func runScore(_ context.Context, opts *scoreOptions) error {
	p, warnings, err := readPosition(opts.io.errOut, opts.file)
	if err != nil {
		return err
	}
	sc := p.Score()
	if opts.asJSON {
		return writeJSON(opts.io.out, report.NewScoreReport(p, sc, warnings))
	}
	_, err = fmt.Fprint(opts.io.out, report.ScoreText(p, sc, report.Style{ASCII: opts.ascii}))
	return err
}
