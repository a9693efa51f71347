package solver

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// Good Counsel fills the last square like a placement (R12): its figure
// steps onto the square and the tile takes the one it left, so the act
// ends. A last square the mover could fill with it is therefore settled
// on the prepared board, with the value the naive solver gives.
func TestSettleGoodCounselOnTheLastSquare(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	gc, ok := r.TileByToken(0, "GC")
	if !ok {
		t.Fatal("beowulf has no Good Counsel")
	}
	rng := rand.New(rand.NewPCG(41, 42))
	checked := 0
	for range 400 {
		s := randomEndgame(rng, r, 2, 1, 0)
		if s.Empties != 1 || s.PoolTotal != 0 {
			continue
		}
		for p := range s.Hands {
			for i := range s.Hands[p] {
				s.Hands[p][i].Kind = gc
			}
		}
		counsel := false
		for _, m := range s.LegalMoves(nil) {
			counsel = counsel || m.Kind == engine.PlayTile && s.PlayKind(m) == engine.MoveFigurePlay
		}
		if !counsel {
			continue
		}
		q := Question{Objective: Margin, Player: s.ToMove}
		ref, err := SolveNaive(s.Clone(), q)
		if err != nil {
			t.Fatal(err)
		}
		sv := newSolve(s, q, Options{Workers: 1})
		w := sv.worker(s)
		g, ok := w.settle(0, false)
		if !ok {
			t.Fatalf("a last square Good Counsel can fill was not settled:\n%v", s)
		}
		if got := sv.scale.exact(g[q.Player]); got.Cmp(ref.Value) != 0 {
			t.Fatalf("settled at %v, the naive solver says %v:\n%v", got, ref.Value, s)
		}
		checked++
	}
	if checked < 20 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// A last square a player may keep open — cash a Treasure (R8), put
// Drunkenness on a Mead (R9), end the turn with the drawn tile in hand or
// pass (R5) — is settled by playing the exchange out: on random Beowulf
// endgames with one square left and such tiles in the hands and the pool,
// every objective, settle gives the naive solver's value, and the whole
// search its answer.
func TestSettleKeptOpenMatchesNaive(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	var keepers []engine.TileKindID
	for _, tok := range []struct {
		v int
		g string
	}{{1, "T"}, {2, "T"}, {3, "T"}, {-3, "D"}, {2, "M"}} {
		k, ok := r.TileByToken(tok.v, tok.g)
		if !ok {
			t.Fatalf("beowulf has no %+d%s", tok.v, tok.g)
		}
		keepers = append(keepers, k)
	}
	rng := rand.New(rand.NewPCG(19, 2))
	kept, checked := 0, 0
	for i := range shortened(1500, 150) {
		q := Question{Objective: Objective(rng.IntN(4))}
		players := 2 + rng.IntN(2)
		if q.Objective == Margin {
			players = 2
		}
		s := randomEndgame(rng, r, players, 1, []int{0, 1, 2, 3}[rng.IntN(4)])
		for p := range s.Hands {
			for j := range s.Hands[p] {
				if rng.IntN(3) > 0 {
					s.Hands[p][j].Kind = keepers[rng.IntN(len(keepers))]
				}
			}
		}
		for range rng.IntN(3) {
			s.Pool[keepers[rng.IntN(len(keepers))]]++
			s.PoolTotal++
		}
		q.Player = s.ToMove
		if q.Objective == Solo {
			s.Absent = allBut(s.Players, q.Player)
		}
		label := fmt.Sprintf("#%d (%v, %d players, pool %d)", i, q.Objective, players, s.PoolTotal)
		open := false
		for _, m := range s.LegalMoves(nil) {
			open = open || m.Kind == engine.PlayTile && (s.PlayKind(m) == engine.CashPlay || s.PlayKind(m) == engine.ReplacePlay)
		}
		ref, err := SolveNaive(s.Clone(), q)
		if err != nil {
			t.Fatal(err)
		}
		sv := newSolve(s, q, Options{Workers: 1, Mem: 1 << 20})
		w := sv.worker(s.Clone())
		g, ok := w.settle(0, false)
		if !ok {
			continue // a choice after a placement: searched as usual
		}
		if open {
			kept++
		}
		if q.Objective == MaxN {
			got := sv.scale.exactGains(&g, s.Players)
			for p := range s.Players {
				if got[p].Cmp(ref.Gains[p]) != 0 {
					t.Fatalf("%s: seat %d settled at %v, the naive solver says %v:\n%v", label, p, got[p], ref.Gains[p], s)
				}
			}
		} else if got := sv.scale.exact(g[q.Player]); got.Cmp(ref.Value) != 0 {
			t.Fatalf("%s: settled at %v, the naive solver says %v:\n%v", label, got, ref.Value, s)
		}
		matchesNaive(t, label, s, q, 1+i%2)
		checked++
	}
	if kept < checked/10 {
		t.Fatalf("only %d of %d positions checked could keep the square open", kept, checked)
	}
	t.Logf("%d positions checked, %d could keep the square open", checked, kept)
}
