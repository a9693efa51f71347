package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// What a newcomer meets first must work in a fresh clone.

// readFile reads a file of the repository, from here.
func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../..", path))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
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
