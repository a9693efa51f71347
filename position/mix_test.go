package position

import (
	"strings"
	"testing"
)

// Tiles beyond the act's set that hands kept from earlier acts can
// explain (R19) are read without a warning, as games reach such boards;
// more of a kind than the earlier acts' sets hold is warned about.
func TestMixWarnsOnlyBeyondWhatHandsCanKeep(t *testing.T) {
	board := func(extra string) string {
		return `ruleset = "beowulf"
act = 2
players = ["brown", "green"]
grid = '''
         A    B   C        D    E    F
1       +4    .  +3  green:C    .  -2X
2        .  [G]   .       +5    .    .
3       -1    .   .       -1  [G]    .
4       ` + extra + `    .  [G]       .    .    .
5  brown:L   +2   .        .    .    .
'''
`
	}
	for _, c := range []struct {
		name, extra string
		warns       bool
	}{
		// Act II's set has one −1 and Act I's two: a second −1 may have
		// been kept in hand since Act I.
		{"one kept", " .", false},
		// A third and a fourth are more than both sets hold.
		{"beyond", "-1", true},
	} {
		src := board(c.extra)
		if c.extra == "-1" {
			src = strings.Replace(src, "1       +4", "1       -1", 1)
		}
		_, warnings, err := Parse("mix.toml", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		warned := false
		for _, w := range warnings {
			warned = warned || strings.Contains(w.Msg, "more tiles than Act II's set")
		}
		if warned != c.warns {
			t.Errorf("%s: warnings %v, want a warning about the set: %v", c.name, warnings, c.warns)
		}
	}
}
