package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/sagatools/saga/internal/golden"
)

// The library's printed book (a PDF) and its interactive page, kept in
// puzzles/book, are what saga diagram makes of the library
// now, as puzzles/README.md says to make them: a puzzle added, changed or
// rated again without making them again fails here (go test ./cmd/saga
// -run TestLibraryBook -update makes them).
func TestLibraryBookAndPage(t *testing.T) {
	if testing.Short() {
		t.Skip("solves every library puzzle and every first move's line; the run without -short checks it")
	}
	t.Setenv("SOURCE_DATE_EPOCH", libraryDate)
	const library, book = "../../puzzles/library", "../../puzzles/book"
	out := t.TempDir()
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"book.pdf", []string{"diagram", "--answer", "--title", libraryTitle, "--book", filepath.Join(out, "book.pdf"), library}},
		{"page.html", []string{"diagram", "--html", "--title", libraryTitle, "-o", filepath.Join(out, "page.html"), library}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := run(tc.args, nil, &stdout, &stderr); code != exitOK {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			got, err := os.ReadFile(filepath.Join(out, tc.name))
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join(book, tc.name), got)
		})
	}
}

// libraryTitle and libraryDate are the library book's title and the date
// its PDF gives (SOURCE_DATE_EPOCH: 2026-11-25), as puzzles/README.md
// gives them in the commands that make the book.
const (
	libraryTitle = "Endgames from the saga library"
	libraryDate  = "1795564800"
)

// BenchmarkRateLibrary rates every puzzle of the library as saga check
// does (each honest rung of the ladder tries it, and the tempting move's
// refutation is solved), after solving it: one op is the whole library.
//
//	go test ./cmd/saga -run XXX -bench RateLibrary -benchtime 1x
func BenchmarkRateLibrary(b *testing.B) {
	files, err := positionFiles([]string{"../../puzzles/library"})
	if err != nil {
		b.Fatal(err)
	}
	opts := &checkOptions{rate: true, limit: time.Minute, workers: 1}
	for b.Loop() {
		rated := 0
		for _, file := range files {
			rep := checkOne(context.Background(), file, opts)
			if rep.Status != "ok" {
				b.Fatalf("%s: %s %s", file, rep.Status, rep.Error)
			}
			if rep.Rating != nil {
				rated++
			}
		}
		b.ReportMetric(float64(rated), "rated")
		b.ReportMetric(float64(len(files)), "puzzles")
	}
}
