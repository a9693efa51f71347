package solver

import (
	"math/rand/v2"
	"testing"
)

// Interrupting a search stops it as a limit would: the moves searched to
// the end keep their exact values, the others get estimates, and the
// result says it was interrupted.
func TestSolveInterrupted(t *testing.T) {
	r := loadRules(t, "beowulf")
	rng := rand.New(rand.NewPCG(61, 62))
	interrupted := 0
	for range 6 {
		s := randomEndgame(rng, r, 2, 8, 0)
		q := Question{Objective: Margin, Player: s.ToMove}
		full, err := Solve(s.Clone(), q, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		stop := make(chan struct{})
		once := false
		res, err := Solve(s.Clone(), q, Options{Workers: 1, Interrupt: stop, Progress: func(p Progress) {
			if p.Done >= 1 && !once {
				once = true
				close(stop) // after the first root move
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
		if res.Exact {
			if res.Interrupted {
				t.Error("an exact result marked interrupted")
			}
			continue // it finished before the interrupt took effect
		}
		interrupted++
		if !res.Interrupted {
			t.Error("a result stopped by the interrupt is not marked interrupted")
		}
		exact := 0
		for _, m := range res.Moves {
			if !m.Exact {
				continue
			}
			exact++
			for _, f := range full.Moves {
				if f.Move == m.Move && f.Value.Cmp(m.Value) != 0 {
					t.Errorf("%s: %v when interrupted, %v in full", s.Notation(m.Move), m.Value, f.Value)
				}
			}
		}
		if exact == 0 || exact == len(res.Moves) || res.PV != nil {
			t.Errorf("interrupted after one move: %d of %d moves exact, principal variation %v", exact, len(res.Moves), res.PV)
		}
	}
	if interrupted == 0 {
		t.Fatal("no search was interrupted")
	}
	// Interrupted before it starts, a search still ranks every move.
	s := randomEndgame(rng, r, 2, 8, 0)
	stop := make(chan struct{})
	close(stop)
	res, err := Solve(s, Question{Objective: Margin, Player: s.ToMove}, Options{Interrupt: stop})
	if err != nil {
		t.Fatal(err)
	}
	if res.Exact || !res.Interrupted || len(res.Moves) == 0 {
		t.Errorf("interrupted at once: exact %v, interrupted %v, %d moves", res.Exact, res.Interrupted, len(res.Moves))
	}
}
