//go:build unix

package inputfile

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A named pipe, a device and a link to a device are refused before
// anything is read from them: none of them blocks or runs on.
func TestReadRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.toml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	link := filepath.Join(dir, "zero.toml")
	if err := os.Symlink("/dev/zero", link); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		fifo:        "a named pipe (FIFO), not a regular file",
		"/dev/zero": "a device, not a regular file",
		link:        "a device, not a regular file",
	} {
		_, err := Read(path, "a test file", 1<<20)
		if !errors.Is(err, ErrNotRegular) || err.Error() != path+": "+want+"; saga reads regular files only" {
			t.Errorf("%s: %v", path, err)
		}
	}
}
