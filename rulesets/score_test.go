package rulesets_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// Totals agrees with the breakdown (the scorer's general way) on boards
// as an act ends: every open square of each act's board taken by a
// figure or a tile of the act's own set, as the benchmark's boards are,
// and on the same boards with some squares left open.
func TestActEndTotalsMatchBreakdown(t *testing.T) {
	boards := 2000
	if testing.Short() {
		boards = 400
	}
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		s := engine.NewScorer(r)
		totals := make([]int, 3)
		rng := rand.New(rand.NewPCG(13, uint64(len(name))))
		for act := range r.Acts {
			for i, b := range fullBoards(r, act, boards) {
				if i%2 == 1 {
					for sq := range b.Cells {
						if b.Geometry.Initial[sq] == engine.Empty && rng.IntN(4) == 0 {
							b.Cells[sq] = engine.Empty
						}
					}
				}
				s.Totals(b, totals)
				if want := s.Breakdown(b, 3).Players; !slices.Equal(totals, want) {
					t.Fatalf("%s act %d: Totals %v, Breakdown %v on %v", name, act+1, totals, want, b.Cells)
				}
			}
		}
	}
}
