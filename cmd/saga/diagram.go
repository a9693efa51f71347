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

func newDiagramCmd() *cobra.Command {
	var (
		out, dir  string
		book      string
		title     string
		answer    bool
		solveTime time.Duration
	)
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
			args, err := positionFiles(args)
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			if len(args) > 1 && dir == "" && book == "" {
				return &exitError{code: exitBadInput, err: fmt.Errorf("diagram draws %d files only into a folder (--dir) or a book (--book)", len(args))}
			}
			if given := len(slices.DeleteFunc([]string{out, dir, book}, func(s string) bool { return s == "" })); given > 1 {
				return &exitError{code: exitBadInput, err: fmt.Errorf("-o names one picture, --dir a folder for many and --book one page of many: give one of them")}
			}
			ctx, stopWatching := interruptible(cmd.Context(), cmd.ErrOrStderr(), "stopping; no picture is written")
			defer stopWatching()
			if book != "" {
				return drawBook(ctx, cmd, args, book, title, answer, solveTime)
			}
			if cmd.Flags().Changed("title") {
				return &exitError{code: exitBadInput, err: fmt.Errorf("--title goes with --book")}
			}
			if dir == "" {
				p, opt, err := readDiagram(ctx, cmd, args[0], answer, solveTime)
				if err != nil {
					return err
				}
				return writeDiagram(cmd, out, p, diagram.Diagram(p, opt))
			}
			return drawDiagrams(ctx, cmd, args, dir, answer, solveTime)
		},
	}
	f := cmd.Flags()
	f.StringVarP(&out, "output", "o", "", "write the SVG to this file instead of standard output")
	f.StringVar(&dir, "dir", "", "write a picture per file into this folder, named after the file")
	f.StringVar(&book, "book", "", "write every file into one HTML page for printing, puzzles first, then (with --answer) answers")
	f.StringVar(&title, "title", "Puzzles", "with --book: the book's title")
	f.BoolVar(&answer, "answer", false, "draw the answer: the file's [answer], or else the solver's")
	f.DurationVar(&solveTime, "time", 30*time.Second, "with --answer and no [answer] in the file: how long the solver may take")
	return cmd
}

// errInterruptedDrawing stops diagram when Ctrl-C comes while an answer
// is being solved.
var errInterruptedDrawing = &exitError{code: exitInterrupted, err: errors.New("interrupted while solving an answer; no picture written")}

// readDiagram reads a position file and, when asked, its answer: the
// file's, or else the solver's, which must be exact within solveTime.
func readDiagram(ctx context.Context, cmd *cobra.Command, file string, answer bool, solveTime time.Duration) (*position.Position, diagram.DiagramOptions, error) {
	var opt diagram.DiagramOptions
	p, _, err := readPosition(cmd, file)
	if err != nil || !answer {
		return p, opt, err
	}
	s, q, err := p.Puzzle()
	if err != nil {
		return nil, opt, &exitError{code: exitBadInput, err: err}
	}
	opt.State, opt.Answer = s, p.Answer
	if opt.Answer == nil {
		res, err := solver.Solve(ctx, s, q, solver.Options{Time: solveTime})
		if err != nil {
			return nil, opt, &exitError{code: exitBadInput, err: err}
		}
		if ctx.Err() != nil {
			return nil, opt, errInterruptedDrawing
		}
		if !res.Exact {
			return nil, opt, &exitError{code: exitBadInput, err: fmt.Errorf("%s has no [answer] and was not solved within %v: raise --time, or write the answer into the file once with saga solve --write-answer %s", file, solveTime, shellWord(file))}
		}
		opt.Answer = puzzle.AnswerOf(p, s, res)
	}
	return p, opt, nil
}

// drawBook draws every file into one HTML page for printing, the
// puzzles and then, with answer, their answers; when one cannot be
// drawn, it writes nothing and says what is wrong with each.
func drawBook(ctx context.Context, cmd *cobra.Command, files []string, book, title string, answer bool, solveTime time.Duration) error {
	if err := checkOutputPath(book); err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
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
		p, opt, err := readDiagram(ctx, cmd, file, answer, solveTime)
		if err == errInterruptedDrawing {
			return err
		}
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		if what := inputAt(book, p); what != "" {
			problems = append(problems, fmt.Sprintf("--book %s would overwrite %s", book, what))
			continue
		}
		e := diagram.BookEntry{Title: file, Puzzle: diagram.Diagram(p, diagram.DiagramOptions{})}
		if answer {
			e.Answer = diagram.Diagram(p, opt)
		}
		entries = append(entries, e)
	}
	if len(problems) > 0 {
		return &exitError{code: exitBadInput, err: errors.New(strings.Join(problems, "\n") + "\nnothing written")}
	}
	if err := writeFileAtomic(book, diagram.Book(title, entries)); err != nil {
		return err
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s (%s)\n", book, report.Count(len(files), "puzzle"))
	return nil
}

// writeDiagram writes the picture of p to out, or to standard output.
func writeDiagram(cmd *cobra.Command, out string, p *position.Position, svg []byte) error {
	if out == "" {
		_, err := cmd.OutOrStdout().Write(svg)
		return err
	}
	if err := checkOutputPath(out); err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	if what := inputAt(out, p); what != "" {
		return &exitError{code: exitBadInput, err: fmt.Errorf("-o %s would overwrite %s", out, what)}
	}
	if err := writeFileAtomic(out, svg); err != nil {
		return err
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s\n", out)
	return nil
}

// drawDiagrams draws every file into dir, or, when one cannot be drawn,
// writes nothing and says what is wrong with each.
func drawDiagrams(ctx context.Context, cmd *cobra.Command, files []string, dir string, answer bool, solveTime time.Duration) error {
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return &exitError{code: exitBadInput, err: fmt.Errorf("--dir %s is a file, not a folder", dir)}
	}
	// Pictures by name, in lower case: on some file systems (macOS,
	// Windows) P.svg and p.svg are one file.
	paths := map[string]string{}
	var svgs [][]byte
	var problems []string
	for _, file := range files {
		path := filepath.Join(dir, diagramName(file, answer))
		if other, ok := paths[strings.ToLower(path)]; ok {
			if sameFile(other, file) {
				problems = append(problems, fmt.Sprintf("%s is given twice (also as %s)", file, other))
			} else {
				problems = append(problems, fmt.Sprintf("%s and %s would both be drawn into %s: draw them into different folders", other, file, path))
			}
			continue
		}
		paths[strings.ToLower(path)] = file
		p, opt, err := readDiagram(ctx, cmd, file, answer, solveTime)
		if err == errInterruptedDrawing {
			return err
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
		return &exitError{code: exitBadInput, err: errors.New(strings.Join(problems, "\n") + "\nno picture written")}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i, file := range files {
		path := filepath.Join(dir, diagramName(file, answer))
		if err := writeFileAtomic(path, svgs[i]); err != nil {
			return err
		}
		fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s\n", path)
	}
	return nil
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
