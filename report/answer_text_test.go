package report

import (
	"context"
	"strings"
	"testing"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/solver"
)

// An answer is checked move by move and value by value, decimals by
// their rounding, and only by an exact solve of the file's question.
func TestCheckAnswer(t *testing.T) {
	p, res := solved(t, "../puzzles/bench/beowulf-2p-det-08.toml", solver.Options{})
	s, _, _ := p.Puzzle()
	right := puzzle.AnswerOf(p, s, res)
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
			got := puzzle.CheckAnswer(p, s, res)
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
		return solver.Solve(context.Background(), s, q, solver.Options{Workers: 1, Top: 1})
	}()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []*solver.Result{&stopped, &changed, top} {
		if c := puzzle.CheckAnswer(p, s, r); c.Checked || c.Reason == "" {
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
