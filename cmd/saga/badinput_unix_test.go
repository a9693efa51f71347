//go:build unix

package main

import (
	"net"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// specialBadInput makes the cases that are no regular files: named pipes
// (which would wait for a writer forever), devices (/dev/zero never ends),
// symbolic links to them, a socket, a folder and a file that is not
// there, given as a file and named by a file.
func specialBadInput(t *testing.T, tmp string) []badInputCase {
	dir := filepath.Join(tmp, "special")
	empty := filepath.Join(tmp, "empty")
	for _, d := range []string{dir, empty} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	fifo := filepath.Join(dir, "fifo.toml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "zero.toml")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	loop := filepath.Join(dir, "loop.toml")
	if err := os.Symlink("loop.toml", loop); err != nil {
		t.Fatal(err)
	}
	socket := filepath.Join(dir, "socket.toml")
	l, err := net.Listen("unix", socket)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	names := func(ref string) string {
		return "ruleset = \"" + ref + "\"\nact = 1\nplayers = [\"brown\", \"green\"]\ngrid = '''\n. . . . . .\n'''\n"
	}
	var cases []badInputCase
	for _, kind := range []string{"rulesets", "positions", "puzzles", "records"} {
		for name, file := range map[string]string{
			"fifo":         fifo,
			"dev-zero":     "/dev/zero",
			"dev-null":     "/dev/null",
			"link-to-zero": zero,
			"link-loop":    loop,
			"socket":       socket,
			"folder":       empty,
			"missing-file": filepath.Join(dir, "no-such-file.toml"),
		} {
			cases = append(cases, badInputCase{kind: kind, name: "special-" + name, file: file})
		}
	}
	cases = append(cases,
		badInputCase{kind: "rulesets", name: "special-extends-fifo", file: write("extends-fifo.toml", "extends = \"fifo.toml\"\nname = \"x\"\n")},
		badInputCase{kind: "rulesets", name: "special-extends-link-to-zero", file: write("extends-zero.toml", "extends = \"zero.toml\"\nname = \"x\"\n")},
		badInputCase{kind: "positions", name: "special-ruleset-fifo", file: write("ruleset-fifo.toml", names("fifo.toml"))},
		badInputCase{kind: "positions", name: "special-ruleset-link-to-zero", file: write("ruleset-zero.toml", names("zero.toml"))},
		badInputCase{kind: "records", name: "special-ruleset-fifo", file: write("ruleset-fifo.txt", "ruleset fifo.toml\nplayers brown green\n")},
		badInputCase{kind: "records", name: "special-ruleset-socket", file: write("ruleset-socket.txt", "ruleset socket.toml\nplayers brown green\n")},
	)
	return cases
}
