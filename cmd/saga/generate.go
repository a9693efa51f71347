package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/solver"
)

func newGenerateCmd() *cobra.Command {
	var (
		ruleset, pool, objective, out string
		aiList                        string
		playerCount, act, empties     int
		seed                          uint64
		answer, unique                bool
		lead, tries, count            int
		dir                           string
		asJSON                        bool
		solveTime                     time.Duration
	)
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
written over.`,
		Example: "  saga generate --players 2 --empties 8 --pool empty > puzzle.toml\n  saga generate --ruleset kingdoms --players 3 --empties 6 --objective maxn -o p.toml\n  saga generate --empties 8 --unique --lead 5 -o clear.toml\n  saga generate --empties 6 --unique --lead 5 --count 20 --dir book",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := rulesets.Load(ruleset)
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			if act < 1 || act > len(r.Acts) {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--act must be between 1 and %d", len(r.Acts))}
			}
			if playerCount < r.MinPlayers || playerCount > r.MaxPlayers {
				return &exitError{code: exitBadInput, err: fmt.Errorf("ruleset %q is for %d to %d players, not %d", r.Name, r.MinPlayers, r.MaxPlayers, playerCount)}
			}
			if pool != "empty" && pool != "keep" {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--pool is empty or keep, not %q", pool)}
			}
			q := solver.Question{Objective: solver.MaxN}
			if playerCount == 2 {
				q.Objective = solver.Margin
			}
			if objective != "" {
				if q.Objective, err = solver.ParseObjective(objective); err != nil {
					return &exitError{code: exitBadInput, err: err}
				}
			}
			if q.Objective == solver.Margin && playerCount != 2 {
				return &exitError{code: exitBadInput, err: fmt.Errorf("a margin puzzle is for two players, not %d; with more, use --objective maxn or paranoid", playerCount)}
			}
			if empties < 1 {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--empties must be at least 1, not %d", empties)}
			}
			if cmd.Flags().Changed("lead") && !unique {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--lead says how far a --unique puzzle's best move must be ahead; give --unique too")}
			}
			if unique && q.Objective == solver.Solo {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--unique does not suit solo puzzles: one player places everything, in any order, so the first moves of a best placement tie; use --answer")}
			}
			if unique && lead < 1 {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--lead must be at least 1, not %d", lead)}
			}
			if tries < 1 {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--tries must be at least 1, not %d", tries)}
			}
			kinds, err := aiKinds(aiList, playerCount, false)
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			if indexOf(kinds, "human") >= 0 {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--ai: generate plays its games by itself; human is for saga play")}
			}
			if count < 1 || count > maxCount {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--count must be between 1 and %d, not %d", maxCount, count)}
			}
			if out != "" && dir != "" {
				return &exitError{code: exitBadInput, err: fmt.Errorf("-o names one file and --dir a folder for many: give one of them")}
			}
			if count > 1 && dir == "" {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--count %d needs --dir: the folder to write the puzzles to, one file each", count)}
			}
			if asJSON && dir == "" {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--json lists the puzzles written with --dir; without it, the puzzle itself is the output")}
			}
			g := generation{
				spec: puzzle.EndgameSpec{
					Ruleset: ruleset, Rules: r, Players: playerCount, Act: act - 1, Empties: empties,
					EmptyPool: pool == "empty", Seed: seed, Question: q, AI: kinds, Make: players.Make,
				},
				ruleset: ruleset,
				flags:   fmt.Sprintf("--ruleset %s --players %d --act %d --empties %d --pool %s", shellWord(ruleset), playerCount, act, empties, pool),
				count:   count,
			}
			extra := ""
			if aiList != "greedy" {
				extra = " --ai " + strings.Join(kinds, ",")
			}
			if answer || unique {
				g.want = &puzzle.AnswerSpec{Unique: unique, MinLead: exact.IntValue(lead), Tries: tries, Options: solver.Options{Time: solveTime},
					PassedOver: func(seed uint64, why string) {
						fmt.Fprintf(cmd.ErrOrStderr(), "seed %d: %s; trying the next\n", seed, why)
					}}
				extra += " --answer"
				if unique {
					extra = strings.TrimSuffix(extra, " --answer") + fmt.Sprintf(" --unique --lead %d", lead)
				}
			}
			g.extra = extra
			if dir != "" {
				return g.toFolder(cmd, dir, asJSON)
			}
			if out != "" {
				if err := checkOutputPath(out); err != nil {
					return &exitError{code: exitBadInput, err: err}
				}
				if file := rulesetFileAt(out, ruleset); file != "" {
					return &exitError{code: exitBadInput, err: fmt.Errorf("-o %s would overwrite %s", out, rulesetFileName(file, ruleset))}
				}
			}
			ctx, stopWatching := interruptible(cmd.Context(), cmd.ErrOrStderr(), "stopping the search for a puzzle")
			cuts, err := g.cut(ctx, cmd.ErrOrStderr(), nil)
			stopWatching()
			if errors.Is(err, puzzle.ErrInterrupted) {
				return &exitError{code: exitInterrupted, err: errors.New("interrupted before the puzzle was found; nothing written")}
			}
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			if out == "" {
				_, err = cmd.OutOrStdout().Write(g.text(cuts[0]))
				return err
			}
			if err := writeFileAtomic(out, g.text(g.relativeTo(cuts[0], out))); err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s (seed %d)\n", out, cuts[0].Seed)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&ruleset, "ruleset", "beowulf", "built-in ruleset name or ruleset file")
	f.IntVar(&playerCount, "players", 2, "number of players")
	f.IntVar(&act, "act", 1, "act to cut the endgame from")
	f.IntVar(&empties, "empties", 8, "empty squares left")
	f.StringVar(&pool, "pool", "empty", "empty (deterministic) or keep (draws are chance moves)")
	f.Uint64Var(&seed, "seed", 1, "first self-play seed to try")
	f.StringVar(&objective, "objective", "", "solo, margin, maxn or paranoid (default: margin for 2 players, maxn for more)")
	f.StringVarP(&out, "output", "o", "", "write the puzzle to this file instead of standard output")
	f.StringVar(&aiList, "ai", "greedy", "comma-separated players of the self-played games, per seat: random, greedy, rival or search (the last repeats)")
	f.BoolVar(&answer, "answer", false, "solve the puzzle and write its answer into it")
	f.BoolVar(&unique, "unique", false, "go on to later seeds until the puzzle has one best move (implies --answer)")
	f.IntVar(&lead, "lead", 1, "with --unique: the least lead of the best move over the next, in points")
	f.IntVar(&tries, "tries", 50, "with --answer or --unique: puzzles to cut and solve at most, for each one kept")
	f.IntVar(&count, "count", 1, "how many different puzzles to cut, from successive seeds (more than one needs --dir)")
	f.StringVar(&dir, "dir", "", "write each puzzle to its own file in this folder, named after the puzzle and its seed")
	f.BoolVar(&asJSON, "json", false, "with --dir: list the puzzles written as JSON")
	f.DurationVar(&solveTime, "solve-time", 10*time.Second, "with --answer or --unique: pass over a puzzle not solved exactly in this time")
	return cmd
}

// generation is one run of generate: what to cut, and how many.
type generation struct {
	spec    puzzle.EndgameSpec
	ruleset string             // as --ruleset gives it
	want    *puzzle.AnswerSpec // nil: not solved
	count   int
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
	head := fmt.Sprintf("# Generated by saga generate %s --seed %d --objective %s%s\n", g.flags, c.Seed, g.spec.Question.Objective, g.extra)
	return append([]byte(head), position.Format(c.Puzzle)...)
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

// toFolder cuts the puzzles and writes each to its own file in dir,
// which it makes first if need be. The puzzles are written when the
// series ends: complete, stopped by Ctrl-C, or stopped by an error (then
// the command fails after writing those found). A name already taken in
// dir stops the series at once, and no file is written over.
func (g *generation) toFolder(cmd *cobra.Command, dir string, asJSON bool) error {
	made, err := makeFolder(dir)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	stderr := cmd.ErrOrStderr()
	ctx, stopWatching := interruptible(cmd.Context(), stderr, "writing the puzzles found so far")
	cuts, err := g.cut(ctx, stderr, func(seed uint64) error {
		path := filepath.Join(dir, g.fileName(seed))
		if _, err := os.Lstat(path); err == nil {
			return fmt.Errorf("%s already exists, and generate does not write over a file: move it away, or start from another --seed", path)
		}
		return nil
	})
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
	var listed []report.GeneratedPuzzle
	for _, c := range cuts {
		path := filepath.Join(dir, g.fileName(c.Seed))
		if werr := writeFileNew(path, g.text(g.relativeTo(c, path))); werr != nil {
			err = werr // the puzzles written so far are still listed
			break
		}
		listed = append(listed, report.NewGeneratedPuzzle(path, c))
	}
	if asJSON {
		if err := writeJSON(cmd.OutOrStdout(), listed); err != nil {
			return err
		}
	} else {
		for _, item := range listed {
			fmt.Fprint(cmd.OutOrStdout(), item.Line())
		}
	}
	switch {
	case err == nil:
		return nil
	case errors.Is(err, puzzle.ErrInterrupted): // not a failed write either
		fmt.Fprintf(stderr, "stopped after %d of %d puzzles\n", len(listed), g.count)
		return nil
	}
	return &exitError{code: exitBadInput, err: fmt.Errorf("stopped after %d of %d puzzles, which are written: %w", len(listed), g.count, err)}
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

// makeFolder makes dir unless it is there; it reports whether it made
// dir.
func makeFolder(dir string) (bool, error) {
	fi, err := os.Stat(dir)
	switch {
	case err == nil && fi.IsDir():
		return false, nil
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
