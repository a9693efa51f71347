package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sagatools/saga/internal/textdiff"
)

// The README is a newcomer's first contact: its first command must print
// its result and nothing on standard error, its examples must print what
// the commands print, and it must cite only files a clone has.

// readFile reads a file of the repository, from here.
func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../..", path))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// The first line of the README's first code block, run from the top of
// a clone, prints a result and no warning.
func TestREADMEFirstCommand(t *testing.T) {
	readme := readFile(t, "README.md")
	_, rest, ok := strings.Cut(readme, "```sh\n")
	if !ok {
		t.Fatal("the README has no sh code block")
	}
	line, _, _ := strings.Cut(rest, "\n")
	command, _, _ := strings.Cut(line, "#")
	args, ok := strings.CutPrefix(strings.TrimSpace(command), "go run ./cmd/saga ")
	if !ok {
		t.Fatalf("the README's first command is %q, not go run ./cmd/saga ...", line)
	}
	t.Chdir("../..")
	var stdout, stderr bytes.Buffer
	code := run(strings.Fields(args), nil, &stdout, &stderr)
	if code != exitOK || stdout.Len() == 0 || stderr.Len() > 0 {
		t.Errorf("%s: exit %d, %d bytes of output, and on standard error:\n%s", command, code, stdout.Len(), stderr.String())
	}
}

// Each "$ saga ..." in the README's code blocks prints what follows it,
// up to the next command or the block's end (its start, when the block
// shows "..."); a command that prints nothing on standard output is
// compared with what it says on standard error. They run in a folder
// where puzzles/ and rulesets/ are the repository's, so that files they
// write (generate -o puzzle.toml) land there and later commands read
// them.
func TestREADMEExamples(t *testing.T) {
	readme := readFile(t, "README.md")
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, sub := range []string{"puzzles", "rulesets"} {
		if err := os.Symlink(filepath.Join(root, sub), filepath.Join(dir, sub)); err != nil {
			t.Skip("no symbolic links here:", err)
		}
	}
	t.Chdir(dir)
	examples := 0
	for _, block := range codeBlocks(readme) {
		parts := strings.Split(block, "$ saga ")
		for _, part := range parts[1:] {
			command, want, _ := strings.Cut(part, "\n")
			args := strings.Fields(command)
			if args[0] == "simulate" {
				continue // 2000 games: TestSimulateDocExample checks it
			}
			if strings.ContainsAny(command, `'"`) {
				t.Fatalf("saga %s: this test splits commands at spaces only", command)
			}
			examples++
			var stdout, stderr bytes.Buffer
			if code := run(args, nil, &stdout, &stderr); code != exitOK {
				t.Errorf("saga %s: exit %d: %s", command, code, stderr.String())
				continue
			}
			got := stdout.String()
			if got == "" {
				got = stderr.String()
			}
			want, cut := strings.CutSuffix(want, "...\n")
			if cut && !strings.HasPrefix(got, want) || !cut && got != want {
				t.Errorf("the README's saga %s differs from what it prints (- README, + printed):\n%s", command, textdiff.Lines(want, got))
			}
		}
	}
	if examples < 5 {
		t.Errorf("found %d examples in the README; the test no longer finds them", examples)
	}
}

// codeBlocks are the fenced code blocks of a Markdown text, each without
// its fences.
func codeBlocks(text string) []string {
	var blocks []string
	var block *strings.Builder
	for _, line := range strings.SplitAfter(text, "\n") {
		switch {
		case strings.HasPrefix(line, "```") && block == nil:
			block = &strings.Builder{}
		case strings.HasPrefix(line, "```"):
			blocks = append(blocks, block.String())
			block = nil
		case block != nil:
			block.WriteString(line)
		}
	}
	return blocks
}

// The README states the Go version go.mod needs.
func TestREADMEGoVersion(t *testing.T) {
	m := regexp.MustCompile(`(?m)^go (\d+\.\d+)(\.\d+)?$`).FindStringSubmatch(readFile(t, "go.mod"))
	if m == nil {
		t.Fatal("go.mod has no go line")
	}
	if want := "needs Go " + m[1] + " or later"; !strings.Contains(readFile(t, "README.md"), want) {
		t.Errorf("the README does not say %q", want)
	}
}

// The position files saga ships cite only files a clone has: every path
// their comments name (a word with a / or ending in .md, .txt or .toml)
// is there, from the top of the repository or from the file's folder.
func TestShippedFilesCiteWhatACloneHas(t *testing.T) {
	files, err := filepath.Glob("../../puzzles/*/*.toml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no position files under puzzles/: %v", err)
	}
	path := regexp.MustCompile(`[A-Za-z0-9_.-]*(/[A-Za-z0-9_.-]+)+|[A-Za-z0-9_-]+\.(md|txt|toml)\b`)
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(data), "\n") {
			comment, ok := strings.CutPrefix(strings.TrimSpace(line), "#")
			if !ok {
				continue
			}
			for _, cited := range path.FindAllString(comment, -1) {
				cited = strings.TrimRight(cited, ".")
				_, fromRoot := os.Stat(filepath.Join("../..", cited))
				_, fromHere := os.Stat(filepath.Join(filepath.Dir(file), cited))
				if fromRoot != nil && fromHere != nil {
					t.Errorf("%s:%d cites %s, which a clone does not have", file, i+1, cited)
				}
			}
		}
	}
}
