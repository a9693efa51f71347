package tomlfile

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const ruleset = `name = "Hnefatafl"
mode = "plase"
sise = 11
tiles = ["a", 3, "c"]
[players]
min = "two"
max = 2

[figures.thane]
rank = 2
rnak = 3

[[acts]]
title = "Opening"
colour = "red"

[[acts]]
title = 5
`

// errorLines returns err's messages, one per line, or nil.
func errorLines(err error) []string {
	if err == nil {
		return nil
	}
	return strings.Split(err.Error(), "\n")
}

func TestObject(t *testing.T) {
	var (
		d            Decoder
		name, mode   string
		size, ranks  int
		minP, maxP   int
		tiles        []string
		titles       []string
		gotFigures   []string
		mustBeAbsent = "unchanged"
	)
	top := d.Object(mustParse(t, ruleset), "the top level")
	top.String("name", &name)
	top.Enum("mode", &mode, "place", "move")
	top.Int("size", &size)
	top.Strings("tiles", &tiles)
	top.Require("name", "size", "version")
	if top.String("absent", &mustBeAbsent) || mustBeAbsent != "unchanged" {
		t.Errorf("String on an absent key changed dst or returned true")
	}
	if p := top.Object("players"); p != nil {
		p.Int("min", &minP)
		p.Int("max", &maxP)
		p.Close()
	}
	if f := top.Object("figures"); f != nil {
		f.Each(func(key string, v *Value) {
			gotFigures = append(gotFigures, key)
			fig := f.Object(key)
			fig.Int("rank", &ranks)
			fig.Close()
		})
		f.Close()
	}
	for _, a := range top.Objects("acts") {
		var title string
		if a.String("title", &title) {
			titles = append(titles, a.Name()+" "+title)
		}
		a.Close()
	}
	top.Close()
	top.Close() // reports nothing twice

	want := []string{
		`f.toml:2:8: unknown value "plase" for key "mode" at the top level; did you mean "place"?`,
		`f.toml:3:1: unknown key "sise" at the top level; did you mean "size"?`,
		`f.toml:4:15: tiles[2] at the top level must be a string, not an integer`,
		`f.toml:6:7: key "min" in [players] must be an integer, not a string`,
		`f.toml:11:1: unknown key "rnak" in [figures.thane]; did you mean "rank"?`,
		`f.toml:15:1: unknown key "colour" in [acts.1] (the keys here: title)`,
		`f.toml:18:9: key "title" in [acts.2] must be a string, not an integer`,
		// Problems of the whole file come last: "sise" above explains one.
		`f.toml: missing key "size" at the top level`,
		`f.toml: missing key "version" at the top level`,
	}
	if diff := cmp.Diff(want, errorLines(d.Err())); diff != "" {
		t.Errorf("errors (-want +got):\n%s", diff)
	}
	if name != "Hnefatafl" || maxP != 2 || ranks != 2 || tiles != nil {
		t.Errorf("decoded name=%q max=%d rank=%d tiles=%q", name, maxP, ranks, tiles)
	}
	if diff := cmp.Diff([]string{"[acts.1] Opening"}, titles); diff != "" {
		t.Errorf("titles (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"thane"}, gotFigures); diff != "" {
		t.Errorf("Each keys (-want +got):\n%s", diff)
	}
}

func TestObjectKinds(t *testing.T) {
	var d Decoder
	src := `players = 3
acts = {x = 1}
steps = [{n = 1}, 2]
mode = "zzz"
on = "yes"
"odd key" = {}
`
	top := d.Object(mustParse(t, src), "[game]")
	if top.Object("players") != nil {
		t.Errorf("Object on an integer returned an Object")
	}
	if top.Objects("acts") != nil {
		t.Errorf("Objects on a table returned Objects")
	}
	steps := top.Objects("steps")
	if len(steps) != 1 || steps[0].Name() != "[game.steps.1]" || lc(steps[0].Pos()) != "3:10" {
		t.Errorf("Objects(steps) = %d objects, first %q", len(steps), steps[0].Name())
	}
	var mode string
	var on bool
	top.Enum("mode", &mode, "place", "move")
	top.Bool("on", &on)
	odd := top.Object("odd key")
	odd.Close()
	if odd.Name() != `[game."odd key"]` {
		t.Errorf("sub-table name = %q", odd.Name())
	}
	// A nil Object, as returned for absent tables, ignores everything.
	var absent *Object = top.Object("absent")
	absent.Require("x")
	absent.Close()
	if absent.String("x", &mode) || absent.Has("x") || absent.Objects("x") != nil {
		t.Errorf("nil Object reported a value")
	}
	top.Close()
	want := []string{
		`f.toml:1:11: key "players" in [game] must be a table, not an integer`,
		`f.toml:2:8: key "acts" in [game] must be an array of tables, not a table`,
		`f.toml:3:19: steps[2] in [game] must be a table, not an integer`,
		`f.toml:4:8: unknown value "zzz" for key "mode" in [game]; expected one of "place", "move"`,
		`f.toml:5:6: key "on" in [game] must be a boolean, not a string`,
	}
	if diff := cmp.Diff(want, errorLines(d.Err())); diff != "" {
		t.Errorf("errors (-want +got):\n%s", diff)
	}
}

func TestDecoderSortsErrors(t *testing.T) {
	var d Decoder
	if d.Err() != nil {
		t.Fatalf("Err() on a fresh Decoder = %v", d.Err())
	}
	d.Errorf(Pos{File: "b.toml", Line: 1, Col: 1}, "b1")
	d.Errorf(Pos{File: "a.toml", Line: 2, Col: 5}, "a25 first")
	d.Errorf(Pos{File: "a.toml", Line: 10, Col: 1}, "a10")
	d.Errorf(Pos{File: "a.toml", Line: 2, Col: 3}, "a23")
	d.Errorf(Pos{File: "a.toml", Line: 2, Col: 5}, "a25 second")
	want := []string{
		"a.toml:2:3: a23", "a.toml:2:5: a25 first", "a.toml:2:5: a25 second",
		"a.toml:10:1: a10", "b.toml:1:1: b1",
	}
	if diff := cmp.Diff(want, errorLines(d.Err())); diff != "" {
		t.Errorf("errors (-want +got):\n%s", diff)
	}
	if es, ok := d.Err().(Errors); !ok || len(es) != 5 {
		t.Errorf("Err() = %T, want Errors of 5", d.Err())
	}
}
