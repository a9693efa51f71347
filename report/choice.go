package report

import (
	"fmt"
	"slices"
	"strings"
)

// ChoiceReport is what a player would play in a position, as saga move
// prints it: the move in the notation game records use, who chose it
// and what it could see, and, where the player rates its candidates
// (play.Explainer), every legal move with its rating, best first.
type ChoiceReport struct {
	File   string `json:"file"`
	Player string `json:"player"`
	Seed   uint64 `json:"seed"`
	// Seat is the name of the player to move; Sees says what the player
	// was shown: "view" (what that seat may know) or "everything" (every
	// hand and the pool: the oracle).
	Seat string `json:"seat"`
	Sees string `json:"sees"`
	Move string `json:"move"`
	// Scale says what a candidate's value measures; both are left out
	// for a player that does not rate its moves.
	Scale      string      `json:"scale,omitempty"`
	Candidates []Candidate `json:"candidates,omitempty"`
	Heading    string      `json:"-"` // ruleset and act, for text output
}

// Candidate is one legal move and the player's rating of it.
type Candidate struct {
	Move  string  `json:"move"`
	Value float64 `json:"value"`
}

// What a ChoiceReport's player was shown.
const (
	SeesView       = "view"
	SeesEverything = "everything"
)

// SortCandidates puts candidates best first; equal ones keep their order
// (the legal-move order they came in).
func SortCandidates(c []Candidate) {
	slices.SortStableFunc(c, func(a, b Candidate) int {
		switch {
		case a.Value > b.Value:
			return -1
		case a.Value < b.Value:
			return 1
		}
		return 0
	})
}

// candidatesShown is how many candidates the text lists; --json gives
// them all.
const candidatesShown = 10

// Text writes the move, what the player saw, and its best-rated
// candidates.
func (rep *ChoiceReport) Text(st Style) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %s to move: %s plays %s\n", rep.Heading, rep.Seat, rep.Player, rep.Move)
	if rep.Sees == SeesEverything {
		fmt.Fprintf(&b, "%s sees everything: every hand and the pool, as no one at the table can. It is for measuring what hidden tiles are worth.\n", rep.Player)
	} else {
		fmt.Fprintf(&b, "%s sees what %s may know: the board, %s's own hand, the supplies and points, and the others' tiles by their backs; not which tile is where.\n", rep.Player, rep.Seat, rep.Seat)
	}
	if len(rep.Candidates) == 0 {
		return b.String()
	}
	fmt.Fprintf(&b, "\nIts ratings (%s), best first:\n", rep.Scale)
	shown := rep.Candidates[:min(len(rep.Candidates), candidatesShown)]
	rows := make([][]string, len(shown))
	for i, c := range shown {
		mark := ""
		if c.Move == rep.Move {
			mark = "← its move"
		}
		rows[i] = []string{"  " + c.Move, st.Fixed(c.Value, 2), mark}
	}
	b.WriteString(alignRows(rows))
	if more := len(rep.Candidates) - len(shown); more > 0 {
		fmt.Fprintf(&b, "  … and %d more (--json lists them all)\n", more)
	}
	return b.String()
}

// alignRows writes rows of cells: the first column left-aligned, the
// second right-aligned, the last as it is, without trailing spaces.
func alignRows(rows [][]string) string {
	var w0, w1 int
	for _, r := range rows {
		w0 = max(w0, len([]rune(r[0])))
		w1 = max(w1, len([]rune(r[1])))
	}
	var b strings.Builder
	for _, r := range rows {
		line := fmt.Sprintf("%s%s  %s%s  %s", r[0], strings.Repeat(" ", w0-len([]rune(r[0]))), strings.Repeat(" ", w1-len([]rune(r[1]))), r[1], r[2])
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	return b.String()
}
