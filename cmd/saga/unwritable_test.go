package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// unwritableFolder is a folder saga cannot write to: one whose
// permissions forbid it, or, for root, whom permissions do not stop,
// Linux's /sys. It reports false when there is none to be had.
func unwritableFolder(t *testing.T) (string, bool) {
	if os.Geteuid() == 0 || runtime.GOOS == "windows" {
		if runtime.GOOS == "linux" {
			if err := checkWritable("/sys", "/sys/x"); err != nil {
				return "/sys", true
			}
		}
		return "", false
	}
	dir := filepath.Join(t.TempDir(), "read-only")
	if err := os.Mkdir(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	return dir, true
}

// Every command that writes files refuses a folder it cannot write to
// before its long work (the games, the search, the drawing), naming the
// file or folder asked for. Each command here would otherwise run for
// hours (search players, a hundred thousand games or seeds), so a check
// that came after the work would not end within the test's time.
func TestUnwritableFolderRefusedFirst(t *testing.T) {
	ro, ok := unwritableFolder(t)
	if !ok {
		t.Skip("no folder here that this user cannot write to")
	}
	work := t.TempDir()
	minedPart := filepath.Join(work, "mined.json")
	sagaRun(t, exitOK, "generate", "--empties", "6", "--seeds", "2", "--shard", "1/1", "--out", minedPart)
	puzzle := "../../puzzles/bench/kingdoms-2p-chance-12.toml" // no [answer]: --answer solves it
	simParts := []string{"testdata/parts/part-1.json", "testdata/parts/part-2.json", "testdata/parts/part-3.json"}
	at := func(name string) string { return filepath.Join(ro, name) }
	cases := [][]string{
		{"simulate", "--games", "100000", "--ai", "search", "--csv", at("games.csv")},
		{"simulate", "--games", "100000", "--ai", "search", "--plot", at("spread.svg")},
		{"simulate", "--games", "100000", "--ai", "search", "--shard", "1/2", "--out", at("part.json")},
		{"generate", "--ai", "search", "--empties", "20", "--answer", "-o", at("p.toml")},
		{"generate", "--ai", "search", "--empties", "6", "--count", "1000", "--dir", ro},
		{"generate", "--ai", "search", "--empties", "6", "--count", "1000", "--dir", at("book")},
		{"generate", "--ai", "search", "--empties", "6", "--seeds", "100000", "--dir", ro},
		{"generate", "--ai", "search", "--empties", "6", "--seeds", "100000", "--shard", "1/2", "--out", at("mined.json")},
		{"diagram", "--answer", "--time", "1h", "-o", at("p.svg"), puzzle},
		{"diagram", "--answer", "--time", "1h", "--dir", ro, puzzle},
		{"diagram", "--answer", "--time", "1h", "--dir", at("pictures"), puzzle},
		{"diagram", "--answer", "--time", "1h", "--book", at("book.html"), puzzle},
		{"play", "--ai", "search", "--players", "4", "--record", at("game.txt")},
		append([]string{"merge", "--csv", at("games.csv")}, simParts...),
		append([]string{"merge", "--plot", at("spread.svg")}, simParts...),
		{"merge", "--dir", ro, minedPart},
		{"merge", "--dir", at("book"), minedPart},
	}
	if os.Geteuid() != 0 {
		// A puzzle in a folder it cannot write its answer into; root can
		// write anywhere it can put a puzzle.
		src, err := os.ReadFile(puzzle)
		if err != nil {
			t.Fatal(err)
		}
		os.Chmod(ro, 0o755)
		if err := os.WriteFile(at("puzzle.toml"), src, 0o644); err != nil {
			t.Fatal(err)
		}
		os.Chmod(ro, 0o555)
		cases = append(cases, []string{"solve", "--write-answer", at("puzzle.toml")})
	}
	for _, args := range cases {
		_, stderr := sagaRun(t, exitBadInput, args...)
		if !strings.Contains(stderr, ro) || !strings.Contains(stderr, "cannot") {
			t.Errorf("saga %s says\n%s\nwant it to name the target in %s", strings.Join(args, " "), stderr, ro)
		}
	}
}
