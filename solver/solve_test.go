package solver

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/rulesets"
)

var endgames = flag.Int("endgames", 500, "random endgames per ruleset the solver is checked on against the naive one")

// randomEndgame plays a seeded random game of r into an act until at most
// maxEmpty squares are empty at the start of a turn, then shapes it into
// a small puzzle: a pool of at most maxPool tiles (0: deterministic) and,
// now and then, special tiles dealt into the hands.
func randomEndgame(rng *rand.Rand, r *engine.Rules, players, maxEmpty, maxPool int) *engine.State {
	for {
		s, _ := engine.NewGame(r, players, rng.IntN(players))
		chance := play.NewChance(rng.Uint64())
		target := rng.IntN(len(r.Acts))
		var moves []engine.Move
		for s.Phase != engine.PhaseGameOver {
			if s.Act == target && s.Phase == engine.PhaseTurn && s.Empties <= maxEmpty && s.Empties > 0 {
				shape(rng, s, maxPool)
				return s
			}
			moves = s.LegalMoves(moves[:0])
			m := moves[rng.IntN(len(moves))]
			if s.IsChance() {
				m = chance.Pick(s, moves)
			}
			s.Apply(m)
		}
	}
}

func shape(rng *rand.Rand, s *engine.State, maxPool int) {
	// Keep at most maxPool tiles in the pool, chosen at random.
	var bag []int
	for k, n := range s.Pool {
		for range n {
			bag = append(bag, k)
		}
	}
	rng.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	clear(s.Pool)
	s.PoolTotal = 0
	for _, k := range bag[:min(len(bag), rng.IntN(maxPool+1))] {
		s.Pool[k]++
		s.PoolTotal++
	}
	// Sometimes swap hand tiles for special ones of the act's set.
	if rng.IntN(2) == 0 {
		var specials []engine.TileKindID
		for k, n := range s.Rules.Acts[s.Act].Tiles {
			if n > 0 && s.Rules.Tiles[k].Ability != engine.NoAbility {
				specials = append(specials, engine.TileKindID(k))
			}
		}
		for p := range s.Hands {
			for i := range s.Hands[p] {
				if len(specials) > 0 && rng.IntN(2) == 0 {
					s.Hands[p][i].Kind = specials[rng.IntN(len(specials))]
				}
			}
		}
	}
}

// sameAnswer compares the two solvers' answers: the position's value,
// every root move's value and the set of best moves.
func sameAnswer(fast, ref *Result) error {
	if fast.Value.Cmp(ref.Value) != 0 {
		return fmt.Errorf("value %v, naive %v", fast.Value, ref.Value)
	}
	if len(fast.Moves) != len(ref.Moves) {
		return fmt.Errorf("%d moves, naive %d", len(fast.Moves), len(ref.Moves))
	}
	values := map[engine.Move]exact.Value{}
	for _, m := range ref.Moves {
		values[m.Move] = m.Value
	}
	for _, m := range fast.Moves {
		if want, ok := values[m.Move]; !ok || want.Cmp(m.Value) != 0 {
			return fmt.Errorf("move %+v: %v, naive %v", m.Move, m.Value, want)
		}
	}
	if fast.Best != ref.Best {
		return fmt.Errorf("%d best moves, naive %d", fast.Best, ref.Best)
	}
	best := map[engine.Move]bool{}
	for _, m := range ref.Moves[:ref.Best] {
		best[m.Move] = true
	}
	for _, m := range fast.Moves[:fast.Best] {
		if !best[m.Move] {
			return fmt.Errorf("best move %+v is not among the naive solver's", m.Move)
		}
	}
	return nil
}

// TestSolveMatchesNaive checks the real solver against the naive one on
// random small endgames of both rulesets: deterministic and with chance,
// every objective, 1 to 4 players, special tiles in hands.
func TestSolveMatchesNaive(t *testing.T) {
	for _, name := range append(rulesets.Builtins(), "../rulesets/testdata/valid/every-play.toml") {
		r, err := rulesets.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(42, uint64(len(name))))
		skipped, n := 0, countFlag("endgames", *endgames, 50)
		defer func() {
			if skipped > n/5 {
				t.Errorf("%s: %d of %d endgames too big for the naive solver", name, skipped, n)
			}
		}()
		for i := range n {
			players := 2 + rng.IntN(3)
			q := Question{Objective: Objective(rng.IntN(4))}
			if q.Objective == Margin {
				players = 2
			}
			if q.Objective == MaxN && players == 2 && rng.IntN(2) == 0 {
				players = 3
			}
			s := randomEndgame(rng, r, players, 3+rng.IntN(3), []int{0, 0, 2, 3}[rng.IntN(4)])
			if i%100 == 0 {
				t.Logf("%s #%d", name, i)
			}
			q.Player = s.ToMove
			if q.Objective == Solo {
				s.Absent = allBut(s.Players, q.Player)
			}
			if !matchesNaive(t, fmt.Sprintf("%s #%d (%v, %d players)", name, i, q.Objective, players), s, q, 1+i%2) {
				skipped++
			}
		}
	}
}

// Ranking only the best few moves exactly keeps their values and the best
// moves, and the bounds given for the others hold.
func TestSolveTop(t *testing.T) {
	r, err := rulesets.Load("beowulf")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 5))
	for i := range shortened(90, 9) {
		q := Question{Objective: []Objective{Margin, Solo, Paranoid}[i%3]}
		players := 2
		if q.Objective == Paranoid {
			players = 3
		}
		s := randomEndgame(rng, r, players, 3+rng.IntN(3), []int{0, 2}[rng.IntN(2)])
		q.Player = (s.ToMove + i/3%2) % s.Players // sometimes the opponent moves
		if q.Objective == Solo {
			q.Player = s.ToMove
			s.Absent = allBut(s.Players, q.Player)
		}
		full, err := Solve(context.Background(), s, q, Options{Mem: 1 << 20, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		values := map[engine.Move]exact.Value{}
		for _, m := range full.Moves {
			values[m.Move] = m.Value
		}
		for _, top := range []int{1, 2} {
			part, err := Solve(context.Background(), s, q, Options{Mem: 1 << 20, Workers: 1 + i%2, Top: top})
			if err != nil {
				t.Fatal(err)
			}
			if part.Best != full.Best || part.Value.Cmp(full.Value) != 0 || !part.Exact {
				t.Fatalf("#%d top %d: value %v (%d best), full %v (%d best)", i, top, part.Value, part.Best, full.Value, full.Best)
			}
			for _, m := range part.Moves {
				want := values[m.Move]
				switch {
				case m.Exact && want.Cmp(m.Value) != 0,
					m.Bound > 0 && m.Value.Less(want),
					m.Bound < 0 && want.Less(m.Value),
					!m.Exact && m.Bound == 0:
					t.Fatalf("#%d top %d: %+v (bound %d) against %v", i, top, m.Value, m.Bound, want)
				}
			}
		}
	}
}

// A search stopped by a node limit calls exact only what is: every move it
// marks exact has the value the full search gives, a drawing move's
// included when its draws were shared out among the workers.
func TestSolveStoppedKeepsExactValues(t *testing.T) {
	r, err := rulesets.Load("kingdoms")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(9, 9))
	partial, stopped := 0, 0
	for i := range 12 {
		s := randomEndgame(rng, r, 2, 5, 8)
		q := Question{Objective: Margin, Player: s.ToMove}
		full, err := Solve(context.Background(), s, q, Options{Mem: 1 << 20, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		values := map[engine.Move]exact.Value{}
		for _, m := range full.Moves {
			values[m.Move] = m.Value
		}
		for _, nodes := range []int64{full.Nodes / 8, full.Nodes / 3} {
			part, err := Solve(context.Background(), s, q, Options{Mem: 1 << 20, Workers: 2, Nodes: max(nodes, 1)})
			if err != nil {
				t.Fatal(err)
			}
			if !part.Exact {
				stopped++
			}
			for _, m := range part.Moves {
				if m.Exact {
					partial++
					if values[m.Move].Cmp(m.Value) != 0 {
						t.Fatalf("#%d at %d nodes: %s marked exact at %v, is %v", i, nodes, s.Notation(m.Move), m.Value, values[m.Move])
					}
				}
			}
		}
	}
	if stopped == 0 || partial == 0 {
		t.Errorf("the limits stopped %d searches, with %d exact moves: the test tests nothing", stopped, partial)
	}
}

// Progress reports start at 0 of all the root's jobs, count each job once
// and never go back.
func TestSolveReportsProgress(t *testing.T) {
	r, err := rulesets.Load("kingdoms")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(4, 4))
	for range 6 {
		s := randomEndgame(rng, r, 2, 5, 6)
		var reports []Progress
		res, err := Solve(context.Background(), s, Question{Objective: Margin, Player: s.ToMove}, Options{Workers: 2, Progress: func(p Progress) {
			reports = append(reports, p) // calls come one at a time
		}})
		if err != nil {
			t.Fatal(err)
		}
		if len(reports) == 0 || reports[0].Done != 0 {
			t.Fatalf("reports %+v: the first must be at 0 done", reports)
		}
		last := reports[len(reports)-1]
		if last.Done != last.Total || last.Total < len(res.Moves) {
			t.Fatalf("last report %+v for %d root moves", last, len(res.Moves))
		}
		for i := 1; i < len(reports); i++ {
			a, b := reports[i-1], reports[i]
			if b.Done < a.Done || b.Done > a.Done+1 || b.Nodes < a.Nodes || b.Total != a.Total {
				t.Fatalf("report %+v after %+v", b, a)
			}
		}
	}
}

// matchesNaive solves s for q with the solver on the given workers and
// with the naive one, and fails the test, named by label, where their
// answers differ. It returns false, having compared nothing, when s is
// too big for the naive solver.
func matchesNaive(t *testing.T, label string, s *engine.State, q Question, workers int) bool {
	t.Helper()
	ref, err := solveNaive(s, q, 300_000)
	if err == errTooBig {
		return false
	}
	if err != nil {
		t.Fatalf("%s: naive: %v", label, err)
	}
	fast, err := Solve(context.Background(), s, q, Options{Mem: 1 << 20, Workers: workers})
	if err != nil {
		t.Fatalf("%s: %v", label, err)
	}
	if err := sameAnswer(fast, ref); err != nil {
		t.Fatalf("%s, %d empty, pool %d: %v", label, s.Empties, s.PoolTotal, err)
	}
	return true
}
