package report

import (
	"fmt"
	"strings"
	"time"

	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
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
	Answer    *AnswerReport `json:"answer,omitempty"`
	Nodes     int64         `json:"nodes,omitempty"`
	Error     string        `json:"error,omitempty"`
}

// NewCheckReport is c, the check of p's puzzle, which found it status.
func NewCheckReport(p *position.Position, c *puzzle.PuzzleCheck, status string, st Style) CheckReport {
	rep := CheckReport{File: p.File, Status: status}
	rep.Nodes, rep.Best = c.Nodes, c.Best
	if c.HasLead {
		rep.Lead, rep.LeadExact, rep.leadText = NewNumber(c.Lead), c.Lead.String(), ValueText(c.Lead, st)
	}
	if a := c.Answer; a != nil {
		rep.Answer = &AnswerReport{Checked: a.Checked, Reason: a.Reason, Agrees: a.Agrees(), Differences: append([]string{}, AnswerDifferences(p, *a, st)...)}
	}
	return rep
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
		fmt.Fprintf(&b, "%s, ahead of the next by %s", rep.Best[0], rep.leadText)
	case len(rep.Best) > 1:
		fmt.Fprintf(&b, "%d moves tie for best (%s)", len(rep.Best), strings.Join(rep.Best, ", "))
	case len(rep.Best) == 1:
		fmt.Fprintf(&b, "%s, the only move", rep.Best[0])
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
