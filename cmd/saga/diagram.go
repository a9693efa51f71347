package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/diagram"
	"github.com/sagatools/saga/internal/natural"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/solver"
)

// diagramOptions are what saga diagram is asked to do.
type diagramOptions struct {
	io             streams
	files          []string // as given: a folder stands for its .toml files
	out, dir, book string   // where to draw: at most one of dir and book, or out
	page           bool     // --html: the interactive page, to out
	title          string
	titleGiven     bool
	order          string
	orderGiven     bool
	answer, ascii  bool
	solveTime      time.Duration
	// drawn ends the watch for Ctrl-C once every picture is drawn, before
	// they are written.
	drawn func()
}

func newDiagramCmd() *cobra.Command {
	opts := &diagramOptions{}
	cmd := &cobra.Command{
		Use:   "diagram FILE|DIR...",
		Short: "Draw positions as SVG pictures, a puzzle book (HTML or PDF) or an interactive page",
		Long: `diagram draws a position file as an SVG picture: the board, with the
column letters and row numbers, figures as discs in their player's colour
with their glyph and diamonds, tiles with their value and glyph; above it
the game, the act and the question in a reader's words ("Brown to play
and win by the most"); under it the hands, supplies, points and pool the
file gives.

--answer draws the answer too: its best moves marked on the board in gold
(a dashed outline for the square a figure leaves), and the best moves and
what best play gives written underneath. It is the file's [answer] when
it has one, or else the solver's, found within --time.

--dir draws any number of files, each into its own picture in that
folder (made if need be), named after the file: book/p1.toml becomes
DIR/p1.svg, or DIR/p1-answer.svg with --answer, so that a puzzle and its
solution can sit side by side. Every file is read (and solved) before
any picture is written; when one cannot be drawn, none is.

--book draws any number of puzzles into a book for readers: an HTML page
to print (FILE.html) or a PDF (FILE.pdf), each puzzle on a page of its
own, numbered, with its question in the reader's words and no file
names; with --answer their answers after them, numbered the same: the
best move, what best play gives, the whole line to the end of the act
and, when the puzzle's rating names it, the refutation of the most
tempting wrong move. --answer solves every puzzle for that, within
--time each. Rated puzzles come from easy to hard in sections (--order
rating, the default); --order given keeps the order of the files. A
PDF says when it was made: now, or with SOURCE_DATE_EPOCH set (seconds
since 1970, the reproducible-builds convention) then, so that the same
puzzles give the same bytes.

--html writes one interactive page (to -o, or standard output) for a
collection: the reader picks a piece and a square (click, or the arrow
keys and Enter, or the move typed), is told whether it is the best move
and sees the refutation of a wrong one, can reveal the whole line, and
sees the score across the collection. Every puzzle is solved when the
page is written, every first move with the line after it, and the
answers are kept in the page: it needs no server and no network.

A folder stands for the .toml files in it, in natural order (seed 2
before seed 12). --ascii writes minus signs as "-" everywhere, pictures
included. Ctrl-C while solving stops diagram with nothing written.`,
		Example: "  saga diagram puzzles/library/beowulf-2p-08.toml -o puzzle.svg\n  saga diagram --answer puzzles/library/beowulf-2p-08.toml -o solution.svg\n  saga diagram --answer --dir pictures book/*.toml\n  saga diagram --answer --book book.pdf --title \"Twenty endgames\" book\n  saga diagram --html -o puzzles.html puzzles/library",
		Args:    someFiles("position"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io, opts.files = streamsOf(cmd), args
			opts.titleGiven, opts.orderGiven = cmd.Flags().Changed("title"), cmd.Flags().Changed("order")
			return runDiagram(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVarP(&opts.out, "output", "o", "", "write the SVG (or with --html the page) to this file instead of standard output")
	f.StringVar(&opts.dir, "dir", "", "write a picture per file into this folder, named after the file")
	f.StringVar(&opts.book, "book", "", "write every puzzle into a book for readers: FILE.html to print, or FILE.pdf; with --answer the answers after the puzzles")
	f.BoolVar(&opts.page, "html", false, "write one interactive HTML page to solve the puzzles in a browser (to -o or standard output)")
	f.StringVar(&opts.title, "title", "Puzzles", "with --book or --html: the title")
	f.StringVar(&opts.order, "order", "rating", "with --book or --html: the puzzles' order, "+strings.Join(diagram.OrderNames(), " or ")+" (rated puzzles from easy to hard, or as given)")
	f.BoolVar(&opts.answer, "answer", false, "draw the answer: the file's [answer], or else the solver's (with --book: the solver's, with the whole line)")
	f.BoolVar(&opts.ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	f.DurationVar(&opts.solveTime, "time", 30*time.Second, "the most time the solver may take on a puzzle (each search, with --html)")
	return cmd
}

// runDiagram draws the files into one picture, a folder of them, a book
// or an interactive page, as the flags ask.
func runDiagram(ctx context.Context, opts *diagramOptions) error {
	bad := func(format string, args ...any) error {
		return &exitError{code: exitBadInput, err: fmt.Errorf(format, args...)}
	}
	files, err := diagramFiles(opts.files)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	if len(files) > 1 && opts.dir == "" && opts.book == "" && !opts.page {
		return bad("diagram draws %d files only into a folder (--dir), a book (--book) or a page (--html)", len(files))
	}
	if given := len(slices.DeleteFunc([]string{opts.out, opts.dir, opts.book}, func(s string) bool { return s == "" })); given > 1 {
		return bad("-o names one picture, --dir a folder for many and --book one book of many: give one of them")
	}
	if opts.page && (opts.dir != "" || opts.book != "") {
		return bad("--html writes one page, to -o or standard output: leave out --dir and --book")
	}
	collection := opts.book != "" || opts.page
	if opts.titleGiven && !collection {
		return bad("--title goes with --book or --html")
	}
	if opts.orderGiven && !collection {
		return bad("--order goes with --book or --html")
	}
	order, err := diagram.ParseOrder(opts.order)
	if err != nil {
		return bad("--order: %v", err)
	}
	for _, o := range []struct{ flag, path string }{{"-o", opts.out}, {"--book", opts.book}} {
		if o.path != "" {
			if err := checkOutputPath(o.path); err != nil {
				return &exitError{code: exitBadInput, err: fmt.Errorf("%s: %w", o.flag, err)}
			}
		}
	}
	if opts.dir != "" {
		if err := checkOutputFolder("--dir", opts.dir); err != nil {
			return &exitError{code: exitBadInput, err: err}
		}
	}
	// Ctrl-C is watched while the files are read and solved; the pictures
	// are written after (drawn), as every file is, whole.
	ctx, stopWatching := interruptible(ctx, opts.io.errOut, "stopping; no picture is written")
	defer stopWatching()
	opts.drawn = stopWatching
	switch {
	case opts.page:
		return drawPage(ctx, opts, files, order)
	case opts.book != "":
		return drawBook(ctx, opts, files, order)
	case opts.dir != "":
		return drawDiagrams(ctx, opts, files)
	}
	p, opt, err := readDiagram(ctx, opts, files[0])
	if err != nil {
		return err
	}
	return writeDiagram(opts, p, diagram.Diagram(p, opt))
}

// diagramFiles are the position files the arguments name: a file as
// given, a folder as its .toml files in natural order, so that a series
// cut by generate (...-seed2, ...-seed12) comes in the order it was cut.
func diagramFiles(args []string) ([]string, error) {
	var files []string
	for _, arg := range args {
		some, err := positionFiles([]string{arg})
		if err != nil {
			return nil, err
		}
		if fi, err := os.Stat(arg); err == nil && fi.IsDir() {
			slices.SortStableFunc(some, func(a, b string) int {
				return natural.Compare(filepath.Base(a), filepath.Base(b))
			})
		}
		files = append(files, some...)
	}
	return files, nil
}

// errInterruptedDrawing stops diagram when Ctrl-C comes while an answer
// is being solved.
var errInterruptedDrawing = &exitError{code: exitInterrupted, err: errors.New("interrupted while solving an answer; no picture written")}

// readDiagram reads a position file and, when asked, its answer: the
// file's, or else the solver's, which must be exact within solveTime.
func readDiagram(ctx context.Context, opts *diagramOptions, file string) (*position.Position, diagram.DiagramOptions, error) {
	opt := diagram.DiagramOptions{Style: report.Style{ASCII: opts.ascii}}
	p, _, err := readPosition(opts.io.errOut, file)
	if err != nil || !opts.answer {
		return p, opt, err
	}
	s, q, err := p.Puzzle()
	if err != nil {
		return nil, opt, &exitError{code: exitBadInput, err: err}
	}
	opt.State, opt.Answer = s, p.Answer
	if opt.Answer == nil {
		res, err := solver.Solve(ctx, s, q, solver.Options{Time: opts.solveTime})
		if err != nil {
			return nil, opt, &exitError{code: exitBadInput, err: err}
		}
		if ctx.Err() != nil {
			return nil, opt, errInterruptedDrawing
		}
		if !res.Exact {
			return nil, opt, &exitError{code: exitBadInput, err: fmt.Errorf("%s has no [answer] and was not solved within %v: raise --time, or write the answer into the file once with saga solve --write-answer %s", file, opts.solveTime, shellWord(file))}
		}
		opt.Answer = puzzle.AnswerOf(p, s, res)
	}
	return p, opt, nil
}

// drawBook writes every puzzle into a book, HTML or PDF as its name
// says; when one cannot be drawn, it writes nothing and says what is
// wrong with each.
func drawBook(ctx context.Context, opts *diagramOptions, files []string, order diagram.Order) error {
	kind := strings.ToLower(filepath.Ext(opts.book))
	if kind != ".html" && kind != ".htm" && kind != ".pdf" {
		return &exitError{code: exitBadInput, err: fmt.Errorf("--book %s: a book is written as HTML (name it .html) or PDF (.pdf)", opts.book)}
	}
	puzzles, err := readPuzzles(ctx, opts, files, opts.book, "--book", opts.answer, false)
	if err != nil {
		return err
	}
	bookOpt := diagram.BookOptions{Title: opts.title, Answers: opts.answer, Order: order}
	if kind == ".pdf" {
		date, err := sourceDate()
		if err != nil {
			return &exitError{code: exitBadInput, err: err}
		}
		bookOpt.Date = date
	}
	data := diagram.Book(puzzles, bookOpt)
	if kind == ".pdf" {
		if data, err = diagram.BookPDF(puzzles, bookOpt); err != nil {
			return err
		}
	}
	opts.drawn()
	if err := writeFileAtomic(opts.book, data); err != nil {
		return err
	}
	fmt.Fprintf(opts.io.errOut, "wrote %s (%s)\n", opts.book, report.Count(len(files), "puzzle"))
	return nil
}

// drawPage writes the interactive page of every puzzle, each solved with
// the line after every first move, to -o or standard output.
func drawPage(ctx context.Context, opts *diagramOptions, files []string, order diagram.Order) error {
	puzzles, err := readPuzzles(ctx, opts, files, opts.out, "-o", true, true)
	if err != nil {
		return err
	}
	page, err := diagram.Page(puzzles, diagram.PageOptions{Title: opts.title, Order: order})
	if err != nil {
		return err
	}
	opts.drawn()
	if opts.out == "" {
		_, err := opts.io.out.Write(page)
		return err
	}
	if err := writeFileAtomic(opts.out, page); err != nil {
		return err
	}
	fmt.Fprintf(opts.io.errOut, "wrote %s (%s)\n", opts.out, report.Count(len(files), "puzzle"))
	return nil
}

// readPuzzles reads each file's puzzle for a book or a page, solved when
// asked (with the line after every first move when replies is set), or
// says what is wrong with each that cannot be: one given twice, one that
// cannot be read or solved, or one that is the output file (out, named
// by flag).
func readPuzzles(ctx context.Context, opts *diagramOptions, files []string, out, flag string, solve, replies bool) ([]*diagram.Puzzle, error) {
	style := report.Style{ASCII: opts.ascii}
	var puzzles []*diagram.Puzzle
	var problems []string
	infos := make([]os.FileInfo, len(files)) // each file looked at once
	for i, file := range files {
		infos[i], _ = os.Stat(file) // nil if missing: reading it says why
		if j := slices.IndexFunc(infos[:i], func(other os.FileInfo) bool {
			return other != nil && infos[i] != nil && os.SameFile(other, infos[i])
		}); j >= 0 {
			problems = append(problems, fmt.Sprintf("%s is given twice (also as %s)", file, files[j]))
			continue
		}
		p, _, err := readPosition(opts.io.errOut, file)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		if what := inputAt(out, p); out != "" && what != "" {
			problems = append(problems, fmt.Sprintf("%s %s would overwrite %s", flag, out, what))
			continue
		}
		if !solve {
			puzzles = append(puzzles, diagram.NewPuzzle(p, style))
			continue
		}
		solveOpt := diagram.SolveOptions{Time: opts.solveTime, Replies: replies, Style: style}
		pz, err := diagram.Solve(ctx, p, solveOpt)
		if err == nil {
			err = withReading(ctx, pz, p, solveOpt)
		}
		switch {
		case ctx.Err() != nil:
			return nil, errInterruptedDrawing
		case errors.Is(err, diagram.ErrNotExact):
			problems = append(problems, fmt.Sprintf("%s was not solved within %v: raise --time", file, opts.solveTime))
		case err != nil:
			problems = append(problems, err.Error())
		default:
			puzzles = append(puzzles, pz)
		}
	}
	if len(problems) > 0 {
		return nil, &exitError{code: exitBadInput, err: errors.New(strings.Join(problems, "\n") + "\nnothing written")}
	}
	return puzzles, nil
}

// writeDiagram writes the picture of p to out, or to standard output.
func writeDiagram(opts *diagramOptions, p *position.Position, svg []byte) error {
	out := opts.out
	if out == "" {
		_, err := opts.io.out.Write(svg)
		return err
	}
	if what := inputAt(out, p); what != "" {
		return &exitError{code: exitBadInput, err: fmt.Errorf("-o %s would overwrite %s", out, what)}
	}
	opts.drawn()
	if err := writeFileAtomic(out, svg); err != nil {
		return err
	}
	fmt.Fprintf(opts.io.errOut, "wrote %s\n", out)
	return nil
}

// drawDiagrams draws every file into dir, or, when one cannot be drawn,
// writes nothing and says what is wrong with each.
func drawDiagrams(ctx context.Context, opts *diagramOptions, files []string) error {
	dir := opts.dir
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return &exitError{code: exitBadInput, err: fmt.Errorf("--dir %s is a file, not a folder", dir)}
	}
	svgs, err := folderPictures(ctx, opts, files)
	if err != nil {
		return err
	}
	opts.drawn()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i, file := range files {
		path := filepath.Join(dir, diagramName(file, opts.answer))
		if err := writeFileAtomic(path, svgs[i]); err != nil {
			return err
		}
		fmt.Fprintf(opts.io.errOut, "wrote %s\n", path)
	}
	return nil
}

// folderPictures draws each file's picture for the folder --dir, or says
// what is wrong with each that cannot be drawn: one that cannot be read
// or solved, or whose picture would be written over an input or another
// file's picture.
func folderPictures(ctx context.Context, opts *diagramOptions, files []string) ([][]byte, error) {
	// Pictures by name, in lower case: on some file systems (macOS,
	// Windows) P.svg and p.svg are one file.
	paths := map[string]string{}
	var svgs [][]byte
	var problems []string
	for _, file := range files {
		path := filepath.Join(opts.dir, diagramName(file, opts.answer))
		if other, ok := paths[strings.ToLower(path)]; ok {
			if sameFile(other, file) {
				problems = append(problems, fmt.Sprintf("%s is given twice (also as %s)", file, other))
			} else {
				problems = append(problems, fmt.Sprintf("%s and %s would both be drawn into %s: draw them into different folders", other, file, path))
			}
			continue
		}
		paths[strings.ToLower(path)] = file
		p, opt, err := readDiagram(ctx, opts, file)
		if err == errInterruptedDrawing {
			return nil, err
		}
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		if what := inputAt(path, p); what != "" {
			problems = append(problems, fmt.Sprintf("%s would overwrite %s", path, what))
			continue
		}
		svgs = append(svgs, diagram.Diagram(p, opt))
	}
	if len(problems) > 0 {
		return nil, &exitError{code: exitBadInput, err: errors.New(strings.Join(problems, "\n") + "\nno picture written")}
	}
	return svgs, nil
}

// diagramName is the picture's name for a position file: its base name
// with .svg, or -answer.svg when the answer is drawn.
func diagramName(file string, answer bool) string {
	base := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	if answer {
		return base + "-answer.svg"
	}
	return base + ".svg"
}

// inputAt names what p was read from that path is, if anything: the
// position file, or the file of its ruleset or of one that ruleset
// extends.
func inputAt(path string, p *position.Position) string {
	if sameFile(path, p.File) {
		return "the position file"
	}
	if p.RulesetFile() != "" {
		if file := rulesetFileAt(path, p.RulesetFile()); file != "" {
			return rulesetFileName(file, p.RulesetFile())
		}
	}
	return ""
}

// withReading gives pz what the file's answer says a reader learns: its
// rating, its themes and its most tempting wrong move (refuted as opt
// says), as saga check wrote them (see docs/puzzles.md).
func withReading(ctx context.Context, pz *diagram.Puzzle, p *position.Position, opt diagram.SolveOptions) error {
	a := p.Answer
	if a == nil {
		return nil
	}
	if a.Rating != nil {
		r := float64(*a.Rating)
		pz.Rating = &r
	}
	pz.Themes = a.Themes
	if a.Tempting != nil {
		return pz.SetTempting(ctx, a.Tempting.Move, opt)
	}
	return nil
}

// sourceDate is the date SOURCE_DATE_EPOCH gives, the convention of
// reproducible builds (reproducible-builds.org/specs/source-date-epoch):
// a PDF book made with it set says it was made then, so the same
// puzzles give the same bytes. Zero when it is not set.
func sourceDate() (time.Time, error) {
	text, ok := os.LookupEnv("SOURCE_DATE_EPOCH")
	if !ok || text == "" {
		return time.Time{}, nil
	}
	secs, err := strconv.ParseInt(text, 10, 64)
	if err != nil || secs < 0 || secs > 253402300799 {
		return time.Time{}, fmt.Errorf("SOURCE_DATE_EPOCH is seconds since 1970 (say 1767225600), not %q", text)
	}
	return time.Unix(secs, 0).UTC(), nil
}
