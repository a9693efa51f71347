package puzzle

import (
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
	// Question is the question the answer and the solve are to.
	Question solver.Question
	// Best is set when the answer names other best moves than the rules
	// give; Values are the answer's values the rules do not give.
	Best   *BestDifference
	Values []ValueDifference
	// Reading lists what the file says a reader learns (its themes,
	// rating and tempting move) where saga check finds otherwise.
	Reading []ReadingDifference
}

// ReadingDifference is one thing the file says of a puzzle's reading
// that a check finds otherwise: What ("themes", "rating", "tempting"),
// as the file says it and as found.
type ReadingDifference struct {
	What, Said, Found string
}

// BestDifference is how the best moves an answer names differ from the
// rules' best moves.
type BestDifference struct {
	Said, Found []string // in move notation
	// Wrong are the moves the answer names that are not best, with what
	// each is worth by player (as SeatValues gives them).
	Wrong []MoveWorth
}

// MoveWorth is a move, in notation, and its values by player name.
type MoveWorth struct {
	Move   string
	Values map[string]exact.Value
}

// ValueDifference is a player's value that the answer gives and the
// rules do not: another value, or one for a player the question does not
// value (Valued false).
type ValueDifference struct {
	Player int
	Said   position.AnswerValue
	Got    exact.Value
	Valued bool
}

// Agrees reports whether the answer was checked and found right.
func (c AnswerCheck) Agrees() bool {
	return c.Checked && c.Best == nil && len(c.Values) == 0 && len(c.Reading) == 0
}

// CheckAnswer compares p's answer with res, the solve of p's position s.
// Only an exact solve of the file's own question, with every move ranked
// (no --top), can settle it.
func CheckAnswer(p *position.Position, s *engine.State, res *solver.Result) AnswerCheck {
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
	c := AnswerCheck{Checked: true, Question: res.Question}
	c.Best = bestDifference(p, s, res)
	// Under maxn, moves tied for best give the mover the same gain and
	// the others the same total, but the others' gains one by one may
	// differ: values that hold for any best move hold.
	q := res.Question
	for _, m := range res.Moves[:min(max(res.Best, 1), len(res.Moves))] {
		if d := valueDifferences(a, SeatValues(p, q, s, m.Gains), p.Players); len(d) == 0 {
			return c
		}
	}
	c.Values = valueDifferences(a, SeatValues(p, q, s, res.Gains), p.Players)
	return c
}

// bestDifference says how the answer's best moves differ from res's,
// with what each move wrongly named is worth; nil when they are the
// same or the answer names none.
func bestDifference(p *position.Position, s *engine.State, res *solver.Result) *BestDifference {
	a := p.Answer
	if a.Best == nil {
		return nil
	}
	d := &BestDifference{}
	isBest := map[engine.Move]bool{}
	for _, m := range res.Moves[:res.Best] {
		d.Found = append(d.Found, s.Notation(m.Move))
		isBest[m.Move] = true
	}
	same := len(a.Best) == res.Best
	for _, am := range a.Best {
		d.Said = append(d.Said, s.Notation(am.Move))
		same = same && isBest[am.Move]
	}
	if same {
		return nil
	}
	for _, am := range a.Best {
		for _, m := range res.Moves {
			if m.Move == am.Move && !isBest[m.Move] {
				d.Wrong = append(d.Wrong, MoveWorth{s.Notation(m.Move), SeatValues(p, res.Question, s, m.Gains)})
			}
		}
	}
	return d
}

// valueDifferences compares the answer's values with those of a result.
func valueDifferences(a *position.Answer, got map[string]exact.Value, players []string) []ValueDifference {
	var out []ValueDifference
	for _, av := range a.Values {
		v, ok := got[players[av.Player]]
		if !ok || !av.Holds(v) {
			out = append(out, ValueDifference{Player: av.Player, Said: av, Got: v, Valued: ok})
		}
	}
	return out
}

// SeatValues are the values of gains g that question q gives each
// player, by name: under maxn every player's gain; under margin the
// puzzle player's lead over the others and theirs over it; otherwise the
// puzzle player's gain only.
func SeatValues(p *position.Position, q solver.Question, s *engine.State, g exact.Gains) map[string]exact.Value {
	out := map[string]exact.Value{}
	switch q.Objective {
	case solver.MaxN:
		for i, name := range p.Players {
			out[name] = g[i]
		}
	case solver.Margin:
		m := g[q.Player]
		for i, name := range p.Players {
			if i != q.Player && s.Absent&(1<<i) == 0 {
				m = m.Sub(g[i])
				out[name] = m.Neg()
			}
		}
		out[p.Players[q.Player]] = m
	default:
		out[p.Players[q.Player]] = g[q.Player]
	}
	return out
}

// AnswerOf is the answer res gives to p's question: its best moves and
// the value for each player the question values, exactly.
func AnswerOf(p *position.Position, s *engine.State, res *solver.Result) *position.Answer {
	q := res.Question
	a := &position.Answer{Question: q, Best: []position.AnswerMove{}}
	for _, m := range res.Moves[:res.Best] {
		a.Best = append(a.Best, position.AnswerMove{Text: s.Notation(m.Move), Move: m.Move})
	}
	got := SeatValues(p, q, s, res.Gains)
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
