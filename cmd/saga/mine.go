package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"

	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/rulesets"
)

// Mining: saga generate --seeds S tries every seed of a range once and
// keeps the different puzzles that fit, whole (--dir) or a shard of the
// seeds at a time (--shard, --out), whose parts saga merge puts together
// into what the whole run writes.

// maxSeeds bounds --seeds: the puzzles kept are held in memory until
// they are written.
const maxSeeds = 1_000_000

// checkMining checks --seeds, --shard and --out against the other flags,
// before any game, and says which seeds a mining run tries (none when
// the run is not mining).
func (opts *generateOptions) checkMining() (puzzle.MineSpec, error) {
	none := puzzle.MineSpec{}
	switch {
	case !opts.seedsGiven && (opts.shard != "" || opts.part != ""):
		return none, fmt.Errorf("--shard and --out split a mining run: give --seeds too (see docs/scale-out.md)")
	case !opts.seedsGiven:
		return none, nil
	case opts.seeds < 1 || opts.seeds > maxSeeds:
		return none, fmt.Errorf("--seeds must be between 1 and %d, not %d", maxSeeds, opts.seeds)
	case opts.countGiven:
		return none, fmt.Errorf("--seeds tries each seed once and keeps every puzzle that fits, --count cuts a series of puzzles: give one of them")
	case opts.triesGiven:
		return none, fmt.Errorf("--tries bounds the puzzles solved for each one a series keeps; --seeds solves each seed's puzzle once: leave out --tries")
	case opts.out != "":
		return none, fmt.Errorf("--seeds writes its puzzles to --dir, one file each, not to -o")
	case opts.shard == "" && opts.part != "":
		return none, fmt.Errorf("--out writes a shard's part: give --shard too")
	case opts.shard == "" && opts.dir == "":
		return none, fmt.Errorf("--seeds needs --dir: the folder to write the puzzles to, one file each")
	case opts.shard != "" && opts.part == "":
		return none, fmt.Errorf("--shard writes its puzzles to a part file: give --out, e.g. --out part-1.json")
	case opts.shard != "" && (opts.dir != "" || opts.asJSON):
		return none, fmt.Errorf("a shard writes only its part: give --dir and --json to saga merge")
	case opts.seed > math.MaxUint64-uint64(opts.seeds-1):
		return none, fmt.Errorf("--seed %d and --seeds %d run past the last seed there is (%d); start from a lower --seed", opts.seed, opts.seeds, uint64(math.MaxUint64))
	}
	m := puzzle.MineSpec{Seeds: opts.seeds}
	if opts.shard == "" {
		return m, nil
	}
	var err error
	m.Shard, err = parseShard(opts.shard, opts.part, opts.ruleset)
	return m, err
}

// mineSeeds tries the run's seeds, or its shard's, telling w of each puzzle
// kept and each seed passed over; accept, if set, is asked about a
// puzzle's seed before it is solved. It returns the puzzles kept, and
// what stopped the run short, if anything did: puzzle.ErrInterrupted
// for a cancel.
func (g *generation) mineSeeds(ctx context.Context, w io.Writer, accept func(seed uint64) error) ([]puzzle.Mined, error) {
	m := g.mining
	m.Accept = accept
	m.PassedOver = func(seed uint64, why string) { fmt.Fprintf(w, "seed %d: %s; passed over\n", seed, why) }
	var kept []puzzle.Mined
	var failed error
	err := puzzle.Mine(ctx, g.spec, g.want, m, func(c puzzle.Cut) {
		if failed != nil {
			return
		}
		name := g.fileName(c.Seed)
		mined, err := puzzle.NewMined(c, name, g.head(c.Seed))
		if err != nil {
			failed = err
			return
		}
		kept = append(kept, mined)
		fmt.Fprintf(w, "seed %d: kept (%s)\n", c.Seed, report.Count(len(kept), "puzzle"))
	})
	if failed != nil {
		return kept, failed
	}
	return kept, err
}

// mineToFolder mines every seed of the run and writes the puzzles kept
// to dir, as saga merge writes the parts of a sharded run: when the run
// ends (complete, stopped by Ctrl-C or by an error), in seed order, each
// to a new file. A name already taken in dir stops the run at once, and
// no file is written over.
func (g *generation) mineToFolder(ctx context.Context, std streams, dir string, asJSON bool) error {
	made, err := makeFolder(dir)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	ctx, stopWatching := interruptible(ctx, std.errOut, "writing the puzzles kept so far")
	kept, err := g.mineSeeds(ctx, std.errOut, g.refuseTaken(dir, "mine other seeds"))
	stopWatching()
	if err != nil && len(kept) == 0 {
		if made {
			os.Remove(dir) // made for nothing; Remove leaves a folder that is not empty
		}
		if errors.Is(err, puzzle.ErrInterrupted) {
			return &exitError{code: exitInterrupted, err: errors.New("interrupted before any puzzle was kept; nothing written")}
		}
		return &exitError{code: exitBadInput, err: err}
	}
	listed, werr := writeMined(std.out, dir, made, g.ruleset, kept, asJSON)
	switch {
	case werr != nil:
		return werr
	case err == nil:
		fmt.Fprintf(std.errOut, "%s kept from %s\n", report.Count(len(listed), "puzzle"), report.Count(g.mining.Seeds, "seed"))
		return nil
	case errors.Is(err, puzzle.ErrInterrupted): // not a failed write either
		fmt.Fprintf(std.errOut, "stopped before every seed was tried: %s kept\n", report.Count(len(listed), "puzzle"))
		return nil
	}
	return &exitError{code: exitBadInput, err: fmt.Errorf("stopped after %s, which are written: %w", report.Count(len(listed), "puzzle"), err)}
}

// toPart mines the shard's seeds and writes the puzzles kept to the part
// file out, for saga merge. A shard stopped by Ctrl-C writes what it
// kept, marked unfinished, which merge refuses.
func (g *generation) toPart(ctx context.Context, std streams, out string) error {
	text, err := rulesets.Resolved(g.ruleset)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	ctx, stopWatching := interruptible(ctx, std.errOut, "writing the shard's part with the puzzles kept so far")
	kept, err := g.mineSeeds(ctx, std.errOut, nil)
	stopWatching()
	interrupted := errors.Is(err, puzzle.ErrInterrupted)
	if err != nil && !interrupted {
		return &exitError{code: exitBadInput, err: err}
	}
	if kept == nil {
		kept = []puzzle.Mined{}
	}
	part, err := puzzle.NewPart(version(), g.miningRun(text), g.mining.Shard, kept, !interrupted)
	if err != nil {
		return err
	}
	data, err := json.Marshal(part)
	if err != nil {
		return err
	}
	if err := writeFileAtomic(out, data); err != nil {
		return err
	}
	fmt.Fprintf(std.errOut, "shard %s: %s kept from %s, written to %s\n", g.mining.Shard, report.Count(len(kept), "puzzle"),
		report.Count(g.mining.Shard.Size(g.mining.Seeds), "seed"), out)
	if interrupted {
		return &exitError{code: exitInterrupted, err: fmt.Errorf("shard %s stopped before it was done; its part is written, but saga merge will refuse it: run the shard again", g.mining.Shard)}
	}
	return nil
}

// miningRun is the run a shard's part belongs to: the command line that
// makes it, and the rules, whose text is given.
func (g *generation) miningRun(rules []byte) puzzle.MiningRun {
	command := fmt.Sprintf("saga generate %s --objective %s%s --seed %d --seeds %d", g.flags, g.spec.Question.Objective, g.extra, g.spec.Seed, g.mining.Seeds)
	if g.want != nil {
		command += fmt.Sprintf(" --solve-time %s", g.solveTime)
	}
	return puzzle.MiningRun{Command: command, Ruleset: g.ruleset, Rules: string(rules), Seed: g.spec.Seed, Seeds: g.mining.Seeds}
}

// writeMined writes each puzzle a mining run kept to its own new file in
// dir, naming the ruleset as a puzzle there must (a ruleset file by its
// path from dir), and lists those written on w, as text or JSON. It
// stops at the first file it cannot write, after listing those written;
// a folder made for the run (made) is removed when nothing is written
// to it. The unsharded run and saga merge both write through it, so
// that they write the same.
func writeMined(w io.Writer, dir string, made bool, ruleset string, kept []puzzle.Mined, asJSON bool) ([]report.GeneratedPuzzle, error) {
	listed := []report.GeneratedPuzzle{}
	var failed error
	for _, m := range kept {
		path := filepath.Join(dir, m.File)
		if err := writeFileNew(path, m.Text(recordRuleset(ruleset, path))); err != nil {
			failed = &exitError{code: exitBadInput, err: fmt.Errorf("stopped after writing %s of %d: %w", report.Count(len(listed), "puzzle"), len(kept), err)}
			break
		}
		listed = append(listed, report.MinedGeneratedPuzzle(path, m))
	}
	if made && len(listed) == 0 {
		os.Remove(dir)
	}
	if err := writeListing(w, listed, asJSON); err != nil {
		return listed, err
	}
	return listed, failed
}

// writeListing lists the puzzles written on w, a line each or as JSON.
func writeListing(w io.Writer, listed []report.GeneratedPuzzle, asJSON bool) error {
	if asJSON {
		return writeJSON(w, listed)
	}
	for _, item := range listed {
		if _, err := fmt.Fprint(w, item.Line()); err != nil {
			return err
		}
	}
	return nil
}
