package puzzles

import (
	"fmt"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/solver"
)

// AnswerCheck compares a puzzle's answer with a solve of it.
type AnswerCheck struct {
	// Checked is false when the solve cannot settle the answer; Reason
	// then says why.
	Checked bool
	Reason  string
	// Differences, one sentence each; none when the answer agrees.
	Differences []string
}

// Agrees reports whether the answer was checked and found right.
func (c AnswerCheck) Agrees() bool { return c.Checked && len(c.Differences) == 0 }

// CheckAnswer compares p's answer with res, the solve of p's position s.
// Only an exact solve of the file's own question, with every move ranked
// (no --top), can settle it.
func CheckAnswer(p *position.Position, s *engine.State, res *solver.Result, st Style) AnswerCheck {
	a := p.Answer
	switch {
	case res.Question != a.Question:
		return AnswerCheck{Reason: "the question was changed on the command line"}
	case !res.Exact:
		return AnswerCheck{Reason: "the search stopped at a limit"}
	}
	for _, m := range res.Moves {
		if m.Bound != 0 {
			return AnswerCheck{Reason: "--top leaves the other moves' values open"}
		}
	}
	c := AnswerCheck{Checked: true}
	if d := bestDifference(p, s, res, st); d != "" {
		c.Differences = append(c.Differences, d)
	}
	// Under maxn, moves tied for best give the mover the same gain and
	// the others the same total, but the others' gains one by one may
	// differ: values that hold for any best move hold.
	q := res.Question
	for _, m := range res.Moves[:min(max(res.Best, 1), len(res.Moves))] {
		if d := valueDifferences(p, a, seatValues(p, q, s, m.Gains), st); len(d) == 0 {
			return c
		}
	}
	c.Differences = append(c.Differences, valueDifferences(p, a, seatValues(p, q, s, res.Gains), st)...)
	return c
}

// bestDifference says how the answer's best moves differ from res's,
// with what each move wrongly named is worth; "" when they are the same
// or the answer names none.
func bestDifference(p *position.Position, s *engine.State, res *solver.Result, st Style) string {
	a := p.Answer
	if a.Best == nil {
		return ""
	}
	var found []string
	isBest := map[engine.Move]bool{}
	for _, m := range res.Moves[:res.Best] {
		found = append(found, s.Notation(m.Move))
		isBest[m.Move] = true
	}
	var said []string
	same := len(a.Best) == res.Best
	for _, am := range a.Best {
		said = append(said, s.Notation(am.Move))
		same = same && isBest[am.Move]
	}
	if same {
		return ""
	}
	d := fmt.Sprintf("best: the file says %s; the rules give %s", andList(said), andList(found))
	for _, am := range a.Best {
		for _, m := range res.Moves {
			if m.Move == am.Move && !isBest[m.Move] {
				d += fmt.Sprintf("; %s is worth %s", s.Notation(m.Move), valuesLine(p, seatValues(p, res.Question, s, m.Gains), st))
			}
		}
	}
	return d
}

// valueDifferences compares the answer's values with those of a result.
func valueDifferences(p *position.Position, a *position.Answer, got map[string]exact.Value, st Style) []string {
	var out []string
	for _, av := range a.Values {
		name := p.Players[av.Player]
		v, ok := got[name]
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("%s: the file gives a value, but the %s question does not value %s", name, a.Question.Objective, name))
		case !av.Holds(v):
			rules := valuesLine(p, map[string]exact.Value{name: v}, st)
			out = append(out, fmt.Sprintf("%s: the file says %s; the rules give %s", name, st.minus(av.String()), strings.TrimPrefix(rules, name+" ")))
		}
	}
	return out
}

// andList writes "a", "a and b", "a, b and c".
func andList(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// AnswerOf is the answer res gives to p's question: its best moves and
// the value for each player the question values, exactly.
func AnswerOf(p *position.Position, s *engine.State, res *solver.Result) *position.Answer {
	q := res.Question
	a := &position.Answer{Question: q, Best: []position.AnswerMove{}}
	for _, m := range res.Moves[:res.Best] {
		a.Best = append(a.Best, position.AnswerMove{Text: s.Notation(m.Move), Move: m.Move})
	}
	got := seatValues(p, q, s, res.Gains)
	for i, name := range p.Players {
		if v, ok := got[name]; ok {
			a.Values = append(a.Values, position.AnswerValue{Player: i, Exact: v})
		}
	}
	return a
}

// Lead is how far the best root move is ahead of the next best, in the
// objective's scalar from the mover's side (maxn: the mover's own gain):
// how clear the puzzle's answer is. It reports false unless the result
// is exact, every move was ranked and one move is best. A lead of 0
// under maxn means the best move won by the tie-break alone.
func Lead(res *solver.Result) (exact.Value, bool) {
	if !res.Exact || res.Best != 1 || len(res.Moves) < 2 {
		return exact.Value{}, false
	}
	for _, m := range res.Moves {
		if m.Bound != 0 {
			return exact.Value{}, false
		}
	}
	d := res.Moves[0].Value.Sub(res.Moves[1].Value)
	if d.Less(exact.Value{}) {
		d = d.Neg()
	}
	return d, true
}
