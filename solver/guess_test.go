package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// The guess follows the best root move found when the first worker runs
// out of jobs, and is stopped when a later job finds a better one, or an
// equal one earlier in legal-move order, which the principal variation
// would start with instead; only a guess that starts with the best move
// is taken.
func TestGuessFollowsTheBestMove(t *testing.T) {
	moves := make([]MoveValue, 4)
	for i := range moves {
		moves[i].Move = engine.Move{Kind: engine.PlaceFigure, To: engine.Square(i)}
	}
	type record struct {
		move int
		v    value
	}
	for _, c := range []struct {
		name     string
		maximize bool
		before   []record // recorded before the first worker is out of jobs
		after    record   // the other worker's last job
		guessed  int      // the move the guess follows
		halted   bool
	}{
		{"a worse move last", true, []record{{2, 5}, {0, 3}}, record{3, 4}, 2, false},
		{"an equal move later in legal order", true, []record{{2, 5}, {0, 3}}, record{3, 5}, 2, false},
		{"an equal move earlier in legal order", true, []record{{2, 5}, {0, 3}}, record{1, 5}, 2, true},
		{"a better move last", true, []record{{2, 5}, {0, 3}}, record{3, 7}, 2, true},
		{"the opponent: a smaller value is better", false, []record{{2, 5}, {0, 6}}, record{3, 4}, 2, true},
		{"the opponent: a greater value is worse", false, []record{{2, 5}, {0, 3}}, record{1, 4}, 0, false},
	} {
		g := &guess{best: -1, busy: 2}
		for _, r := range c.before {
			g.record(r.move, r.v, c.maximize)
		}
		if !g.finish(moves) {
			t.Fatalf("%s: the first worker out of jobs did not take the guess", c.name)
		}
		if g.first != moves[c.guessed].Move {
			t.Errorf("%s: the guess follows %v, want %v", c.name, g.first, moves[c.guessed].Move)
		}
		g.record(c.after.move, c.after.v, c.maximize)
		if g.finish(moves) {
			t.Errorf("%s: the last worker out of jobs took a guess too", c.name)
		}
		if g.halt.Load() != c.halted {
			t.Errorf("%s: halted %v, want %v", c.name, g.halt.Load(), c.halted)
		}
	}

	g := &guess{best: -1, busy: 1}
	g.record(1, 3, true)
	if g.finish(moves) {
		t.Error("a lone worker took a guess")
	}
	g = &guess{best: -1, busy: 2, taken: true, first: moves[1].Move, done: true, steps: []Step{{Move: moves[1].Move}}}
	if _, _, ok := g.principalVariation(moves[2].Move); ok {
		t.Error("a guess that starts with another move was taken")
	}
	if steps, _, ok := g.principalVariation(moves[1].Move); !ok || len(steps) != 1 {
		t.Error("a guess that starts with the best move was not taken")
	}
	g.done = false
	if _, _, ok := g.principalVariation(moves[1].Move); ok {
		t.Error("an unfinished guess was taken")
	}
}

// The principal variation an idle worker guessed is the one worked out
// after the search: the same steps and the same final board, on random
// endgames of both rulesets, deterministic and with draws to come (but
// no draw at the root, whose draws are shared out as jobs of their own),
// small enough for the naive solver.
func TestGuessedPrincipalVariationIsTheSame(t *testing.T) {
	guessed, n := 0, 300
	if testing.Short() {
		n = 60
	}
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		rng := rand.New(rand.NewPCG(19, uint64(len(name))))
		for i := range n {
			q := Question{Objective: []Objective{Margin, Solo, Paranoid}[i%3]}
			players := 2
			if q.Objective == Paranoid {
				players = 2 + rng.IntN(2)
			}
			s := randomEndgame(rng, r, players, 3+rng.IntN(3), []int{0, 0, 2}[rng.IntN(3)])
			q.Player = s.ToMove
			if q.Objective == Solo {
				s.Absent = allBut(s.Players, q.Player)
			}
			if _, err := solveNaive(s, q, 300_000); err == errTooBig {
				continue // a search too long for a test
			}
			sv := newSolve(s, q, Options{Mem: 1 << 20, Workers: 2})
			root := s.Clone()
			res := &Result{Question: q, Exact: true}
			sv.rootMoves(root, res)
			rankMoves(res, q, root)
			steps, final, ok := sv.guess.principalVariation(res.Moves[0].Move)
			if !ok {
				continue
			}
			guessed++
			want, wantFinal := sv.worker(root).principalVariation(nil)
			if err := samePrincipalVariation(steps, final, want, wantFinal); err != nil {
				t.Fatalf("%s #%d (%v, %d players): %v", name, i, q.Objective, players, err)
			}
		}
	}
	t.Logf("%d of %d principal variations guessed", guessed, 2*n)
	if guessed < n/2 {
		t.Errorf("only %d of %d principal variations guessed", guessed, 2*n)
	}
}

func samePrincipalVariation(steps []Step, final *engine.Board, want []Step, wantFinal *engine.Board) error {
	if !slices.Equal(steps, want) {
		return fmt.Errorf("guessed %+v, worked out %+v", steps, want)
	}
	if !slices.Equal(final.Cells, wantFinal.Cells) {
		return fmt.Errorf("final board %v, worked out %v", final.Cells, wantFinal.Cells)
	}
	return nil
}
