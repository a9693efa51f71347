package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"

	"github.com/sagatools/saga/internal/golden"
)

// The CLI reference (docs/cli/) and the man pages (docs/man/) are written
// from the commands themselves, so that they cannot drift from them. The
// writer lives here, in the tests, rather than in a command of saga: the
// packages that write Markdown and man pages would otherwise be linked
// into every run of saga and set themselves up at its start, before any
// command. go test ./cmd/saga -run 'TestCLIDocsCurrent|TestManPagesCurrent' -update
// rewrites both.

// manDate is the date the man pages carry: fixed, so that writing them
// again gives the same files unless the commands changed, and the test
// that they are current does not fail on a new day.
var manDate = time.Date(2026, time.November, 25, 0, 0, 0, 0, time.UTC)

// referenceRoot is saga's command tree as the reference describes it.
func referenceRoot() *cobra.Command {
	root := newRoot(nil, io.Discard, io.Discard)
	root.DisableAutoGenTag = true
	// cobra adds these when a command line runs; the reference lists them.
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	return root
}

// checkGenerated compares the files write puts into a new directory, of
// the given extension, with those committed in dir: each must match (with
// -update, each is written), and dir must hold no other.
func checkGenerated(t *testing.T, dir, ext string, write func(out string) error, check func(path string, got []byte)) {
	t.Helper()
	out := t.TempDir()
	if err := write(out); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(out, "*"+ext))
	if len(files) == 0 {
		t.Fatal("the commands gave no page")
	}
	var made []string
	for _, f := range files {
		got, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if check != nil {
			check(f, got)
		}
		golden.Check(t, filepath.Join(dir, filepath.Base(f)), got)
		made = append(made, filepath.Base(f))
	}
	committed, _ := filepath.Glob(filepath.Join(dir, "*"+ext))
	for _, f := range committed {
		if !slices.Contains(made, filepath.Base(f)) {
			t.Errorf("%s is no command's page any more: delete it", f)
		}
	}
}

// docs/cli is generated from the commands; it must be current.
func TestCLIDocsCurrent(t *testing.T) {
	checkGenerated(t, "../../docs/cli", ".md", func(out string) error {
		return doc.GenMarkdownTree(referenceRoot(), out)
	}, nil)
}

// docs/man is generated from the commands; it must be current.
func TestManPagesCurrent(t *testing.T) {
	header := &doc.GenManHeader{Section: "1", Date: &manDate, Source: "saga", Manual: "saga manual"}
	checkGenerated(t, "../../docs/man", ".1", func(out string) error {
		return doc.GenManTree(referenceRoot(), header, out)
	}, func(path string, got []byte) {
		if !bytes.HasPrefix(got, []byte(".nh\n.TH ")) {
			t.Errorf("%s does not start as a man page: %.40q", path, got)
		}
	})
}
