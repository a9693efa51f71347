package rulesets

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A variant's changes are listed part by part, each with its value in
// both rulesets; a ruleset does not differ from itself.
func TestChanges(t *testing.T) {
	base := mustLoad(t, "beowulf")
	if got := Changes(base, mustLoad(t, "beowulf")); len(got) != 0 {
		t.Errorf("a ruleset differs from itself: %q", got)
	}
	want := []string{
		"ability shield: added (scoring: cancels negative values, scope line; played: place)",
		"ability ward: added (scoring: cancels negative values, scope board; played: place)",
		"tile +1SH: added (name: Shield; ability: shield)",
		"tile W: added (name: Ward; ability: ward)",
		"Act I tiles: +1SH 0 → 1, W 0 → 1",
	}
	if got := Changes(base, mustLoad(t, "testdata/valid/shield.toml")); !cmp.Equal(want, got) {
		t.Errorf("shield variant: got\n%s", strings.Join(got, "\n"))
	}

	variant := writeFile(t, t.TempDir(), "variant.toml", `extends = "beowulf"
name = "variant"
[players]
min = 2
max = 5
start_points = 40
[turn]
hand = 3
[figures.thane]
rank = 2
count = { 2 = 3, 3 = 2, 4 = 2, 5 = 1 }
[tiles.treasure_1]
params = { treasure = 4 }
[abilities.horn]
add_rank = { amount = 2, scope = "adjacent" }
[boards.act1]
grid = """
# . . . . .
. . . . . .
. . . [H] . .
. . . . . .
. . . . . .
"""
[tilesets.act1]
"+6" = 3
[acts.2]
name = "Act Two"
`)
	want = []string{
		"players: 2 to 4 → 2 to 5",
		"start points: 50 → 40",
		"turn.hand: 2 → 3",
		"figure T rank: 3 → 2",
		"figure T count: 2 each → 3/2/2/1 for 2/3/4/5 players",
		"ability horn scoring: adds +1 rank, scope lines → adds +2 rank, scope adjacent",
		"tile +1T params: treasure 3 → treasure 4",
		"Act I board: none → holes A1, [H] on D3",
		"Act I tiles: +6 1 → 3",
		"act 2 name: Act II → Act Two",
	}
	if got := Changes(base, mustLoad(t, variant)); !cmp.Equal(want, got) {
		t.Errorf("variant: got\n%s", strings.Join(got, "\n"))
	}
}

// Acts are compared by place: one only a ruleset has is listed whole, and
// an act renamed is named by its place; a count table giving every number
// of players the same count is that count.
func TestChangesOfActs(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string { return writeFile(t, dir, name, text) }
	one := write("one.toml", `name = "one"
[players]
min = 2
max = 3
[figures.king]
glyph = "K"
rank = 2
count = 2
[boards.small]
grid = ". .\n. ."
[tilesets.few]
"+1" = 2
[acts.1]
name = "Round 1"
board = "small"
tiles = "few"
`)
	two := write("two.toml", `extends = "one.toml"
name = "two"
[figures.king]
count = { 2 = 2, 3 = 2 }
[boards.wide]
grid = ". . [+2]\n. . ."
[tilesets.more]
"+1" = 1
"-1" = 2
[acts.1]
name = "First"
board = "wide"
[acts.2]
name = "Round 2"
board = "small"
tiles = "more"
`)
	want := []string{
		"act 1 name: Round 1 → First",
		"act 1 board size: 2 × 2 → 2 × 3",
		"act 1 board: none → [+2] on C1",
		"act 2 (Round 2): added (board 2 × 2; tiles +1 ×1, -1 ×2)",
	}
	if got := Changes(mustLoad(t, one), mustLoad(t, two)); !cmp.Equal(want, got) {
		t.Errorf("one → two: got\n%s", strings.Join(got, "\n"))
	}
	want = []string{
		"act 1 name: First → Round 1",
		"act 1 board size: 2 × 3 → 2 × 2",
		"act 1 board: [+2] on C1 → none",
		"act 2 (Round 2): removed (was board 2 × 2; tiles +1 ×1, -1 ×2)",
	}
	if got := Changes(mustLoad(t, two), mustLoad(t, one)); !cmp.Equal(want, got) {
		t.Errorf("two → one: got\n%s", strings.Join(got, "\n"))
	}
}
