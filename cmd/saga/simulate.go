package main

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/simulate"
)

// simulateFlags are saga simulate's flags.
type simulateFlags struct {
	refs                            []string
	aiList, names, first, csv, plot string
	players, games, workers         int
	seed                            uint64
	limit                           time.Duration
	asJSON, ascii, quiet            bool
}

func newSimulateCmd() *cobra.Command {
	var fl simulateFlags
	cmd := &cobra.Command{
		Use:   "simulate",
		Short: "Play many games and measure balance, score spread and special tiles",
		Long: `simulate plays many games of a ruleset with automatic players and
summarises them for a designer: how often each position in the first act's
order of play wins (with 95% confidence intervals and a chi-square test of
equal chances), how the final and per-act scores spread, what moving first
in each act is worth, how often each special tile is played and in which
ways, and how often the tiles whose abilities act at scoring change the
points and the winner (each act end scored again with the kind's tiles
made plain). When the seats are played by different kinds of player, it
also compares them.

Give --ruleset more than once to compare variants: each plays the same
number of games from the same seeds, the variants taking turns, and a
table of differences, with confidence intervals and p-values, follows the
summaries.

The first game uses seed --seed, the next --seed plus 1, and so on, and
the first player rotates from seat to seat unless --first names one.
Every game can be played again with saga play: the summary ends with the
command for the games worth a look. The summary is the same whatever
--workers is. --time or Ctrl-C stops early,
keeping the games finished in order. --csv writes a row per game, --plot
a picture of how the final points spread (.svg, .png or .pdf).`,
		Example: "  saga simulate --players 3 --games 2000\n" +
			"  saga simulate --ruleset beowulf --ruleset my-variant.toml --games 5000 --plot spread.svg\n" +
			"  saga simulate --ruleset kingdoms --players 2 --ai search,greedy --games 200 --time 5m --json",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			variants, err := fl.variants()
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			runs, err := fl.play(cmd.Context(), cmd.ErrOrStderr(), variants)
			if err != nil {
				return err
			}
			if err := fl.report(cmd.OutOrStdout(), variants, runs); err != nil {
				return err
			}
			return fl.writeFiles(runs)
		},
	}
	f := cmd.Flags()
	f.StringArrayVar(&fl.refs, "ruleset", nil, "built-in ruleset name or ruleset file; give it again to compare variants (default beowulf)")
	f.IntVar(&fl.players, "players", 3, "number of players, at least 2 (the summary compares them)")
	f.IntVar(&fl.games, "games", 1000, fmt.Sprintf("number of games per ruleset, at most %d", simulate.MaxGames))
	f.Uint64Var(&fl.seed, "seed", 1, "seed of the first game; each next game uses the next seed")
	f.StringVar(&fl.aiList, "ai", "greedy", "comma-separated players per seat: random, greedy, rival or search (the last repeats)")
	f.StringVar(&fl.names, "names", "", "comma-separated player names (default: the ruleset's colours)")
	f.StringVar(&fl.first, "first", "", "name of the player who starts every game (default: the seats take turns)")
	f.IntVar(&fl.workers, "workers", 0, "games played at once (0: one per CPU)")
	f.DurationVar(&fl.limit, "time", 0, "stop starting games after this long, e.g. 5m (0: no limit)")
	f.StringVar(&fl.csv, "csv", "", "write a row per game to this CSV file")
	f.StringVar(&fl.plot, "plot", "", "draw how the final points spread into this picture (.svg, .png, .pdf)")
	f.BoolVar(&fl.asJSON, "json", false, "print the summary as JSON")
	f.BoolVar(&fl.ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	f.BoolVar(&fl.quiet, "quiet", false, "draw no progress bar")
	return cmd
}

// variants reads the rulesets and checks every flag before any game.
func (fl *simulateFlags) variants() ([]simulate.Variant, error) {
	if len(fl.refs) == 0 {
		fl.refs = []string{"beowulf"}
	}
	if fl.csv != "" && fl.csv == fl.plot {
		return nil, fmt.Errorf("--csv and --plot both name %s", fl.csv)
	}
	for _, o := range []struct{ flag, path string }{{"--csv", fl.csv}, {"--plot", fl.plot}} {
		flag, out := o.flag, o.path
		if out == "" {
			continue
		}
		if err := checkOutputPath(out); err != nil {
			return nil, err
		}
		for _, ref := range fl.refs {
			if file := rulesetFileAt(out, ref); file != "" {
				return nil, fmt.Errorf("%s %s would overwrite %s", flag, out, rulesetFileName(file, ref))
			}
		}
	}
	if fl.plot != "" {
		if _, err := simulate.PlotFormat(fl.plot); err != nil {
			return nil, err
		}
	}
	var variants []simulate.Variant
	for i, ref := range fl.refs {
		for _, earlier := range fl.refs[:i] {
			if earlier == ref || sameFile(earlier, ref) {
				return nil, fmt.Errorf("--ruleset %s is given twice: a comparison needs different rulesets", ref)
			}
		}
		r, err := rulesets.Load(ref)
		if err != nil {
			return nil, err
		}
		opt := simulate.Options{Games: fl.games, Seed: fl.seed, First: simulate.Rotate}
		if opt.Names, err = seatNames(r, fl.players, fl.names); err != nil {
			return nil, err
		}
		if opt.AI, err = aiKinds(fl.aiList, fl.players, false); err != nil {
			return nil, err
		}
		if indexOf(opt.AI, "human") >= 0 {
			return nil, fmt.Errorf("--ai: simulate plays automatic players only (random, greedy, rival, search), not human")
		}
		if fl.first != "" {
			if opt.First = indexOf(opt.Names, fl.first); opt.First < 0 {
				return nil, fmt.Errorf("--first %q is not one of the players (%s)", fl.first, strings.Join(opt.Names, ", "))
			}
		}
		if err := opt.Check(r); err != nil {
			return nil, err
		}
		variants = append(variants, simulate.Variant{Rules: r, Options: opt})
	}
	// Summaries, comparisons and CSV rows tell the rulesets apart by
	// name: two files with one name (a variant copied and changed) are
	// named by their files too.
	named := map[string]int{}
	for _, v := range variants {
		named[v.Rules.Name]++
	}
	for i, v := range variants {
		if named[v.Rules.Name] > 1 {
			v.Rules.Name += " (" + fl.refs[i] + ")"
		}
	}
	return variants, nil
}

// play plays the games, with a progress bar on w, until they are done,
// --time has passed or Ctrl-C is pressed.
func (fl *simulateFlags) play(ctx context.Context, w io.Writer, variants []simulate.Variant) ([]*simulate.Run, error) {
	ctx, stopWatching := interruptible(ctx, w, "finishing the games under way")
	defer stopWatching()
	if fl.limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, fl.limit)
		defer cancel()
	}
	c := simulate.Control{Workers: fl.workers}
	clear := func() {}
	if !fl.quiet {
		c.Progress, clear = gamesProgress(w, fl.games*len(variants))
	}
	defer clear()
	runs, err := simulate.Play(ctx, c, variants...)
	if err != nil {
		return nil, fmt.Errorf("a game failed: %w", err)
	}
	return runs, nil
}

// report prints the summaries and comparisons, as text or JSON.
func (fl *simulateFlags) report(w io.Writer, variants []simulate.Variant, runs []*simulate.Run) error {
	var sums []*simulate.Summary
	var comparisons []simulate.Comparison
	for i, run := range runs {
		sums = append(sums, simulate.Summarize(run))
		if i > 0 {
			c := simulate.Compare(runs[0], run)
			c.Rules = rulesets.Changes(runs[0].Rules, run.Rules)
			comparisons = append(comparisons, c)
		}
	}
	if fl.asJSON {
		if len(runs) == 1 {
			return writeJSON(w, sums[0])
		}
		return writeJSON(w, struct {
			Runs        []*simulate.Summary   `json:"runs"`
			Comparisons []simulate.Comparison `json:"comparisons"`
		}{sums, comparisons})
	}
	for i, sum := range sums {
		if i > 0 {
			fmt.Fprintln(w)
		}
		play := fmt.Sprintf("saga play --ruleset %s --players %d --ai %s", shellWord(fl.refs[i]), fl.players, shellWord(aiFlag(variants[i].Options.AI)))
		if fl.names != "" {
			play += " --names " + shellWord(strings.Join(variants[i].Options.Names, ","))
		}
		sum.Text(w, simulate.TextStyle{Style: report.Style{ASCII: fl.ascii}, Play: play})
	}
	for _, c := range comparisons {
		c.Text(w, simulate.TextStyle{Style: report.Style{ASCII: fl.ascii}})
	}
	return nil
}

// writeFiles writes --csv and --plot, each whole or not at all.
func (fl *simulateFlags) writeFiles(runs []*simulate.Run) error {
	if fl.csv != "" {
		data, err := simulate.CSV(runs)
		if err == nil {
			err = writeFileAtomic(fl.csv, data)
		}
		if err != nil {
			return fmt.Errorf("--csv: %w", err)
		}
	}
	if fl.plot != "" {
		format, _ := simulate.PlotFormat(fl.plot) // checked before play
		data, err := simulate.Plot(runs, format)
		if err == nil {
			err = writeFileAtomic(fl.plot, data)
		}
		if err != nil {
			return fmt.Errorf("--plot: %w", err)
		}
	}
	return nil
}

// aiFlag writes the players of the seats as --ai takes them, the last
// one written once however many seats it plays (aiKinds' inverse).
func aiFlag(ai []string) string {
	n := len(ai)
	for n > 1 && ai[n-2] == ai[n-1] {
		n--
	}
	return strings.Join(ai[:n], ",")
}

// plainWord matches what a shell takes as one word without quotes.
var plainWord = regexp.MustCompile(`^[A-Za-z0-9_./,:=+-]+$`)

// shellWord quotes s for a POSIX shell when it needs quotes.
func shellWord(s string) string {
	if plainWord.MatchString(s) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// gamesProgress returns a progress callback that draws a bar of games
// played on w, if w is a terminal, and a function that clears it.
func gamesProgress(w io.Writer, games int) (func(done int), func()) {
	bar := newBar(w, games, "games", true)
	if bar == nil {
		return nil, func() {}
	}
	return func(done int) { _ = bar.Set(done) }, func() { _ = bar.Clear() }
}
