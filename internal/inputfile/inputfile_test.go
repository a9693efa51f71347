package inputfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f.toml")
	if err := os.WriteFile(file, []byte("12345"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := Read(file, "a test file", 5); err != nil || string(data) != "12345" {
		t.Errorf("a file of exactly the limit: %q, %v", data, err)
	}
	_, err := Read(file, "a test file", 4)
	if !errors.Is(err, ErrTooLarge) || err.Error() != file+": larger than 4 bytes, the most saga reads of a test file" {
		t.Errorf("a file over the limit: %v", err)
	}
	_, err = Read(filepath.Join(dir, "missing.toml"), "a test file", 5)
	if !errors.Is(err, os.ErrNotExist) || !strings.HasSuffix(err.Error(), "missing.toml: no such file or directory") {
		t.Errorf("a missing file: %v", err)
	}
	if _, err = Read(dir, "a test file", 5); !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "a folder") {
		t.Errorf("a folder: %v", err)
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{256 << 10: "256 KiB", 1 << 20: "1 MiB", 1000: "1000 bytes", 3<<20 + 1: "3145729 bytes"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %s, want %s", n, got, want)
		}
	}
}
