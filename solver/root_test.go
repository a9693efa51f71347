package solver

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/internal/fixture"
)

// A root move's estimate, shown when a limit stops the search first, is
// what the act would score if it ended right after the move: exactly its
// value when the move does end the act.
func TestEstimateIsActScoreAfterMove(t *testing.T) {
	checked := 0
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		rng := rand.New(rand.NewPCG(4, uint64(len(name))))
		for range 200 {
			s := randomEndgame(rng, r, 2+rng.IntN(2), 1, 0)
			q := Question{Objective: MaxN, Player: s.ToMove}
			sv := newSolve(s, q, Options{Mem: 1 << 20})
			w := sv.worker(s.Clone())
			w.rate.Prepare(w.s)
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

// Root moves are shared out as jobs: a draw tile by tile whenever every
// drawn tile is to be searched to the end (all moves exact, or the best
// few, where a draw's exact value also keeps both workers busy); draws
// first when there is no limit and no --top, in the order given
// otherwise, so that the most promising move gives its value first.
func TestRootJobsSplitDraws(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 21))
	checked := 0
	for i := range 300 {
		r := fixture.Rules(t, []string{"beowulf", "kingdoms"}[i%2])
		s := randomEndgame(rng, r, 2, 6, 8)
		moves := s.LegalMoves(nil)
		drawAt := slices.IndexFunc(moves, func(m engine.Move) bool { return m.Kind == engine.Draw })
		if drawAt < 0 || len(moves) < 2 {
			continue
		}
		order := make([]int, len(moves))
		for i := range order {
			order[i] = len(moves) - 1 - i // any order but the legal one
		}
		for _, opt := range []Options{{}, {Top: 1}, {Nodes: 1 << 40}} {
			sv := newSolve(s, Question{Objective: Margin, Player: s.ToMove}, opt)
			jobs := sv.rootJobs(s.Clone(), moves, order, opt.Top == 0)
			splits := 0
			for _, j := range jobs {
				if j.split {
					splits++
					if j.move != drawAt {
						t.Fatalf("%+v: move %d split", opt, j.move)
					}
				}
			}
			if splits < 1 || len(jobs) != len(moves)-1+splits {
				t.Fatalf("%+v: %d jobs, %d of them draws, for %d moves", opt, len(jobs), splits, len(moves))
			}
			first, plain := jobs[0].move, opt.Top == 0 && opt.Nodes == 0
			if plain && first != drawAt || !plain && first != order[0] {
				t.Fatalf("%+v: the first job is move %d (draw %d, order %v)", opt, first, drawAt, order)
			}
		}
		checked++
	}
	if checked < 3 {
		t.Fatalf("only %d endgames with a draw and another move", checked)
	}
}

// A search with --top stopped at a limit stops cleanly, wherever down a
// line the limit finds it: no panic, every move valued, bounded or
// estimated.
func TestSolveTopStopsCleanly(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 22))
	stopped := 0
	for i := range shortened(120, 24) {
		r := fixture.Rules(t, []string{"beowulf", "kingdoms"}[i%2])
		s, q := endgameFor(rng, r, []Objective{Margin, Solo, Paranoid}[i/2%3], 6+rng.IntN(3), []int{0, 4}[i/6%2])
		res, err := Solve(context.Background(), s, q, Options{Mem: 1 << 20, Workers: 1 + i%2, Top: 1, Nodes: int64(1500 * (1 + i%4))})
		if err != nil {
			t.Fatal(err)
		}
		if !res.Exact {
			stopped++
		}
		if len(res.Moves) != len(s.LegalMoves(nil)) {
			t.Fatalf("#%d: %d moves ranked of %d", i, len(res.Moves), len(s.LegalMoves(nil)))
		}
	}
	if stopped < shortened(20, 4) {
		t.Fatalf("only %d searches stopped", stopped)
	}
}

// Exact values outgrowing 64 bits in a worker, on a goroutine of its own,
// stop the search and mark it failed (Solve then returns the error),
// rather than end the program.
func TestOverflowInAWorkerFailsTheSearch(t *testing.T) {
	r := fixture.Rules(t, "kingdoms")
	rng := rand.New(rand.NewPCG(23, 23))
	s := randomEndgame(rng, r, 2, 4, 0)
	sv := newSolve(s, Question{Objective: Margin, Player: s.ToMove}, Options{Mem: 1 << 20})
	done := make(chan error)
	go func() {
		done <- sv.worker(s.Clone()).guard(func() { panic(exact.OverflowError{}) })
	}()
	if err := <-done; err != (exact.OverflowError{}) || !sv.overflow.Load() || !sv.stop.Load() {
		t.Fatalf("guard returned %v, overflow %v, stop %v", err, sv.overflow.Load(), sv.stop.Load())
	}
}

// A search whose exact values could outgrow 64 bits (a big pool, many
// draws to come) is refused without a limit; with one, it gives every
// root move its estimate from looking ahead, as a search stopped at once
// would.
func TestSolveTooBigForExactValues(t *testing.T) {
	r := fixture.Rules(t, "kingdoms")
	rng := rand.New(rand.NewPCG(71, 72))
	var s *engine.State
	var q Question
	for range 200 {
		s = randomEndgame(rng, r, 3, 30, 40)
		q = Question{Objective: MaxN, Player: s.ToMove}
		if !s.IsChance() && !newSolve(s, q, Options{}).fits {
			break
		}
		s = nil
	}
	if s == nil {
		t.Fatal("no endgame too big for 64-bit values")
	}
	if _, err := Solve(context.Background(), s.Clone(), q, Options{Workers: 1}); err != (exact.OverflowError{}) {
		t.Errorf("without a limit: %v, want the overflow error", err)
	}
	res, err := Solve(context.Background(), s.Clone(), q, Options{Workers: 1, Nodes: 20_000})
	if err != nil {
		t.Fatal(err)
	}
	if res.Exact || len(res.Moves) != len(s.LegalMoves(nil)) || res.EstimateTurns < 1 {
		t.Fatalf("exact %v, %d moves of %d, estimates %d turns ahead", res.Exact, len(res.Moves), len(s.LegalMoves(nil)), res.EstimateTurns)
	}
	for _, m := range res.Moves {
		if m.Exact || m.Bound != 0 {
			t.Errorf("%s: exact %v, bound %d", s.Notation(m.Move), m.Exact, m.Bound)
		}
	}
}
