package rulesets_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// Games that score their act ends with one lent scorer, game after game,
// score every act as games with a scorer of their own do.
func TestLentScorerScoresAsItsOwn(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		lent := engine.NewScorer(r)
		for seed := range uint64(30) {
			players := r.MinPlayers + int(seed)%(r.MaxPlayers-r.MinPlayers+1)
			var games [2]*engine.State
			for i := range games {
				s, err := engine.NewGame(r, players, 0)
				if err != nil {
					t.Fatal(err)
				}
				if i == 1 {
					s.LendScorer(lent)
				}
				rng := rand.New(rand.NewPCG(seed, 9))
				var moves []engine.Move
				for s.Phase != engine.PhaseGameOver {
					moves = s.LegalMoves(moves[:0])
					s.Apply(pick(rng, s, moves))
				}
				games[i] = s
			}
			for a := range r.Acts {
				if !slices.Equal(games[0].ActPoints[a], games[1].ActPoints[a]) {
					t.Fatalf("%s seed %d act %d: scored %v with a lent scorer, %v with its own", name, seed, a+1, games[1].ActPoints[a], games[0].ActPoints[a])
				}
			}
		}
	}
}
