package diagram

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/solver"
)

// The reader's words: what a puzzle asks and what its moves are worth,
// said as a puzzle book says it ("Brown to play and win by the most"),
// never in the solver's terms (objectives, margins, gains).

// Capitalized writes a player's name as a name: "brown" is "Brown".
func Capitalized(name string) string {
	r, n := utf8.DecodeRuneInString(name)
	if n == 0 {
		return name
	}
	return string(unicode.ToUpper(r)) + name[n:]
}

// TitleOf is a puzzle's title for a reader: the game and the act,
// "Beowulf, Act I".
func TitleOf(p *position.Position) string {
	return fmt.Sprintf("%s, %s", Capitalized(p.Rules.Name), p.ActName())
}

// QuestionOf is what the puzzle asks, in the reader's words: "Brown to
// play and win by the most", "Green to play and score the most, on
// average over the draws".
func QuestionOf(p *position.Position) string {
	q := p.Question
	mover := p.Turn.ToMove
	if q.Objective == solver.Solo {
		mover = q.Player // the solo player moves, whoever the file says
	}
	who := Capitalized(p.Players[mover])
	var text string
	switch {
	case q.Objective == solver.Margin:
		text = who + " to play and win by the most"
	case q.Objective == solver.Solo:
		text = who + " to play alone and score the most"
	case q.Objective == solver.Paranoid && mover == q.Player:
		text = who + " to play and score the most against all the others"
	case q.Objective == solver.Paranoid:
		text = fmt.Sprintf("%s to play and hold %s to the least", who, Capitalized(p.Players[q.Player]))
	default:
		text = who + " to play and score the most"
	}
	if hasChance(p) {
		text += ", on average over the draws"
	}
	return text
}

// hasChance says whether tiles may still be drawn, so that what a move
// is worth is an average over the draws.
func hasChance(p *position.Position) bool {
	for _, n := range p.Turn.Pool {
		if n > 0 {
			return true
		}
	}
	return false
}

// points writes an amount of points for a reader: "9 points", "1
// point", "9.85 points"; a fraction, which only draws bring, as a
// decimal.
func points(v exact.Value, st report.Style) string {
	if v.IsInt() {
		n := v.Num()
		if n == 1 || n == -1 {
			return st.Minus(fmt.Sprint(n)) + " point"
		}
		return st.Minus(fmt.Sprint(n)) + " points"
	}
	return st.Minus(numberText(v)) + " points"
}

// outcome says what the players get with best play from a position
// whose values, per player as the question values them, are values:
// "Green gains 9 points more than Brown by the end of the act".
func outcome(p *position.Position, q solver.Question, values map[string]exact.Value, chance bool, st report.Style) string {
	avg := ""
	if chance {
		avg = " on average"
	}
	name := func(i int) string { return Capitalized(p.Players[i]) }
	switch q.Objective {
	case solver.Margin:
		me := q.Player
		other := -1
		for i, n := range p.Players {
			if _, ok := values[n]; ok && i != me {
				other = i
			}
		}
		v := values[p.Players[me]]
		if other < 0 {
			return fmt.Sprintf("%s gains %s%s by the end of the act", name(me), points(v, st), avg)
		}
		switch v.Cmp(exact.Value{}) {
		case 0:
			return fmt.Sprintf("%s and %s gain as much by the end of the act%s", name(me), name(other), avg)
		case -1:
			me, other, v = other, me, v.Neg()
		}
		return fmt.Sprintf("%s gains %s more than %s%s by the end of the act", name(me), points(v, st), name(other), avg)
	case solver.MaxN:
		var parts []string
		for i, n := range p.Players {
			if v, ok := values[n]; ok {
				parts = append(parts, name(i)+" "+st.Minus(numberText(v)))
			}
		}
		return fmt.Sprintf("By the end of the act %s points%s", strings.Replace(report.AndList(parts), " ", " gains ", 1), avg)
	}
	return fmt.Sprintf("%s gains %s%s by the end of the act", name(q.Player), points(values[p.Players[q.Player]], st), avg)
}

// numberText writes a value as a number: an integer, or a decimal of
// two places (a reader wants 9.85, not 2207/224).
func numberText(v exact.Value) string {
	if v.IsInt() {
		return v.String()
	}
	return v.Rat().FloatString(2)
}
