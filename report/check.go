package report

import (
	"fmt"
	"strings"
	"time"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/solver"
)

// CheckReport is one puzzle of saga check, as --json prints it and Text
// writes it.
type CheckReport struct {
	File      string        `json:"file"`
	Status    string        `json:"status"` // ok, differs, unclear, unsolved, interrupted, not checked or bad
	Best      []string      `json:"best,omitempty"`
	Lead      *Number       `json:"lead,omitempty"`
	LeadExact string        `json:"lead_exact,omitempty"`
	leadText  string        // for people: "12", "37/3 (≈12.33)"
	bestText  []string      // Best, for people: minus signs in the style
	Answer    *AnswerReport `json:"answer,omitempty"`
	Nodes     int64         `json:"nodes,omitempty"`
	Error     string        `json:"error,omitempty"`
	// Themes are what the answer turns on; Line is the best line, each
	// move as "player move", draws with their odds.
	Themes []string `json:"themes,omitempty"`
	Line   []string `json:"line,omitempty"`
	// Rating is the puzzle's difficulty on the ladder's Elo scale, with
	// the facts behind it; Tempting the wrong move the ladder's players
	// choose most often.
	Rating      *float64        `json:"rating,omitempty"`
	RatingFacts *puzzle.Rating  `json:"rating_facts,omitempty"`
	Tempting    *TemptingReport `json:"tempting,omitempty"`
}

// TemptingReport is a puzzle's most tempting wrong move, in JSON.
type TemptingReport struct {
	Move       string   `json:"move"`
	By         []string `json:"by"`
	Loses      *Number  `json:"loses"`
	LosesExact string   `json:"loses_exact"`
	loses      string   // for people
	Refutation []string `json:"refutation"`
}

// NewCheckReport is c, the check of p's puzzle, which found it status.
func NewCheckReport(p *position.Position, c *puzzle.PuzzleCheck, status string, st Style) CheckReport {
	rep := CheckReport{File: p.File, Status: status}
	rep.Nodes, rep.Best = c.Nodes, c.Best
	for _, m := range c.Best {
		rep.bestText = append(rep.bestText, st.Minus(m))
	}
	if c.HasLead {
		rep.Lead, rep.LeadExact, rep.leadText = NewNumber(c.Lead), c.Lead.String(), ValueText(c.Lead, st)
	}
	if a := c.Answer; a != nil {
		rep.Answer = &AnswerReport{Checked: a.Checked, Reason: a.Reason, Agrees: a.Agrees(), Differences: append([]string{}, AnswerDifferences(p, *a, st)...)}
	}
	for _, t := range c.Themes {
		rep.Themes = append(rep.Themes, string(t))
	}
	rep.Line = LineText(p, c.Line, st)
	if r := c.Rating; r != nil {
		rep.Rating, rep.RatingFacts = &r.Elo, r
	}
	if t := c.Tempting; t != nil {
		rep.Tempting = &TemptingReport{Move: st.Minus(t.Text), By: t.By, Loses: NewNumber(t.Loses), LosesExact: t.Loses.String(), loses: ValueText(t.Loses, st), Refutation: LineText(p, t.Refutation, st)}
	}
	return rep
}

// LineText writes a line of play a move a step: "brown L@F4", "green
// draws +3 (probability 1/4)", tiles' minus signs in style st.
func LineText(p *position.Position, line []solver.Step, st Style) []string {
	var out []string
	for _, step := range line {
		text := p.Players[step.Player] + " " + st.Minus(step.Text)
		if step.Chance {
			text += fmt.Sprintf(" (probability %s)", exact.Frac(int64(step.Weight), int64(step.Total)))
		}
		out = append(out, text)
	}
	return out
}

// Text writes one puzzle's line, and what differs under it; limit is
// the time each solve had.
func (rep CheckReport) Text(limit time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-9s %s: ", rep.Status, rep.File)
	switch {
	case rep.Status == "bad":
		msg := strings.TrimPrefix(rep.Error, rep.File+": ")
		b.WriteString(strings.ReplaceAll(msg, "\n", "\n            ") + "\n")
		return b.String()
	case rep.Status == "unsolved":
		fmt.Fprintf(&b, "not solved within %v\n", limit)
		return b.String()
	case rep.Status == "interrupted":
		b.WriteString("interrupted before it was solved\n")
		return b.String()
	case rep.Lead != nil:
		fmt.Fprintf(&b, "%s, ahead of the next by %s", rep.bestText[0], rep.leadText)
	case len(rep.Best) > 1:
		fmt.Fprintf(&b, "%d moves tie for best (%s)", len(rep.Best), strings.Join(rep.bestText, ", "))
	case len(rep.Best) == 1:
		fmt.Fprintf(&b, "%s, the only move", rep.bestText[0])
	}
	if a := rep.Answer; a != nil {
		switch {
		case !a.Checked:
			b.WriteString("; [answer] not checked: " + a.Reason)
		case a.Agrees:
			b.WriteString("; [answer] agrees")
		default:
			b.WriteString("; [answer] differs:")
		}
	}
	b.WriteString("\n")
	if a := rep.Answer; a != nil {
		for _, d := range a.Differences {
			b.WriteString("            - " + d + "\n")
		}
	}
	rep.writeReading(&b)
	return b.String()
}

// writeReading writes, under a solved puzzle's line, what a reader
// learns from it: its themes, its rating, the best line and the most
// tempting wrong move.
func (rep CheckReport) writeReading(b *strings.Builder) {
	const indent = "            "
	if len(rep.Themes) > 0 {
		var themes []string
		for _, t := range rep.Themes {
			themes = append(themes, fmt.Sprintf("%s (%s)", t, puzzle.Theme(t).Describe()))
		}
		b.WriteString(indent + "themes: " + strings.Join(themes, ", ") + "\n")
	}
	if r := rep.RatingFacts; r != nil {
		b.WriteString(indent + ratingText(r) + "\n")
	}
	if len(rep.Line) > 0 {
		b.WriteString(indent + "line: " + strings.Join(rep.Line, ", ") + "\n")
	}
	if t := rep.Tempting; t != nil {
		fmt.Fprintf(b, "%stempting: %s (chosen by %s) loses %s", indent, t.Move, strings.Join(t.By, ", "), t.loses)
		if len(t.Refutation) > 1 {
			b.WriteString(": " + strings.Join(t.Refutation, ", "))
		}
		b.WriteString("\n")
	}
}

// ratingText writes a rating and the facts behind it: "rating 1250:
// found by search (4 of 4), not by greedy, rival; lead 5, 2 moves
// within a point, a line of 6 moves, draws to come".
func ratingText(r *puzzle.Rating) string {
	var b strings.Builder
	switch r.Beyond {
	case "below":
		fmt.Fprintf(&b, "rating %.0f or less", r.Elo)
	case "above":
		fmt.Fprintf(&b, "rating above %.0f", r.Elo-200)
	default:
		fmt.Fprintf(&b, "rating %.0f", r.Elo)
	}
	var found, not []string
	for _, f := range r.Found {
		switch {
		case f.Share == 1:
			found = append(found, f.Player)
		case f.Share == 0:
			not = append(not, f.Player)
		default:
			found = append(found, fmt.Sprintf("%s (%.0f%%)", f.Player, 100*f.Share))
		}
	}
	if len(found) > 0 {
		b.WriteString(": found by " + strings.Join(found, ", "))
	}
	if len(not) > 0 {
		b.WriteString("; not by " + strings.Join(not, ", "))
	}
	fmt.Fprintf(&b, "; %s within a point of the best, a line of %s", Count(r.NearBest, "other move"), Count(r.LineLength, "move"))
	if r.Chance {
		b.WriteString(", draws to come")
	}
	return b.String()
}

// CheckSummary writes the count that ends saga check, by status: "10
// puzzles: 9 ok, 1 differs".
func CheckSummary(n int, counts map[string]int) string {
	var parts []string
	for _, status := range []string{"ok", "differs", "unclear", "unsolved", "interrupted", "not checked", "bad"} {
		if counts[status] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", counts[status], status))
		}
	}
	return fmt.Sprintf("%s: %s", Count(n, "puzzle"), strings.Join(parts, ", "))
}
