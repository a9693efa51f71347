package rulesets_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// R7 and R11: printed board features are not tiles. A board that prints
// a Valor (a variant's: the built-in boards print only Gorges) keeps it:
// Temptation may remove only the Valor that was placed.
func TestR7PrintedFeatureIsNotRemoved(t *testing.T) {
	ruleset := filepath.Join(t.TempDir(), "printed-valor.toml")
	variant := "extends = \"beowulf\"\nname = \"printed-valor\"\n[boards.act2]\ngrid = \"\"\"\n" +
		".  .    .   .  .    [+2V]\n" +
		".  [G]  .   .  .    .\n" +
		".  .    .   .  [G]  .\n" +
		".  .    [G] .  .    .\n" +
		".  .    .   .  .    .\n\"\"\"\n"
	if err := os.WriteFile(ruleset, []byte(variant), 0o644); err != nil {
		t.Fatal(err)
	}
	s := stateFrom(t, `
ruleset = "`+filepath.ToSlash(ruleset)+`"
act = 2
players = ["brown", "green"]
grid = '''
.  +2V  .    +2M      -2X  [+2V]
.  [G]  .    .        .    .
.  .    .    .        [G]  .
.  .    [G]  .        .    .
.  .    .    brown:L  .    .
'''
[pool]
[hands]
brown = ["-2TE"]
green = ["+1"]
`)
	play(t, s, "-2TE@A1")
	if got := notations(s); !slices.Equal(got, []string{"decline", "remove B1"}) {
		t.Fatalf("after Temptation: %v, want decline or remove B1, not the Valor printed on F1", got)
	}
}
