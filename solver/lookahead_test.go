package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/internal/fixture"
)

// passOf runs one look-ahead pass over every root move of s, without a
// budget.
func passOf(s *engine.State, q Question, depth int) ([]exact.Gains, bool) {
	sv := newSolve(s, q, Options{Mem: 1 << 20, Workers: 2})
	res, all := unvalued(s)
	gains, cut, _ := sv.lookPass(s, res, all, depth, &lookBudget{})
	return gains, cut
}

// unvalued is a result with s's root moves, none valued yet, and their
// indexes.
func unvalued(s *engine.State) (*Result, []int) {
	res := &Result{}
	var all []int
	for i, m := range s.LegalMoves(nil) {
		res.Moves = append(res.Moves, MoveValue{Move: m})
		all = append(all, i)
	}
	return res, all
}

// Looking far enough ahead to see every line to the act's end is the
// naive solver's exhaustive search: the same gains for every root move,
// with every objective, with and without chance.
func TestLookaheadToTheEndIsExact(t *testing.T) {
	checked := 0
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		rng := rand.New(rand.NewPCG(12, uint64(len(name))))
		for i := range 60 {
			s, q := endgameFor(rng, r, Objective(i%4), 3-i/4%2, []int{0, 3}[i/4%2])
			gains, cut := passOf(s, q, 12)
			if cut {
				continue // a line longer than 12 turns: rare, not this test's case
			}
			ref, err := SolveNaive(s, q)
			if err != nil {
				t.Fatal(err)
			}
			want := map[engine.Move]exact.Gains{}
			for _, m := range ref.Moves {
				want[m.Move] = m.Gains
			}
			for j, m := range s.LegalMoves(nil) {
				w := want[m]
				if !sameValues(q, s, &gains[j], &w) {
					t.Fatalf("%s #%d (%v): %s looks ahead to %v, naive %v", name, i, q.Objective, s.Notation(m), gains[j], w)
				}
			}
			checked++
		}
	}
	if checked < 90 {
		t.Fatalf("only %d endgames looked at to the end", checked)
	}
}

// Looking no further than the move's own turn scores the act as the board
// stands once the turn is over: for a move that ends its turn at once,
// the plain estimate (the act scored right after the move).
func TestLookaheadStopsAfterTheTurn(t *testing.T) {
	checked, cut := 0, false
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		rng := rand.New(rand.NewPCG(13, uint64(len(name))))
		for range 40 {
			s := randomEndgame(rng, r, 2, 6, 4)
			q := Question{Objective: MaxN, Player: s.ToMove}
			gains, c := passOf(s, q, 0)
			cut = cut || c
			w := newSolve(s, q, Options{Mem: 1 << 20}).worker(s.Clone())
			w.rate.Prepare(w.s)
			for j, m := range s.LegalMoves(nil) {
				u := s.Apply(m)
				turnOver := s.Phase == engine.PhaseTurn || s.Phase == engine.PhaseActOver
				s.Undo(u)
				if !turnOver {
					continue
				}
				if want := w.estimate(m); !sameGains(&gains[j], &want) {
					t.Fatalf("%s: %s looks ahead to %v, the act scored after it %v", name, s.Notation(m), gains[j], want)
				}
				checked++
			}
		}
	}
	if checked < 100 || !cut {
		t.Fatalf("%d moves checked, cut %v", checked, cut)
	}
}

// A search stopped by a limit shows, for the moves it did not finish, the
// values of the deepest look-ahead pass that fitted in what the limit
// left; a search that is not limited does not look ahead.
func TestSolveStoppedShowsLookahead(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	rng := rand.New(rand.NewPCG(14, 14))
	deep, deeper := 0, 0
	for range shortened(6, 2) {
		s := randomEndgame(rng, r, 2, 10, 6)
		q := Question{Objective: Margin, Player: s.ToMove}
		res, err := Solve(context.Background(), s, q, Options{Mem: 1 << 20, Workers: 2, Nodes: int64(shortened(400_000, 150_000))})
		if err != nil {
			t.Fatal(err)
		}
		if res.Exact {
			continue
		}
		if res.EstimateTurns < 1 {
			t.Fatalf("stopped search with estimates looking %d turns ahead", res.EstimateTurns)
		}
		deep++
		if res.EstimateTurns > 1 {
			deeper++
		}
		gains, _ := passOf(s, q, res.EstimateTurns-1)
		values := map[engine.Move]exact.Gains{}
		for j, m := range s.LegalMoves(nil) {
			values[m] = gains[j]
		}
		for _, m := range res.Moves {
			if want := values[m.Move]; !m.Exact && !sameGains(&m.Gains, &want) {
				t.Fatalf("%s: estimate %v, the %d-turn look-ahead %v", s.Notation(m.Move), m.Gains, res.EstimateTurns, want)
			}
		}
	}
	s := randomEndgame(rng, r, 2, 4, 0)
	full, err := Solve(context.Background(), s, Question{Objective: Margin, Player: s.ToMove}, Options{Mem: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	if full.EstimateTurns != 0 {
		t.Fatalf("an unlimited search looked %d turns ahead", full.EstimateTurns)
	}
	// A search that finishes within its limit only took the first look.
	roomy, err := Solve(context.Background(), s, Question{Objective: Margin, Player: s.ToMove}, Options{Mem: 1 << 20, Nodes: 1 << 40})
	if err != nil {
		t.Fatal(err)
	}
	if !roomy.Exact || roomy.EstimateTurns > 1 {
		t.Fatalf("a search within its limit: exact %v, looked %d turns ahead", roomy.Exact, roomy.EstimateTurns)
	}
	if deep == 0 || deeper == 0 {
		t.Fatalf("%d searches stopped, %d of them looked more than a turn ahead: the test tests too little", deep, deeper)
	}
}

// Looking ahead keeps to its budget: the first pass to a tenth of the
// limit, the look at unfinished moves to what the exact search left. A
// pass that would overrun is dropped whole, and a budget too small for
// any pass leaves the estimates as they were: never a panic, never a pass
// half done.
func TestLookaheadKeepsToItsBudget(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	rng := rand.New(rand.NewPCG(15, 15))
	s := randomEndgame(rng, r, 2, 10, 8)
	q := Question{Objective: Margin, Player: s.ToMove}
	slack := 2 * countBatch * int64(2)
	for _, opt := range []Options{{Nodes: 10}, {Nodes: 20_000}, {Nodes: 2_000_000}, {Time: time.Millisecond}} {
		opt.Mem, opt.Workers = 1<<20, 2
		for _, first := range []bool{true, false} {
			sv := newSolve(s, q, opt)
			res, _ := unvalued(s)
			var turns int
			allowed := opt.Nodes/lookaheadShare + slack
			if first {
				turns = sv.firstLook(s, res)
			} else {
				sv.nodes.Store(opt.Nodes / 2) // as if the exact search had used half
				allowed = opt.Nodes + slack
				turns = sv.lookAtUnfinished(s, res, sv.limitBudget())
			}
			if used := sv.nodes.Load(); opt.Nodes > 0 && used > allowed {
				t.Errorf("%+v, first %v: %d nodes in all", opt, first, used)
			}
			if first && turns > 1 {
				t.Errorf("%+v: the first look went %d turns ahead", opt, turns)
			}
			if turns > 0 {
				want, _ := passOf(s, q, turns-1)
				for j := range res.Moves {
					if !sameGains(&res.Moves[j].Gains, &want[j]) {
						t.Fatalf("%+v: %d turns: %s has %v, the pass gives %v", opt, turns, s.Notation(res.Moves[j].Move), res.Moves[j].Gains, want[j])
					}
				}
			}
			if !first && opt.Nodes == 2_000_000 && turns < 2 {
				t.Errorf("a million nodes looked only %d turns ahead", turns)
			}
		}
	}
}

// Looking ahead is worth its share of the limit: on these Kingdoms
// endgames, looking three turns ahead finds the exact best move far more
// often than scoring the act right after the move does (measured on 100
// per ruleset: Kingdoms 26 plain, 73/83/98 at 1/2/3 turns; Beowulf 69
// plain, 68/75/84; docs/solve.md, Limits).
func TestLookaheadFindsBestMovesMoreOften(t *testing.T) {
	r := fixture.Rules(t, "kingdoms")
	rng := rand.New(rand.NewPCG(7, 9))
	plain, ahead, total := 0, 0, 0
	for total < shortened(30, 6) {
		s := randomEndgame(rng, r, 2, 6, 4)
		if s.Empties < 6 {
			continue
		}
		q := Question{Objective: Margin, Player: s.ToMove}
		res, err := Solve(context.Background(), s, q, Options{Mem: 8 << 20})
		if err != nil {
			t.Fatal(err)
		}
		if res.Best == len(res.Moves) {
			continue // every move is best
		}
		exactValues := map[engine.Move]exact.Value{}
		for _, m := range res.Moves {
			exactValues[m.Move] = m.Value
		}
		moves := s.LegalMoves(nil)
		w := newSolve(s, q, Options{Mem: 1 << 20}).worker(s.Clone())
		w.rate.Prepare(w.s)
		estimates := make([]exact.Gains, len(moves))
		for i, m := range moves {
			estimates[i] = w.estimate(m)
		}
		looked, _ := passOf(s, q, 2)
		picksBest := func(gains []exact.Gains) bool {
			best := 0
			for i := range gains {
				if prefer(q, s, &gains[i], &gains[best]) {
					best = i
				}
			}
			return exactValues[moves[best]].Cmp(res.Value) == 0
		}
		if picksBest(estimates) {
			plain++
		}
		if picksBest(looked) {
			ahead++
		}
		total++
	}
	t.Logf("best move found in %d of %d endgames plainly, %d looking 3 turns ahead", plain, total, ahead)
	if ahead < plain+total/4 {
		t.Errorf("best move found in %d of %d endgames plainly, only %d looking 3 turns ahead", plain, total, ahead)
	}
}

// Rating the moves that end the look-ahead's last turn on the board
// prepared once gives what playing each out and scoring the board gives.
func TestLookaheadRatesLastMovesAsPlayedOut(t *testing.T) {
	checked := 0
	for _, name := range []string{"beowulf", "kingdoms", "../rulesets/testdata/valid/every-play.toml"} {
		r := fixture.Rules(t, name)
		rng := rand.New(rand.NewPCG(17, uint64(len(name))))
		for i := range 40 {
			s, q := endgameFor(rng, r, Objective(i%4), 4+rng.IntN(3), []int{0, 4}[i/4%2])
			for depth := range 2 {
				fast := &lookahead{q: q, s: s.Clone(), budget: &lookBudget{}}
				slow := &lookahead{q: q, s: s.Clone(), budget: &lookBudget{}, playOut: true}
				for _, m := range s.LegalMoves(nil) {
					got, want := fast.after(m, depth, 0), slow.after(m, depth, 0)
					if !sameGains(&got, &want) {
						t.Fatalf("%s #%d, %d turns: %s rated %v, played out %v", name, i, depth+1, s.Notation(m), got, want)
					}
					checked++
				}
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d moves checked", checked)
	}
}

// BenchmarkLookaheadPass times look-ahead passes of one to three turns
// on a margin endgame of each ruleset with 10 empty squares, with chance
// (where the pruning of the scalar look-ahead barely acts: windows open
// again below every draw) and without.
func BenchmarkLookaheadPass(b *testing.B) {
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(b, name)
		for _, pool := range []int{0, 8} {
			rng := rand.New(rand.NewPCG(18, 18))
			s := randomEndgame(rng, r, 2, 10, pool)
			for len(s.LegalMoves(nil)) < 8 {
				s = randomEndgame(rng, r, 2, 10, pool)
			}
			q := Question{Objective: Margin, Player: s.ToMove}
			for depth := range 3 {
				b.Run(fmt.Sprintf("%s/pool-%d/%d-turns", name, s.PoolTotal, depth+1), func(b *testing.B) {
					var nodes int64
					for b.Loop() {
						sv := newSolve(s, q, Options{Mem: 1 << 20, Workers: 1})
						res, all := unvalued(s)
						budget := &lookBudget{}
						sv.lookPass(s, res, all, depth, budget)
						nodes = budget.nodes.Load()
					}
					b.ReportMetric(float64(nodes), "nodes/op")
				})
			}
		}
	}
}

// sameValues reports whether two look-ahead values agree, as the
// question sees them: every seat's gains for maxn, the scalar (kept in
// the puzzle player's place) otherwise.
func sameValues(q Question, s *engine.State, a, b *exact.Gains) bool {
	if q.Objective == MaxN {
		return sameGains(a, b)
	}
	return q.scalar(s, a).Cmp(q.scalar(s, b)) == 0
}

// The scalar objectives' look-ahead prunes, and still gives every root
// move the value the whole tree gives it.
func TestLookaheadPrunesToTheSameValues(t *testing.T) {
	checked := 0
	for _, name := range []string{"beowulf", "kingdoms", "../rulesets/testdata/valid/every-play.toml"} {
		r := fixture.Rules(t, name)
		rng := rand.New(rand.NewPCG(19, uint64(len(name))))
		for i := range shortened(30, 6) {
			s, q := endgameFor(rng, r, []Objective{Solo, Margin, Paranoid}[i%3], 4+rng.IntN(3), []int{0, 4}[i/3%2])
			for depth := range 4 {
				if name == "beowulf" && depth == 3 {
					continue
				}
				pruned := &lookahead{q: q, s: s.Clone(), budget: &lookBudget{}}
				whole := &lookahead{q: q, s: s.Clone(), budget: &lookBudget{}}
				for _, m := range s.LegalMoves(nil) {
					got := pruned.afterScalar(m, lookOpen.Neg(), lookOpen, depth, 0)
					want := whole.after(m, depth, 0)
					if got.Cmp(q.scalar(s, &want)) != 0 {
						t.Fatalf("%s #%d (%v), %d turns: %s pruned to %v, whole %v", name, i, q.Objective, depth+1, s.Notation(m), got, q.scalar(s, &want))
					}
					checked++
				}
			}
		}
	}
	if checked < shortened(1000, 100) {
		t.Fatalf("only %d moves checked", checked)
	}
}

// Each turn more is one more turn of best play: looking d turns past a
// move that ends its turn at once is the points it earned plus the best,
// for the next player, of looking d-1 turns past their moves.
func TestLookaheadDeepensATurnAtATime(t *testing.T) {
	checked := 0
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		rng := rand.New(rand.NewPCG(16, uint64(len(name))))
		for i := range shortened(16, 4) {
			s := randomEndgame(rng, r, 2+i%2, 6, 0)
			q := Question{Objective: MaxN, Player: s.ToMove}
			if s.Players == 2 {
				q.Objective = Margin
			}
			for depth := 1; depth <= 2; depth++ {
				gains, _ := passOf(s, q, depth)
				for j, m := range s.LegalMoves(nil) {
					var before [engine.MaxSeats]int
					copy(before[:], s.Points)
					u := s.Apply(m)
					if s.Phase != engine.PhaseTurn {
						s.Undo(u)
						continue
					}
					replies, _ := passOf(s, q, depth-1)
					best := replies[0]
					for k := range replies {
						if prefer(q, s, &replies[k], &best) {
							best = replies[k]
						}
					}
					for p := range s.Players {
						best[p] = best[p].Add(exact.IntValue(s.Points[p] - before[p]))
					}
					s.Undo(u)
					if !sameValues(q, s, &gains[j], &best) {
						t.Fatalf("%s #%d, %d turns: %s looks ahead to %v, a turn of best replies %v", name, i, depth+1, s.Notation(m), gains[j], best)
					}
					checked++
				}
			}
		}
	}
	if checked < shortened(100, 40) {
		t.Fatalf("only %d moves checked", checked)
	}
}

// A search stopped by its limit goes on reporting progress while it
// looks ahead: the turns it looks at, and nodes that never go back.
func TestLookaheadReportsProgress(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	rng := rand.New(rand.NewPCG(20, 20))
	s := randomEndgame(rng, r, 2, 10, 6)
	var reports []Progress
	res, err := Solve(context.Background(), s, Question{Objective: Margin, Player: s.ToMove}, Options{Mem: 1 << 20, Workers: 2, Nodes: int64(shortened(300_000, 100_000)), Progress: func(p Progress) {
		reports = append(reports, p)
	}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Exact {
		t.Fatal("the search was not stopped: the test tests nothing")
	}
	turns := 0
	for i, p := range reports {
		if i > 0 && (p.Nodes < reports[i-1].Nodes || p.Turns < reports[i-1].Turns) {
			t.Fatalf("report %+v after %+v", p, reports[i-1])
		}
		turns = max(turns, p.Turns)
	}
	if last := reports[len(reports)-1]; turns < res.EstimateTurns || last.Nodes > res.Nodes {
		t.Fatalf("reports up to %d turns and %d nodes, for estimates %d turns ahead after %d nodes", turns, last.Nodes, res.EstimateTurns, res.Nodes)
	}
}
