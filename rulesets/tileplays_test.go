package rulesets_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// After a draw, the moves are the plays of the tiles in hand as
// TilePlays gives them before the draw: TilePlays of a kind is the part
// of LegalMoves that plays it.
func TestTilePlaysAreTheHandsPlays(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		checked := 0
		for seed := range uint64(30) {
			rng := rand.New(rand.NewPCG(seed, 3))
			s, _ := engine.NewGame(r, 2+int(seed)%3, 0)
			for s.Phase != engine.PhaseGameOver {
				moves := s.LegalMoves(nil)
				if s.Phase == engine.PhaseDrawn {
					var want []engine.Move
					for _, m := range moves {
						if m.Kind == engine.PlayTile {
							want = append(want, m)
						}
					}
					var got []engine.Move
					for i, h := range s.Hands[s.ToMove] {
						if r.Turn.Draw == engine.DrawThenDrawn && h.Kind != s.Drawn {
							continue
						}
						if slices.ContainsFunc(s.Hands[s.ToMove][:i], func(x engine.HandTile) bool { return x.Kind == h.Kind }) {
							continue
						}
						got = s.TilePlays(got, s.ToMove, h.Kind)
					}
					if !slices.Equal(got, want) {
						t.Fatalf("%s seed %d: TilePlays %v, legal plays %v", name, seed, got, want)
					}
					checked++
				}
				s.Apply(moves[rng.IntN(len(moves))])
			}
		}
		if checked < 100 {
			t.Errorf("%s: only %d draws checked", name, checked)
		}
	}
}
