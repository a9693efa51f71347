package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/record"
	"github.com/sagatools/saga/report"
)

// replayOptions are what saga replay is asked to do.
type replayOptions struct {
	io            streams
	file          string
	at            int
	atGiven       bool // --at was given: print the position after at moves
	asJSON, ascii bool
}

func newReplayCmd() *cobra.Command {
	opts := &replayOptions{}
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
			opts.io, opts.file, opts.atGiven = streamsOf(cmd), args[0], cmd.Flags().Changed("at")
			return runReplay(cmd.Context(), opts)
		},
	}
	cmd.Flags().IntVar(&opts.at, "at", 0, "print the position after the first N moves")
	cmd.Flags().BoolVar(&opts.asJSON, "json", false, "print the result as JSON")
	cmd.Flags().BoolVar(&opts.ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	return cmd
}

// runReplay replays the record, every move checked, and reports the game
// or, with --at, prints the position reached.
func runReplay(_ context.Context, opts *replayOptions) error {
	rec, r, err := readRecord(opts.file)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	upTo := -1
	if opts.atGiven {
		if opts.at < 0 {
			return &exitError{code: exitBadInput, err: fmt.Errorf("--at takes a move count of at least 0")}
		}
		upTo = opts.at
	}
	s, err := record.Replay(rec, r, upTo)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	if upTo >= 0 {
		p, err := position.FromState(s, rec.Ruleset, rec.Players)
		if err != nil {
			return &exitError{code: exitBadInput, err: fmt.Errorf("%s: after move %d: %w%s", opts.file, upTo, err, nearTurns(rec, r, upTo))}
		}
		_, err = opts.io.out.Write(position.Format(p))
		return err
	}
	rep := report.NewGameReport(s, r.Name, rec.Players, rec.AI, len(rec.Moves))
	if seed, err := strconv.ParseUint(rec.Seed, 10, 64); err == nil {
		rep.Seed = &seed
	}
	if opts.asJSON {
		return writeJSON(opts.io.out, rep)
	}
	fmt.Fprint(opts.io.out, rep.Text(report.Style{ASCII: opts.ascii}))
	if len(rep.Winners) == 0 {
		fmt.Fprint(opts.io.out, report.RecordEnds(s))
	}
	return nil
}

// readRecord reads a game record and the ruleset it names: a built-in,
// or a file found from the record's folder.
func readRecord(file string) (*record.Record, *engine.Rules, error) {
	rec, err := record.ReadFile(file)
	if err != nil {
		return nil, nil, err
	}
	r, err := rec.LoadRules()
	if err != nil {
		return nil, nil, err
	}
	return rec, r, nil
}

// nearTurns suggests the nearest move counts before and after n at which
// a turn starts.
func nearTurns(rec *record.Record, r *engine.Rules, n int) string {
	isTurn := func(k int) bool {
		s, err := record.Replay(rec, r, k)
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
