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

// A Kingdoms turn on the last square with an empty hand is settled on
// the board prepared once (settleLast): the better of the player's best
// figure and the draw, each tile of the pool rated where it must go. On
// random one-square endgames, hands empty, pools of up to seven tiles
// (in half of them only tiles that cost points, so that a figure is
// often the better move; a Wizard in a third, K5), every single-number
// objective, the value it gives is the naive solver's.
func TestSettleLastMatchesNaive(t *testing.T) {
	r := fixture.Rules(t, "kingdoms")
	wizard, ok := r.TileByToken(0, "W")
	if !ok {
		t.Fatal("kingdoms has no Wizard")
	}
	rng := rand.New(rand.NewPCG(23, 5))
	settled, choices := 0, 0
	for i := range shortened(3000, 300) {
		q := Question{Objective: []Objective{Margin, Paranoid, Solo}[rng.IntN(3)]}
		s := randomEndgame(rng, r, 2, 1, rng.IntN(7))
		if s.Empties != 1 || s.Phase != engine.PhaseTurn {
			continue
		}
		for p := range s.Hands {
			s.Hands[p] = s.Hands[p][:0]
		}
		if rng.IntN(2) == 0 {
			// Only the tiles that cost points left to draw, so that a
			// figure is often the better move.
			for k, n := range s.Pool {
				if r.Tiles[k].Value > 0 {
					s.Pool[k], s.PoolTotal = 0, s.PoolTotal-n
				}
			}
		}
		if rng.IntN(3) == 0 {
			s.Pool[wizard]++
			s.PoolTotal++
		}
		if rng.IntN(2) == 0 {
			// A figure left to place, which the random endgames seldom
			// leave the player with on the last square.
			s.Supply[s.ToMove][rng.IntN(len(r.Figures))]++
		}
		q.Player = s.ToMove
		if q.Objective == Solo {
			s.Absent = allBut(s.Players, q.Player)
		}
		sv := newSolve(s, q, Options{Workers: 1, Mem: 1 << 20})
		w := sv.worker(s.Clone())
		v, ok := w.settleLast()
		if !ok {
			continue
		}
		settled++
		ref, err := SolveNaive(s.Clone(), q)
		if err != nil {
			t.Fatal(err)
		}
		if got := sv.scale.exact(v); got.Cmp(ref.Value) != 0 {
			t.Fatalf("#%d (%v, pool %d): settled at %v, the naive solver says %v:\n%v", i, q.Objective, s.PoolTotal, got, ref.Value, s)
		}
		// A choice between a figure and the draw whose values differ: a
		// settle that took the worse would be caught here.
		hasFigure, hasDraw := false, false
		for _, m := range ref.Moves {
			hasFigure = hasFigure || m.Move.Kind == engine.PlaceFigure
			hasDraw = hasDraw || m.Move.Kind == engine.Draw
		}
		if hasFigure && hasDraw && ref.Moves[0].Value.Cmp(ref.Moves[len(ref.Moves)-1].Value) != 0 {
			choices++
		}
	}
	if settled < shortened(3000, 300)/4 || choices < settled/10 {
		t.Fatalf("settled %d of the endgames, %d of them a choice between a figure and the draw", settled, choices)
	}
	t.Logf("%d endgames settled, %d of them a choice between a figure and the draw", settled, choices)
}
