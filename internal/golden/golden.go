// Package golden compares test output with files under testdata/ and, when
// tests run with -update, rewrites those files instead.
package golden

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/sagatools/saga/internal/textdiff"
)

// update is registered on the test binary's flag set of every package
// whose tests import golden: go test ./... -update.
var update = flag.Bool("update", false, "rewrite golden files under testdata/ with the current output")

// Check compares got with the golden file at path. On a mismatch it fails
// the test with a line diff (- golden, + got); with -update it writes got.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) != string(got) {
		t.Errorf("%s differs from the output (- golden, + got; go test -update rewrites it):\n%s", path, textdiff.Lines(string(want), string(got)))
	}
}
