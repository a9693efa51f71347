package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/report"
)

func newScoreCmd() *cobra.Command {
	var asJSON, ascii bool
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
			p, warnings, err := readPosition(cmd, args[0])
			if err != nil {
				return err
			}
			sc := p.Score()
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), report.NewScoreReport(p, sc, warnings))
			}
			_, err = fmt.Fprint(cmd.OutOrStdout(), report.ScoreText(p, sc, report.Style{ASCII: ascii}))
			return err
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the scores as JSON")
	cmd.Flags().BoolVar(&ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	return cmd
}
