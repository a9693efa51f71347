package solver

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// A turn on the last square where the drawn tile joins the hand (Beowulf)
// is settled from the board prepared once (settleHand), Drunkenness put
// on a Mead included: on random two-player Beowulf endgames with one
// square left, Drunkenness often in the hands, Meads planted on the board
// and sometimes Meads, Drunkenness or Treasures in the pool, for both
// scalar objectives and either player's question, it gives the naive
// solver's value wherever it applies, and so does settle; with two and
// three squares left the whole search meets such turns below the root
// and gives the naive solver's answer.
func TestSettleHandMatchesNaive(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	token := func(v int, g string) engine.TileKindID {
		k, ok := r.TileByToken(v, g)
		if !ok {
			t.Fatalf("beowulf has no %+d%s", v, g)
		}
		return k
	}
	drunk, mead, treasure := token(-3, "D"), token(2, "M"), token(1, "T")
	rng := rand.New(rand.NewPCG(23, 5))
	settled, opened, checked := 0, 0, 0
	for i := range shortened(3000, 300) {
		empties := 1
		if i%4 == 3 {
			empties = 2 + rng.IntN(2)
		}
		s := randomEndgame(rng, r, 2, empties, rng.IntN(6))
		if s.Empties != empties {
			continue
		}
		for p := range s.Hands {
			for j := range s.Hands[p] {
				if rng.IntN(3) == 0 {
					s.Hands[p][j].Kind = drunk
				}
			}
		}
		// Meads on placed tiles, for Drunkenness to replace (R9).
		for range rng.IntN(3) {
			sq := rng.IntN(len(s.Board.Cells))
			if s.Board.Cells[sq].IsTile() {
				s.Board.Cells[sq] = engine.TileCell(mead)
			}
		}
		if rng.IntN(4) == 0 {
			k := []engine.TileKindID{mead, drunk, treasure}[rng.IntN(3)]
			s.Pool[k]++
			s.PoolTotal++
		}
		s = s.Clone() // its scorer and hash worked out afresh for the board changed
		q := Question{Objective: []Objective{Margin, Paranoid}[rng.IntN(2)], Player: rng.IntN(2)}
		label := fmt.Sprintf("#%d (%v, %d empty, pool %d)", i, q.Objective, s.Empties, s.PoolTotal)
		if s.Empties == 1 {
			ref, err := SolveNaive(s.Clone(), q)
			if err != nil {
				t.Fatal(err)
			}
			sv := newSolve(s, q, Options{Workers: 1, Mem: 1 << 20})
			w := sv.worker(s.Clone())
			if v, ok := w.settleHand(); ok {
				if got := sv.scale.exact(v); got.Cmp(ref.Value) != 0 {
					t.Fatalf("%s: settled at %v, the naive solver says %v:\n%v", label, got, ref.Value, s)
				}
				settled++
				if len(w.hand.opens) > 0 {
					opened++
				}
			}
			if g, ok := w.settle(0, false); ok {
				if got := sv.scale.exact(g[q.Player]); got.Cmp(ref.Value) != 0 {
					t.Fatalf("%s: settle gives %v, the naive solver %v:\n%v", label, got, ref.Value, s)
				}
			}
		}
		if matchesNaive(t, label, s, q, 1+i%2) {
			checked++
		}
	}
	if settled < checked/3 || opened < settled/10 {
		t.Fatalf("%d positions checked, only %d settled by settleHand, %d of them with Drunkenness on a Mead", checked, settled, opened)
	}
	t.Logf("%d positions checked, %d settled by settleHand, %d of them with Drunkenness on a Mead", checked, settled, opened)
}
