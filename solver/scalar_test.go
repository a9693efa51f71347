package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// scalarGain rates every move of a two-player margin question as the
// rater's gains for the two players, one by one, rate it: the shortcut
// for plainly scoring tiles must not change the order of the moves. Random
// endgames of both rulesets, walked down a random line, every decision on
// the way rated for both players as the puzzle player.
func TestScalarGainMatchesGainOf(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	shortcut := 0
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		var rate engine.Rater
		var moves []engine.Move
		for range shortened(300, 60) {
			s := randomEndgame(rng, r, 2, 2+rng.IntN(6), rng.IntN(4))
			for !s.ActOver() {
				moves = s.LegalMoves(moves[:0])
				if !s.IsChance() {
					rate.Prepare(s)
					for p := range 2 {
						q := Question{Objective: Margin, Player: p}
						for _, m := range moves {
							want := rate.GainOf(s, m, p) - rate.GainOf(s, m, 1-p)
							if !q.maximizes(s.ToMove) {
								want = -want
							}
							if got := scalarGain(q, s, &rate, m); got != want {
								t.Fatalf("%s: %v rated %d for player %d, GainOf gives %d", name, m, got, p, want)
							}
							if m.Kind == engine.PlayTile && rate.Scorer().ScoresPlainly(m.Tile) && s.PlayKind(m) == engine.PlacePlay {
								shortcut++
							}
						}
					}
				}
				s.Apply(moves[rng.IntN(len(moves))])
			}
		}
	}
	if least := shortened(5000, 1000); shortcut < least {
		t.Errorf("only %d placements of plainly scoring tiles rated, fewer than %d", shortcut, least)
	}
}
