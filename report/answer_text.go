package report

import (
	"fmt"
	"strings"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
)

// AnswerDifferences writes how the answer c checked differs from the
// rules, a sentence each: "best: the file says F4; the rules give E5;
// F4 is worth brown 3, green −3", "green: the file says 12; the rules
// give 37/3 (12.33)".
func AnswerDifferences(p *position.Position, c puzzle.AnswerCheck, st Style) []string {
	var out []string
	if d := c.Best; d != nil {
		text := fmt.Sprintf("best: the file says %s; the rules give %s", AndList(d.Said), AndList(d.Found))
		for _, w := range d.Wrong {
			text += fmt.Sprintf("; %s is worth %s", w.Move, valuesLine(p, w.Values, st))
		}
		out = append(out, text)
	}
	for _, v := range c.Values {
		name := p.Players[v.Player]
		if !v.Valued {
			out = append(out, fmt.Sprintf("%s: the file gives a value, but the %s question does not value %s", name, c.Question.Objective, name))
			continue
		}
		rules := valuesLine(p, map[string]exact.Value{name: v.Got}, st)
		out = append(out, fmt.Sprintf("%s: the file says %s; the rules give %s", name, st.Minus(v.Said.String()), strings.TrimPrefix(rules, name+" ")))
	}
	for _, d := range c.Reading {
		out = append(out, fmt.Sprintf("%s: the file says %s; saga check finds %s", d.What, orNothing(d.Said), orNothing(d.Found)))
	}
	return out
}

// orNothing is text, or "none" for no text.
func orNothing(text string) string {
	if text == "" {
		return "none"
	}
	return text
}
