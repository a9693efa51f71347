package play

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// A dealer dealing into one state again and again, taken back with Undo
// after moves were played on it, deals what Sample deals from the same
// stream: the deals TestSampleDealsEvenly finds even.
func TestDealerDealsAsSampleDoes(t *testing.T) {
	for _, c := range []struct {
		ruleset string
		players int
		act     int
	}{{"beowulf", 2, 1}, {"beowulf", 3, 2}, {"kingdoms", 2, 0}, {"kingdoms", 3, 1}} {
		r := fixture.Rules(t, c.ruleset)
		for seed := range uint64(10) {
			s := midGame(t, r, c.players, seed, func(s *engine.State) bool {
				return s.Act == c.act && s.Phase == engine.PhaseTurn && s.Empties < 20
			})
			v := NewView(s, s.ToMove)
			a, b := rand.New(rand.NewPCG(seed, 4)), rand.New(rand.NewPCG(seed, 4))
			d := v.Dealer()
			into := v.Sample(nil)
			play := rand.New(rand.NewPCG(seed, 5))
			for range 30 {
				d.Deal(into, a)
				want := v.Sample(b)
				if got, want := fmt.Sprint(into.Hands, into.Pool, into.PoolTotal), fmt.Sprint(want.Hands, want.Pool, want.PoolTotal); got != want {
					t.Fatalf("%s seed %d: the dealer dealt %s, Sample %s", c.ruleset, seed, got, want)
				}
				if err := into.Check(); err != nil {
					t.Fatalf("%s seed %d: %v", c.ruleset, seed, err)
				}
				// Play a few moves and take them back, as a search does.
				var undo []engine.Undo
				for range 6 {
					if into.ActOver() {
						break
					}
					moves := into.LegalMoves(nil)
					undo = append(undo, into.Apply(moves[play.IntN(len(moves))]))
				}
				for i := len(undo) - 1; i >= 0; i-- {
					into.Undo(undo[i])
				}
			}
		}
	}
}
