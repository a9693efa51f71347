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

	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/simulate"
)

// simulateOptions are what saga simulate is asked to do.
type simulateOptions struct {
	io                              streams
	refs                            []string
	aiList, names, first, csv, plot string
	shard, out, strengths           string
	players, games, workers         int
	seed                            uint64
	limit                           time.Duration
	asJSON, ascii, quiet            bool
	aiGiven                         bool
}

func newSimulateCmd() *cobra.Command {
	opts := &simulateOptions{}
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
			opts.io, opts.aiGiven = streamsOf(cmd), cmd.Flags().Changed("ai")
			return runSimulate(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.StringArrayVar(&opts.refs, "ruleset", nil, "built-in ruleset name or ruleset file; give it again to compare variants (default beowulf)")
	f.IntVar(&opts.players, "players", 3, "number of players, at least 2 (the summary compares them)")
	f.IntVar(&opts.games, "games", 1000, fmt.Sprintf("number of games per ruleset, at most %d", simulate.MaxGames))
	f.Uint64Var(&opts.seed, "seed", 1, "seed of the first game; each next game uses the next seed")
	f.StringVar(&opts.aiList, "ai", "rival", "comma-separated players per seat: random, greedy, rival, search, mcts (mcts:2000 for 2,000 iterations a move) or oracle (the last repeats)")
	f.StringVar(&opts.names, "names", "", "comma-separated player names (default: the ruleset's colours)")
	f.StringVar(&opts.first, "first", "", "name of the player who starts every game (default: the seats take turns)")
	f.IntVar(&opts.workers, "workers", 0, "games played at once (0: one per CPU)")
	f.DurationVar(&opts.limit, "time", 0, "stop starting games after this long, e.g. 5m (0: no limit)")
	f.StringVar(&opts.csv, "csv", "", "write a row per game to this CSV file")
	f.StringVar(&opts.plot, "plot", "", "draw how the final points spread into this picture (.svg, .png, .pdf)")
	f.BoolVar(&opts.asJSON, "json", false, "print the summary as JSON")
	f.BoolVar(&opts.ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	f.BoolVar(&opts.quiet, "quiet", false, "draw no progress bar")
	f.StringVar(&opts.strengths, "strengths", "", "comma-separated players, e.g. rival,search: play the run again with every seat played by each, from the same seeds, and flag the conclusions that change")
	f.StringVar(&opts.shard, "shard", "", "play only shard I of N of the games (I/N, /N or auto: see docs/scale-out.md), into the part file --out")
	f.StringVar(&opts.out, "out", "", "with --shard: the part file to write, for saga merge")
	return cmd
}

// runSimulate plays the games, prints their summary and writes the files
// asked for; a shard writes its part instead.
func runSimulate(ctx context.Context, opts *simulateOptions) error {
	if opts.strengths != "" {
		return runStrengths(ctx, opts)
	}
	part, err := shardFlags(opts.shard, opts.out, opts.csv != "" || opts.plot != "" || opts.asJSON, append(opts.refs, "beowulf")...)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	variants, err := opts.variants()
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	for i := range variants {
		variants[i].Options.Shard = part
	}
	runs, err := opts.play(ctx, opts.io.errOut, variants)
	if err != nil {
		return err
	}
	if opts.shard != "" {
		return opts.writePart(runs)
	}
	if err := writeSummaries(opts.io.out, opts.plays(variants), runs, opts.asJSON, opts.ascii); err != nil {
		return err
	}
	return writeRunFiles(runs, opts.csv, opts.plot)
}

// writePart writes a shard's runs to its part file.
func (opts *simulateOptions) writePart(runs []*simulate.Run) error {
	var texts [][]byte
	for _, ref := range opts.refs {
		text, err := rulesets.Resolved(ref)
		if err != nil {
			return err
		}
		texts = append(texts, text)
	}
	part, err := simulate.NewPart(version(), runs, texts, opts.plays(variantsOf(runs)))
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
	games := 0
	for _, run := range runs {
		games += len(run.Played)
	}
	fmt.Fprintf(opts.io.errOut, "shard %s: %s written to %s\n", part.Header.Shard, report.Count(games, "game"), opts.out)
	if !part.Header.Complete {
		return &exitError{code: exitInterrupted, err: fmt.Errorf("shard %s stopped before it was done; its part is written, but saga merge will refuse it: run the shard again", part.Header.Shard)}
	}
	return nil
}

// variantsOf are the variants runs played.
func variantsOf(runs []*simulate.Run) []simulate.Variant {
	var out []simulate.Variant
	for _, run := range runs {
		out = append(out, simulate.Variant{Rules: run.Rules, Options: run.Options})
	}
	return out
}

// plays are, per variant, the saga play command line that plays one of
// its games again once --seed and --first are added.
func (opts *simulateOptions) plays(variants []simulate.Variant) []string {
	var out []string
	for i, v := range variants {
		play := fmt.Sprintf("saga play --ruleset %s --players %d --ai %s", shellWord(opts.refs[i]), opts.players, shellWord(aiFlag(v.Options.AI)))
		if opts.names != "" {
			play += " --names " + shellWord(strings.Join(v.Options.Names, ","))
		}
		out = append(out, play)
	}
	return out
}

// variants reads the rulesets and checks every flag before any game.
func (opts *simulateOptions) variants() ([]simulate.Variant, error) {
	if len(opts.refs) == 0 {
		opts.refs = []string{"beowulf"}
	}
	if err := opts.checkOutputs(); err != nil {
		return nil, err
	}
	var variants []simulate.Variant
	for i, ref := range opts.refs {
		for _, earlier := range opts.refs[:i] {
			if earlier == ref || sameFile(earlier, ref) {
				return nil, fmt.Errorf("--ruleset %s is given twice: a comparison needs different rulesets", ref)
			}
		}
		v, err := opts.variant(ref)
		if err != nil {
			return nil, err
		}
		variants = append(variants, v)
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
			v.Rules.Name += " (" + opts.refs[i] + ")"
		}
	}
	return variants, nil
}

// checkOutputs checks, before any game, that --csv and --plot can be
// written, and not over a ruleset.
func (opts *simulateOptions) checkOutputs() error {
	if opts.csv != "" && opts.csv == opts.plot {
		return fmt.Errorf("--csv and --plot both name %s", opts.csv)
	}
	for _, o := range []struct{ flag, path string }{{"--csv", opts.csv}, {"--plot", opts.plot}} {
		flag, out := o.flag, o.path
		if out == "" {
			continue
		}
		if err := checkOutputPath(out); err != nil {
			return err
		}
		for _, ref := range opts.refs {
			if file := rulesetFileAt(out, ref); file != "" {
				return fmt.Errorf("%s %s would overwrite %s", flag, out, rulesetFileName(file, ref))
			}
		}
	}
	if opts.plot != "" {
		if _, err := simulate.PlotFormat(opts.plot); err != nil {
			return err
		}
	}
	return nil
}

// variant reads the ruleset ref and seats the players as the flags say.
func (opts *simulateOptions) variant(ref string) (simulate.Variant, error) {
	r, err := rulesets.Load(ref)
	if err != nil {
		return simulate.Variant{}, err
	}
	opt := simulate.Options{Games: opts.games, Seed: opts.seed, First: simulate.Rotate}
	if opt.Names, err = seatNames(r, opts.players, opts.names); err != nil {
		return simulate.Variant{}, err
	}
	if opt.AI, err = aiKinds(opts.aiList, opts.players, false); err != nil {
		return simulate.Variant{}, err
	}
	if indexOf(opt.AI, "human") >= 0 {
		return simulate.Variant{}, fmt.Errorf("--ai: simulate plays automatic players only (random, greedy, rival, search, mcts), not human")
	}
	if opts.first != "" {
		if opt.First = indexOf(opt.Names, opts.first); opt.First < 0 {
			return simulate.Variant{}, fmt.Errorf("--first %q is not one of the players (%s)", opts.first, strings.Join(opt.Names, ", "))
		}
	}
	if err := opt.Check(r); err != nil {
		return simulate.Variant{}, err
	}
	return simulate.Variant{Rules: r, Options: opt}, nil
}

// play plays the games, with a progress bar on w, until they are done,
// --time has passed or Ctrl-C is pressed.
func (opts *simulateOptions) play(ctx context.Context, w io.Writer, variants []simulate.Variant) ([]*simulate.Run, error) {
	ctx, stopWatching := interruptible(ctx, w, "finishing the games under way")
	defer stopWatching()
	if opts.limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.limit)
		defer cancel()
	}
	c := simulate.Control{Workers: opts.workers}
	clear := func() {}
	if !opts.quiet {
		total := 0
		for _, v := range variants {
			total += v.Options.Shard.Size(v.Options.Games)
		}
		c.Progress, clear = gamesProgress(w, total)
	}
	defer clear()
	runs, err := simulate.Play(ctx, c, variants...)
	if err != nil {
		return nil, fmt.Errorf("a game failed: %w", err)
	}
	return runs, nil
}

// writeSummaries prints the runs' summaries and comparisons, as text
// or JSON; plays are the saga play command lines of the runs' games.
func writeSummaries(w io.Writer, plays []string, runs []*simulate.Run, asJSON, ascii bool) error {
	sums, comparisons := summaries(runs)
	if asJSON {
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
		sum.Text(w, simulate.TextStyle{Style: report.Style{ASCII: ascii}, Play: plays[i]})
	}
	for _, c := range comparisons {
		c.Text(w, simulate.TextStyle{Style: report.Style{ASCII: ascii}})
	}
	return nil
}

// summaries are the runs' summaries, and the comparisons of the others
// with the first.
func summaries(runs []*simulate.Run) ([]*simulate.Summary, []simulate.Comparison) {
	var sums []*simulate.Summary
	var comparisons []simulate.Comparison
	for i, run := range runs {
		sum := simulate.Summarize(run)
		if ladder := ladderOf(run); ladder != nil {
			sum.RateWith(ladder)
		}
		sums = append(sums, sum)
		if i > 0 {
			c := simulate.Compare(runs[0], run)
			c.Rules = rulesets.Changes(runs[0].Rules, run.Rules)
			comparisons = append(comparisons, c)
		}
	}
	return sums, comparisons
}

// writeRunFiles writes --csv and --plot, each whole or not at all.
func writeRunFiles(runs []*simulate.Run, csv, plot string) error {
	if err := writeMade("--csv", csv, func() ([]byte, error) { return simulate.CSV(runs) }); err != nil {
		return err
	}
	return writeMade("--plot", plot, func() ([]byte, error) {
		format, _ := simulate.PlotFormat(plot) // checked before play
		return simulate.Plot(runs, format)
	})
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

// shellSafe is the characters a shell takes as part of a word without
// quotes.
const shellSafe = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./,:=+-"

// shellWord quotes s for a POSIX shell when it needs quotes.
func shellWord(s string) string {
	if s != "" && strings.Trim(s, shellSafe) == "" {
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

// strengthResult is one strength's summaries and comparisons, in JSON.
type strengthResult struct {
	AI          string                `json:"ai"`
	Runs        []*simulate.Summary   `json:"runs"`
	Comparisons []simulate.Comparison `json:"comparisons,omitempty"`
}

// runStrengths plays the run once for each of --strengths, every seat
// played by that player, from the same seeds; prints each run's
// summaries and comparisons; and ends with the conclusions that change
// between the strengths.
func runStrengths(ctx context.Context, opts *simulateOptions) error {
	strengths := strings.Split(opts.strengths, ",")
	switch {
	case opts.aiGiven:
		return &exitError{code: exitBadInput, err: fmt.Errorf("--strengths plays every seat with each player it lists: give it instead of --ai")}
	case opts.shard != "" || opts.out != "" || opts.csv != "" || opts.plot != "":
		return &exitError{code: exitBadInput, err: fmt.Errorf("--strengths writes its summaries only: leave out --shard, --out, --csv and --plot")}
	case len(strengths) < 2:
		return &exitError{code: exitBadInput, err: fmt.Errorf("--strengths lists at least two players to set side by side, such as rival,search")}
	}
	for i, ai := range strengths {
		if slices.Contains(strengths[:i], ai) {
			return &exitError{code: exitBadInput, err: fmt.Errorf("--strengths lists %s twice", ai)}
		}
		if _, err := aiKinds(ai, 1, false); err != nil {
			return &exitError{code: exitBadInput, err: fmt.Errorf("--strengths: %w", err)}
		}
	}
	style := simulate.TextStyle{Style: report.Style{ASCII: opts.ascii || opts.asJSON}}
	var results []strengthResult
	var conclusions [][]simulate.Conclusion
	var text strings.Builder
	for i, ai := range strengths {
		opts.aiList = ai
		variants, err := opts.variants()
		if err != nil {
			return &exitError{code: exitBadInput, err: err}
		}
		runs, err := opts.play(ctx, opts.io.errOut, variants)
		if err != nil {
			return err
		}
		sums, comps := summaries(runs)
		results = append(results, strengthResult{AI: ai, Runs: sums, Comparisons: comps})
		conclusions = append(conclusions, simulate.Conclusions(sums, comps, style))
		if i > 0 {
			text.WriteString("\n")
		}
		if err := writeSummaries(&text, opts.plays(variants), runs, false, opts.ascii); err != nil {
			return err
		}
		if ctx.Err() != nil {
			break // Ctrl-C or --time: the strengths played so far
		}
	}
	shifts := simulate.Shifts(conclusions)
	if opts.asJSON {
		return writeJSON(opts.io.out, struct {
			Strengths []strengthResult `json:"strengths"`
			Shifts    []simulate.Shift `json:"shifts"`
		}{results, shifts})
	}
	fmt.Fprint(opts.io.out, text.String())
	fmt.Fprintln(opts.io.out)
	fmt.Fprint(opts.io.out, simulate.ShiftsText(strengths[:len(results)], shifts))
	return nil
}

// ladderOf is the ladder saga rate measured for the run's ruleset and
// number of players, when the run played a built-in ruleset unchanged.
func ladderOf(run *simulate.Run) []players.Rating {
	builtin, err := rulesets.Load(run.Rules.Name)
	if err != nil || !rulesets.IsBuiltinRef(run.Rules.Name) || len(rulesets.Changes(builtin, run.Rules)) > 0 {
		return nil
	}
	ladder, _, _ := players.Ladder(run.Rules.Name, len(run.Options.AI))
	return ladder
}
