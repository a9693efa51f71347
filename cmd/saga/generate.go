package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/internal/tomlfile"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/solver"
)

// generateOptions are what saga generate is asked to do.
type generateOptions struct {
	io                       streams
	ruleset, pool, objective string
	aiList                   string
	players, act, empties    int
	seed                     uint64
	answer, unique           bool
	lead, tries, count       int
	seeds                    int // mining: every seed from --seed on, this many (0: not mining)
	leadGiven, triesGiven    bool
	countGiven, seedsGiven   bool
	out, dir                 string // where to write: at most one is given
	shard, part              string // mining: the shard, and the part file it writes
	asJSON                   bool
	solveTime                time.Duration
	theme, rating            string // --theme NAME[,NAME...], --rating MIN-MAX
	rate                     bool
}

func newGenerateCmd() *cobra.Command {
	opts := &generateOptions{}
	cmd := &cobra.Command{
		Use:   "generate",
		Short: "Cut endgame puzzles out of self-played games",
		Long: `generate plays self-play games (greedy players, or those --ai names) and
stops one when the chosen act reaches the given number of empty squares
at the start of a turn. That moment is written as a puzzle: a position
file with every hand, supply, pool and points, the player to move and a
[question]. With --pool empty the pool is emptied, which makes the
endgame deterministic; with --pool keep the remaining tiles stay and
draws are chance moves.

--answer solves the puzzle and writes its answer into it ([answer]: the
best moves and every player's value), which saga solve then checks.
--unique goes on to later seeds until the puzzle has one best move,
ahead of the next by at least --lead points (the question's value: the
margin, the player's points, or under maxn the mover's own), and writes
its answer: a puzzle with one clear answer. Each candidate is solved
within --solve-time; one that takes longer is passed over, and --tries
bounds the candidates solved for each puzzle.

--count cuts a series of different puzzles, each from a seed after the
last one's, into the folder --dir names (made if need be), one file
each, named after the puzzle and its seed
(beowulf-act1-2p-margin-det-08-seed17.toml); a list of the files is
printed, with each puzzle's best move and lead when it was solved.
The puzzles are written when the series ends: complete, stopped by
Ctrl-C, or failed part way (then the command fails after writing them).
A name already taken in the folder stops the series: no file is
written over.

--seeds S mines instead: it tries each of the S seeds from --seed on
once, cutting each seed's game at the count (a game that skips it, or
whose puzzle is refused, gives nothing: no later seed is tried in its
place), solves the puzzle with --answer or --unique, and keeps the ones
that fit, leaving out a puzzle that is the same position as an earlier
seed's. They are written to --dir and listed as --count writes them.
With --shard I/N --out PART, it tries only the seeds of shard I of N
(seed --seed plus i when i mod N is I − 1) and writes what it keeps to
a part file; saga merge --dir puts the parts of every shard together
and writes what the unsharded run writes, byte for byte (see
docs/scale-out.md).`,
		Example: "  saga generate --players 2 --empties 8 --pool empty > puzzle.toml\n  saga generate --ruleset kingdoms --players 3 --empties 6 --objective maxn -o p.toml\n  saga generate --empties 8 --unique --lead 5 -o clear.toml\n  saga generate --empties 6 --unique --lead 5 --count 20 --dir book\n  saga generate --empties 6 --unique --lead 5 --seeds 1000 --dir mined\n  saga generate --empties 6 --unique --lead 5 --seeds 1000 --shard 1/4 --out part-1.json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io, opts.leadGiven, opts.triesGiven = streamsOf(cmd), cmd.Flags().Changed("lead"), cmd.Flags().Changed("tries")
			opts.countGiven, opts.seedsGiven = cmd.Flags().Changed("count"), cmd.Flags().Changed("seeds")
			return runGenerate(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.ruleset, "ruleset", "beowulf", "built-in ruleset name or ruleset file")
	f.IntVar(&opts.players, "players", 2, "number of players")
	f.IntVar(&opts.act, "act", 1, "act to cut the endgame from")
	f.IntVar(&opts.empties, "empties", 8, "empty squares left")
	f.StringVar(&opts.pool, "pool", "empty", "empty (deterministic) or keep (draws are chance moves)")
	f.Uint64Var(&opts.seed, "seed", 1, "first self-play seed to try")
	f.StringVar(&opts.objective, "objective", "", "solo, margin, maxn or paranoid (default: margin for 2 players, maxn for more)")
	f.StringVarP(&opts.out, "output", "o", "", "write the puzzle to this file instead of standard output")
	f.StringVar(&opts.aiList, "ai", "greedy", "comma-separated players of the self-played games, per seat: random, greedy, rival or search (the last repeats)")
	f.BoolVar(&opts.answer, "answer", false, "solve the puzzle and write its answer into it")
	f.BoolVar(&opts.unique, "unique", false, "go on to later seeds until the puzzle has one best move (implies --answer)")
	f.IntVar(&opts.lead, "lead", 1, "with --unique: the least lead of the best move over the next, in points")
	f.IntVar(&opts.tries, "tries", 50, "with --answer or --unique: puzzles to cut and solve at most, for each one kept")
	f.IntVar(&opts.count, "count", 1, "how many different puzzles to cut, from successive seeds (more than one needs --dir)")
	f.StringVar(&opts.dir, "dir", "", "write each puzzle to its own file in this folder, named after the puzzle and its seed")
	f.BoolVar(&opts.asJSON, "json", false, "with --dir: list the puzzles written as JSON")
	f.DurationVar(&opts.solveTime, "solve-time", 10*time.Second, "with --answer or --unique: pass over a puzzle not solved exactly in this time")
	f.IntVar(&opts.seeds, "seeds", 0, fmt.Sprintf("mine: try each of this many seeds from --seed on once, keeping the different puzzles that fit (at most %d; needs --dir, or --shard)", maxSeeds))
	f.StringVar(&opts.shard, "shard", "", "with --seeds: try only shard I of N of the seeds (I/N, /N or auto: see docs/scale-out.md), into the part file --out")
	f.StringVar(&opts.part, "out", "", "with --shard: the part file to write, for saga merge")
	f.StringVar(&opts.theme, "theme", "", "keep only puzzles whose answer turns on this theme (comma-separated: on every one; see saga check); implies --answer")
	f.BoolVar(&opts.rate, "rate", false, "rate each puzzle kept with the ladder of honest players and write its rating and most tempting wrong move into its answer (built-in rulesets); implies --answer")
	f.StringVar(&opts.rating, "rating", "", "keep only puzzles rated MIN-MAX (Elo on the ladder's scale, ends included; MIN- or -MAX leave an end open); implies --rate")
	return cmd
}

// runGenerate cuts the puzzle, or the series, and writes it where the
// flags say.
func runGenerate(ctx context.Context, opts *generateOptions) error {
	g, err := newGeneration(opts)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	switch {
	case opts.shard != "":
		return g.toPart(ctx, opts.io, opts.part)
	case opts.seeds > 0:
		return g.mineToFolder(ctx, opts.io, opts.dir, opts.asJSON)
	case opts.dir != "":
		return g.toFolder(ctx, opts.io, opts.dir, opts.asJSON)
	}
	return g.toFile(ctx, opts.io, opts.out)
}

// newGeneration checks the flags, every one before any game is played,
// and says what to cut.
func newGeneration(opts *generateOptions) (*generation, error) {
	r, err := rulesets.Load(opts.ruleset)
	if err != nil {
		return nil, err
	}
	if err := opts.checkGame(r); err != nil {
		return nil, err
	}
	q, err := opts.question()
	if err != nil {
		return nil, err
	}
	if err := opts.checkSeries(q); err != nil {
		return nil, err
	}
	kinds, err := aiKinds(opts.aiList, opts.players, false)
	if err != nil {
		return nil, err
	}
	if indexOf(kinds, "human") >= 0 {
		return nil, fmt.Errorf("--ai: generate plays its games by itself; human is for saga play")
	}
	if err := opts.checkOutputs(); err != nil {
		return nil, err
	}
	mine, err := opts.checkMining()
	if err != nil {
		return nil, err
	}
	g := &generation{
		spec: puzzle.EndgameSpec{
			Ruleset: opts.ruleset, Rules: r, Players: opts.players, Act: opts.act - 1, Empties: opts.empties,
			EmptyPool: opts.pool == "empty", Seed: opts.seed, Question: q, AI: kinds, Make: players.Make,
		},
		ruleset: opts.ruleset,
		flags:   fmt.Sprintf("--ruleset %s --players %d --act %d --empties %d --pool %s", shellWord(opts.ruleset), opts.players, opts.act, opts.empties, opts.pool),
		count:   opts.count,
		mining:  mine,
	}
	if g.want, g.extra, err = opts.answerSpec(kinds); err != nil {
		return nil, err
	}
	if g.want != nil {
		g.solveTime = opts.solveTime
	}
	return g, nil
}

// checkGame checks the game to cut the puzzles from against the rules r.
func (opts *generateOptions) checkGame(r *engine.Rules) error {
	switch {
	case opts.act < 1 || opts.act > len(r.Acts):
		return fmt.Errorf("--act must be between 1 and %d", len(r.Acts))
	case opts.players < r.MinPlayers || opts.players > r.MaxPlayers:
		return fmt.Errorf("ruleset %q is for %d to %d players, not %d", r.Name, r.MinPlayers, r.MaxPlayers, opts.players)
	case opts.pool != "empty" && opts.pool != "keep":
		return fmt.Errorf("--pool is empty or keep, not %q", opts.pool)
	}
	return nil
}

// question is the puzzles' question: --objective's, or margin for two
// players and maxn for more.
func (opts *generateOptions) question() (solver.Question, error) {
	q := solver.Question{Objective: solver.MaxN}
	if opts.players == 2 {
		q.Objective = solver.Margin
	}
	if opts.objective != "" {
		var err error
		if q.Objective, err = solver.ParseObjective(opts.objective); err != nil {
			return q, err
		}
	}
	if q.Objective == solver.Margin && opts.players != 2 {
		return q, fmt.Errorf("a margin puzzle is for two players, not %d; with more, use --objective maxn or paranoid", opts.players)
	}
	return q, nil
}

// checkSeries checks what makes a puzzle worth keeping: its size and,
// with --unique, its lead.
func (opts *generateOptions) checkSeries(q solver.Question) error {
	switch {
	case opts.empties < 1:
		return fmt.Errorf("--empties must be at least 1, not %d", opts.empties)
	case opts.leadGiven && !opts.unique:
		return fmt.Errorf("--lead says how far a --unique puzzle's best move must be ahead; give --unique too")
	case opts.unique && q.Objective == solver.Solo:
		return fmt.Errorf("--unique does not suit solo puzzles: one player places everything, in any order, so the first moves of a best placement tie; use --answer")
	case opts.unique && opts.lead < 1:
		return fmt.Errorf("--lead must be at least 1, not %d", opts.lead)
	case opts.tries < 1:
		return fmt.Errorf("--tries must be at least 1, not %d", opts.tries)
	}
	return nil
}

// checkOutputs checks where the puzzles go: one to standard output or
// -o, many only to --dir.
func (opts *generateOptions) checkOutputs() error {
	switch {
	case opts.count < 1 || opts.count > maxCount:
		return fmt.Errorf("--count must be between 1 and %d, not %d", maxCount, opts.count)
	case opts.out != "" && opts.dir != "":
		return fmt.Errorf("-o names one file and --dir a folder for many: give one of them")
	case opts.count > 1 && opts.dir == "":
		return fmt.Errorf("--count %d needs --dir: the folder to write the puzzles to, one file each", opts.count)
	case opts.asJSON && opts.dir == "":
		return fmt.Errorf("--json lists the puzzles written with --dir; without it, the puzzle itself is the output")
	}
	return nil
}

// answerSpec is how the puzzles are solved (nil: not solved), and the
// flags beyond those always given that cut a puzzle again.
func (opts *generateOptions) answerSpec(kinds []string) (*puzzle.AnswerSpec, string, error) {
	extra := ""
	if opts.aiList != "greedy" {
		extra = " --ai " + strings.Join(kinds, ",")
	}
	if !opts.answer && !opts.unique && opts.theme == "" && !opts.rate && opts.rating == "" {
		return nil, extra, nil
	}
	want := &puzzle.AnswerSpec{Unique: opts.unique, MinLead: exact.IntValue(opts.lead), Tries: opts.tries, Options: solver.Options{Time: opts.solveTime},
		PassedOver: func(seed uint64, why string) {
			fmt.Fprintf(opts.io.errOut, "seed %d: %s; trying the next\n", seed, why)
		}}
	if opts.unique {
		extra += fmt.Sprintf(" --unique --lead %d", opts.lead)
	} else {
		extra += " --answer"
	}
	if opts.theme != "" {
		themes, err := parseThemes(opts.theme)
		if err != nil {
			return nil, "", err
		}
		want.Themes = themes
		extra += " --theme " + opts.theme
	}
	if opts.rating != "" {
		rr, err := parseRatingRange(opts.rating)
		if err != nil {
			return nil, "", err
		}
		want.Rating = &rr
		extra += " --rating " + opts.rating
	} else if opts.rate {
		extra += " --rate"
	}
	if opts.rate || opts.rating != "" {
		want.Rungs = ladderRungs(opts.ruleset, opts.players)
		if want.Rungs == nil {
			flag := "--rate"
			if opts.rating != "" {
				flag = "--rating"
			}
			if !rulesets.IsBuiltinRef(opts.ruleset) {
				return nil, "", fmt.Errorf("%s rates puzzles with the ladders of players saga rate measured for the built-in rulesets (players/ladder), played unchanged; %s is not one of them", flag, opts.ruleset)
			}
			return nil, "", fmt.Errorf("%s rates puzzles with the ladder of players saga rate measured for a built-in ruleset (players/ladder), and there is none yet for %s with %d players", flag, opts.ruleset, opts.players)
		}
	}
	return want, extra, nil
}

// parseThemes reads --theme: theme names, comma-separated, each one of
// puzzle.Themes (the nearest suggested for a misspelt one).
func parseThemes(list string) ([]puzzle.Theme, error) {
	var known []string
	for _, t := range puzzle.Themes() {
		known = append(known, string(t))
	}
	var themes []puzzle.Theme
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		if !slices.Contains(known, name) {
			msg := fmt.Sprintf("--theme: no theme is called %q", name)
			if near := tomlfile.Suggest(name, known); near != "" {
				msg += fmt.Sprintf("; did you mean %q?", near)
			}
			return nil, fmt.Errorf("%s (the themes: %s)", msg, strings.Join(known, ", "))
		}
		if !slices.Contains(themes, puzzle.Theme(name)) {
			themes = append(themes, puzzle.Theme(name))
		}
	}
	return themes, nil
}

// parseRatingRange reads --rating: MIN-MAX, MIN- or -MAX, whole numbers
// on the ladder's Elo scale.
func parseRatingRange(text string) (puzzle.RatingRange, error) {
	rr := puzzle.RatingRange{Min: math.MinInt, Max: math.MaxInt}
	lo, hi, ok := strings.Cut(text, "-")
	if !ok || lo == "" && hi == "" {
		return rr, fmt.Errorf("--rating is MIN-MAX (say 800-1200), MIN- or -MAX, not %q", text)
	}
	for _, end := range []struct {
		text string
		to   *int
	}{{lo, &rr.Min}, {hi, &rr.Max}} {
		if end.text == "" {
			continue
		}
		n, err := strconv.Atoi(end.text)
		if err != nil || n < 0 || n > 100_000 {
			return rr, fmt.Errorf("--rating is MIN-MAX (say 800-1200), MIN- or -MAX, with ratings from 0 to 100000; %q is not one", end.text)
		}
		*end.to = n
	}
	if rr.Min > rr.Max {
		return rr, fmt.Errorf("--rating %s: the least rating is above the greatest", text)
	}
	return rr, nil
}

// generation is one run of generate: what to cut, and how many.
type generation struct {
	spec    puzzle.EndgameSpec
	ruleset string             // as --ruleset gives it
	want    *puzzle.AnswerSpec // nil: not solved
	count   int
	// mine is which seeds a mining run tries (--seeds, --shard); Seeds 0
	// when the run is a series (--count).
	mining    puzzle.MineSpec
	solveTime time.Duration // how long a solve may take, when solved
	// flags and extra are the command line that cuts a puzzle again, but
	// for its seed: the flags always given, and those only when used.
	flags, extra string
}

// maxCount bounds --count: every puzzle of a series is kept in memory
// until the series is written.
const maxCount = 10_000

// cut cuts the puzzles, telling w of each one found, until g.count are
// found, ctx is cancelled or accept refuses a seed (accept may be nil; it
// is asked before a puzzle is solved). It returns the puzzles found, and
// what stopped the series short, if anything did: ErrInterrupted for
// a cancel.
func (g *generation) cut(ctx context.Context, w io.Writer, accept func(seed uint64) error) ([]puzzle.Cut, error) {
	var cuts []puzzle.Cut
	err := puzzle.Endgames(ctx, g.spec, g.want, g.count, accept, func(c puzzle.Cut) bool {
		cuts = append(cuts, c)
		of := ""
		if g.count > 1 {
			of = fmt.Sprintf("[%d/%d] ", len(cuts), g.count)
		}
		switch {
		case g.want != nil && g.want.Unique:
			fmt.Fprintf(w, "%sseed %d: one clear answer, found after solving %s\n", of, c.Seed, report.Count(c.Solved, "puzzle"))
		case g.count > 1:
			fmt.Fprintf(w, "%sseed %d\n", of, c.Seed)
		}
		return true
	})
	return cuts, err
}

// text is a cut puzzle's file, headed by the command that cuts it again.
func (g *generation) text(c puzzle.Cut) []byte {
	return append([]byte(g.head(c.Seed)), position.Format(c.Puzzle)...)
}

// head is the comment that opens the file of the puzzle cut with seed:
// the command that cuts it again.
func (g *generation) head(seed uint64) string {
	return fmt.Sprintf("# Generated by saga generate %s --seed %d --objective %s%s\n", g.flags, seed, g.spec.Question.Objective, g.extra)
}

// fileName names a cut puzzle after what it is and its seed:
// beowulf-act1-2p-margin-det-08-seed17.toml, or with --ai search,greedy
// beowulf-act1-2p-margin-det-08-search-greedy-seed17.toml (--ai rival:
// ...-08-rival-seed17.toml).
func (g *generation) fileName(seed uint64) string {
	ruleset := strings.TrimSuffix(filepath.Base(g.ruleset), ".toml")
	pool := "det"
	if !g.spec.EmptyPool {
		pool = "chance"
	}
	ai := "" // the self-play's players, when not greedy, tell two series apart
	if slices.ContainsFunc(g.spec.AI, func(kind string) bool { return kind != "greedy" }) {
		kinds := g.spec.AI
		if !slices.ContainsFunc(kinds, func(kind string) bool { return kind != kinds[0] }) {
			kinds = kinds[:1] // one kind for every seat
		}
		ai = "-" + strings.Join(kinds, "-")
	}
	return fmt.Sprintf("%s-act%d-%dp-%s-%s-%02d%s-seed%d.toml", ruleset, g.spec.Act+1, g.spec.Players, g.spec.Question.Objective, pool, g.spec.Empties, ai, seed)
}

// toFile cuts one puzzle and writes it to out, or to standard output.
func (g *generation) toFile(ctx context.Context, std streams, out string) error {
	if out != "" {
		if err := checkOutputPath(out); err != nil {
			return &exitError{code: exitBadInput, err: err}
		}
		if file := rulesetFileAt(out, g.ruleset); file != "" {
			return &exitError{code: exitBadInput, err: fmt.Errorf("-o %s would overwrite %s", out, rulesetFileName(file, g.ruleset))}
		}
	}
	ctx, stopWatching := interruptible(ctx, std.errOut, "stopping the search for a puzzle")
	cuts, err := g.cut(ctx, std.errOut, nil)
	stopWatching()
	if errors.Is(err, puzzle.ErrInterrupted) {
		return &exitError{code: exitInterrupted, err: errors.New("interrupted before the puzzle was found; nothing written")}
	}
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	if out == "" {
		_, err = std.out.Write(g.text(cuts[0]))
		return err
	}
	if err := writeFileAtomic(out, g.text(g.relativeTo(cuts[0], out))); err != nil {
		return err
	}
	fmt.Fprintf(std.errOut, "wrote %s (seed %d)\n", out, cuts[0].Seed)
	return nil
}

// refuseTaken refuses, before it is solved, a puzzle whose file would
// take a name already taken in dir: generate writes over no file. or is
// what else the user may do.
func (g *generation) refuseTaken(dir, or string) func(seed uint64) error {
	return func(seed uint64) error {
		path := filepath.Join(dir, g.fileName(seed))
		if _, err := os.Lstat(path); err == nil {
			return fmt.Errorf("%s already exists, and generate does not write over a file: move it away, or %s", path, or)
		}
		return nil
	}
}

// toFolder cuts the puzzles and writes each to its own file in dir,
// which it makes first if need be. The puzzles are written when the
// series ends: complete, stopped by Ctrl-C, or stopped by an error (then
// the command fails after writing those found). A name already taken in
// dir stops the series at once, and no file is written over.
func (g *generation) toFolder(ctx context.Context, std streams, dir string, asJSON bool) error {
	made, err := makeFolder(dir)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	ctx, stopWatching := interruptible(ctx, std.errOut, "writing the puzzles found so far")
	cuts, err := g.cut(ctx, std.errOut, g.refuseTaken(dir, "start from another --seed"))
	stopWatching()
	if len(cuts) == 0 {
		if made {
			os.Remove(dir) // made for nothing; Remove leaves a folder that is not empty
		}
		if errors.Is(err, puzzle.ErrInterrupted) {
			return &exitError{code: exitInterrupted, err: errors.New("interrupted before any puzzle was found; nothing written")}
		}
		return &exitError{code: exitBadInput, err: err}
	}
	listed, werr := g.writeEach(cuts, dir)
	if werr != nil {
		err = werr // the puzzles written so far are still listed
	}
	if err := writeListing(std.out, listed, asJSON); err != nil {
		return err
	}
	switch {
	case err == nil:
		return nil
	case errors.Is(err, puzzle.ErrInterrupted): // not a failed write either
		fmt.Fprintf(std.errOut, "stopped after %d of %d puzzles\n", len(listed), g.count)
		return nil
	}
	return &exitError{code: exitBadInput, err: fmt.Errorf("stopped after %d of %d puzzles, which are written: %w", len(listed), g.count, err)}
}

// writeEach writes each puzzle to its own new file in dir, stopping at
// the first it cannot write; it lists those written.
func (g *generation) writeEach(cuts []puzzle.Cut, dir string) ([]report.GeneratedPuzzle, error) {
	var listed []report.GeneratedPuzzle
	for _, c := range cuts {
		path := filepath.Join(dir, g.fileName(c.Seed))
		if err := writeFileNew(path, g.text(g.relativeTo(c, path))); err != nil {
			return listed, err
		}
		listed = append(listed, report.NewGeneratedPuzzle(path, c))
	}
	return listed, nil
}

// relativeTo is c with its puzzle naming a ruleset file by its path from
// the puzzle file's folder, where saga looks for it when it reads the
// puzzle; a built-in ruleset keeps its name.
func (g *generation) relativeTo(c puzzle.Cut, path string) puzzle.Cut {
	p := *c.Puzzle
	p.Ruleset = recordRuleset(g.ruleset, path)
	c.Puzzle = &p
	return c
}

// makeFolder makes dir unless it is there, and checks that files can be
// written in it; it reports whether it made dir.
func makeFolder(dir string) (bool, error) {
	fi, err := os.Stat(dir)
	switch {
	case err == nil && fi.IsDir():
		return false, checkOutputFolder("--dir", dir)
	case err == nil:
		return false, fmt.Errorf("--dir %s is a file, not a folder", dir)
	}
	// Only the folder itself is made, so that one made for nothing can be
	// removed whole; its parent must be there, as for -o.
	if err := os.Mkdir(dir, 0o755); err != nil {
		return false, fmt.Errorf("--dir: cannot make the folder %s (its parent must be there): %w", dir, err)
	}
	return true, nil
}
