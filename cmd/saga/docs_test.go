package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// markdownFiles are the repository's Markdown pages but the generated
// CLI reference.
func markdownFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir("../..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && path != "../.." || path == "../../docs/cli") {
			return filepath.SkipDir
		}
		if strings.HasSuffix(path, ".md") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// No page of the docs runs over 1,000 lines: a page that long serves
// more than one reader and is split by audience.
func TestDocsPagesShort(t *testing.T) {
	for _, f := range markdownFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(string(data), "\n"); n > 1000 {
			t.Errorf("%s has %d lines, more than 1,000: split it by audience", f, n)
		}
	}
}

// anchorOf is the anchor GitHub gives a heading.
func anchorOf(heading string) string {
	h := strings.ToLower(strings.TrimSpace(heading))
	h = regexp.MustCompile("[`*]").ReplaceAllString(h, "")
	h = regexp.MustCompile(`[^\p{L}\p{N}\- _]`).ReplaceAllString(h, "")
	return strings.ReplaceAll(h, " ", "-")
}

// Every link between the pages leads to a file that exists and, when it
// names one, a heading of that page.
func TestDocsLinks(t *testing.T) {
	files := markdownFiles(t)
	anchors := map[string]map[string]bool{}
	heading := regexp.MustCompile(`(?m)^#+ (.*)$`)
	for _, f := range files {
		data, _ := os.ReadFile(f)
		anchors[filepath.Clean(f)] = map[string]bool{}
		for _, m := range heading.FindAllStringSubmatch(string(data), -1) {
			anchors[filepath.Clean(f)][anchorOf(m[1])] = true
		}
	}
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	for _, f := range files {
		data, _ := os.ReadFile(f)
		for _, m := range link.FindAllStringSubmatch(string(data), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			path, frag, _ := strings.Cut(target, "#")
			file := filepath.Clean(f)
			if path != "" {
				file = filepath.Join(filepath.Dir(f), path)
			}
			if _, err := os.Stat(file); err != nil {
				t.Errorf("%s links to %s, which does not exist", f, target)
				continue
			}
			if frag != "" && strings.HasSuffix(file, ".md") && !anchors[file][frag] {
				t.Errorf("%s links to %s, but %s has no heading #%s", f, target, file, frag)
			}
		}
	}
}
