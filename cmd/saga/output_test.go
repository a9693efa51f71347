package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A write that fails names the file asked for, not the temporary file
// beside it, and leaves no temporary file behind: here the rename fails
// (a folder is in the way) and the temporary file cannot be made (no
// such folder).
func TestWriteFailureNamesTarget(t *testing.T) {
	dir := t.TempDir()
	inTheWay := filepath.Join(dir, "out.csv")
	if err := os.Mkdir(inTheWay, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(inTheWay, "keep"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "no-such-folder", "out.csv")
	for _, c := range []struct {
		path  string
		write func(string, []byte) error
	}{
		{inTheWay, writeFileAtomic},
		{missing, writeFileAtomic},
		{missing, writeFileNew},
	} {
		err := c.write(c.path, []byte("data"))
		if err == nil || !strings.HasPrefix(err.Error(), "cannot write "+c.path+": ") || strings.Contains(err.Error(), ".out.csv") {
			t.Errorf("writing %s: %v", c.path, err)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("the folder holds %v, want out.csv alone (no temporary files)", names)
	}
}

// Written files are whole, new ones get the usual permissions less the
// umask, and nothing but them is left in the folder.
func TestWriteLeavesOnlyTheFile(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	if err := writeFileAtomic(a, []byte("first")); err != nil {
		t.Fatal(err)
	}
	if err := writeFileAtomic(a, []byte("second")); err != nil {
		t.Fatal(err)
	}
	if err := writeFileNew(b, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if err := writeFileNew(b, []byte("again")); err == nil || err.Error() != b+" already exists, and is not written over" {
		t.Errorf("a second writeFileNew: %v", err)
	}
	for path, want := range map[string]string{a: "second", b: "new"} {
		data, err := os.ReadFile(path)
		fi, _ := os.Stat(path)
		if err != nil || string(data) != want || fi.Mode().Perm()&^0o644 != 0 {
			t.Errorf("%s: %q, mode %v, %v; want %q, at most 0644", path, data, fi.Mode(), err, want)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("%d files in the folder, want 2", len(entries))
	}
}
