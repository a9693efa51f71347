package puzzles

import (
	"strings"
	"testing"

	"github.com/sagatools/saga/exact"
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
	res, err := solver.Solve(s, q, opt)
	if err != nil {
		t.Fatal(err)
	}
	return p, res
}

// Every puzzle of the library states its answer, the rules agree with
// it, and every puzzle but the solo ones has one best move.
func TestLibraryAnswers(t *testing.T) {
	for _, path := range positionFiles(t, "library") {
		t.Run(path, func(t *testing.T) {
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

// An answer is checked move by move and value by value, decimals by
// their rounding, and only by an exact solve of the file's question.
func TestCheckAnswer(t *testing.T) {
	p, res := solved(t, "bench/beowulf-2p-det-08.toml", solver.Options{})
	s, _, _ := p.Puzzle()
	right := AnswerOf(p, s, res)
	if len(right.Best) != 1 || len(right.Values) != 2 {
		t.Fatalf("answer of the solve: %+v", right)
	}
	second := res.Moves[1].Move
	for _, c := range []struct {
		name   string
		change func(a *position.Answer)
		differ []string // words each difference must hold, in order
	}{
		{"as solved", func(a *position.Answer) {}, nil},
		{"no values", func(a *position.Answer) { a.Values = nil }, nil},
		{"no best", func(a *position.Answer) { a.Best = nil }, nil},
		{"rounded", func(a *position.Answer) {
			a.Values[0] = decimal(t, a.Values[0].Player, a.Values[0].Exact.String()+".00")
		}, nil},
		{"wrong best", func(a *position.Answer) { a.Best[0].Move = second }, []string{"best: the file says " + s.Notation(second) + "; the rules give " + right.Best[0].Text + "; " + s.Notation(second) + " is worth"}},
		{"a tie claimed", func(a *position.Answer) { a.Best = append(a.Best, position.AnswerMove{Move: second}) }, []string{"best: the file says " + right.Best[0].Text + " and " + s.Notation(second)}},
		{"wrong value", func(a *position.Answer) { a.Values[1].Exact = a.Values[1].Exact.Add(exact.IntValue(1)) }, []string{p.Players[a1(right)] + ": the file says"}},
		{"wrong rounding", func(a *position.Answer) {
			a.Values[0] = decimal(t, a.Values[0].Player, a.Values[0].Exact.String()+".10")
		}, []string{"the rules give"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := *right
			a.Best, a.Values = append([]position.AnswerMove(nil), right.Best...), append([]position.AnswerValue(nil), right.Values...)
			c.change(&a)
			p.Answer = &a
			got := CheckAnswer(p, s, res)
			differences := AnswerDifferences(p, got, Style{ASCII: true})
			if !got.Checked {
				t.Fatalf("not checked: %s", got.Reason)
			}
			if len(differences) != len(c.differ) {
				t.Fatalf("differences %q, want %d", differences, len(c.differ))
			}
			for i, want := range c.differ {
				if !strings.Contains(differences[i], want) {
					t.Errorf("difference %q, want it to say %q", differences[i], want)
				}
			}
		})
	}
	p.Answer = right
	stopped := *res
	stopped.Exact = false
	changed := *res
	changed.Question.Objective = solver.Paranoid
	top, err := func() (*solver.Result, error) {
		s, q, _ := p.Puzzle()
		return solver.Solve(s, q, solver.Options{Workers: 1, Top: 1})
	}()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []*solver.Result{&stopped, &changed, top} {
		if c := CheckAnswer(p, s, r); c.Checked || c.Reason == "" {
			t.Errorf("checked by a solve that cannot settle it: %+v", c)
		}
	}
}

// a1 is the seat of the answer's second value.
func a1(a *position.Answer) int { return a.Values[1].Player }

func decimal(t *testing.T, player int, text string) position.AnswerValue {
	t.Helper()
	v, err := position.ParseAnswerValue(text)
	if err != nil {
		t.Fatal(err)
	}
	v.Player = player
	return v
}

// Lead is the gap between the best move and the next, only when one move
// is best and every move was valued.
func TestLead(t *testing.T) {
	_, res := solved(t, "bench/beowulf-2p-det-08.toml", solver.Options{})
	lead, ok := Lead(res)
	if want := res.Moves[0].Value.Sub(res.Moves[1].Value); !ok || lead.Cmp(want) != 0 && lead.Cmp(want.Neg()) != 0 || !exact.IntValue(0).Less(lead) {
		t.Errorf("lead %v (%v), want |%v|", lead, ok, want)
	}
	tie := *res
	tie.Best = 2
	if _, ok := Lead(&tie); ok {
		t.Error("a lead for tied moves")
	}
	_, top := solved(t, "bench/beowulf-2p-det-08.toml", solver.Options{Top: 1})
	if _, ok := Lead(top); ok {
		t.Error("a lead under --top, where the next move has only a bound")
	}
}

// Under maxn, moves tied for best may leave the others different gains
// one by one: the values of any best move agree.
func TestCheckAnswerMaxnTie(t *testing.T) {
	p, res := solved(t, "bench/beowulf-3p-det-06.toml", solver.Options{})
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

// A best move that leads only by the tie-break says so.
func TestClarityTieBreak(t *testing.T) {
	p, res := solved(t, "bench/beowulf-3p-det-06.toml", solver.Options{})
	s, _, _ := p.Puzzle()
	r := *res
	r.Best = 1
	r.Moves = append([]solver.MoveValue(nil), res.Moves...)
	r.Moves[1].Value = r.Moves[0].Value.Add(exact.IntValue(1)).Sub(exact.IntValue(1))
	text := SolveText(p, s, &r, 0, Style{})
	if !strings.Contains(text, "by the tie-break alone") {
		t.Errorf("no word of the tie-break in\n%s", text)
	}
}

// A puzzle is clear with one best move ahead by at least the lead asked
// for, and never by the tie-break alone.
func TestPuzzleCheckClear(t *testing.T) {
	p, _ := mustRead(t, "library/beowulf-2p-08.toml")
	c, err := CheckPuzzle(p, solver.Options{Workers: 1})
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
