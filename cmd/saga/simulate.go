package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/simulate"
)

func newSimulateCmd() *cobra.Command {
	var (
		refs                                    []string
		aiList, names, first, csvPath, plotPath string
		players, games, workers                 int
		seed                                    uint64
		limit                                   time.Duration
		asJSON, ascii, quiet                    bool
	)
	cmd := &cobra.Command{
		Use:   "simulate",
		Short: "Play many games and measure balance, score spread and special tiles",
		Long: `simulate plays many games of a ruleset with automatic players and
summarises them for a designer: how often each position in the first act's
order of play wins (with 95% confidence intervals and a chi-square test of
equal chances), how the final and per-act scores spread, what moving first
in each act is worth, how often each special tile is played and in which
ways, and how often the tiles whose
abilities act at scoring change the points and the winner (each act end
scored again with the kind's tiles made plain). When the seats are played
by different kinds of player, it also compares them.

Give --ruleset more than once to compare variants: each plays the same
number of games from the same seeds, and a table of differences, with
confidence intervals and p-values, follows the summaries.

Game i uses seed --seed plus i, and the first player rotates from seat to
seat unless --first names one. Every game can be played again with saga
play: the summary ends with the command for the games worth a look. The
summary is the same whatever --workers is. --time or Ctrl-C stops early,
keeping the games finished in order. --csv writes a row per game, --plot
a picture of how the final points spread (.svg, .png or .pdf).`,
		Example: "  saga simulate --players 3 --games 2000\n" +
			"  saga simulate --ruleset beowulf --ruleset my-variant.toml --games 5000 --plot spread.svg\n" +
			"  saga simulate --ruleset kingdoms --players 2 --ai search,greedy --games 200 --time 5m --json",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			bad := func(err error) error { return &exitError{code: exitBadInput, err: err} }
			if len(refs) == 0 {
				refs = []string{"beowulf"}
			}
			var plotFormat string
			for _, out := range []string{csvPath, plotPath} {
				if out == "" {
					continue
				}
				if err := checkOutputPath(out); err != nil {
					return bad(err)
				}
				for _, ref := range refs {
					if sameFile(out, ref) {
						return bad(fmt.Errorf("%s is the ruleset %s: refusing to write over an input", out, ref))
					}
				}
			}
			if plotPath != "" {
				var err error
				if plotFormat, err = simulate.PlotFormat(plotPath); err != nil {
					return bad(err)
				}
			}
			var opts []simulate.Options
			var rules []*engine.Rules
			for _, ref := range refs {
				r, err := rulesets.Load(ref)
				if err != nil {
					return bad(err)
				}
				opt := simulate.Options{Games: games, Seed: seed, First: simulate.Rotate, Workers: workers}
				if opt.Names, err = seatNames(r, players, names); err != nil {
					return bad(err)
				}
				if opt.AI, err = aiKinds(aiList, players); err != nil {
					return bad(err)
				}
				if indexOf(opt.AI, "human") >= 0 {
					return bad(fmt.Errorf("--ai: simulate plays automatic players only (random, greedy, search), not human"))
				}
				if first != "" {
					if opt.First = indexOf(opt.Names, first); opt.First < 0 {
						return bad(fmt.Errorf("--first %q is not one of the players (%s)", first, strings.Join(opt.Names, ", ")))
					}
				}
				if err := opt.Check(r); err != nil {
					return bad(err)
				}
				opts, rules = append(opts, opt), append(rules, r)
			}

			stop := make(chan struct{})
			sig := make(chan os.Signal, 2)
			signal.Notify(sig, os.Interrupt)
			interrupt, stopWatching := interruptOnSignal(sig, cmd.ErrOrStderr(), "finishing the games under way", os.Exit)
			go func() {
				var timeout <-chan time.Time
				if limit > 0 {
					timer := time.NewTimer(limit)
					defer timer.Stop()
					timeout = timer.C
				}
				select {
				case <-interrupt:
				case <-timeout:
				}
				close(stop)
			}()
			progress, clear := func(int) {}, func() {}
			if !quiet {
				progress, clear = gamesProgress(cmd.ErrOrStderr(), games*len(refs))
			}
			var runs []*simulate.Run
			for i, opt := range opts {
				opt.Stop = stop
				if progress != nil {
					before := i * games
					opt.Progress = func(done int) { progress(before + done) }
				}
				run, err := simulate.Play(rules[i], opt)
				if err != nil {
					clear()
					return bad(err)
				}
				runs = append(runs, run)
			}
			signal.Stop(sig)
			stopWatching()
			clear()

			if csvPath != "" {
				data, err := simulate.CSV(runs)
				if err == nil {
					err = writeFileAtomic(csvPath, data)
				}
				if err != nil {
					return err
				}
			}
			if plotPath != "" {
				data, err := simulate.Plot(runs, plotFormat)
				if err == nil {
					err = writeFileAtomic(plotPath, data)
				}
				if err != nil {
					return err
				}
			}
			var sums []*simulate.Summary
			var comparisons []simulate.Comparison
			for i, run := range runs {
				sums = append(sums, simulate.Summarize(run))
				if i > 0 {
					comparisons = append(comparisons, simulate.Compare(runs[0], run))
				}
			}
			out := cmd.OutOrStdout()
			if asJSON {
				if len(runs) == 1 {
					return writeJSON(out, sums[0])
				}
				return writeJSON(out, struct {
					Runs        []*simulate.Summary   `json:"runs"`
					Comparisons []simulate.Comparison `json:"comparisons"`
				}{sums, comparisons})
			}
			for i, sum := range sums {
				if i > 0 {
					fmt.Fprintln(out)
				}
				play := fmt.Sprintf("saga play --ruleset %s --players %d --ai %s", refs[i], players, aiList)
				if names != "" {
					play += " --names " + strings.Join(opts[i].Names, ",")
				}
				sum.Text(out, simulate.TextStyle{ASCII: ascii, Play: play})
			}
			for _, c := range comparisons {
				c.Text(out, simulate.TextStyle{ASCII: ascii})
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringArrayVar(&refs, "ruleset", nil, "built-in ruleset name or ruleset file; give it again to compare variants (default beowulf)")
	f.IntVar(&players, "players", 3, "number of players")
	f.IntVar(&games, "games", 1000, "number of games (per ruleset)")
	f.Uint64Var(&seed, "seed", 1, "seed of the first game; game i uses seed+i")
	f.StringVar(&aiList, "ai", "greedy", "comma-separated players per seat: random, greedy or search (the last repeats)")
	f.StringVar(&names, "names", "", "comma-separated player names (default: the ruleset's colours)")
	f.StringVar(&first, "first", "", "name of the player who starts every game (default: the seats take turns)")
	f.IntVar(&workers, "workers", 0, "games played at once (0: one per CPU)")
	f.DurationVar(&limit, "time", 0, "stop starting games after this long, e.g. 5m (0: no limit)")
	f.StringVar(&csvPath, "csv", "", "write a row per game to this CSV file")
	f.StringVar(&plotPath, "plot", "", "draw how the final points spread into this picture (.svg, .png, .pdf)")
	f.BoolVar(&asJSON, "json", false, "print the summary as JSON")
	f.BoolVar(&ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	f.BoolVar(&quiet, "quiet", false, "draw no progress bar")
	return cmd
}

// gamesProgress returns a progress callback that draws a bar of games
// played on w, if w is a terminal, and a function that clears it.
func gamesProgress(w io.Writer, games int) (func(done int), func()) {
	bar := newBar(w, games, "games")
	if bar == nil {
		return nil, func() {}
	}
	return func(done int) { _ = bar.Set(done) }, func() { _ = bar.Clear() }
}
