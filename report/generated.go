package report

import (
	"fmt"
	"strings"

	"github.com/sagatools/saga/puzzle"
)

// GeneratedPuzzle is one puzzle saga generate --dir wrote, as --json
// lists it and Line writes it.
type GeneratedPuzzle struct {
	File      string   `json:"file"`
	Seed      uint64   `json:"seed"`
	Best      []string `json:"best,omitempty"`
	Lead      *Number  `json:"lead,omitempty"`
	LeadExact string   `json:"lead_exact,omitempty"`
	Themes    []string `json:"themes,omitempty"`
	Rating    *int     `json:"rating,omitempty"`
	leadText  string
}

// NewGeneratedPuzzle is the puzzle c, written to file.
func NewGeneratedPuzzle(file string, c puzzle.Cut) GeneratedPuzzle {
	item := GeneratedPuzzle{File: file, Seed: c.Seed}
	if a := c.Puzzle.Answer; a != nil {
		for _, m := range a.Best {
			item.Best = append(item.Best, m.Text)
		}
		item.Themes, item.Rating = a.Themes, a.Rating
	}
	if c.Result != nil {
		if lead, ok := puzzle.Lead(c.Result); ok {
			item.Lead, item.LeadExact, item.leadText = NewNumber(lead), lead.String(), ValueText(lead, Style{})
		}
	}
	return item
}

// MinedGeneratedPuzzle is the puzzle m of a mining run, written to
// file: listed as NewGeneratedPuzzle lists the puzzle m was made from.
func MinedGeneratedPuzzle(file string, m puzzle.Mined) GeneratedPuzzle {
	item := GeneratedPuzzle{File: file, Seed: m.Seed, Best: m.Best, Themes: m.Themes, Rating: m.Rating}
	if m.Lead != nil {
		lead := m.Lead.Value()
		item.Lead, item.LeadExact, item.leadText = NewNumber(lead), lead.String(), ValueText(lead, Style{})
	}
	return item
}

// Line is the puzzle's line in the list: the file, its seed, and with an
// answer its best move and lead, or the tie.
func (item GeneratedPuzzle) Line() string {
	line := fmt.Sprintf("%s (seed %d)", item.File, item.Seed)
	switch {
	case item.Lead != nil:
		line += fmt.Sprintf(": %s, ahead of the next by %s", item.Best[0], item.leadText)
	case len(item.Best) > 1:
		line += fmt.Sprintf(": %d moves tie for best (%s)", len(item.Best), strings.Join(item.Best, ", "))
	case len(item.Best) == 1:
		line += fmt.Sprintf(": %s, the only move", item.Best[0])
	}
	if len(item.Themes) > 0 {
		line += "; " + strings.Join(item.Themes, ", ")
	}
	if item.Rating != nil {
		line += fmt.Sprintf("; rated %d", *item.Rating)
	}
	return line + "\n"
}
