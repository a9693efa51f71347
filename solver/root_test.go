package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
)

// A root move's estimate, shown when a limit stops the search first, is
// what the act would score if it ended right after the move: exactly its
// value when the move does end the act.
func TestEstimateIsActScoreAfterMove(t *testing.T) {
	checked := 0
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := loadRules(t, name)
		rng := rand.New(rand.NewPCG(4, uint64(len(name))))
		for range 200 {
			s := randomEndgame(rng, r, 2+rng.IntN(2), 1, 0)
			q := Question{Objective: MaxN, Player: s.ToMove}
			sv := newSolve(s, q, Options{Mem: 1 << 20})
			w := sv.worker(s.Clone())
			w.rate.prepare(w.s)
			n := &naive{q: q, s: s.Clone()}
			for _, m := range s.LegalMoves(nil) {
				u := n.s.Apply(m)
				over := n.s.Phase == engine.PhaseActOver
				n.s.Undo(u)
				if !over {
					continue
				}
				got, want := w.estimate(m), n.after(m)
				if !sameGains(&got, &want) {
					t.Fatalf("%s: %s ends the act: estimate %v, value %v", name, s.Notation(m), got, want)
				}
				checked++
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d moves ending the act checked", checked)
	}
}
