package rulesets

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/golden"
)

func mustLoad(t *testing.T, ref string) *engine.Rules {
	t.Helper()
	r, err := Load(ref)
	if err != nil {
		t.Fatalf("Load(%q): %v", ref, err)
	}
	return r
}

// TestInvalidCorpus: every file under testdata/invalid is refused with the
// messages in its .golden file (file:line:col: message).
func TestInvalidCorpus(t *testing.T) {
	files, _ := filepath.Glob("testdata/invalid/*.toml")
	if len(files) == 0 {
		t.Fatal("empty corpus")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			_, err := Load(path)
			if err == nil {
				t.Fatal("accepted; want an error")
			}
			golden.Check(t, strings.TrimSuffix(path, ".toml")+".golden", []byte(err.Error()+"\n"))
		})
	}
}

// TestValidCorpus: every file under testdata/valid loads and passes the
// engine's own consistency check.
func TestValidCorpus(t *testing.T) {
	files, _ := filepath.Glob("testdata/valid/*.toml")
	if len(files) == 0 {
		t.Fatal("empty corpus")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			if err := mustLoad(t, path).Check(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// An extending file overrides only what it names.
func TestExtendsOverridesOneCount(t *testing.T) {
	base := mustLoad(t, "beowulf")
	variant := mustLoad(t, "testdata/valid/act1-more-sixes.toml")
	if variant.Name != "beowulf-sixes" {
		t.Errorf("name = %q, want the variant's own", variant.Name)
	}
	count := func(r *engine.Rules, act int, token string) int {
		for k, tile := range r.Tiles {
			if tile.Token() == token {
				return r.Acts[act].Tiles[k]
			}
		}
		return -1
	}
	for _, tc := range []struct {
		act   int
		token string
		want  int
	}{{0, "+6", 3}, {0, "-6", 3}, {0, "+5", 1}, {0, "+2M", 2}, {1, "+6", 1}, {2, "+6", 2}} {
		if got := count(variant, tc.act, tc.token); got != tc.want {
			t.Errorf("act %d %s: %d tiles, want %d", tc.act+1, tc.token, got, tc.want)
		}
	}
	if len(variant.Figures) != len(base.Figures) || len(variant.Abilities) != len(base.Abilities) || variant.Turn != base.Turn {
		t.Error("the variant lost inherited figures, abilities or turn structure")
	}
}

func TestMinimalRuleset(t *testing.T) {
	r := mustLoad(t, "testdata/valid/minimal.toml")
	g := r.Acts[0].Board
	if g.Width != 3 || g.Height != 3 || g.Playable() != 7 {
		t.Errorf("board %dx%d with %d playable squares, want 3x3 with 7", g.Width, g.Height, g.Playable())
	}
	if g.Initial[2] != engine.Hole || !g.Initial[4].IsPrinted() {
		t.Errorf("want a hole on C1 and a printed wall on B2, have %v", g.Initial)
	}
	if n := r.Figures[0].CountFor(2); n != 3 {
		t.Errorf("pawns with 2 players = %d, want 3", n)
	}
	if n := r.Figures[0].CountFor(3); n != 2 {
		t.Errorf("pawns with 3 players = %d, want 2", n)
	}
	want := engine.Turn{Hand: 1, Draw: engine.DrawThenDrawn, HandPlay: engine.HandAlways, KeepHand: false, NextActFirst: engine.Richest, TieBreak: engine.SharedWin}
	if r.Turn != want {
		t.Errorf("turn = %+v, want %+v", r.Turn, want)
	}
}

func TestBuiltinNames(t *testing.T) {
	if got := Builtins(); !slices.Equal(got, []string{"beowulf", "kingdoms"}) {
		t.Errorf("Builtins() = %v", got)
	}
}

// writeFile writes a test file into dir and returns its path.
func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Files follows a chain of extends to the built-in ruleset at its end,
// and stops at a cycle.
func TestFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string { return writeFile(t, dir, name, text) }
	write("base.toml", "extends = \"beowulf\"\nname = \"base\"\n")
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	child := write("child.toml", "extends = \"sub/mid.toml\"\nname = \"child\"\n")
	write("sub/mid.toml", "extends = \"../base.toml\"\n")
	want := []string{child, filepath.Join(dir, "sub/mid.toml"), filepath.Join(dir, "base.toml")}
	if diff := cmp.Diff(want, Files(child)); diff != "" {
		t.Errorf("Files (-want +got):\n%s", diff)
	}
	if got := Files("beowulf"); len(got) != 0 {
		t.Errorf("Files(beowulf) = %q, want none", got)
	}
	cycle := Files("testdata/cycle/a.toml")
	if diff := cmp.Diff([]string{"testdata/cycle/a.toml", "testdata/cycle/b.toml"}, cycle); diff != "" {
		t.Errorf("Files of a cycle (-want +got):\n%s", diff)
	}
	missing := filepath.Join(dir, "missing.toml")
	if diff := cmp.Diff([]string{missing}, Files(missing)); diff != "" {
		t.Errorf("Files of a missing file (-want +got):\n%s", diff)
	}
}

// A resolved ruleset stands alone and plays exactly as the ruleset it
// was made from, chains of extends included.
func TestResolved(t *testing.T) {
	refs := Builtins()
	files, _ := filepath.Glob("testdata/valid/*.toml")
	refs = append(refs, files...)
	for _, ref := range refs {
		text, err := Resolved(ref)
		if err != nil {
			t.Fatalf("%s: %v", ref, err)
		}
		if strings.Contains(string(text), "extends") {
			t.Errorf("%s: the resolved file still extends", ref)
		}
		again, err := Parse("resolved.toml", text)
		if err != nil {
			t.Fatalf("%s: the resolved file does not read: %v\n%s", ref, err, text)
		}
		want := mustLoad(t, ref)
		// What the rules' games share (Rules.Share) is no part of them.
		if diff := cmp.Diff(want, again, cmpopts.IgnoreUnexported(engine.Rules{})); diff != "" {
			t.Errorf("%s: the resolved file plays differently (-want +got):\n%s", ref, diff)
		}
	}
	if _, err := Resolved("testdata/invalid/unknown-enum.toml"); err == nil {
		t.Error("a ruleset with mistakes resolved")
	}
}
