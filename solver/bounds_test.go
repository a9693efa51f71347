package solver

import (
	"flag"
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
					lo, hi := bd.bounds(s, sc, true)
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

var boundGames = flag.Int("boundgames", 600, "random endgames per ruleset whose every state's bounds are checked against the extreme outcomes")

// extremes returns the least and greatest gain seat p can end the act with
// from s, over every sequence of moves and draws.
func extremes(s *engine.State, p int, budget *int) (int, int, bool) {
	if *budget--; *budget < 0 {
		return 0, 0, false
	}
	if s.Phase == engine.PhaseActOver || s.Phase == engine.PhaseGameOver {
		return 0, 0, true
	}
	lo, hi, first := 0, 0, true
	for _, m := range s.LegalMoves(nil) {
		before := s.Points[p]
		u := s.Apply(m)
		l, h, ok := extremes(s, p, budget)
		d := s.Points[p] - before
		s.Undo(u)
		if !ok {
			return 0, 0, false
		}
		if first || l+d < lo {
			lo = l + d
		}
		if first || h+d > hi {
			hi = h + d
		}
		first = false
	}
	return lo, hi, true
}

// The bounds contain the extreme outcomes of small endgames: the best and
// worst every seat could get over all moves and draws, at the endgame's
// start and at every state below it.
func TestBoundsContainExtremes(t *testing.T) {
	for _, name := range append(rulesets.Builtins(), "../rulesets/testdata/valid/every-play.toml") {
		r, err := rulesets.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(3, uint64(len(name))))
		checked := 0
		for range *boundGames {
			s := randomEndgame(rng, r, 2+rng.IntN(3), 2+rng.IntN(3), rng.IntN(3))
			bd := bounder{}
			bd.loose[0], bd.loose[1] = gainBounds(s)
			sc := engine.NewScorer(r)
			visits := 0
			var walk func()
			walk = func() {
				if visits++; visits > 300 || s.Phase == engine.PhaseActOver || s.Phase == engine.PhaseGameOver {
					return
				}
				sc.Prepare(s.Board)
				lo, hi := bd.bounds(s, sc, true)
				for p := range s.Players {
					budget := 20_000
					l, h, ok := extremes(s, p, &budget)
					if !ok {
						return
					}
					checked++
					if l < lo[p] || h > hi[p] {
						glo, ghi := gainBounds(s)
						var flo, fhi [engine.MaxSeats]int
						fok := figureBounds(s, sc, &flo, &fhi)
						t.Fatalf("%s: seat %d can gain from %d to %d, bounds [%d, %d] in phase %v (loose [%d, %d], figures %v [%d, %d] + cash %d)\n%v %v %v %v placed %v", name, p, l, h, lo[p], hi[p], s.Phase, glo[p], ghi[p], fok, flo[p], fhi[p], bd.cash(s, p), s.Board.Cells, s.Hands, s.Pool, s.Supply, s.Placed)
					}
				}
				for _, m := range s.LegalMoves(nil) {
					u := s.Apply(m)
					walk()
					s.Undo(u)
				}
			}
			walk()
		}
		if checked < 1000 {
			t.Errorf("%s: only %d seats checked", name, checked)
		}
	}
}
