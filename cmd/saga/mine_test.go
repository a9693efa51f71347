package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sagatools/saga/puzzle"
)

// sagaRun runs saga with args in this process and returns its stdout,
// failing the test unless it exits with want.
func sagaRun(t *testing.T, want int, args ...string) (string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := run(args, nil, &stdout, &stderr); code != want {
		t.Fatalf("saga %s: exit %d, want %d:\n%s", strings.Join(args, " "), code, want, stderr.String())
	}
	return stdout.String(), stderr.String()
}

// sameFolders fails the test unless folders a and b hold the same files,
// byte for byte.
func sameFolders(t *testing.T, a, b string) {
	t.Helper()
	entries, err := os.ReadDir(a)
	if err != nil {
		t.Fatal(err)
	}
	others, err := os.ReadDir(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(others) {
		t.Errorf("%s holds %d files, %s %d", a, len(entries), b, len(others))
	}
	for _, e := range entries {
		x, err := os.ReadFile(filepath.Join(a, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		y, err := os.ReadFile(filepath.Join(b, e.Name()))
		if err != nil {
			t.Errorf("%s is in %s, not in %s", e.Name(), a, b)
			continue
		}
		if !bytes.Equal(x, y) {
			t.Errorf("%s differs between %s and %s", e.Name(), a, b)
		}
	}
}

// readMinePart reads a part file of saga generate.
func readMinePart(t *testing.T, file string) *puzzle.Part {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var p puzzle.Part
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatal(err)
	}
	return &p
}

// A mining run split into shards and merged writes the same files, byte
// for byte, and the same list, text or JSON, as the run unsharded: a
// solved Beowulf run, and a run of a small ruleset file whose seeds often
// give the same puzzle, where the merge leaves out the puzzles of a later
// seed that another shard kept too.
func TestMineShardsMergeToTheWholeRun(t *testing.T) {
	ruleset, err := filepath.Abs("../../rulesets/testdata/valid/minimal.toml")
	if err != nil {
		t.Fatal(err)
	}
	runs := []struct {
		name  string
		flags []string
		// dupsAt is a number of shards at which seeds of different
		// shards give the same puzzle (the first player is the seed's
		// seat, so with two players and two shards, those that do are
		// seeds of the same shard); 0: none looked for.
		dupsAt int
	}{
		{"beowulf-unique", []string{"--empties", "6", "--unique", "--lead", "3", "--seeds", "12", "--seed", "3"}, 0},
		{"minimal-answer", []string{"--ruleset", ruleset, "--empties", "6", "--answer", "--seeds", "30"}, 3},
	}
	counts := []int{2, 3}
	if testing.Short() {
		// CI's run under the race detector: the run with duplicates
		// across shards.
		runs, counts = runs[1:], counts[1:]
	}
	for _, r := range runs {
		for _, shards := range counts {
			t.Run(fmt.Sprintf("%s-%d", r.name, shards), func(t *testing.T) {
				work := t.TempDir()
				for _, asJSON := range []bool{false, true} {
					var list []string
					if asJSON {
						list = []string{"--json"}
					}
					whole := filepath.Join(work, fmt.Sprintf("whole-%v", asJSON))
					wantList, _ := sagaRun(t, exitOK, append(append([]string{"generate", "--dir", whole}, r.flags...), list...)...)
					var parts []string
					kept := 0
					for i := 1; i <= shards; i++ {
						part := filepath.Join(work, fmt.Sprintf("part-%d.json", i))
						sagaRun(t, exitOK, append([]string{"generate", "--shard", fmt.Sprintf("%d/%d", i, shards), "--out", part}, r.flags...)...)
						parts = append(parts, part)
						kept += len(readMinePart(t, part).Puzzles)
					}
					merged := filepath.Join(work, fmt.Sprintf("merged-%v", asJSON))
					gotList, _ := sagaRun(t, exitOK, append(append([]string{"merge", "--dir", merged}, list...), parts...)...)
					if strings.ReplaceAll(gotList, merged, whole) != wantList {
						t.Errorf("merge lists\n%s\nthe unsharded run\n%s", gotList, wantList)
					}
					sameFolders(t, whole, merged)
					entries, _ := os.ReadDir(whole)
					if len(entries) == 0 {
						t.Fatal("the run kept no puzzle: the test tests nothing")
					}
					if kept < len(entries) || r.dupsAt == shards && kept == len(entries) {
						t.Errorf("the shards kept %d puzzles, the whole run %d: want as many, or more when seeds of different shards give the same puzzle", kept, len(entries))
					}
				}
			})
		}
	}
}

// merge refuses generate's parts that do not belong together, that were
// changed, or that it cannot write, and writes nothing then.
func TestMergeMinedRefuses(t *testing.T) {
	work := t.TempDir()
	flags := []string{"--empties", "6", "--seeds", "6"}
	part := func(name, shard string, more ...string) string {
		file := filepath.Join(work, name)
		sagaRun(t, exitOK, append(append([]string{"generate", "--shard", shard, "--out", file}, flags...), more...)...)
		return file
	}
	p1, p2 := part("p1.json", "1/2"), part("p2.json", "2/2")
	other := part("other.json", "2/2", "--act", "2")
	thirds := part("third.json", "2/3")
	edit := func(name string, change func(p *puzzle.Part)) string {
		p := readMinePart(t, p2)
		change(p)
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(work, name)
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return file
	}
	unfinished := edit("unfinished.json", func(p *puzzle.Part) { p.Header.Complete = false })
	changed := edit("changed.json", func(p *puzzle.Part) { p.Run.Seeds = 7 })
	escaping := edit("escaping.json", func(p *puzzle.Part) { p.Puzzles[0].File = "../escaped.toml" })
	foreign := edit("foreign.json", func(p *puzzle.Part) { p.Puzzles[0].Seed = 3 }) // seed 3 is index 2: shard 1's
	simulated := filepath.Join(work, "simulated.json")
	sagaRun(t, exitOK, "simulate", "--games", "4", "--quiet", "--shard", "2/2", "--out", simulated)
	taken := filepath.Join(work, "taken")
	if err := os.Mkdir(taken, 0o755); err != nil {
		t.Fatal(err)
	}
	first := readMinePart(t, p1).Puzzles[0].File
	if err := os.WriteFile(filepath.Join(taken, first), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(work, "book")
	for _, c := range []struct {
		args []string
		why  string
	}{
		{[]string{"--dir", dir, p1}, "shard 2 of 2 missing"},
		{[]string{"--dir", dir, p1, p2, p2}, "are both shard 2/2"},
		{[]string{"--dir", dir, p1, other}, "are parts of different runs"},
		{[]string{"--dir", dir, p1, thirds}, "the runs were split differently"},
		{[]string{"--dir", dir, p1, unfinished}, "shard 2/2 stopped before it was done"},
		{[]string{"--dir", dir, p1, changed}, "has been changed since saga wrote it"},
		{[]string{"--dir", dir, p1, escaping}, `named "../escaped.toml", not a plain .toml file name`},
		{[]string{"--dir", dir, p1, foreign}, "seed 3, which is not one of shard 2/2's seeds"},
		{[]string{"--dir", dir, p1, simulated}, "parts of different commands do not merge"},
		{[]string{p1, p2}, "give --dir"},
		{[]string{"--dir", dir, "--csv", filepath.Join(work, "x.csv"), p1, p2}, "are for the parts of saga simulate"},
		{[]string{"--dir", dir, simulated}, "--dir is for the parts of saga generate"},
		{[]string{"--dir", taken, p1, p2}, "already exists, and merge does not write over a file"},
	} {
		_, stderr := sagaRun(t, exitBadInput, append([]string{"merge"}, c.args...)...)
		if !strings.Contains(stderr, c.why) {
			t.Errorf("merge %v says\n%s\nwant %q", c.args, stderr, c.why)
		}
		if _, err := os.Stat(dir); err == nil {
			t.Fatalf("merge %v made %s", c.args, dir)
		}
	}
	if entries, _ := os.ReadDir(taken); len(entries) != 1 {
		t.Errorf("%d files in a folder merge refused to write to, want only the one there", len(entries))
	}
	if _, err := os.Stat(filepath.Join(work, "escaped.toml")); err == nil {
		t.Error("a part's puzzle was written outside --dir")
	}
}

// The puzzles of a mining run name a ruleset file by its path from their
// folder; merge writes them only where that path reads the ruleset the
// shards played.
func TestMergeMinedRulesetFile(t *testing.T) {
	work := t.TempDir()
	src, err := os.ReadFile("../../rulesets/testdata/valid/minimal.toml")
	if err != nil {
		t.Fatal(err)
	}
	ruleset := filepath.Join(work, "minimal.toml")
	if err := os.WriteFile(ruleset, src, 0o644); err != nil {
		t.Fatal(err)
	}
	part := filepath.Join(work, "part.json")
	sagaRun(t, exitOK, "generate", "--ruleset", ruleset, "--empties", "6", "--seeds", "5", "--shard", "1/1", "--out", part)
	if err := os.WriteFile(ruleset, bytes.Replace(src, []byte("start_points = 10"), []byte("start_points = 11"), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr := sagaRun(t, exitBadInput, "merge", "--dir", filepath.Join(work, "book"), part)
	if !strings.Contains(stderr, "is not the one the shards played") {
		t.Errorf("merge with the ruleset file changed says\n%s", stderr)
	}
	os.Remove(ruleset)
	_, stderr = sagaRun(t, exitBadInput, "merge", "--dir", filepath.Join(work, "book"), part)
	if !strings.Contains(stderr, "which does not read here") {
		t.Errorf("merge with the ruleset file gone says\n%s", stderr)
	}
}
