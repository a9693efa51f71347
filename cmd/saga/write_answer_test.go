package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sagatools/saga/solver"
)

// --write-answer writes nothing into a file changed since it was read:
// the answer found is for what the file held then.
func TestWriteAnswerRefusesAChangedFile(t *testing.T) {
	orig, err := os.ReadFile("testdata/wrong-answer.toml")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "puzzle.toml")
	if err := os.WriteFile(file, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	var errs bytes.Buffer
	p, read, err := readForNewAnswer(&errs, file)
	if err != nil {
		t.Fatal(err)
	}
	s, q, err := p.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	res, err := solver.Solve(context.Background(), s, q, solver.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	// An edit while it was solved: another hand of tiles, say.
	edited := append(append([]byte(nil), orig...), "# edited while solving\n"...)
	if err := os.WriteFile(file, edited, 0o644); err != nil {
		t.Fatal(err)
	}
	err = writeAnswerInto(&errs, p, read, s, res)
	if err == nil || !strings.Contains(err.Error(), "was changed while it was solved") {
		t.Errorf("got %v", err)
	}
	if now, _ := os.ReadFile(file); !bytes.Equal(now, edited) {
		t.Errorf("the file was written:\n%s", now)
	}
	// Unchanged, it is written.
	if err := os.WriteFile(file, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := writeAnswerInto(&errs, p, read, s, res); err != nil {
		t.Errorf("the file as read: %v", err)
	}
}

// --write-answer keeps the comments inside the [answer] it replaces.
func TestWriteAnswerKeepsComments(t *testing.T) {
	orig, err := os.ReadFile("testdata/wrong-answer.toml")
	if err != nil {
		t.Fatal(err)
	}
	commented := strings.Replace(string(orig), "[answer]\n", "[answer]  # from the first printing\n# the book's answer, wrong\n", 1)
	if commented == string(orig) {
		t.Fatal("testdata/wrong-answer.toml has no [answer] line")
	}
	file := filepath.Join(t.TempDir(), "puzzle.toml")
	if err := os.WriteFile(file, []byte(commented), 0o644); err != nil {
		t.Fatal(err)
	}
	sagaRun(t, exitOK, "solve", "--workers", "1", "--write-answer", file)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "[answer]  # from the first printing\n# the book's answer, wrong\nbest = [\"L@F4\"]\n") {
		t.Errorf("the comments are not where they were:\n%s", data)
	}
}
