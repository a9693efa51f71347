package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sagatools/saga/internal/textdiff"
)

// Every transcript in docs/puzzles.md and docs/solve.md is what saga
// prints now.
func TestDocExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("cuts, solves and draws puzzles; the run without -short checks it")
	}
	for _, page := range []string{"docs/puzzles.md", "docs/solve.md"} {
		t.Run(filepath.Base(page), func(t *testing.T) {
			if n := checkDocExamples(t, page, false); n < 5 {
				t.Errorf("found %d examples in %s; the test no longer finds them", n, page)
			}
		})
	}
}

// checkDocExamples runs the transcripts of a page of the docs and says
// how many it ran. A code block's "$ saga ..." lines are run one after
// the other in a folder of their own (where puzzles/, rulesets/ and cmd/
// lead to the clone's, and book/ holds two puzzles, p1 and p2), and what
// each prints (standard output, or standard error when it prints nothing
// else) must be the lines under it; a line "..." stands for any lines,
// and the nodes and time of a solve are not compared. With succeed,
// each must exit 0 too. simulate's runs (2,000 games: see
// TestSimulateDocExample) and commands that write into files (they
// would write into the clone's) are left out.
func checkDocExamples(t *testing.T, page string, succeed bool) int {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	doc := readFile(t, page)
	examples := 0
	for _, block := range codeBlocks(doc) {
		if !strings.Contains(block, "$ saga ") {
			continue
		}
		dir := t.TempDir()
		for _, sub := range []string{"puzzles", "rulesets", "cmd"} {
			if err := os.Symlink(filepath.Join(root, sub), filepath.Join(dir, sub)); err != nil {
				t.Skip("no symbolic links here:", err)
			}
		}
		if err := os.Mkdir(filepath.Join(dir, "book"), 0o755); err != nil {
			t.Fatal(err)
		}
		for name, from := range map[string]string{"p1.toml": "beowulf-2p-06.toml", "p2.toml": "beowulf-2p-08.toml"} {
			data, err := os.ReadFile(filepath.Join(root, "puzzles/library", from))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "book", name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		t.Chdir(dir)
		for _, part := range strings.Split(block, "$ saga ")[1:] {
			command, want, _ := strings.Cut(part, "\n")
			args := shellWords(t, command)
			if args[0] == "simulate" || slices.ContainsFunc(args, func(a string) bool { return strings.HasPrefix(a, "--write-") }) {
				continue
			}
			examples++
			var stdout, stderr bytes.Buffer
			code := run(args, nil, &stdout, &stderr)
			if succeed && code != exitOK {
				t.Errorf("saga %s: exit %d: %s", command, code, stderr.String())
				continue
			}
			got := stdout.String()
			if got == "" {
				got = stderr.String()
			}
			if !matchTranscript(want, got) {
				t.Errorf("%s's saga %s differs from what it prints (- docs, + printed):\n%s", page, command, textdiff.Lines(want, got))
			}
		}
	}
	return examples
}

// shellWords splits a command line as a shell would the simple ones of
// the docs: at spaces, "..." or '...' quoting a word, and a word with * standing
// for the files it matches.
func shellWords(t *testing.T, line string) []string {
	var words []string
	for _, w := range regexp.MustCompile(`"[^"]*"|'[^']*'|\S+`).FindAllString(line, -1) {
		switch {
		case strings.HasPrefix(w, `"`), strings.HasPrefix(w, "'"):
			words = append(words, w[1:len(w)-1])
		case strings.Contains(w, "*"):
			files, err := filepath.Glob(w)
			if err != nil || len(files) == 0 {
				t.Fatalf("%s matches no file", w)
			}
			words = append(words, files...)
		default:
			words = append(words, w)
		}
	}
	return words
}

// solveTime is the nodes and time a solve reports, which are not
// compared: with two workers, the nodes vary from run to run.
var solveTime = regexp.MustCompile(`[0-9]+ nodes in [0-9.]+ s|"nodes": [0-9]+|"seconds": [0-9.e-]+`)

// matchTranscript reports whether got is the lines want gives, a line
// "..." in want (indented or not) standing for any lines of got.
func matchTranscript(want, got string) bool {
	wl := strings.Split(solveTime.ReplaceAllString(want, "NODES in TIME"), "\n")
	gl := strings.Split(solveTime.ReplaceAllString(got, "NODES in TIME"), "\n")
	var match func(i, j int) bool
	match = func(i, j int) bool {
		switch {
		case i == len(wl):
			return j == len(gl)
		case strings.TrimSpace(wl[i]) == "...":
			for k := j; k <= len(gl); k++ {
				if match(i+1, k) {
					return true
				}
			}
			return false
		case j < len(gl) && wl[i] == gl[j]:
			return match(i+1, j+1)
		}
		return false
	}
	return match(0, 0)
}
