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

// KnownInto makes the state SampleInto makes with a nil rng, the same
// deal, in states of both rulesets with two to four players at every act
// and phase; and the dealer whose scratch it borrows still deals for the
// view it was made for.
func TestKnownIntoIsTheFixedSample(t *testing.T) {
	var known, fixed, again *engine.State
	var d, lent Dealer
	checked := 0
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		for seed := range uint64(90) {
			players := 2 + int(seed%3)
			act := int(seed/3) % len(r.Acts)
			s := midGame(t, r, players, seed, func(s *engine.State) bool {
				return s.Act == act && s.Empties < 4+int(seed%17)
			})
			for seat := range players {
				v := NewView(s, seat)
				fixed = v.SampleInto(fixed, &d, nil)
				known = v.KnownInto(known, &lent)
				if g, w := fmt.Sprint(known.Hands, known.Pool, known.PoolTotal), fmt.Sprint(fixed.Hands, fixed.Pool, fixed.PoolTotal); g != w {
					t.Fatalf("%s seed %d seat %d: KnownInto deals %s, SampleInto %s", name, seed, seat, g, w)
				}
				if g, w := stateText(known), stateText(fixed); g != w {
					t.Fatalf("%s seed %d seat %d: KnownInto's state differs from SampleInto's:\n%s\n%s", name, seed, seat, g, w)
				}
				// lent deals for the last view SampleInto made it for:
				// the first seat's.
				if seat == 0 {
					again = v.SampleInto(again, &lent, nil)
				} else {
					lent.Deal(again, rand.New(rand.NewPCG(seed, 1)))
					want := NewView(s, 0).Sample(rand.New(rand.NewPCG(seed, 1)))
					if g, w := fmt.Sprint(again.Hands, again.Pool), fmt.Sprint(want.Hands, want.Pool); g != w {
						t.Fatalf("%s seed %d: after KnownInto lent deals %s, not %s", name, seed, g, w)
					}
				}
				checked++
			}
		}
	}
	if checked < 500 {
		t.Fatalf("only %d states checked", checked)
	}
}

// stateText prints a state's fields, the board's cells in place of its
// address.
func stateText(s *engine.State) string {
	c := *s
	c.Board = nil
	return fmt.Sprint(s.Board.Cells, c)
}
