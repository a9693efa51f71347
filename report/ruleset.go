package report

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/sagatools/saga/engine"
)

// RulesetSummary is a ruleset in brief: its players and, per act, board
// and tiles, as saga rulesets lists it.
type RulesetSummary struct {
	Name       string       `json:"name"`
	Title      string       `json:"title"`
	MinPlayers int          `json:"min_players"`
	MaxPlayers int          `json:"max_players"`
	Acts       []ActSummary `json:"acts"`
}

// ActSummary is an act's board and number of tiles.
type ActSummary struct {
	Name    string `json:"name"`
	Columns int    `json:"columns"`
	Rows    int    `json:"rows"`
	Squares int    `json:"squares"`
	Tiles   int    `json:"tiles"`
}

// NewRulesetSummary sums up r.
func NewRulesetSummary(r *engine.Rules) RulesetSummary {
	s := RulesetSummary{Name: r.Name, Title: r.Title, MinPlayers: r.MinPlayers, MaxPlayers: r.MaxPlayers}
	for _, a := range r.Acts {
		n := 0
		for _, c := range a.Tiles {
			n += c
		}
		s.Acts = append(s.Acts, ActSummary{Name: a.Name, Columns: a.Board.Width, Rows: a.Board.Height, Squares: a.Board.Playable(), Tiles: n})
	}
	return s
}

// WriteRulesetTable writes the rulesets as a table, a line each.
func WriteRulesetTable(w io.Writer, all []RulesetSummary) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tPLAYERS\tACTS (rows x columns / tiles)\tTITLE")
	for _, s := range all {
		fmt.Fprintf(tw, "%s\t%d-%d\t%s\t%s\n", s.Name, s.MinPlayers, s.MaxPlayers, actsLine(s.Acts), s.Title)
	}
	return tw.Flush()
}

func actsLine(acts []ActSummary) string {
	parts := make([]string, len(acts))
	for i, a := range acts {
		parts[i] = fmt.Sprintf("%dx%d/%d", a.Rows, a.Columns, a.Tiles)
	}
	return strings.Join(parts, " ")
}

// RulesetCheck is a ruleset that saga rulesets check loaded, as --json
// prints it: its summary, or its mistakes.
type RulesetCheck struct {
	File  string `json:"file"`
	OK    bool   `json:"ok"`
	Error string `json:"error,omitempty"`
	*RulesetSummary
}

// CheckLine writes the line for a ruleset that loaded; ref is as it was
// given.
func (s RulesetSummary) CheckLine(ref string) string {
	return fmt.Sprintf("OK %s: %s, %d-%d players, acts %s\n", ref, s.Name, s.MinPlayers, s.MaxPlayers, actsLine(s.Acts))
}

// RulesetDiff is how one ruleset plays differently from another, as saga
// rulesets diff --json prints it.
type RulesetDiff struct {
	Base    string   `json:"base"`
	Other   string   `json:"other"`
	Changes []string `json:"changes"`
}

// Text writes the changes a line each, or that there are none.
func (d RulesetDiff) Text() string {
	if len(d.Changes) == 0 {
		return fmt.Sprintf("%s and %s: no differences\n", d.Base, d.Other)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s compared with %s:\n", d.Other, d.Base)
	for _, c := range d.Changes {
		fmt.Fprintf(&b, "  %s\n", c)
	}
	return b.String()
}
