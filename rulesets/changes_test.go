package rulesets

import (
	"os"
	"path/filepath"
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
		"ability shield: added (cancels negative values, scope line; played: place)",
		"ability ward: added (cancels negative values, scope board; played: place)",
		"tile +1SH: added (Shield, ability shield)",
		"tile W: added (Ward, ability ward)",
		"Act I tiles: +1SH 0 → 1, W 0 → 1",
	}
	if diff := cmp.Diff(want, Changes(base, mustLoad(t, "testdata/valid/shield.toml"))); diff != "" {
		t.Errorf("shield variant (-want +got):\n%s", diff)
	}

	variant := filepath.Join(t.TempDir(), "variant.toml")
	text := `extends = "beowulf"
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
`
	if err := os.WriteFile(variant, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	want = []string{
		"players: 2 to 4 → 2 to 5",
		"start points: 50 → 40",
		"turn.hand: 2 → 3",
		"figure T: thane, rank 3, 2 each, after its act to out → thane, rank 2, 3/2/2/1 for 2/3/4/5 players, after its act to out",
		"ability horn: adds +1 rank, scope lines; played: place → adds +2 rank, scope adjacent; played: place",
		"tile +1T: Treasure, ability treasure, treasure 3 → Treasure, ability treasure, treasure 4",
		"Act I board: 5 × 6 → 5 × 6, holes A1, [H] on D3",
		"Act I tiles: +6 1 → 3",
		"act 2 name: Act II → Act Two",
	}
	if diff := cmp.Diff(want, Changes(base, mustLoad(t, variant))); diff != "" {
		t.Errorf("variant (-want +got):\n%s", diff)
	}
}
