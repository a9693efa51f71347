package solver

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// A turn or a draw with two squares left that share no line is settled
// from the board prepared once (settleTwo), and any other draw with two
// squares left by playing its outcomes and placements out to the last
// square (settleDrawTwo): on random Kingdoms endgames with two squares
// left, hands mostly empty, pools of up to seven tiles, often with a
// Wizard (K5), two players and for paranoid and solo sometimes three, and
// the player to move before or after choosing to draw, each gives the
// naive solver's value, and the whole search its answer; with three and
// four squares left the whole search meets such states below the root
// and gives the naive solver's answer too.
func TestSettleTwoMatchesNaive(t *testing.T) {
	r := fixture.Rules(t, "kingdoms")
	wizard, ok := r.TileByToken(0, "W")
	if !ok {
		t.Fatal("kingdoms has no Wizard")
	}
	rng := rand.New(rand.NewPCG(19, 22))
	settled, played, checked := 0, 0, 0
	for i := range shortened(3000, 300) {
		empties := 2
		if i%3 == 2 {
			empties = 3 + rng.IntN(2)
		}
		q := Question{Objective: []Objective{Margin, Paranoid, Solo}[rng.IntN(3)]}
		players := 2
		if q.Objective != Margin && rng.IntN(3) == 0 {
			players = 3 // settleTwo declines; settleDrawTwo plays on
		}
		s := randomEndgame(rng, r, players, empties, rng.IntN(7))
		if s.Empties != empties {
			continue
		}
		if rng.IntN(5) > 0 {
			for p := range s.Hands {
				s.Hands[p] = s.Hands[p][:0]
			}
		}
		if rng.IntN(3) == 0 {
			// A Wizard to come raises the ranks of its neighbours,
			// which may share a line with the other square.
			s.Pool[wizard]++
			s.PoolTotal++
		}
		if s.PoolTotal > 0 && rng.IntN(2) == 0 {
			s.Apply(engine.Move{Kind: engine.Draw})
		}
		q.Player = s.ToMove
		if q.Objective == Solo {
			s.Absent = allBut(s.Players, q.Player)
		}
		label := fmt.Sprintf("#%d (%v, %d empty, pool %d)", i, q.Objective, s.Empties, s.PoolTotal)
		if s.Empties == 2 {
			ref, err := SolveNaive(s.Clone(), q)
			if err != nil {
				t.Fatal(err)
			}
			sv := newSolve(s, q, Options{Workers: 1, Mem: 1 << 20})
			w := sv.worker(s.Clone())
			v, ok := w.settleTwo(0)
			if ok {
				settled++
			} else if v, ok = w.settleDrawTwo(0); ok {
				played++
			}
			if got := sv.scale.exact(v); ok && got.Cmp(ref.Value) != 0 {
				t.Fatalf("%s: settled at %v, the naive solver says %v:\n%v", label, got, ref.Value, s)
			}
		}
		if matchesNaive(t, label, s, q, 1+i%2) {
			checked++
		}
	}
	if settled < checked/20 || played < checked/20 {
		t.Fatalf("only %d and %d of %d positions checked were settled", settled, played, checked)
	}
	t.Logf("%d positions checked, %d settled by settleTwo, %d by settleDrawTwo", checked, settled, played)
}
