package tomlfile

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// checkSnapshot fails unless the snapshot of tbl, parsed from src, reads
// back as tbl, strings' places in src included, and unless a snapshot cut
// short, changed or of another text is refused or read without a panic.
func checkSnapshot(t *testing.T, file, src string, tbl *Table) {
	t.Helper()
	snap, err := Snapshot(tbl, []byte(src))
	if errors.Is(err, errNoSnapshot) && strings.ContainsAny(src, ":-") {
		return // a date-time, probably; the read-back below checks the rest
	}
	if err != nil {
		t.Fatalf("Snapshot: %v", err)
	}
	got, err := FromSnapshot(file, []byte(src), snap)
	if err != nil {
		t.Fatalf("FromSnapshot: %v", err)
	}
	// Strings' sources are the same when their texts are: positions
	// are found from the text alone.
	sameSource := cmp.Comparer(func(a, b *source) bool {
		return a == nil && b == nil || a != nil && b != nil && a.file == b.file && string(a.text) == string(b.text)
	})
	opts := cmp.Options{cmp.AllowUnexported(Value{}, span{}), sameSource, cmpopts.EquateNaNs()}
	if d := cmp.Diff(tbl, got, opts); d != "" {
		t.Fatalf("the snapshot reads back otherwise (-parsed +read):\n%s", d)
	}
	if _, err := FromSnapshot(file, []byte(src+" "), snap); err == nil {
		t.Errorf("a snapshot was read as the tree of another text")
	}
	for n := range len(snap) {
		if _, err := FromSnapshot(file, []byte(src), snap[:n]); err == nil {
			t.Fatalf("a snapshot cut to %d of its %d bytes was read", n, len(snap))
		}
	}
	for i := range snap {
		mangled := []byte(string(snap))
		mangled[i] ^= 0x5a
		_, _ = FromSnapshot(file, []byte(src), mangled) // must not panic
	}
}

func TestSnapshotReadsBack(t *testing.T) {
	for _, src := range fuzzSeeds {
		tbl, err := Parse("seed.toml", []byte(src))
		if err != nil {
			continue // a seed of what Parse refuses
		}
		checkSnapshot(t, "seed.toml", src, tbl)
	}
}

// TestSnapshotTOMLTestSuite reads back the snapshot of every valid
// document of the toml-test suite that BurntSushi/toml ships.
func TestSnapshotTOMLTestSuite(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/BurntSushi/toml").Output()
	if err != nil {
		t.Skipf("cannot locate BurntSushi/toml: %v", err)
	}
	dir := filepath.Join(strings.TrimSpace(string(out)), "internal", "toml-test", "tests", "valid")
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.toml"))
	if len(files) == 0 {
		t.Skipf("no toml-test documents in %s", dir)
	}
	read := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tbl, err := Parse(f, src)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Snapshot(tbl, src); err == nil {
			read++
		}
		checkSnapshot(t, f, string(src), tbl)
	}
	if read < len(files)/2 {
		t.Errorf("only %d of %d documents had a snapshot", read, len(files))
	}
}

func TestSnapshotRefusesDatetimes(t *testing.T) {
	src := "d = 1979-05-27 07:32:00Z"
	if _, err := Snapshot(mustParse(t, src), []byte(src)); !errors.Is(err, errNoSnapshot) {
		t.Errorf("Snapshot of a date-time: %v, want errNoSnapshot", err)
	}
}
