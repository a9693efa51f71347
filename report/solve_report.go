package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/solver"
)

// SolveReport is a search result in the shape `saga solve --json` prints.
// Values are decimal numbers with 9 places, for comparing; ExactValues
// give the same values as exact fractions ("37/3").
type SolveReport struct {
	Objective   string            `json:"objective"`
	Player      string            `json:"player"`
	ToMove      string            `json:"to_move"`
	Exact       bool              `json:"exact"`
	Interrupted bool              `json:"interrupted,omitempty"` // stopped by Ctrl-C
	Values      map[string]Number `json:"values"`
	ExactValues map[string]string `json:"exact_values"`
	Moves       []MoveReport      `json:"moves"`
	Best        []string          `json:"best"`
	// Line is the line of play asked for (--line), and LineValues the
	// values at its end; PV then starts with the line.
	Line            []string          `json:"line,omitempty"`
	LineValues      map[string]Number `json:"line_values,omitempty"`
	LineExactValues map[string]string `json:"line_exact_values,omitempty"`
	PV              []StepReport      `json:"pv"`
	// EstimateTurns, present when the search was stopped, says how far
	// the estimates of moves not searched to the end look ahead: best
	// play for that many turns, the move's own included, then the act
	// scored as the board stands (0: scored right after the move).
	EstimateTurns *int `json:"estimate_turns,omitempty"`
	// Lead, present when one move is best and every move was valued
	// exactly, is how far it is ahead of the next (see Lead).
	Lead      *Number `json:"lead,omitempty"`
	LeadExact string  `json:"lead_exact,omitempty"`
	// Answer, present when the file has an [answer], is how it compares
	// with the rules.
	Answer  *AnswerReport `json:"answer,omitempty"`
	Nodes   int64         `json:"nodes"`
	Seconds float64       `json:"seconds"`
}

// NewAnswerReport is c, the check of p's answer, in JSON; its
// differences are written with "-" for minus.
func NewAnswerReport(p *position.Position, c puzzle.AnswerCheck) *AnswerReport {
	return &AnswerReport{Checked: c.Checked, Reason: c.Reason, Agrees: c.Agrees(), Differences: append([]string{}, AnswerDifferences(p, c, Style{ASCII: true})...)}
}

// AnswerReport is an AnswerCheck in JSON.
type AnswerReport struct {
	Checked     bool     `json:"checked"`
	Reason      string   `json:"reason,omitempty"`
	Agrees      bool     `json:"agrees"`
	Differences []string `json:"differences"`
}

// MoveReport is one root move.
type MoveReport struct {
	Move        string            `json:"move"`
	Values      map[string]Number `json:"values"`
	ExactValues map[string]string `json:"exact_values"`
	Exact       bool              `json:"exact"`
	// Bound, for a move outside the --top best, says the puzzle player's
	// value is proven "at most" or "at least" what is given.
	Bound string `json:"bound,omitempty"`
}

// StepReport is one move of the principal variation.
type StepReport struct {
	Player      string `json:"player"`
	Move        string `json:"move"`
	Chance      bool   `json:"chance,omitempty"`
	Probability string `json:"probability,omitempty"`
	Given       bool   `json:"given,omitempty"` // a move of the line asked for
}

// Number is a value written as a JSON number with 9 decimal places.
type Number struct{ v exact.Value }

// NewNumber is v as a Number.
func NewNumber(v exact.Value) *Number { return &Number{v} }

func (n Number) MarshalJSON() ([]byte, error) {
	if n.v.IsInt() {
		return []byte(n.v.String()), nil
	}
	return []byte(strings.TrimPrefix(n.v.Decimal(9), "≈")), nil
}

func numbers(v map[string]exact.Value) (map[string]Number, map[string]string) {
	nums, exact := map[string]Number{}, map[string]string{}
	for k, x := range v {
		nums[k], exact[k] = Number{x}, x.String()
	}
	return nums, exact
}

// NewSolveReport describes res, the answer about position p (state s).
func NewSolveReport(p *position.Position, s *engine.State, res *solver.Result, seconds float64) SolveReport {
	q := res.Question
	rep := SolveReport{Objective: q.Objective.String(), Player: p.Players[q.Player], ToMove: p.Players[s.ToMove],
		Exact: res.Exact, Interrupted: res.Interrupted, EstimateTurns: estimateTurns(res), Nodes: res.Nodes, Seconds: seconds, Moves: []MoveReport{}, Best: []string{}, PV: []StepReport{}}
	rep.Values, rep.ExactValues = numbers(puzzle.SeatValues(p, q, s, res.Gains))
	for i, m := range res.Moves {
		mr := MoveReport{Move: s.Notation(m.Move), Exact: m.Exact, Bound: boundName(m.Bound)}
		mr.Values, mr.ExactValues = numbers(puzzle.SeatValues(p, q, s, m.Gains))
		rep.Moves = append(rep.Moves, mr)
		if i < res.Best {
			rep.Best = append(rep.Best, mr.Move)
		}
	}
	if lead, ok := puzzle.Lead(res); ok {
		rep.Lead, rep.LeadExact = &Number{lead}, lead.String()
	}
	if p.Answer != nil {
		rep.Answer = NewAnswerReport(p, puzzle.CheckAnswer(p, s, res))
	}
	rep.Line = s.LineNotation(res.Line)
	if len(res.Line) > 0 && len(res.PV) > 0 {
		rep.LineValues, rep.LineExactValues = numbers(puzzle.SeatValues(p, q, s, res.LineGains))
	}
	for _, st := range res.PV {
		sr := StepReport{Player: p.Players[st.Player], Move: st.Text, Chance: st.Chance, Given: st.Given}
		if st.Chance {
			sr.Probability = exact.Frac(int64(st.Weight), int64(st.Total)).String()
		}
		rep.PV = append(rep.PV, sr)
	}
	return rep
}

// estimateTurns is Result.EstimateTurns where estimates are shown, nil
// for an exact answer.
func estimateTurns(res *solver.Result) *int {
	if res.Exact {
		return nil
	}
	return &res.EstimateTurns
}

// estimateText says what the estimates of a stopped search are.
func estimateText(turns int) string {
	switch turns {
	case 0:
		return "the act scored right after the move"
	case 1:
		return "best play to the end of the move's turn, then the act scored as the board stands"
	}
	return fmt.Sprintf("best play for %d turns (the move's own and %d more), then the act scored as the board stands", turns, turns-1)
}

// SolveText writes a result for people: the values, every root move
// ranked, the principal variation and the final board.
func SolveText(p *position.Position, s *engine.State, res *solver.Result, seconds float64, st Style) string {
	var b strings.Builder
	q := res.Question
	exact := "exact"
	switch {
	case res.Interrupted:
		exact = "interrupted: values marked ~ are estimates"
	case !res.Exact:
		exact = "stopped at a limit: values marked ~ are estimates"
	}
	fmt.Fprintf(&b, "%s, %s: %s for %s, %s to move; %s\n\n", p.Rules.Name, p.ActName(), q.Objective, p.Players[q.Player], p.Players[s.ToMove], exact)
	approxValue := ""
	if !res.Exact {
		approxValue = "~"
	}
	fmt.Fprintf(&b, "Value: %s%s\n", approxValue, valuesLine(p, puzzle.SeatValues(p, q, s, res.Gains), st))
	b.WriteString("\nMoves, best first:\n")
	var rows [][]string
	for i, m := range res.Moves {
		mark := ""
		switch {
		case i == 0 && !m.Exact:
			mark = "best estimate"
		case i < res.Best && m.Exact:
			mark = "best"
			if res.Best > 1 {
				mark = fmt.Sprintf("best (%d-way tie)", res.Best)
			}
		}
		values := valuesLine(p, puzzle.SeatValues(p, q, s, m.Gains), st)
		switch {
		case m.Bound != 0:
			values = boundLine(p, q, s, m, st)
		case !m.Exact:
			values = "~" + values
		}
		rows = append(rows, []string{fmt.Sprintf("%d.", i+1), st.Minus(s.Notation(m.Move)), values, mark})
	}
	b.WriteString(indent(position.AlignColumns(rows, false), "  "))
	if !res.Exact {
		fmt.Fprintf(&b, "  (~ estimates: %s)\n", estimateText(res.EstimateTurns))
	}
	writeClarity(&b, s, res, st)
	if p.Answer != nil {
		writeAnswerCheck(&b, p, puzzle.CheckAnswer(p, s, res), st)
	}
	writeLine(&b, p, s, res, st)
	writePV(&b, p, res, st)
	fmt.Fprintf(&b, "\n%d nodes in %.2f s\n", res.Nodes, seconds)
	if !res.Exact && q.Objective == solver.MaxN {
		// maxⁿ prunes little; a user stopped by a limit should know the
		// quicker question exists, as it is a different question.
		b.WriteString("maxn prunes little; --objective paranoid (the player against a coalition) searches far faster.\n")
	}
	return b.String()
}

// writeClarity says how clear the best move is: alone and by how much,
// or tied.
func writeClarity(b *strings.Builder, s *engine.State, res *solver.Result, st Style) {
	if lead, ok := puzzle.Lead(res); ok {
		if lead.Cmp(exact.Value{}) == 0 {
			fmt.Fprintf(b, "\nOne best move, by the tie-break alone: the next (%s) gains its mover as much.\n", st.Minus(s.Notation(res.Moves[1].Move)))
			return
		}
		fmt.Fprintf(b, "\nOne best move, ahead of the next (%s) by %s.\n", st.Minus(s.Notation(res.Moves[1].Move)), ValueText(lead, st))
		return
	}
	if res.Exact && res.Best > 1 {
		fmt.Fprintf(b, "\nNo single best move: %d moves tie.\n", res.Best)
	}
}

// writeAnswerCheck says whether the file's [answer] agrees with the rules.
func writeAnswerCheck(b *strings.Builder, p *position.Position, c puzzle.AnswerCheck, st Style) {
	switch {
	case !c.Checked:
		fmt.Fprintf(b, "\nThe file's [answer] is not checked: %s.\n", c.Reason)
	case c.Agrees():
		b.WriteString("\nThe file's [answer] agrees with the rules.\n")
	default:
		b.WriteString("\nThe file's [answer] differs from the rules:\n")
		for _, d := range AnswerDifferences(p, c, st) {
			b.WriteString("  - " + d + "\n")
		}
	}
}

// ValueText writes one value: "12", "37/3 (≈12.33)".
func ValueText(v exact.Value, st Style) string {
	return strings.TrimPrefix(valuesLine(&position.Position{Players: []string{""}}, map[string]exact.Value{"": v}, st), " ")
}

// writeLine writes the line of play asked for, if any, and its value.
func writeLine(b *strings.Builder, p *position.Position, s *engine.State, res *solver.Result, st Style) {
	if len(res.Line) == 0 {
		return
	}
	moves := s.LineNotation(res.Line)
	for i, m := range moves {
		moves[i] = st.Minus(m)
	}
	fmt.Fprintf(b, "\nLine asked for: %s\n", strings.Join(moves, ", "))
	if len(res.PV) == 0 {
		b.WriteString("Not valued: the search stopped at a limit.\n")
		return
	}
	fmt.Fprintf(b, "Value after it: %s\n", valuesLine(p, puzzle.SeatValues(p, res.Question, s, res.LineGains), st))
}

// writePV writes the principal variation, the moves of a line asked for
// marked, and the final board (as a position file writes it: its "-"
// stays, so that the grid can be pasted into one).
func writePV(b *strings.Builder, p *position.Position, res *solver.Result, st Style) {
	if len(res.PV) == 0 {
		return
	}
	heading := "Principal variation (at draws, the likeliest tile):"
	if len(res.Line) > 0 {
		heading = "Principal variation (the line asked for, marked *, then best play; at draws, the likeliest tile):"
	}
	b.WriteString("\n" + heading + "\n")
	for _, step := range res.PV {
		line := p.Players[step.Player] + " " + st.Minus(step.Text)
		if step.Chance {
			line += fmt.Sprintf("  (probability %s)", exact.Frac(int64(step.Weight), int64(step.Total)))
		}
		mark := "  "
		if len(res.Line) > 0 {
			mark = "    "
			if step.Given {
				mark = "  * "
			}
		}
		b.WriteString(mark + line + "\n")
	}
	final := &position.Position{Rules: p.Rules, Act: p.Act, Players: p.Players, Board: res.Final}
	b.WriteString("\nFinal board:\n" + position.Grid(final))
}

// valuesLine writes "brown 37/3 (≈12.33), green -37/3 (≈-12.33)".
func valuesLine(p *position.Position, v map[string]exact.Value, st Style) string {
	var parts []string
	for _, name := range p.Players {
		x, ok := v[name]
		if !ok {
			continue
		}
		text := st.Num(int(x.Num()))
		if !x.IsInt() {
			text = fmt.Sprintf("%s/%d (%s)", st.Num(int(x.Num())), x.Den(), st.Minus(x.Decimal(2)))
		}
		parts = append(parts, name+" "+text)
	}
	return strings.Join(parts, ", ")
}

// indent puts prefix before every line of text.
func indent(text, prefix string) string {
	lines := strings.SplitAfter(text, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "")
}

func boundName(b int) string {
	switch b {
	case 1:
		return "at most"
	case -1:
		return "at least"
	}
	return ""
}

// boundLine writes a proven bound for each seat: "brown ≤ 12, green ≥ −12".
func boundLine(p *position.Position, q solver.Question, s *engine.State, m solver.MoveValue, st Style) string {
	var parts []string
	for name, v := range puzzle.SeatValues(p, q, s, m.Gains) {
		sign := "≤"
		if (m.Bound > 0) != (name == p.Players[q.Player]) {
			sign = "≥"
		}
		parts = append(parts, name+" "+sign+" "+valuesLine(&position.Position{Players: []string{name}}, map[string]exact.Value{name: v}, st)[len(name)+1:])
	}
	slices.Sort(parts)
	return strings.Join(orderBySeat(p, parts), ", ")
}

// orderBySeat orders "name ..." parts by the players' seats.
func orderBySeat(p *position.Position, parts []string) []string {
	var out []string
	for _, name := range p.Players {
		for _, part := range parts {
			if strings.HasPrefix(part, name+" ") {
				out = append(out, part)
			}
		}
	}
	return out
}
