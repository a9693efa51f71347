package position

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/internal/tomlfile"
	"github.com/sagatools/saga/solver"
)

// Answer is a puzzle's answer as its file states it ([answer]): the best
// moves and the value for each player, as a puzzle author prints them
// under a diagram. saga solve checks it against the rules; saga generate
// --answer writes it.
type Answer struct {
	// Question is the question the answer is to: the file's own.
	Question solver.Question
	Best     []AnswerMove  // nil when the file does not give them
	Values   []AnswerValue // in seat order
}

// AnswerMove is a best move as the file writes it.
type AnswerMove struct {
	Text string
	Move engine.Move
	Pos  tomlfile.Pos
}

// AnswerValue is a player's value as the file writes it: exactly (an
// integer or a fraction), or as a decimal, which then holds for every
// value it is the rounding of.
type AnswerValue struct {
	Player int
	// Exact is the value; for a decimal, the decimal itself.
	Exact exact.Value
	// Places is the number of decimals of a value written as a decimal
	// ("12.33": 2), 0 for an exact one; Text is the decimal as written.
	Places int
	Text   string
	Pos    tomlfile.Pos
}

// Holds reports whether v is the value written: equal to an exact one,
// or within half a unit of its last place of a decimal one (so "-0.00"
// and "0.00" both hold for -1/300, and at a tie of the rounding both
// neighbours do).
func (a AnswerValue) Holds(v exact.Value) bool {
	if a.Places == 0 {
		return v.Cmp(a.Exact) == 0
	}
	d := new(big.Rat).Sub(v.Rat(), a.Exact.Rat())
	half := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Mul(big.NewInt(2), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(a.Places)), nil)))
	return d.Abs(d).Cmp(half) <= 0
}

// String writes the value as the file does, with a minus sign for
// negative values.
func (a AnswerValue) String() string {
	if a.Places > 0 {
		return a.Text
	}
	return a.Exact.String()
}

// wellFormedValue reports whether t is written as an answer's value may
// be: digits, then optionally "/" or "." and more digits, with an
// optional sign.
func wellFormedValue(t string) bool {
	if t != "" && (t[0] == '+' || t[0] == '-') {
		t = t[1:]
	}
	digits := func(s string) bool {
		return s != "" && strings.Trim(s, "0123456789") == ""
	}
	if i := strings.IndexAny(t, "/."); i >= 0 {
		return digits(t[:i]) && digits(t[i+1:])
	}
	return digits(t)
}

// ParseAnswerValue reads a value written as text ("37/3", "-12.5", "20").
func ParseAnswerValue(text string) (AnswerValue, error) {
	t := strings.ReplaceAll(strings.TrimSpace(text), "−", "-")
	if !wellFormedValue(t) {
		return AnswerValue{}, fmt.Errorf("%q is not a value: write an integer (20), a fraction (\"37/3\") or a decimal (\"12.33\")", text)
	}
	t = strings.TrimPrefix(t, "+")
	if i := strings.IndexByte(t, '.'); i >= 0 {
		places := len(t) - i - 1
		if places > 9 {
			return AnswerValue{}, fmt.Errorf("%q has more than 9 decimals: write the exact fraction instead", text)
		}
		r, _ := new(big.Rat).SetString(t) // well formed: cannot fail
		if err := answerValueWithin(strconv.Quote(text), r); err != nil {
			return AnswerValue{}, err
		}
		if !r.Num().IsInt64() || !r.Denom().IsInt64() {
			return AnswerValue{}, fmt.Errorf("%q is too large a value", text)
		}
		return AnswerValue{Exact: exact.Frac(r.Num().Int64(), r.Denom().Int64()), Places: places, Text: t}, nil
	}
	r, ok := new(big.Rat).SetString(t)
	if ok {
		if err := answerValueWithin(strconv.Quote(text), r); err != nil {
			return AnswerValue{}, err
		}
	}
	if !ok || !r.Num().IsInt64() || !r.Denom().IsInt64() {
		return AnswerValue{}, fmt.Errorf("%q is not a value the solver can reach (a zero denominator, or too large)", text)
	}
	return AnswerValue{Exact: exact.Frac(r.Num().Int64(), r.Denom().Int64())}, nil
}

// readAnswer reads [answer]: best (the best moves, in move notation) and
// values (per player valued by the file's question: an integer, or a
// string holding a fraction or a decimal). A TOML float is refused: the
// decimals it was written with, which say how exact it is, are lost.
func (r *reader) readAnswer(v *tomlfile.Value) {
	o := r.table(v, "answer")
	if o == nil {
		return
	}
	p := r.p
	a := &Answer{Question: solver.Question{Objective: p.Question.Objective, Player: p.Question.Player}}
	var best []string
	if o.Strings("best", &best) {
		a.Best = []AnswerMove{}
		for i, text := range best {
			a.Best = append(a.Best, AnswerMove{Text: text, Pos: o.Value("best").Array[i].Pos})
		}
		if len(best) == 0 {
			r.d.Errorf(o.Value("best").Pos, "[answer] best is empty: name the best move, or every move tied for best")
		}
	}
	if !o.Has("best") && !o.Has("values") {
		r.d.Errorf(v.Pos, "[answer] gives neither best nor values")
	}
	values := o.Value("values")
	o.Close()
	var vo *tomlfile.Object
	switch {
	case values == nil:
	case values.Kind != tomlfile.KindTable:
		r.d.WrongKind(values, `key "values" in [answer]`, "a table of values by player")
	case len(values.Table.Keys) == 0:
		// Empty, it would say nothing, and an answer written back
		// without it could say nothing at all.
		r.d.Errorf(values.Pos, "[answer] values is empty: give the value for each player the question values, or leave values out")
	default:
		vo = r.d.Object(values.Table, "[answer.values]")
	}
	r.perPlayer(vo, func(i int, v *tomlfile.Value) {
		var av AnswerValue
		var err error
		if !valuedBy(a.Question, i) {
			r.d.Errorf(v.KeyPos, "a %s question values %s only, not %s", a.Question.Objective, p.Players[a.Question.Player], p.Players[i])
			return
		}
		switch v.Kind {
		case tomlfile.KindInteger:
			if err = answerValueWithin(strconv.FormatInt(v.Int, 10), new(big.Rat).SetInt64(v.Int)); err == nil {
				av.Exact = exact.Frac(v.Int, 1)
			}
		case tomlfile.KindString:
			av, err = ParseAnswerValue(v.Str)
		case tomlfile.KindFloat:
			err = fmt.Errorf("a decimal is written as a string, such as \"12.33\", so that its decimals say how exact it is")
		default:
			r.d.WrongKind(v, "the value of "+p.Players[i], `an integer or a string such as "37/3"`)
			return
		}
		if err != nil {
			r.d.Errorf(v.Pos, "%v", err)
			return
		}
		av.Player, av.Pos = i, v.Pos
		a.Values = append(a.Values, av)
	})
	slices.SortFunc(a.Values, func(x, y AnswerValue) int { return x.Player - y.Player })
	p.Answer = a
}

// valuedBy reports whether a question gives player i a value: margin
// and maxn every player, solo and paranoid the puzzle player only.
func valuedBy(q solver.Question, i int) bool {
	return q.Objective == solver.Margin || q.Objective == solver.MaxN || i == q.Player
}

// checkAnswerMoves finds the answer's best moves among the legal moves
// of the puzzle's position. A position the solver would refuse is left
// to Puzzle to report.
func (r *reader) checkAnswerMoves() {
	p := r.p
	if p.Answer == nil || len(p.Answer.Best) == 0 || r.d.Err() != nil {
		return
	}
	toMove := p.Turn.ToMove
	s, _, err := p.Puzzle()
	p.Turn.ToMove = toMove // reading leaves the position as the file gives it
	if err != nil {
		return
	}
	seen := map[engine.Move]bool{}
	for i, am := range p.Answer.Best {
		m, err := s.ParseMove(am.Text)
		switch {
		case err != nil:
			r.d.Errorf(am.Pos, "[answer] best: %v", err)
		case seen[m]:
			r.d.Errorf(am.Pos, "[answer] best: %s is named twice", s.Notation(m))
		}
		seen[m] = true
		p.Answer.Best[i].Move = m
	}
}

// formatAnswer writes [answer].
func formatAnswer(b *strings.Builder, p *Position, a *Answer) {
	b.WriteString("\n[answer]\n")
	if a.Best != nil {
		texts := make([]string, len(a.Best))
		for i, m := range a.Best {
			texts[i] = m.Text
		}
		fmt.Fprintf(b, "best = [%s]\n", quoteList(texts))
	}
	if len(a.Values) == 0 {
		return
	}
	var parts []string
	for _, v := range a.Values {
		text := v.String()
		if v.Places > 0 || !v.Exact.IsInt() {
			text = tomlfile.Quote(text)
		}
		parts = append(parts, tomlKey(p.Players[v.Player])+" = "+text)
	}
	fmt.Fprintf(b, "values = { %s }\n", strings.Join(parts, ", "))
}
