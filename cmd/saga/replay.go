package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/puzzles"
)

func newReplayCmd() *cobra.Command {
	var (
		at            int
		asJSON, ascii bool
	)
	cmd := &cobra.Command{
		Use:   "replay RECORD",
		Short: "Replay a game record, checking every move",
		Long: `replay reads a game record (written by "saga play --record", or by hand),
plays every move from the first deal, and prints the same act-by-act and
final scores as the original game. An illegal move is reported with its
line number. With --at N it prints the position after the first N moves
instead, as a position file (positions are written at the start of a
turn).`,
		Example: "  saga replay game.txt\n  saga replay game.txt --at 40 > position.toml",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			rec, err := puzzles.ReadRecordFile(args[0])
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			r, err := rec.LoadRules()
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			upTo := -1
			if cmd.Flags().Changed("at") {
				if at < 0 {
					return &exitError{code: exitBadInput, err: fmt.Errorf("--at takes a move count of at least 0")}
				}
				upTo = at
			}
			s, err := puzzles.Replay(rec, r, upTo)
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			if upTo >= 0 {
				p, err := puzzles.FromState(s, rec.Ruleset, rec.Players)
				if err != nil {
					return &exitError{code: exitBadInput, err: fmt.Errorf("%s: after move %d: %w%s", args[0], upTo, err, nearTurns(rec, r, upTo))}
				}
				_, err = cmd.OutOrStdout().Write(puzzles.Format(p))
				return err
			}
			rep := newGameReport(s, r.Name, rec.Players, rec.AI, len(rec.Moves))
			if seed, err := strconv.ParseUint(rec.Seed, 10, 64); err == nil {
				rep.Seed = &seed
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			fmt.Fprint(cmd.OutOrStdout(), rep.text(ascii))
			if len(rep.Winners) == 0 {
				fmt.Fprintf(cmd.OutOrStdout(), "The record ends before the game does (%s, %s phase).\n", r.Acts[s.Act].Name, s.Phase)
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&at, "at", 0, "print the position after the first N moves")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	cmd.Flags().BoolVar(&ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	return cmd
}

// nearTurns suggests the nearest move counts before and after n at which
// a turn starts.
func nearTurns(rec *puzzles.Record, r *engine.Rules, n int) string {
	isTurn := func(k int) bool {
		s, err := puzzles.Replay(rec, r, k)
		return err == nil && s.Phase == engine.PhaseTurn
	}
	var near []string
	for k := n - 1; k >= 0; k-- {
		if isTurn(k) {
			near = append(near, strconv.Itoa(k))
			break
		}
	}
	for k := n + 1; k <= len(rec.Moves); k++ {
		if isTurn(k) {
			near = append(near, strconv.Itoa(k))
			break
		}
	}
	if len(near) == 0 {
		return ""
	}
	return "; try --at " + strings.Join(near, " or ")
}
