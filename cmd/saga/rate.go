package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/simulate"
	"github.com/sagatools/saga/tournament"
)

// rateOptions are what saga rate is asked to do.
type rateOptions struct {
	io                                     streams
	ruleset, aiList, csv, plot, shard, out string
	players, games, workers                int
	seed                                   uint64
	limit                                  time.Duration
	asJSON, ascii, quiet                   bool
	gamesGiven                             bool // --games was given; else tournament.DefaultGames
}

func newRateCmd() *cobra.Command {
	opts := &rateOptions{}
	cmd := &cobra.Command{
		Use:   "rate",
		Short: "Rate automatic players in a round robin: Elo ratings, skill depth and luck",
		Long: `rate plays a round robin among automatic players for a ruleset and a
number of players per game, and rates them: an Elo rating per player
with its 95% interval (a Bradley–Terry fit of who finished ahead of whom,
random at 0), how often each finished ahead of each other, and the time
each took per move and per game. From the ratings it measures the game:
its skill depth (how far the strongest player is above random play, in
steps of 75% wins), how often the weaker of two neighbours on the ladder
still finishes ahead, and, when oracle and search are both listed, what
seeing every hand and the pool is worth.

Every set of --players of the listed players meets at a table (every
pairing, for 2 players) and plays --games games, a multiple of --players:
each deal (seed) is played once with each player of the table in the
first seat, seeds --seed, --seed plus 1, and so on, the same at every
table. The results are the same whatever --workers is; only the times
differ. --time or Ctrl-C stops early, keeping the deals finished whole.
--csv writes a row per game, --plot a picture of the ratings (.svg, .png
or .pdf). docs/rate.md explains how to read it all.`,
		Example: "  saga rate --ruleset beowulf --players 2 --ai random,greedy,rival,search --games 200\n" +
			"  saga rate --ruleset kingdoms --players 3 --ai random,greedy,rival --games 60 --json\n" +
			"  saga rate --ai random,greedy,rival,search,oracle --games 100 --plot ratings.svg",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io = streamsOf(cmd)
			opts.gamesGiven = cmd.Flags().Changed("games")
			return runRate(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.ruleset, "ruleset", "beowulf", "built-in ruleset name or ruleset file")
	f.IntVar(&opts.players, "players", 2, "number of players per game")
	f.StringVar(&opts.aiList, "ai", "random,greedy,rival,search", "comma-separated built-in automatic players to rate, each listed once (mcts:2000: mcts with 2,000 iterations a move)")
	f.IntVar(&opts.games, "games", 0, "games per table (per pairing, with 2 players), a multiple of --players (default: 100 with 2 players, 102 with 3, 120 with 4)")
	f.Uint64Var(&opts.seed, "seed", 1, "seed of the first deal; each next deal uses the next seed")
	f.IntVar(&opts.workers, "workers", 0, "games played at once (0: one per CPU)")
	f.DurationVar(&opts.limit, "time", 0, "stop starting games after this long, e.g. 30m (0: no limit)")
	f.StringVar(&opts.csv, "csv", "", "write a row per game to this CSV file")
	f.StringVar(&opts.plot, "plot", "", "draw the ratings with their intervals into this picture (.svg, .png, .pdf)")
	f.BoolVar(&opts.asJSON, "json", false, "print the ratings and measures as JSON")
	f.BoolVar(&opts.ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	f.BoolVar(&opts.quiet, "quiet", false, "draw no progress bar")
	f.StringVar(&opts.shard, "shard", "", "play only shard I of N of the deals (I/N, /N or auto: see docs/scale-out.md), into the part file --out")
	f.StringVar(&opts.out, "out", "", "with --shard: the part file to write, for saga merge")
	return cmd
}

// The players a tournament's summary measures from: random play rated 0,
// and the oracle, which is search seeing every hand and the pool
// (players.Names), against search.
const anchorPlayer = "random"

func rateSummaryOptions() tournament.SummaryOptions {
	return tournament.SummaryOptions{Anchor: anchorPlayer, Oracles: map[string]string{"oracle": "search"}}
}

// runRate plays the tournament, prints its summary and writes the files
// asked for; a shard writes its part instead.
func runRate(ctx context.Context, opts *rateOptions) error {
	part, err := shardFlags(opts.shard, opts.out, opts.csv != "" || opts.plot != "" || opts.asJSON, opts.ruleset)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	r, opt, err := opts.tournament()
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	opt.Shard = part
	run, err := opts.play(ctx, r, opt)
	if err != nil {
		return err
	}
	if opts.shard != "" {
		return opts.writePart(run)
	}
	return writeRating(opts.io.out, run, opts.asJSON, opts.ascii, opts.csv, opts.plot)
}

// tournament reads the ruleset and the players to rate, and checks every
// flag before any game.
func (opts *rateOptions) tournament() (*engine.Rules, tournament.Options, error) {
	var opt tournament.Options
	if err := checkRunOutputs(opts.csv, opts.plot, []string{opts.ruleset}); err != nil {
		return nil, opt, err
	}
	r, err := rulesets.Load(opts.ruleset)
	if err != nil {
		return nil, opt, err
	}
	if opt.Players, err = ratedPlayers(opts.aiList); err != nil {
		return nil, opt, err
	}
	opt.Seats, opt.Games, opt.Seed = opts.players, opts.games, opts.seed
	if !opts.gamesGiven {
		opt.Games = tournament.DefaultGames(opts.players)
	}
	if err := opt.Check(r); err != nil {
		return nil, opt, err
	}
	return r, opt, nil
}

// ratedPlayers reads --ai: built-in automatic players, each once.
func ratedPlayers(list string) ([]string, error) {
	var out []string
	known := players.Names()
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		switch {
		case name == "human":
			return nil, fmt.Errorf("--ai: rate plays automatic players only (%s), not human", strings.Join(known, ", "))
		case !slices.Contains(known, players.Base(name)):
			if near := tomlfile.Suggest(name, known); near != "" {
				return nil, fmt.Errorf("unknown player %q for --ai; did you mean %q?", name, near)
			}
			return nil, fmt.Errorf("unknown player %q for --ai (choose from %s)", name, strings.Join(known, ", "))
		case players.Check(name) != nil:
			return nil, fmt.Errorf("--ai: %w", players.Check(name))
		case slices.Contains(out, name):
			return nil, fmt.Errorf("--ai lists %s twice: list each player to rate once", name)
		}
		out = append(out, name)
	}
	return out, nil
}

// checkRunOutputs checks, before any game, that --csv and --plot can be
// written, and not over a ruleset file.
func checkRunOutputs(csv, plot string, refs []string) error {
	if csv != "" && csv == plot {
		return fmt.Errorf("--csv and --plot both name %s", csv)
	}
	for _, o := range []struct{ flag, path string }{{"--csv", csv}, {"--plot", plot}} {
		if o.path == "" {
			continue
		}
		if err := checkOutputPath(o.path); err != nil {
			return err
		}
		for _, ref := range refs {
			if file := rulesetFileAt(o.path, ref); file != "" {
				return fmt.Errorf("%s %s would overwrite %s", o.flag, o.path, rulesetFileName(file, ref))
			}
		}
	}
	if plot != "" {
		if _, err := simulate.PlotFormat(plot); err != nil {
			return err
		}
	}
	return nil
}

// play plays the games, with a progress bar on standard error, until
// they are done, --time has passed or Ctrl-C is pressed.
func (opts *rateOptions) play(ctx context.Context, r *engine.Rules, opt tournament.Options) (*tournament.Run, error) {
	w := opts.io.errOut
	ctx, stopWatching := interruptible(ctx, w, "finishing the games under way")
	defer stopWatching()
	if opts.limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.limit)
		defer cancel()
	}
	c := tournament.Control{Workers: opts.workers}
	clear := func() {}
	if !opts.quiet {
		c.Progress, clear = gamesProgress(w, opt.Shard.Size(opt.Groups())*opt.Seats)
	}
	defer clear()
	run, err := tournament.Play(ctx, r, opt, players.Make, c)
	if err != nil {
		return nil, fmt.Errorf("a game failed: %w", err)
	}
	return run, nil
}

// writeRating prints a tournament's summary, as text or JSON, and
// writes --csv and --plot, each whole or not at all.
func writeRating(w io.Writer, run *tournament.Run, asJSON, ascii bool, csv, plot string) error {
	sum, err := tournament.Summarize(run, rateSummaryOptions())
	if err != nil {
		return err
	}
	if asJSON {
		err = writeJSON(w, sum)
	} else {
		_, err = io.WriteString(w, report.TournamentText(sum, report.Style{ASCII: ascii}))
	}
	if err != nil {
		return err
	}
	if err := writeMade("--csv", csv, func() ([]byte, error) { return tournament.CSV(run) }); err != nil {
		return err
	}
	return writeMade("--plot", plot, func() ([]byte, error) {
		format, _ := simulate.PlotFormat(plot) // checked before play
		return tournament.Plot(sum, format)
	})
}

// writePart writes a shard's games to its part file.
func (opts *rateOptions) writePart(run *tournament.Run) error {
	text, err := rulesets.Resolved(opts.ruleset)
	if err != nil {
		return err
	}
	part, err := tournament.NewPart(version(), run, text)
	if err != nil {
		return err
	}
	data, err := json.Marshal(part)
	if err != nil {
		return err
	}
	if err := writeFileAtomic(opts.out, data); err != nil {
		return err
	}
	fmt.Fprintf(opts.io.errOut, "shard %s: %s written to %s\n", part.Header.Shard, report.Count(len(run.Games), "game"), opts.out)
	if !part.Header.Complete {
		return &exitError{code: exitInterrupted, err: fmt.Errorf("shard %s stopped before it was done; its part is written, but saga merge will refuse it: run the shard again", part.Header.Shard)}
	}
	return nil
}
