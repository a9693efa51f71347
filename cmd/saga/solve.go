package main

import (
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"math"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/inputfile"
	"github.com/sagatools/saga/internal/meminfo"
	"github.com/sagatools/saga/internal/tomlfile"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/solver"
)

// solveOptions are what saga solve is asked to do.
type solveOptions struct {
	io                   streams
	file                 string
	asJSON, ascii, quiet bool
	nodes                int64
	limit                time.Duration
	memMiB, workers, top int
	objective, player    string // "": the file's question
	line                 string // "": none
	writeAnswer          bool
}

func newSolveCmd() *cobra.Command {
	opts := &solveOptions{}
	cmd := &cobra.Command{
		Use:   "solve FILE",
		Short: "Find the best final placements of a late-act position",
		Long: `solve searches a puzzle (a position file with hands, supplies, pool, points
and the player to move, and optionally a [question]) to the end of the act
and prints the value of the position for each player, every legal move
ranked by its value, the best move(s) and the principal variation with a
picture of the final board.

Objectives ([question] objective, or --objective):
  solo      one player places everything left; the other seats are absent
  margin    two players, zero-sum on the difference of their act points
  maxn      every player maximises their own expected act points (the
            default for three or more players)
  paranoid  the player against a coalition of all the others
Values are expected point gains to the end of the act (cashed points and
the act's scoring), exact fractions. Draws from the pool are chance moves
with their exact probabilities; hands and pool are known to the search.
--nodes and --time stop the search cleanly: moves not searched to the end
keep an estimate (marked ~) and the answer is marked not exact: the exact
search stops at nine tenths of the limit, and the rest goes to looking a
few turns ahead from the moves it did not finish. Ctrl-C stops it the
same way, looking ahead for at most two seconds (a second Ctrl-C quits
at once). Without a limit, a position too big to finish in minutes gets
a note on stderr first. --mem bounds the memory the whole search takes:
its transposition table, which grows as it fills, keeps within all but
32 MiB of it, copy while growing included, and the collector is told to
keep the rest within it too. A --mem above the memory available now
(Linux: MemAvailable, or the control group's limit less its use) is
refused before the search. --top N ranks only the best N moves exactly
and proves the others worse, with a bound (≤ or ≥): much faster when
only the best move matters. --line plays
a line of your choosing first (a root move, replies, the tiles drawn) and
shows its value and the best play after it: why a tempting move fails, or
what a particular draw would do.

When one move is best, solve says by how much it leads the next; when
moves tie, it says so. A puzzle file may state its answer ([answer]: the
best moves and the values); solve checks it against the rules and exits
with status 1 when it differs. --write-answer writes the answer found
into the file instead, in place of the one there (after the puzzle was
edited, say), and keeps the rest of the file as written, comments inside
the old [answer] included; the search must finish exactly, and the file
must hold what it held when it was read (an edit saved during the search
is not written over).`,
		Example: "  saga solve puzzles/bench/beowulf-2p-det-06.toml\n  saga solve --json --time 10s puzzle.toml\n  saga solve --line 'draw, drew D, D@A4' puzzles/bench/kingdoms-2p-chance-04.toml",
		Args:    oneFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io, opts.file = streamsOf(cmd), args[0]
			return runSolve(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&opts.asJSON, "json", false, "print the answer as JSON")
	f.BoolVar(&opts.ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	f.Int64Var(&opts.nodes, "nodes", 0, "stop after about this many nodes (0: no limit)")
	f.DurationVar(&opts.limit, "time", 0, "stop after this long, e.g. 30s (0: no limit)")
	f.IntVar(&opts.memMiB, "mem", defaultMemMiB, fmt.Sprintf("the most memory the search takes, in MiB: its table gets all but %d MiB; at least %d, at most what is available", solveReserve>>20, minMemMiB))
	f.IntVar(&opts.workers, "workers", 0, "search threads (0: one per CPU)")
	f.IntVar(&opts.top, "top", 0, "rank only the best N moves exactly; show the others' proven bounds (0: all; not for maxn)")
	f.StringVar(&opts.objective, "objective", "", "override the puzzle's objective: solo, margin, maxn or paranoid")
	f.StringVar(&opts.player, "player", "", "override whose result counts")
	f.StringVar(&opts.line, "line", "", `a line of play to look at, moves separated by commas ("draw, drew +5, +5@F2"): its value and the best play after it`)
	f.BoolVar(&opts.quiet, "quiet", false, "no progress bar (shown only when stderr is a terminal)")
	f.BoolVar(&opts.writeAnswer, "write-answer", false, "write the answer found into the puzzle file's [answer], replacing the one there; the rest of the file is kept as written")
	return cmd
}

// runSolve solves the puzzle, prints the answer and then writes it into
// the file (--write-answer) or checks the file's own against it.
func runSolve(ctx context.Context, opts *solveOptions) error {
	if opts.writeAnswer && (opts.objective != "" || opts.player != "" || opts.top != 0 || opts.line != "") {
		return &exitError{code: exitBadInput, err: fmt.Errorf("--write-answer writes the answer to the file's own question, with every move ranked: not with --objective, --player, --top or --line")}
	}
	available := availableSoon()
	p, read, err := readSolvePosition(opts)
	if err != nil {
		return err
	}
	s, q, err := p.Puzzle()
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	opt, err := searchOptions(opts, s, available)
	if err != nil {
		return err
	}
	// The collector keeps the garbage of the search, beside the table,
	// within the limit too (by default it lets the heap grow to twice
	// what is live); the limit is the program's until the command ends.
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(opt.Mem + solveReserve - solveUnmanaged))
	// Nor does it collect before the limit: the search's heap is its
	// tables, live to the end, and the arrays they drop as they grow
	// (the big ones given back before each growth), so a collection
	// finds little to free, while each stops the workers and takes a
	// core from them, which on a short search is a tenth of its time.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	res, secs, err := search(ctx, opts, s, q, opt)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	if opts.asJSON {
		err = writeJSON(opts.io.out, report.NewSolveReport(p, s, res, secs))
	} else {
		_, err = fmt.Fprint(opts.io.out, report.SolveText(p, s, res, secs, report.Style{ASCII: opts.ascii}))
	}
	if err != nil {
		return err
	}
	if opts.writeAnswer {
		return writeAnswerInto(opts.io.errOut, p, read, s, res)
	}
	if p.Answer != nil {
		if c := puzzle.CheckAnswer(p, s, res); c.Checked && !c.Agrees() {
			return &exitError{code: exitDisagrees}
		}
	}
	return nil
}

// readSolvePosition reads the puzzle, its question changed as the flags
// ask; with --write-answer, it also returns a digest of the bytes read,
// which the file must still hold when the answer is written.
func readSolvePosition(opts *solveOptions) (*position.Position, [sha256.Size]byte, error) {
	var p *position.Position
	var read [sha256.Size]byte
	var err error
	if opts.writeAnswer {
		p, read, err = readForNewAnswer(opts.io.errOut, opts.file)
	} else {
		p, _, err = readPosition(opts.io.errOut, opts.file)
	}
	if err != nil {
		return nil, read, err
	}
	if opts.objective != "" {
		if p.Question.Objective, err = solver.ParseObjective(opts.objective); err != nil {
			return nil, read, &exitError{code: exitBadInput, err: err}
		}
	}
	if opts.player != "" {
		if p.Question.Player = indexOf(p.Players, opts.player); p.Question.Player < 0 {
			return nil, read, &exitError{code: exitBadInput, err: fmt.Errorf("--player %q is not one of the players (%s)", opts.player, strings.Join(p.Players, ", "))}
		}
	}
	return p, read, nil
}

// searchOptions are the solver's options the flags give for s; an
// unlimited search of a large position is warned about first.
func searchOptions(opts *solveOptions, s *engine.State, available func() (meminfo.Free, bool)) (solver.Options, error) {
	mem, err := memLimit(opts.memMiB, available)
	if err != nil {
		return solver.Options{}, &exitError{code: exitBadInput, err: err}
	}
	opt := solver.Options{Nodes: opts.nodes, Time: opts.limit, Mem: mem - solveReserve, Workers: opts.workers, Top: opts.top}
	if opts.nodes == 0 && opts.limit == 0 {
		if note := longSolveNote(s); note != "" {
			fmt.Fprintln(opts.io.errOut, note)
		}
	}
	if opts.line != "" {
		if opt.Line, err = s.ParseLine(opts.line); err != nil {
			return opt, &exitError{code: exitBadInput, err: fmt.Errorf("--line: %w", err)}
		}
	}
	return opt, nil
}

// The memory of a search: --mem bounds it whole.
const (
	// solveReserve is what a search takes beside its table: the program,
	// the rules and the position, the workers' buffers, the runtime's
	// own memory (measured: 14 to 20 MiB; docs/performance.md).
	solveReserve = 32 << 20
	// solveUnmanaged is what of the reserve the Go runtime does not
	// count against its memory limit: the program's code and data.
	solveUnmanaged = 16 << 20
	minMemMiB      = 48
	// defaultMemMiB gives the table solver.DefaultMem.
	defaultMemMiB = (solver.DefaultMem + solveReserve) >> 20
)

// availableSoon starts asking for the memory available, and returns a
// function that gives the answer when it has come. The kernel takes
// a while to tell it (from /proc/meminfo and the control group's
// files), which a short solve would otherwise wait for after reading
// its position: it is asked while the position is read.
func availableSoon() func() (meminfo.Free, bool) {
	type answer struct {
		free meminfo.Free
		ok   bool
	}
	ch := make(chan answer, 1)
	go func() {
		free, ok := meminfo.Available()
		ch <- answer{free, ok}
	}()
	return sync.OnceValues(func() (meminfo.Free, bool) {
		a := <-ch
		return a.free, a.ok
	})
}

// memLimit is --mem in bytes, refused when it is below the least a
// search needs, more than a byte count holds, or more than available,
// the memory available now.
func memLimit(mib int, available func() (meminfo.Free, bool)) (int64, error) {
	switch {
	case mib < minMemMiB:
		return 0, fmt.Errorf("--mem %d: a search needs at least %d MiB (%d beside its table)", mib, minMemMiB, solveReserve>>20)
	case int64(mib) > math.MaxInt64>>20:
		return 0, fmt.Errorf("--mem %d MiB is more bytes than saga can count (at most %d MiB)", mib, int64(math.MaxInt64>>20))
	}
	mem := int64(mib) << 20
	if free, ok := available(); ok && mem > free.Bytes {
		return 0, fmt.Errorf("--mem %d MiB is more than the memory available now, %d MiB (%s): give at most that", mib, free.Bytes>>20, free.From)
	}
	return mem, nil
}

// search solves s, with a progress bar unless --quiet, until it is done,
// a limit is reached or Ctrl-C is pressed; it returns the answer and the
// seconds it took.
func search(ctx context.Context, opts *solveOptions, s *engine.State, q solver.Question, opt solver.Options) (*solver.Result, float64, error) {
	done := func() {}
	if !opts.quiet {
		opt.Progress, done = solveProgress(opts.io.errOut)
	}
	ctx, stopWatching := interruptible(ctx, opts.io.errOut, "answering with what the search has found")
	start := time.Now()
	res, err := solver.Solve(ctx, s, q, opt)
	stopWatching()
	done()
	return res, time.Since(start).Seconds(), err
}

// readForNewAnswer reads a puzzle whose answer is to be written: as
// usual, or, when only its [answer] keeps it from being read (a best
// move an edit made illegal, values for a player no longer asked about),
// without it. An answer that could not be replaced in place, or a file
// in a folder saga cannot write to, is refused here, before any search.
// It returns the position and a digest of the bytes read.
func readForNewAnswer(w io.Writer, file string) (*position.Position, [sha256.Size]byte, error) {
	var read [sha256.Size]byte
	src, err := inputfile.Read(file, "a position file", tomlfile.MaxFileSize)
	if err != nil {
		return nil, read, &exitError{code: exitBadInput, err: err}
	}
	read = sha256.Sum256(src)
	if err := checkOutputPath(file); err != nil {
		return nil, read, &exitError{code: exitBadInput, err: fmt.Errorf("--write-answer: %w", err)}
	}
	bare, err := position.WithoutAnswer(file, src)
	if err != nil {
		return nil, read, &exitError{code: exitBadInput, err: err}
	}
	p, warnings, err := position.Parse(file, src)
	if err != nil {
		why := err
		if p, warnings, err = position.Parse(file, bare); err != nil {
			return nil, read, &exitError{code: exitBadInput, err: err}
		}
		fmt.Fprintf(w, "%v\n%s: its [answer] does not fit the position and is replaced\n", why, file)
	}
	for _, warning := range warnings {
		fmt.Fprintln(w, warning.String())
	}
	return p, read, nil
}

// writeAnswerInto writes the answer res gives into p's file: its
// [answer] replaced, or added, and the rest kept as written. A file whose
// answer already agrees is left alone, however its answer is written,
// and so is one that no longer holds the bytes it was read from (read is
// their digest): the answer is for the position as it was read.
func writeAnswerInto(w io.Writer, p *position.Position, read [sha256.Size]byte, s *engine.State, res *solver.Result) error {
	if !res.Exact {
		return &exitError{code: exitBadInput, err: fmt.Errorf("%s was not solved exactly within the limits, so no answer is written", p.File)}
	}
	if p.Answer != nil {
		if c := puzzle.CheckAnswer(p, s, res); c.Checked && c.Agrees() {
			fmt.Fprintf(w, "%s: its [answer] already agrees with the rules; nothing written\n", p.File)
			return nil
		}
	}
	src, err := inputfile.Read(p.File, "a position file", tomlfile.MaxFileSize)
	if err != nil {
		return &exitError{code: exitBadInput, err: fmt.Errorf("%w; the answer is not written", err)}
	}
	if sha256.Sum256(src) != read {
		return &exitError{code: exitBadInput, err: fmt.Errorf("%s was changed while it was solved, so the answer found is for what it held before and is not written: solve it again", p.File)}
	}
	out, err := position.WithAnswer(src, p, puzzle.AnswerOf(p, s, res))
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	if err := writeFileAtomic(p.File, out); err != nil {
		return err
	}
	fmt.Fprintf(w, "wrote the answer into %s\n", p.File)
	return nil
}

// longSolveNote warns, before an unlimited solve, that the position is
// beyond what an exact search finishes in minutes (solver/README.md,
// Benchmarks): draws to come from 7 empty squares, or more than 12.
func longSolveNote(s *engine.State) string {
	if s.Empties <= 12 && (s.PoolTotal == 0 || s.Empties <= 6) {
		return ""
	}
	draws := ""
	if s.PoolTotal > 0 {
		draws = fmt.Sprintf(" and %d tiles to draw", s.PoolTotal)
	}
	return fmt.Sprintf("saga: note: %d empty squares%s; an exact solve of this size may take many minutes or hours. --time (say --time 1m) or Ctrl-C stops it with the best answer found so far.", s.Empties, draws)
}
