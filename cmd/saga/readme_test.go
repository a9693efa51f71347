package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
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

// The README's examples print what the commands print, each one
// successfully (the run of simulate in it: TestSimulateDocExample).
func TestREADMEExamples(t *testing.T) {
	if n := checkDocExamples(t, "README.md", true); n < 5 {
		t.Errorf("found %d examples in the README; the test no longer finds them", n)
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
