package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/diagram"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/solver"
)

// diagramOptions are what saga diagram is asked to do.
type diagramOptions struct {
	io             streams
	files          []string // as given: a folder stands for its .toml files
	out, dir, book string   // where to draw: at most one is given
	title          string
	titleGiven     bool
	answer         bool
	solveTime      time.Duration
	// drawn ends the watch for Ctrl-C once every picture is drawn, before
	// they are written.
	drawn func()
}

func newDiagramCmd() *cobra.Command {
	opts := &diagramOptions{}
	cmd := &cobra.Command{
		Use:   "diagram FILE...",
		Short: "Draw positions as SVG pictures, for printing puzzles",
		Long: `diagram draws a position file as an SVG picture: the board, with the
column letters and row numbers, figures as discs in their player's colour
with their glyph and diamonds, tiles with their value and glyph; above it
the ruleset, the act, who is to move and the question; under it the
hands, supplies, points and pool the file gives.

--answer draws the answer too: its best moves marked on the board in gold
(a dashed outline for the square a figure leaves), and the best moves and
values written underneath. It is the file's [answer] when it has one, or
else the solver's, found within --time.

--dir draws any number of files, each into its own picture in that
folder (made if need be), named after the file: book/p1.toml becomes
DIR/p1.svg, or DIR/p1-answer.svg with --answer, so that a puzzle and its
solution can sit side by side. Every file is read (and solved) before
any picture is written; when one cannot be drawn, none is.

--book draws any number of files into one HTML page for printing (a
browser prints it, or saves it as PDF): each puzzle on a page of its
own, numbered, and with --answer their answers after them, numbered the
same. It too is written only when every file could be drawn.

A folder stands for the .toml files in it, in name order. Ctrl-C while
an answer is being solved stops diagram with nothing written.`,
		Example: "  saga diagram puzzles/library/beowulf-2p-08.toml -o puzzle.svg\n  saga diagram --answer puzzles/library/beowulf-2p-08.toml -o solution.svg\n  saga diagram --answer --dir pictures book/*.toml\n  saga diagram --answer --book book.html --title \"Twenty endgames\" book/*.toml",
		Args:    someFiles("position"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io, opts.files, opts.titleGiven = streamsOf(cmd), args, cmd.Flags().Changed("title")
			return runDiagram(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVarP(&opts.out, "output", "o", "", "write the SVG to this file instead of standard output")
	f.StringVar(&opts.dir, "dir", "", "write a picture per file into this folder, named after the file")
	f.StringVar(&opts.book, "book", "", "write every file into one HTML page for printing, puzzles first, then (with --answer) answers")
	f.StringVar(&opts.title, "title", "Puzzles", "with --book: the book's title")
	f.BoolVar(&opts.answer, "answer", false, "draw the answer: the file's [answer], or else the solver's")
	f.DurationVar(&opts.solveTime, "time", 30*time.Second, "with --answer and no [answer] in the file: how long the solver may take")
	return cmd
}

// runDiagram draws the files into one picture, a folder of them or a
// book, as the flags ask.
func runDiagram(ctx context.Context, opts *diagramOptions) error {
	files, err := positionFiles(opts.files)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	if len(files) > 1 && opts.dir == "" && opts.book == "" {
		return &exitError{code: exitBadInput, err: fmt.Errorf("diagram draws %d files only into a folder (--dir) or a book (--book)", len(files))}
	}
	if given := len(slices.DeleteFunc([]string{opts.out, opts.dir, opts.book}, func(s string) bool { return s == "" })); given > 1 {
		return &exitError{code: exitBadInput, err: fmt.Errorf("-o names one picture, --dir a folder for many and --book one page of many: give one of them")}
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
	if opts.book != "" {
		return drawBook(ctx, opts, files)
	}
	if opts.titleGiven {
		return &exitError{code: exitBadInput, err: fmt.Errorf("--title goes with --book")}
	}
	if opts.dir == "" {
		p, opt, err := readDiagram(ctx, opts, files[0])
		if err != nil {
			return err
		}
		return writeDiagram(opts, p, diagram.Diagram(p, opt))
	}
	return drawDiagrams(ctx, opts, files)
}

// errInterruptedDrawing stops diagram when Ctrl-C comes while an answer
// is being solved.
var errInterruptedDrawing = &exitError{code: exitInterrupted, err: errors.New("interrupted while solving an answer; no picture written")}

// readDiagram reads a position file and, when asked, its answer: the
// file's, or else the solver's, which must be exact within solveTime.
func readDiagram(ctx context.Context, opts *diagramOptions, file string) (*position.Position, diagram.DiagramOptions, error) {
	var opt diagram.DiagramOptions
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

// drawBook draws every file into one HTML page for printing, the
// puzzles and then, with answer, their answers; when one cannot be
// drawn, it writes nothing and says what is wrong with each.
func drawBook(ctx context.Context, opts *diagramOptions, files []string) error {
	entries, err := bookEntries(ctx, opts, files)
	if err != nil {
		return err
	}
	opts.drawn()
	if err := writeFileAtomic(opts.book, diagram.Book(opts.title, entries)); err != nil {
		return err
	}
	fmt.Fprintf(opts.io.errOut, "wrote %s (%s)\n", opts.book, report.Count(len(files), "puzzle"))
	return nil
}

// bookEntries draws each file's page (and answer) for the book, or says
// what is wrong with each that cannot be drawn: one given twice, one
// that cannot be read or solved, or the book's own file.
func bookEntries(ctx context.Context, opts *diagramOptions, files []string) ([]diagram.BookEntry, error) {
	var entries []diagram.BookEntry
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
		p, opt, err := readDiagram(ctx, opts, file)
		if err == errInterruptedDrawing {
			return nil, err
		}
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		if what := inputAt(opts.book, p); what != "" {
			problems = append(problems, fmt.Sprintf("--book %s would overwrite %s", opts.book, what))
			continue
		}
		e := diagram.BookEntry{Title: file, Puzzle: diagram.Diagram(p, diagram.DiagramOptions{})}
		if opts.answer {
			e.Answer = diagram.Diagram(p, opt)
		}
		entries = append(entries, e)
	}
	if len(problems) > 0 {
		return nil, &exitError{code: exitBadInput, err: errors.New(strings.Join(problems, "\n") + "\nnothing written")}
	}
	return entries, nil
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
