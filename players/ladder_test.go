package players

import (
	"slices"
	"testing"

	"github.com/sagatools/saga/rulesets"
)

// Every built-in ruleset has a measured ladder at 2 and 3 players, read
// from the embedded file: every built-in player on it once, random the
// anchor at 0, weakest first, each rating inside its interval.
func TestLadders(t *testing.T) {
	for _, ruleset := range rulesets.Builtins() {
		for _, players := range []int{2, 3} {
			ratings, games, ok := Ladder(ruleset, players)
			if !ok {
				t.Errorf("%s, %d players: no ladder", ruleset, players)
				continue
			}
			if games < players {
				t.Errorf("%s, %d players: %d games a table", ruleset, players, games)
			}
			var names []string
			for i, r := range ratings {
				names = append(names, r.Player)
				if i > 0 && r.Elo < ratings[i-1].Elo {
					t.Errorf("%s, %d players: %s (%+.0f) listed after %s (%+.0f)", ruleset, players, r.Player, r.Elo, ratings[i-1].Player, ratings[i-1].Elo)
				}
				if r.Player == "random" && (r.Elo != 0 || r.Low != 0 || r.High != 0) {
					t.Errorf("%s, %d players: random rated %+.0f (%+.0f to %+.0f), not the anchor", ruleset, players, r.Elo, r.Low, r.High)
				}
				if r.Low > r.Elo || r.Elo > r.High {
					t.Errorf("%s, %d players: %s rated %+.0f outside its interval %+.0f to %+.0f", ruleset, players, r.Player, r.Elo, r.Low, r.High)
				}
			}
			slices.Sort(names)
			want := slices.Clone(Names())
			slices.Sort(want)
			if !slices.Equal(names, want) {
				t.Errorf("%s, %d players: the ladder rates %v, want every built-in player %v", ruleset, players, names, want)
			}
		}
	}
	if _, _, ok := Ladder("beowulf", 9); ok {
		t.Error("a ladder of 9-player Beowulf, never measured")
	}
}
