package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/report"
)

// moveOptions are what saga move is asked to do.
type moveOptions struct {
	io            streams
	file, ai      string
	seed          uint64
	asJSON, ascii bool
}

func newMoveCmd() *cobra.Command {
	opts := &moveOptions{}
	cmd := &cobra.Command{
		Use:   "move FILE",
		Short: "Ask a player what it would play in a position",
		Long: `move reads a position file and asks one automatic player what it would
play there, for the player to move: the move, in the notation of saga play
and game records. Every player but oracle is given only what the seat to
move may know (the board, its own hand, the supplies and points, the
others' tiles by their backs); oracle reads every hand and the pool, and
the output says so. The same position, player and seed give the same
move; --seed matters to the players that use chance (random, search).
With --json, players that rate their moves (greedy, rival) also give
every legal move with its rating.`,
		Example: "  saga move puzzles/library/beowulf-2p-06.toml --ai rival\n  saga move position.toml --ai search --seed 3 --json",
		Args:    oneFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io, opts.file = streamsOf(cmd), args[0]
			return runMove(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.ai, "ai", "greedy", "the player to ask: random, greedy, rival, search, mcts (mcts:2000 for 2,000 iterations a move) or oracle")
	f.Uint64Var(&opts.seed, "seed", 1, "seed for the players that use chance")
	f.BoolVar(&opts.asJSON, "json", false, "print the move as JSON, with the player's ratings of every legal move where it has them")
	f.BoolVar(&opts.ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	return cmd
}

// runMove asks the player for its move in the position and reports it.
func runMove(_ context.Context, opts *moveOptions) error {
	if err := checkMoveAI(opts.ai); err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	p, _, err := readPosition(opts.io.errOut, opts.file)
	if err != nil {
		return err
	}
	s, _, err := p.Puzzle()
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	player, err := players.New(opts.ai, opts.seed)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	rep, err := choose(player, s, opts.seed)
	if err != nil {
		return err
	}
	rep.File, rep.Seat = opts.file, p.Players[s.ToMove]
	rep.Heading = fmt.Sprintf("%s, %s", p.Rules.Name, p.ActName())
	if opts.asJSON {
		return writeJSON(opts.io.out, rep)
	}
	_, err = fmt.Fprint(opts.io.out, rep.Text(report.Style{ASCII: opts.ascii}))
	return err
}

// choose asks player for its move in s, as the game loop would: an
// oracle with the whole state, any other player with the view of the
// seat to move; a player that rates its moves is asked for its ratings
// too.
func choose(player play.Player, s *engine.State, seed uint64) (*report.ChoiceReport, error) {
	moves := s.LegalMoves(nil)
	rep := &report.ChoiceReport{Player: player.Name(), Seed: seed, Sees: report.SeesView}
	var m engine.Move
	var err error
	if o, ok := player.(play.Oracle); ok {
		rep.Sees = report.SeesEverything
		m, err = o.ChooseSeeing(s, moves)
	} else {
		v := play.NewView(s, s.ToMove)
		if e, ok := player.(play.Explainer); ok {
			// Evaluate leaves the player as it was: the choice below is
			// the one it makes unasked.
			rep.Scale = e.Scale()
			for i, x := range e.Evaluate(v, moves) {
				rep.Candidates = append(rep.Candidates, report.Candidate{Move: s.Notation(moves[i]), Value: x})
			}
			report.SortCandidates(rep.Candidates)
		}
		m, err = player.Choose(v, moves)
	}
	if err != nil {
		return nil, err
	}
	rep.Move = s.Notation(m)
	return rep, nil
}

// checkMoveAI says what is wrong with --ai's player, if anything.
func checkMoveAI(name string) error {
	switch known := players.Names(); {
	case indexOf(known, players.Base(name)) >= 0:
		if err := players.Check(name); err != nil {
			return fmt.Errorf("--ai: %w", err)
		}
		return nil
	case name == "human":
		return fmt.Errorf("--ai human: move asks an automatic player (%s); a person plays with saga play", strings.Join(known, ", "))
	case tomlfile.Suggest(name, known) != "":
		return fmt.Errorf("unknown player %q for --ai; did you mean %q?", name, tomlfile.Suggest(name, known))
	default:
		return fmt.Errorf("unknown player %q for --ai (choose from %s)", name, strings.Join(known, ", "))
	}
}
