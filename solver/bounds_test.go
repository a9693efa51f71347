package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/rulesets"
)

// Along random games, the bounds computed at every state contain what each
// seat really gains from there to the end of the act.
func TestBoundsHoldAlongRandomGames(t *testing.T) {
	for _, name := range append(rulesets.Builtins(), "../rulesets/testdata/valid/every-play.toml") {
		r, err := rulesets.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		tight := 0
		for seed := range uint64(150) {
			rng := rand.New(rand.NewPCG(seed, 7))
			s, _ := engine.NewGame(r, 2+int(seed)%3, 0)
			chance := NewChance(seed)
			type mark struct {
				points []int
				lo, hi [engine.MaxSeats]int
				act    int
			}
			var marks []mark
			var moves []engine.Move
			for s.Phase != engine.PhaseGameOver {
				if s.Phase == engine.PhaseActOver {
					for _, m := range marks {
						for p := range s.Players {
							if g := s.Points[p] - m.points[p]; g < m.lo[p] || g > m.hi[p] {
								t.Fatalf("%s seed %d: seat %d gained %d, bounds [%d, %d]", name, seed, p, g, m.lo[p], m.hi[p])
							}
						}
					}
					marks = marks[:0]
				} else if !s.IsChance() {
					bd := bounder{}
					bd.loose[0], bd.loose[1] = gainBounds(s)
					sc := engine.NewScorer(r)
					sc.Prepare(s.Board)
					lo, hi := bd.bounds(s, sc)
					if g, _ := gainBounds(s); g != lo {
						tight++
					}
					marks = append(marks, mark{points: append([]int(nil), s.Points...), lo: lo, hi: hi})
				}
				moves = s.LegalMoves(moves[:0])
				m := moves[rng.IntN(len(moves))]
				if s.IsChance() {
					m = chance.Pick(s, moves)
				}
				s.Apply(m)
			}
		}
		if tight == 0 && name != "../rulesets/testdata/valid/every-play.toml" {
			t.Errorf("%s: the tight bounds never applied", name)
		}
	}
}
