package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sagatools/saga/position"
)

// check --write-reading writes the themes found into the [answer] of a
// puzzle that is ok, keeping the file's own best moves, values and
// comments; run again, it writes nothing; a puzzle whose answer differs
// is left as it is; a puzzle without an answer gets the whole answer.
func TestCheckWriteReading(t *testing.T) {
	dir := t.TempDir()
	lib, err := os.ReadFile("../../puzzles/library/beowulf-2p-06.toml")
	if err != nil {
		t.Fatal(err)
	}
	// The library file as it was before it said what a reader learns,
	// with a comment of the author's in its answer.
	src := string(lib)
	if i := strings.Index(src, "themes ="); i >= 0 {
		src = src[:i] // themes, rating and tempting come last
	}
	src = strings.Replace(src, "[answer]\n", "[answer]\n# checked by hand too\n", 1)
	ok := filepath.Join(dir, "ok.toml")
	bare := filepath.Join(dir, "bare.toml")
	differs := filepath.Join(dir, "differs.toml")
	wrong, err := os.ReadFile("testdata/wrong-answer.toml")
	if err != nil {
		t.Fatal(err)
	}
	for file, text := range map[string]string{ok: src, bare: src[:strings.Index(src, "[answer]")], differs: string(wrong)} {
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"check", "--rate=false", "--write-reading", ok, bare, differs}, nil, &stdout, &stderr)
	if code != exitDisagrees {
		t.Fatalf("exit %d, want %d (one answer differs): %s", code, exitDisagrees, stderr.String())
	}
	for _, file := range []string{ok, bare} {
		if !strings.Contains(stderr.String(), "wrote what a reader learns into "+file) {
			t.Errorf("stderr does not say %s was written:\n%s", file, stderr.String())
		}
		p, _, err := position.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if p.Answer == nil || p.Answer.Themes == nil || len(p.Answer.Best) != 1 {
			t.Errorf("%s: answer %+v, want the best move and the themes", file, p.Answer)
		}
	}
	got, _ := os.ReadFile(ok)
	if !strings.HasPrefix(string(got), src) || !strings.Contains(string(got), "# checked by hand too") {
		t.Errorf("the file's text before the themes changed:\n%s", got)
	}
	if now, _ := os.ReadFile(differs); !bytes.Equal(now, wrong) {
		t.Errorf("a puzzle whose answer differs was written:\n%s", now)
	}
	stderr.Reset()
	run([]string{"check", "--rate=false", "--write-reading", ok}, nil, &stdout, &stderr)
	if again, _ := os.ReadFile(ok); !bytes.Equal(again, got) || strings.Contains(stderr.String(), "wrote") {
		t.Errorf("a second run wrote again: %s", stderr.String())
	}
}
