package solver

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/rulesets"
)

// TestChanceTestMatchesNaive checks the search of draws against the naive
// solver where it differs most from plain Star1: two-player endgames of 3
// to 5 empty squares with 3 to 6 tiles in the pool, so that most draws
// come with more than one square left, where a draw under a minimal
// window is tested against the window in rounds without a probe first.
// Every scalar objective; a small table, so that entries are replaced.
func TestChanceTestMatchesNaive(t *testing.T) {
	for _, name := range append(rulesets.Builtins(), "../rulesets/testdata/valid/every-play.toml") {
		r, err := rulesets.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(19, uint64(len(name))))
		skipped, n := 0, countFlag("endgames", 200, 20)
		for i := range n {
			q := Question{Objective: []Objective{Margin, Paranoid, Solo}[rng.IntN(3)]}
			s := randomEndgame(rng, r, 2, 3+rng.IntN(3), 3+rng.IntN(4))
			q.Player = s.ToMove
			if q.Objective == Solo {
				s.Absent = allBut(s.Players, q.Player)
			}
			if !matchesNaive(t, fmt.Sprintf("%s #%d (%v)", name, i, q.Objective), s, q, 1+i%2) {
				skipped++
			}
		}
		if skipped > n/2 {
			t.Errorf("%s: %d of %d endgames too big for the naive solver", name, skipped, n)
		}
		t.Logf("%s: %d endgames, %d too big for the naive solver", name, n, skipped)
	}
}
