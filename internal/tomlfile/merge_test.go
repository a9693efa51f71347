package tomlfile

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestMerge(t *testing.T) {
	parse := func(file, src string) *Table {
		tbl, err := Parse(file, []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		return tbl
	}
	base := parse("base.toml", `name = "base"
[players]
min = 2
max = 4
[[acts]]
title = "A"
`)
	over := parse("mine.toml", `[players]
max = 6
mni = 1
[board]
size = 9
[[acts]]
title = "B"
[[acts]]
title = "C"
name = "mine"
`)
	m := Merge(base, over)

	if got, want := m.Keys, []string{"name", "players", "acts", "board"}; !slices.Equal(got, want) {
		t.Errorf("merged keys = %q, want %q", got, want)
	}
	if got, want := m.Fields["players"].Table.Keys, []string{"min", "max", "mni"}; !slices.Equal(got, want) {
		t.Errorf("merged [players] keys = %q, want %q", got, want)
	}
	positions := map[string]Pos{
		"name":        at(t, m, "name").KeyPos,
		"players.min": at(t, m, "players", "min").Pos,
		"players.max": at(t, m, "players", "max").Pos,
		"players":     at(t, m, "players").Pos,
		"acts.1":      at(t, m, "acts", 1).Pos,
	}
	want := map[string]Pos{
		"name":        {"base.toml", 1, 1},
		"players.min": {"base.toml", 3, 7},
		"players.max": {"mine.toml", 2, 7},
		"players":     {"mine.toml", 1, 1},
		"acts.1":      {"mine.toml", 8, 1},
	}
	if diff := cmp.Diff(want, positions); diff != "" {
		t.Errorf("positions (-want +got):\n%s", diff)
	}
	if n := len(at(t, m, "acts").Array); n != 2 {
		t.Errorf("merged acts has %d elements, want over's 2", n)
	}

	// Inputs are untouched.
	if got := base.Fields["players"].Table.Keys; !slices.Equal(got, []string{"min", "max"}) {
		t.Errorf("base [players] keys changed to %q", got)
	}
	if got := at(t, base, "players", "max").Int; got != 4 {
		t.Errorf("base players.max changed to %d", got)
	}
	if _, ok := over.Fields["name"]; ok {
		t.Errorf("over gained key name")
	}

	// Errors found in the merged tree point into the file that says it.
	var d Decoder
	top := d.Object(m, "the top level")
	p := top.Object("players")
	var n int
	p.Int("min", &n)
	p.Int("max", &n)
	p.Close()
	top.Require("name", "players", "rounds")
	top.Value("acts")
	top.Value("board")
	top.Close()
	wantErrs := []string{
		`mine.toml:3:1: unknown key "mni" in [players]; did you mean "min"?`,
		`mine.toml: missing key "rounds" at the top level`,
	}
	if diff := cmp.Diff(wantErrs, errorLines(d.Err())); diff != "" {
		t.Errorf("errors (-want +got):\n%s", diff)
	}
}

func TestMergeNil(t *testing.T) {
	tbl := mustParse(t, "a = 1")
	if Merge(nil, nil) != nil {
		t.Errorf("Merge(nil, nil) != nil")
	}
	for _, m := range []*Table{Merge(tbl, nil), Merge(nil, tbl)} {
		if !slices.Equal(m.Keys, []string{"a"}) || m == tbl {
			t.Errorf("merge with nil = %+v, want a copy of the other", m)
		}
	}
}
