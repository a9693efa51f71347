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
	settled, opened, checked, remembered := 0, 0, 0, 0
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
			if v, ok := w.settleHand(false); ok {
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
			// The same board met after others: a worker that settled
			// positions with this board but other hands, pools, supplies
			// or player to move rates it from what it kept of them, where
			// a draw can come and boards are kept (most endgames here);
			// from an empty pool it rates every board afresh.
			w = sv.worker(s.Clone())
			for range 3 {
				w.s = boardSibling(rng, s, []engine.TileKindID{drunk, mead, treasure})
				w.settleHand(false)
			}
			w.s = s.Clone()
			if v, ok := w.settleHand(false); ok {
				if got := sv.scale.exact(v); got.Cmp(ref.Value) != 0 {
					t.Fatalf("%s: settled after others with its board at %v, the naive solver says %v:\n%v", label, got, ref.Value, s)
				}
				if w.hand.keep {
					remembered++
				}
			}
		}
		if matchesNaive(t, label, s, q, 1+i%2) {
			checked++
		}
	}
	if settled < checked/3 || opened < settled/10 || remembered < settled/2 {
		t.Fatalf("%d positions checked, only %d settled by settleHand, %d of them with Drunkenness on a Mead, %d after others with its board", checked, settled, opened, remembered)
	}
	t.Logf("%d positions checked, %d settled by settleHand, %d of them with Drunkenness on a Mead, %d after others with its board", checked, settled, opened, remembered)
}

// boardSibling is s with its board but, at random, another player to
// move, other tiles in the hands (some of kinds), a tile of the pool
// exchanged for one of kinds and a figure more or less in a supply.
func boardSibling(rng *rand.Rand, s *engine.State, kinds []engine.TileKindID) *engine.State {
	x := s.Clone()
	if rng.IntN(3) == 0 {
		x.ToMove = 1 - x.ToMove
	}
	for p := range x.Hands {
		for j := range x.Hands[p] {
			if rng.IntN(2) == 0 {
				x.Hands[p][j].Kind = kinds[rng.IntN(len(kinds))]
			}
		}
	}
	// The pool keeps its size, which the search's unit of value is made
	// for.
	if k := rng.IntN(len(x.Pool)); x.Pool[k] > 0 && rng.IntN(2) == 0 {
		x.Pool[k]--
		x.Pool[kinds[rng.IntN(len(kinds))]]++
	}
	if p, f := rng.IntN(len(x.Supply)), rng.IntN(len(x.Supply[0])); rng.IntN(2) == 0 {
		x.Supply[p][f] = max(0, x.Supply[p][f]+1-2*rng.IntN(2))
	}
	return x.Clone()
}

// The memory of rated boards gives a board's rating back only for the
// same board, player to move and supply, even where another of them
// shares the slot: boards are shuffled until the two players' keys of one
// board fall in the same slot, which the hash alone would not tell apart.
func TestRatedBoardKeysBoardPlayerAndSupply(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	r := fixture.Rules(t, "beowulf")
	s := randomEndgame(rng, r, 2, 4, 2)
	slot := func(p int) int {
		s.ToMove = p
		return boardSlot(s)
	}
	for tries := 0; slot(0) != slot(1); tries++ {
		if tries == 100000 {
			t.Fatal("no board whose two players share a slot")
		}
		rng.Shuffle(len(s.Board.Cells), func(i, j int) { s.Board.Cells[i], s.Board.Cells[j] = s.Board.Cells[j], s.Board.Cells[i] })
	}
	x := handScratch{keep: true}
	ask := func(what string, p int, want bool) {
		t.Helper()
		s.ToMove = p
		if _, got := x.ratedBoard(s); got != want {
			t.Errorf("%s: found %v, want %v", what, got, want)
		}
	}
	ask("a board never rated", 0, false)
	ask("the same board and player", 0, true)
	ask("the other player, in the same slot", 1, false)
	ask("the first player again, after the other took the slot", 0, false)
	s.Supply[0] = append([]int(nil), s.Supply[0]...)
	s.Supply[0][0]++
	ask("another supply", 0, false)
	ask("that supply again", 0, true)
}
