package puzzle

import (
	"context"
	"testing"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/solver"
)

// solved reads a puzzle and solves it exactly.
func solved(t *testing.T, path string, opt solver.Options) (*position.Position, *solver.Result) {
	t.Helper()
	p, _ := mustRead(t, path)
	s, q, err := p.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	opt.Workers = 1
	res, err := solver.Solve(context.Background(), s, q, opt)
	if err != nil {
		t.Fatal(err)
	}
	return p, res
}

// Every puzzle of the library states its answer, the rules agree with
// it, and every puzzle but the solo ones has one best move.
func TestLibraryAnswers(t *testing.T) {
	for _, path := range fixture.PositionFiles(t, "../puzzles/library") {
		t.Run(path, func(t *testing.T) {
			if p, _ := mustRead(t, path); testing.Short() {
				// CI's run under the race detector: the small ones only.
				if s, _, err := p.Puzzle(); err == nil && (s.Empties > 6 || s.PoolTotal > 0) {
					t.Skip("a solve of seconds; checked without -short")
				}
			}
			p, res := solved(t, path, solver.Options{})
			if p.Answer == nil || p.Answer.Best == nil || len(p.Answer.Values) == 0 {
				t.Fatal("no [answer] with best moves and values")
			}
			s, _, _ := p.Puzzle()
			if c := CheckAnswer(p, s, res); !c.Agrees() {
				t.Errorf("the answer does not hold: %+v", c)
			}
			if _, ok := Lead(res); !ok && res.Question.Objective != solver.Solo {
				t.Errorf("%d best moves; a library puzzle has one clear answer", res.Best)
			}
		})
	}
}

// Lead is the gap between the best move and the next, only when one move
// is best and every move was valued.
func TestLead(t *testing.T) {
	_, res := solved(t, "../puzzles/bench/beowulf-2p-det-08.toml", solver.Options{})
	lead, ok := Lead(res)
	if want := res.Moves[0].Value.Sub(res.Moves[1].Value); !ok || lead.Cmp(want) != 0 && lead.Cmp(want.Neg()) != 0 || !exact.IntValue(0).Less(lead) {
		t.Errorf("lead %v (%v), want |%v|", lead, ok, want)
	}
	tie := *res
	tie.Best = 2
	if _, ok := Lead(&tie); ok {
		t.Error("a lead for tied moves")
	}
	_, top := solved(t, "../puzzles/bench/beowulf-2p-det-08.toml", solver.Options{Top: 1})
	if _, ok := Lead(top); ok {
		t.Error("a lead under --top, where the next move has only a bound")
	}
}

// Under maxn, moves tied for best may leave the others different gains
// one by one: the values of any best move agree.
func TestCheckAnswerMaxnTie(t *testing.T) {
	p, res := solved(t, "../puzzles/bench/kingdoms-3p-det-06.toml", solver.Options{})
	s, _, _ := p.Puzzle()
	if res.Best < 2 {
		t.Fatalf("want a tie for best, got %d best moves", res.Best)
	}
	// The others' gains moved between them, their total kept: still tied.
	tie := *res
	tie.Moves = append([]solver.MoveValue(nil), res.Moves...)
	g := &tie.Moves[1].Gains
	mover := s.ToMove
	a, b := (mover+1)%s.Players, (mover+2)%s.Players
	g[a], g[b] = g[a].Add(exact.IntValue(3)), g[b].Sub(exact.IntValue(3))
	second := AnswerOf(p, s, &solver.Result{Question: tie.Question, Exact: true, Moves: tie.Moves[1:], Best: 1, Gains: tie.Moves[1].Gains})
	answer := AnswerOf(p, s, &tie)
	answer.Values = second.Values
	p.Answer = answer
	if c := CheckAnswer(p, s, &tie); !c.Agrees() {
		t.Errorf("the values of the second tied move do not agree: %+v", c)
	}
	answer.Values[a].Exact = answer.Values[a].Exact.Add(exact.IntValue(1))
	if c := CheckAnswer(p, s, &tie); c.Agrees() {
		t.Error("values of no best move agree")
	}
}

// A puzzle is clear with one best move ahead by at least the lead asked
// for, and never by the tie-break alone.
func TestPuzzleCheckClear(t *testing.T) {
	p, _ := mustRead(t, "../puzzles/library/beowulf-2p-08.toml")
	c, err := CheckPuzzle(context.Background(), p, solver.Options{Workers: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Solved || !c.HasLead || c.Answer == nil || !c.Answer.Agrees() {
		t.Fatalf("check of a library puzzle: %+v", c)
	}
	if !c.Clear(c.Lead) || c.Clear(c.Lead.Add(exact.IntValue(1))) {
		t.Errorf("lead %v: clear at %v %v, at one more %v", c.Lead, c.Lead, c.Clear(c.Lead), c.Clear(c.Lead.Add(exact.IntValue(1))))
	}
	tie := *c
	tie.Lead = exact.IntValue(0)
	if tie.Clear(exact.IntValue(0)) {
		t.Error("a lead of the tie-break alone is clear")
	}
	tie.HasLead = false
	if tie.Clear(exact.IntValue(0)) {
		t.Error("tied best moves are clear")
	}
}
