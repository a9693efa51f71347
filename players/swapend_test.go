package players

import (
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/rulesets"
)

// A swap of a special tile and a plain one is rated from the special
// tile's lines unless it ends the act, which the rater plays to see only
// when the pool is empty or a seat is absent: swaps that end the act and
// swaps that do not, in random games of every player count, are rated as
// rescoring rates them, for every seat; and none ends the act while the
// board has an empty square, the pool a tile and no seat is absent.
func TestSwapsThatEndTheActAreRescored(t *testing.T) {
	g := NewGreedy()
	ending, passing := 0, 0
	for _, name := range rulesets.Builtins() {
		r := fixture.Rules(t, name)
		for seed := range uint64(200) {
			players := r.MinPlayers + int(seed)%(r.MaxPlayers-r.MinPlayers+1)
			names := make([]string, players)
			for i := range names {
				names[i] = "random"
			}
			_, err := play.PlayGame(r, seats(t, seed, names...), 0, seed, func(s *engine.State, _ engine.Move) {
				if s.Phase != engine.PhaseAfter {
					return
				}
				prepared := false
				for _, m := range s.LegalMoves(nil) {
					if m.Kind != engine.After || s.AfterKind(m) != engine.SwapAfter {
						continue
					}
					u := s.Apply(m)
					over := s.ActOver()
					s.Undo(u)
					if over && s.Empties > 0 && s.PoolTotal > 0 && s.Absent == 0 {
						t.Fatalf("%s seed %d: %s ends the act with tiles in the pool", name, seed, s.Notation(m))
					}
					if over {
						ending++
					} else {
						passing++
					}
					if !prepared {
						g.rate.Prepare(s)
						prepared = true
					}
					for p := range s.Players {
						if got, want := g.rate.GainOf(s, m, p), g.rate.RescoredFor(s, m, p); got != want {
							t.Fatalf("%s seed %d: %s (ends the act: %v) rated %d for seat %d, rescoring gives %d", name, seed, s.Notation(m), over, got, p, want)
						}
					}
				}
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d swaps end the act, %d do not", ending, passing)
	if ending < 10 || passing < 100 {
		t.Errorf("only %d swaps that end the act and %d that do not checked", ending, passing)
	}
}
