package solver

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/sagatools/saga/internal/fixture"
)

// Interrupting a search stops it as a limit would: the moves searched to
// the end keep their exact values, the others get estimates, and the
// result says it was interrupted.
func TestSolveInterrupted(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	rng := rand.New(rand.NewPCG(61, 62))
	// The interrupt reaches the workers a little later than the progress
	// report that sends it, and a fast search may finish first: go on
	// until enough searches were interrupted (each takes milliseconds).
	interrupted := 0
	for range 30 {
		if interrupted == shortened(6, 2) {
			break
		}
		s := randomEndgame(rng, r, 2, 8, 0)
		q := Question{Objective: Margin, Player: s.ToMove}
		full, err := Solve(context.Background(), s.Clone(), q, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		ctx, stop := context.WithCancel(context.Background())
		res, err := Solve(ctx, s.Clone(), q, Options{Workers: 1, Progress: func(p Progress) {
			if p.Done >= 1 {
				stop() // after the first root move
			}
		}})
		stop()
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
	cancelled, stop := context.WithCancel(context.Background())
	stop()
	res, err := Solve(cancelled, s, Question{Objective: Margin, Player: s.ToMove}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Exact || !res.Interrupted || len(res.Moves) == 0 {
		t.Errorf("interrupted at once: exact %v, interrupted %v, %d moves", res.Exact, res.Interrupted, len(res.Moves))
	}
}

// An interrupt cuts a search with generous limits short too: the look
// ahead it then allows is the short one, within the limits.
func TestInterruptBudget(t *testing.T) {
	s := randomEndgame(rand.New(rand.NewPCG(63, 64)), fixture.Rules(t, "beowulf"), 2, 8, 6)
	q := Question{Objective: Margin, Player: s.ToMove}
	sv := newSolve(s, q, Options{Time: time.Hour, Nodes: 1 << 40})
	sv.interruptedAt.Store(int64(10 * time.Minute))
	b := sv.interruptBudget()
	if left := time.Until(b.deadline); left > interruptLookMax || left <= 0 {
		t.Errorf("an interrupted hour-long search may look ahead for %v", left)
	}
	if b.limit <= 0 || b.interrupt != nil {
		t.Errorf("budget %+v: want the nodes left, and no end by the interrupt itself", b)
	}
	if sv.limitBudget().interrupt == nil {
		t.Error("the look ahead a limit allows does not end at an interrupt")
	}
	// The whole search, interrupted before it starts: it returns after
	// the short look, not the hour.
	cancelled, stop := context.WithCancel(context.Background())
	stop()
	res, err := Solve(cancelled, s, q, Options{Time: time.Hour, Nodes: 1 << 40})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Interrupted || res.Exact {
		t.Errorf("interrupted %v, exact %v", res.Interrupted, res.Exact)
	}
}

// An interrupt that comes once every root move is exact is too late: the
// answer stays exact, with its principal variation.
func TestInterruptTooLate(t *testing.T) {
	rng := rand.New(rand.NewPCG(65, 66))
	for range 5 {
		s := randomEndgame(rng, fixture.Rules(t, "kingdoms"), 2, 6, 0)
		ctx, stop := context.WithCancel(context.Background())
		cancelled := false
		res, err := Solve(ctx, s, Question{Objective: Margin, Player: s.ToMove}, Options{Workers: 1, Progress: func(p Progress) {
			if p.Total > 0 && p.Done == p.Total && !cancelled {
				cancelled = true
				stop()
				time.Sleep(10 * time.Millisecond) // let the interrupt land
			}
		}})
		stop()
		if err != nil {
			t.Fatal(err)
		}
		if !res.Exact || res.Interrupted || len(res.PV) == 0 {
			t.Fatalf("interrupted after the last root move: exact %v, interrupted %v, %d moves of principal variation", res.Exact, res.Interrupted, len(res.PV))
		}
	}
}

// Disarming takes back an interrupt that came too late and ignores the
// ones after; it keeps a stop for an overflow.
func TestDisarm(t *testing.T) {
	s := randomEndgame(rand.New(rand.NewPCG(67, 68)), fixture.Rules(t, "beowulf"), 2, 4, 0)
	sv := newSolve(s, Question{Objective: Margin, Player: s.ToMove}, Options{})
	sv.interrupt()
	if !sv.stop.Load() || !sv.interrupted.Load() {
		t.Fatal("an interrupt does not stop the search")
	}
	sv.disarm()
	if sv.stop.Load() || sv.interrupted.Load() {
		t.Error("disarming does not take back the interrupt")
	}
	sv.interrupt()
	if sv.stop.Load() || sv.interrupted.Load() {
		t.Error("an interrupt after disarming stops the search")
	}
	sv = newSolve(s, Question{Objective: Margin, Player: s.ToMove}, Options{})
	sv.overflow.Store(true)
	sv.stop.Store(true)
	sv.interrupt()
	sv.disarm()
	if !sv.stop.Load() {
		t.Error("disarming lifts the stop of an overflow")
	}
}
