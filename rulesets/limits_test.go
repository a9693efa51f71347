package rulesets

import (
	"fmt"
	"strings"
	"testing"
)

// bigRuleset is a ruleset at the limits: acts on the largest boards,
// figures of the highest rank, tiles of the largest value and rank bonus,
// and, if multiply is not 0, tiles that multiply their lines.
func bigRuleset(acts, multiply int) string {
	var b strings.Builder
	b.WriteString("name = \"big\"\nplayers = { min = 2, max = 8, start_points = 1000000 }\n")
	b.WriteString("[figures.king]\nglyph = \"K\"\nrank = 99\ncount = 99\n")
	b.WriteString("[abilities.crown]\nadd_rank = { amount = 99, scope = \"lines\" }\nplay = [{ mode = \"place\" }, { mode = \"cash\", param = \"gold\" }]\n")
	b.WriteString("[tiles.crown]\nvalue = 99\nglyph = \"C\"\nability = \"crown\"\nparams = { gold = 999 }\n")
	// A second rank bonus reaching the neighbours too: the worst case adds
	// both kinds.
	b.WriteString("[abilities.banner]\nadd_rank = { amount = 99, scope = \"adjacent\" }\n")
	b.WriteString("[tiles.banner]\nvalue = 99\nglyph = \"B\"\nability = \"banner\"\n")
	if multiply != 0 {
		fmt.Fprintf(&b, "[abilities.mine]\nmultiply = %d\n[tiles.mine]\nvalue = -99\nglyph = \"M\"\nability = \"mine\"\n", multiply)
	}
	b.WriteString("[boards.huge]\ngrid = '''\n")
	for range 26 {
		b.WriteString(strings.Repeat(". ", 26) + "\n")
	}
	b.WriteString("'''\n[tilesets.all]\ncrown = 1000\nbanner = 1000\n\"+99\" = 1000\n")
	if multiply != 0 {
		b.WriteString("mine = 1000\n")
	}
	for a := 1; a <= acts; a++ {
		fmt.Fprintf(&b, "[acts.%d]\nboard = \"huge\"\ntiles = \"all\"\n", a)
	}
	return b.String()
}

// Without multipliers, a ruleset with every number at its limit stays
// well within what saga counts exactly, which is why only a multiplier is
// ever blamed for going past it; more acts than the limit are refused.
func TestScoreBoundWithoutMultipliers(t *testing.T) {
	if _, err := Parse("big.toml", []byte(bigRuleset(maxActs, 0))); err != nil {
		t.Errorf("a ruleset at every limit but multiply: %v", err)
	}
	if _, err := Parse("big.toml", []byte(bigRuleset(maxActs+1, 0))); err == nil || !strings.Contains(err.Error(), "at most 12 acts") {
		t.Errorf("13 acts: %v", err)
	}
	_, err := Parse("big.toml", []byte(bigRuleset(1, 9)))
	if err == nil || !strings.Contains(err.Error(), "line multipliers multiply each other") {
		t.Errorf("a line multiplier of 9 on a thousand tiles: %v", err)
	}
}

// Two multipliers of the same size: the first written (mine, line 22) is
// blamed, every time.
func TestScoreBoundBlamesTheFirstLargest(t *testing.T) {
	text := bigRuleset(1, 9) + "[abilities.mine2]\nmultiply = -9\n[tiles.mine2]\nvalue = -98\nglyph = \"N\"\nability = \"mine2\"\n"
	text = strings.Replace(text, "mine = 1000\n", "mine = 1000\nmine2 = 1000\n", 1)
	for range 20 {
		_, err := Parse("big.toml", []byte(text))
		if err == nil || !strings.HasPrefix(err.Error(), "big.toml:22:12: scores could reach") {
			t.Fatalf("blamed elsewhere: %v", err)
		}
	}
}
