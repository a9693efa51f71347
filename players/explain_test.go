package players

import (
	"math"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/rulesets"
)

// Greedy's and rival's ratings (play.Explainer) are their gains worked
// out by playing each move and scoring the board, in points: greedy's own
// gain, rival's own gain less the others' mean. The move Choose takes is
// one of the highest rating, and asking for the ratings does not change
// what Choose takes.
func TestGreedyAndRivalExplain(t *testing.T) {
	for _, name := range rulesets.Builtins() {
		r := fixture.Rules(t, name)
		check := NewGreedy() // its rater is only used to rescore
		draws, checked := 0, 0
		for seed := range uint64(6) {
			_, err := play.PlayGame(r, seats(t, seed, "random", "greedy", "random"), 0, seed, func(s *engine.State, _ engine.Move) {
				if s.IsChance() || s.ActOver() {
					return
				}
				moves := s.LegalMoves(nil)
				check.rate.Prepare(s)
				for _, p := range []*Greedy{NewGreedy(), NewRival()} {
					var e play.Explainer = p
					v := play.NewView(s, s.ToMove)
					values := e.Evaluate(v, moves)
					if len(values) != len(moves) {
						t.Fatalf("%d values for %d moves", len(values), len(moves))
					}
					top := math.Inf(-1)
					for i, m := range moves {
						top = math.Max(top, values[i])
						if m.Kind == engine.Draw {
							draws++
							continue
						}
						all := check.rate.RescoredAll(s, m)
						want := float64(all[s.ToMove])
						if p.relative {
							others := 0.0
							for q := range s.Players {
								if q != s.ToMove {
									others += float64(all[q])
								}
							}
							want -= others / float64(s.Players-1)
						}
						if math.Abs(values[i]-want) > 1e-9 {
							t.Fatalf("%s seed %d: %s rates %s %v, rescoring gives %v", name, seed, p.Name(), s.Notation(m), values[i], want)
						}
					}
					got, _ := p.Choose(v, moves)
					fresh, _ := New(p.Name(), 0)
					again, _ := fresh.Choose(play.NewView(s, s.ToMove), moves)
					if got != again {
						t.Fatalf("%s seed %d: %s chose %s after explaining, %s without", name, seed, p.Name(), s.Notation(got), s.Notation(again))
					}
					for i, m := range moves {
						if m == got && values[i] != top {
							t.Fatalf("%s seed %d: %s chose %s rated %v, below the best rating %v", name, seed, p.Name(), s.Notation(got), values[i], top)
						}
					}
				}
				checked++
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		if checked < 100 || draws == 0 {
			t.Errorf("%s: %d positions checked, %d draws rated: too few", name, checked, draws)
		}
	}
}
