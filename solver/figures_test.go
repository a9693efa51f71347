package solver

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/rulesets"
)

// Endgames where only figures are left to place, which turnBound bounds
// by the mover's choice of a square and twoClasses fills by sorting: the
// real solver's answers are the naive solver's, for both rulesets, every
// scalar objective, one worker or two.
func TestFiguresOnlyMatchesNaive(t *testing.T) {
	for _, name := range rulesets.Builtins() {
		r, err := rulesets.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(23, uint64(len(name))))
		solved, tried, n := 0, 0, countFlag("endgames", *endgames, 50)
		for i := range n {
			q := Question{Objective: []Objective{Margin, Margin, Solo, Paranoid}[rng.IntN(4)]}
			players := 2
			if q.Objective == Paranoid && rng.IntN(2) == 0 {
				players = 3
			}
			s := randomEndgame(rng, r, players, 4+rng.IntN(3), 0)
			// No tile in any hand, and a few figures in every supply
			// (random endgames have used most of theirs by now).
			figures := 0
			for p := range s.Hands {
				s.Hands[p] = nil
				for f := range s.Supply[p] {
					s.Supply[p][f] = rng.IntN(3)
					figures += s.Supply[p][f]
				}
			}
			if figures < 3 {
				continue
			}
			tried++
			q.Player = s.ToMove
			if q.Objective == Solo {
				s.Absent = allBut(s.Players, q.Player)
			}
			if matchesNaive(t, fmt.Sprintf("%s #%d (%v, %d players)", name, i, q.Objective, players), s, q, 1+i%2) {
				solved++
			}
		}
		if solved < n/2 || solved < tried*3/4 {
			t.Errorf("%s: only %d of %d endgames solved by the naive solver", name, solved, tried)
		}
	}
}
