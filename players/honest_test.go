package players

import (
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
)

// An honest player, given the same seed, chooses the same move in two
// games that differ only in what its seat cannot see: here games where
// the oracle, which sees everything, chooses differently.
func TestHonestPlayersIgnoreHiddenTiles(t *testing.T) {
	honest := []string{"random", "greedy", "rival", "search", "mcts"}
	for _, c := range []struct {
		ruleset string
		players int
	}{{"beowulf", 2}, {"kingdoms", 2}, {"beowulf", 3}} {
		r := fixture.Rules(t, c.ruleset)
		found := 0
		for seed := uint64(0); seed < 40 && found < 3; seed++ {
			s, err := engine.NewGame(r, c.players, 0)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 9))
			chance := play.NewChance(seed)
			for s.Phase != engine.PhaseGameOver && found < 3 {
				moves := s.LegalMoves(nil)
				if !s.IsChance() && s.Phase != engine.PhaseActOver && len(moves) > 1 && s.Empties <= 8 && s.PoolTotal > 0 {
					other := play.NewView(s, s.ToMove).Sample(rng)
					a, _ := NewOracle().ChooseSeeing(s.Clone(), moves)
					b, _ := NewOracle().ChooseSeeing(other.Clone(), moves)
					if a != b {
						found++
						for _, name := range honest {
							pa, _ := New(name, seed)
							pb, _ := New(name, seed)
							x, _ := pa.Choose(play.NewView(s, s.ToMove), moves)
							y, _ := pb.Choose(play.NewView(other, other.ToMove), moves)
							if x != y {
								t.Errorf("%s, %d players, seed %d: %s chose %s, and %s when only hidden tiles differ (the oracle: %s and %s)",
									c.ruleset, c.players, seed, name, s.Notation(x), s.Notation(y), s.Notation(a), s.Notation(b))
							}
						}
					}
				}
				m := moves[rng.IntN(len(moves))]
				if s.IsChance() {
					m = chance.Pick(s, moves)
				}
				s.Apply(m)
			}
		}
		if found == 0 {
			t.Errorf("%s, %d players: no position where hidden tiles change the oracle's move", c.ruleset, c.players)
		}
	}
}
