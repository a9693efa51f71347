package solver

import (
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
