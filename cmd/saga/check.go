package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/internal/inputfile"
	"github.com/sagatools/saga/internal/tomlfile"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/solver"
)

// checkOptions are what saga check is asked to do.
type checkOptions struct {
	io                    streams
	files                 []string // as given: a folder stands for its .toml files
	asJSON, ascii, unique bool
	rate, writeReading    bool
	lead, workers         int
	limit                 time.Duration
}

func newCheckCmd() *cobra.Command {
	opts := &checkOptions{}
	cmd := &cobra.Command{
		Use:   "check FILE...",
		Short: "Solve puzzles and check their answers and how clear they are",
		Long: `check solves every puzzle given, one after the other, and writes a line
for each: its best move and how far it leads the next (or the moves tied
for best), and whether the file's [answer], if it has one, agrees with
the rules; under it, what differs. It ends with a count.

A puzzle is ok when it was solved within --time and its answer, if any,
agrees; with --unique it must also have one best move, ahead of the next
by at least --lead points. check exits with status 1 when a puzzle is
not ok (its answer differs, it is unclear, or it was not solved in
time), and 2 when a file cannot be read or is not a puzzle saga can
solve; it checks the other files all the same.

A folder stands for the .toml files in it, in name order: saga check
book checks what saga generate --dir book wrote.

Under each puzzle solved, check says what a reader learns from it: the
themes its answer turns on (cashing a Treasure, cutting a line, laying a
peril...), the best line to the end of the act, and, for the built-in
rulesets, a rating: the strength, on the Elo ladder saga rate measured
(docs/rate.md), at which a player finds a best move half the time, from
tries by each honest player of the ladder, with the facts behind it and
the wrong first move the ladder's players choose most often, with its
refutation. --rate=false leaves the rating out. A file whose [answer]
gives themes, rating or tempting is checked against them too.

--write-reading writes what a reader learns (themes, rating, tempting)
into the [answer] of each puzzle that is ok, keeping the rest of the
file as written, and the best moves and values as the file gives them
(a puzzle without an [answer] gets the whole answer); a file changed
while it was checked is left as it is.

Ctrl-C stops the solve under way (that puzzle is reported interrupted)
and leaves the puzzles after it not checked; the count says so.`,
		Example: "  saga check puzzles/library\n  saga check --unique --lead 5 --time 10s book/*.toml",
		Args:    someFiles("puzzle"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io, opts.files = streamsOf(cmd), args
			return runCheck(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&opts.asJSON, "json", false, "print a report per puzzle as JSON")
	f.BoolVar(&opts.ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	f.BoolVar(&opts.unique, "unique", false, "a puzzle is ok only with one best move, ahead of the next by at least --lead")
	f.IntVar(&opts.lead, "lead", 1, "with --unique: the least lead of the best move over the next, in points")
	f.DurationVar(&opts.limit, "time", 30*time.Second, "the most time to solve each puzzle")
	f.BoolVar(&opts.rate, "rate", true, "rate each puzzle of a built-in ruleset with the ladder's players (--rate=false: no rating)")
	f.IntVar(&opts.workers, "workers", 0, "search threads (0: one per CPU)")
	f.BoolVar(&opts.writeReading, "write-reading", false, "write the themes, rating and tempting move found into the [answer] of each puzzle that is ok")
	return cmd
}

// runCheck checks the puzzles one after the other, printing each one's
// line as it comes, and then the count (text) or the list (JSON). After
// a Ctrl-C the puzzles left are not checked.
func runCheck(ctx context.Context, opts *checkOptions) error {
	files, err := positionFiles(opts.files)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	if opts.unique && opts.lead < 1 {
		return &exitError{code: exitBadInput, err: fmt.Errorf("--lead must be at least 1, not %d", opts.lead)}
	}
	counts := map[string]int{}
	var reports []report.CheckReport
	ctx, stopWatching := interruptible(ctx, opts.io.errOut, "reporting the puzzles checked so far")
	defer stopWatching()
	for _, file := range files {
		rep := report.CheckReport{File: file, Status: "not checked"}
		if ctx.Err() == nil {
			rep = checkOne(ctx, file, opts)
		}
		counts[rep.Status]++
		if opts.asJSON {
			reports = append(reports, rep)
		} else if rep.Status != "not checked" {
			fmt.Fprint(opts.io.out, rep.Text(opts.limit))
		}
	}
	if opts.asJSON {
		if err := writeJSON(opts.io.out, reports); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(opts.io.out, "\n%s\n", report.CheckSummary(len(files), counts))
	}
	switch {
	case counts["bad"] > 0:
		return &exitError{code: exitBadInput}
	case counts["ok"] < len(files):
		return &exitError{code: exitDisagrees}
	}
	return nil
}

// checkOne checks one puzzle file; a cancel of ctx stops its solve, and
// the puzzle is "interrupted".
func checkOne(ctx context.Context, file string, opts *checkOptions) report.CheckReport {
	src, err := inputfile.Read(file, "a position file", tomlfile.MaxFileSize)
	if err != nil {
		return report.CheckReport{File: file, Status: "bad", Error: err.Error()}
	}
	p, _, err := position.Parse(file, src)
	if err != nil {
		return report.CheckReport{File: file, Status: "bad", Error: err.Error()}
	}
	var rungs []puzzle.Rung
	if opts.rate {
		rungs = ladderRungs(p.Ruleset, len(p.Players))
	}
	c, err := puzzle.CheckPuzzle(ctx, p, solver.Options{Time: opts.limit, Workers: opts.workers}, rungs)
	if err != nil {
		return report.CheckReport{File: file, Status: "bad", Error: err.Error()}
	}
	var status string
	switch {
	case !c.Solved && ctx.Err() != nil:
		status = "interrupted"
	case !c.Solved:
		status = "unsolved"
	case c.Answer != nil && !c.Answer.Agrees():
		status = "differs"
	case opts.unique && !c.Clear(exact.IntValue(opts.lead)):
		status = "unclear"
	default:
		status = "ok"
	}
	if opts.writeReading && status == "ok" {
		if err := writeReading(opts.io.errOut, p, src, c); err != nil {
			return report.CheckReport{File: file, Status: "bad", Error: err.Error()}
		}
	}
	return report.NewCheckReport(p, c, status, report.Style{ASCII: opts.ascii || opts.asJSON})
}

// writeReading writes what check c found a reader learns into the
// [answer] of p, read from src, unless the file says it already or was
// changed since it was read.
func writeReading(w io.Writer, p *position.Position, src []byte, c *puzzle.PuzzleCheck) error {
	a := c.Reading(p.Answer)
	if p.Answer != nil && slices.Equal(p.Answer.Themes, a.Themes) && sameInt(p.Answer.Rating, a.Rating) && sameMove(p.Answer.Tempting, a.Tempting) {
		return nil
	}
	now, err := inputfile.Read(p.File, "a position file", tomlfile.MaxFileSize)
	if err != nil {
		return err
	}
	if !bytes.Equal(now, src) {
		return fmt.Errorf("%s was changed while it was checked, so what was found is not written: check it again", p.File)
	}
	out, err := position.WithAnswer(src, p, a)
	if err != nil {
		return err
	}
	if err := writeFileAtomic(p.File, out); err != nil {
		return err
	}
	fmt.Fprintf(w, "wrote what a reader learns into %s\n", p.File)
	return nil
}

func sameInt(a, b *int) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

func sameMove(a, b *position.AnswerMove) bool {
	return a == nil && b == nil || a != nil && b != nil && a.Text == b.Text
}

// ladderRungs are the honest players of the ladder saga rate measured
// for a ruleset (as a position file or --ruleset names it) and number of
// players, weakest first, each with as many tries as it takes to see how
// often it finds a move: one for a player that uses no chance. None when
// the ruleset is not a built-in one played unchanged.
func ladderRungs(ruleset string, seats int) []puzzle.Rung {
	if !rulesets.IsBuiltinRef(ruleset) {
		return nil
	}
	ladder, _, ok := players.Ladder(ruleset, seats)
	if !ok {
		return nil
	}
	tries := map[string]int{"random": 20, "search": 4, "mcts": 4}
	var rungs []puzzle.Rung
	for _, r := range ladder {
		if r.Player == "oracle" {
			continue // it reads what a reader cannot
		}
		name := r.Player
		rungs = append(rungs, puzzle.Rung{Name: name, Elo: r.Elo, Tries: max(tries[name], 1), Make: func(seed uint64) (play.Player, error) {
			return players.New(name, seed)
		}})
	}
	return rungs
}
