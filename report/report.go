package report

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/position"
)

// Style says how text is written: its minus signs and, on a terminal,
// its colours.
type Style struct {
	// ASCII writes "-2" instead of the typographic minus "−2".
	ASCII bool
	// Color paints figures and players' names in the players' colours and
	// tiles by their sign (colour.go); for a terminal only, and never
	// with NO_COLOR set.
	Color bool
}

// Num writes n with a minus sign in the chosen style.
func (s Style) Num(n int) string {
	if n < 0 && !s.ASCII {
		return "−" + strconv.Itoa(n)[1:] // -n overflows for the least int
	}
	return strconv.Itoa(n)
}

// Minus writes a number written as text with a Minus sign in the chosen
// style.
func (s Style) Minus(text string) string {
	if s.ASCII {
		return text
	}
	return strings.Replace(text, "-", "−", 1)
}

// Signed writes n with an explicit sign: "+3", "−2", "0".
func (s Style) Signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return s.Num(n)
}

// Change writes a change in points, always signed: "+3", "+0", "−2".
func (s Style) Change(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return s.Num(n)
}

// Fixed writes x with the given number of decimals and the style's
// minus sign; a value that rounds to zero is written without a sign
// ("0.0", never "−0.0").
func (s Style) Fixed(x float64, decimals int) string {
	text := strconv.FormatFloat(x, 'f', decimals, 64)
	if strings.Trim(text, "-0.") == "" {
		text = strings.TrimPrefix(text, "-")
	}
	return s.Minus(text)
}

// term writes a summand the way the rulebook does: negatives in brackets.
func (s Style) term(n int) string {
	if n < 0 {
		return "(" + s.Num(n) + ")"
	}
	return strconv.Itoa(n)
}

// Equation writes terms, sum, multiplier and points in the rulebook's
// style: "1 + (−1) + 4 = 4, × (3 + 1) = 16".
func (s Style) Equation(terms []int, sum int, rank int, bonuses []int, points int) string {
	parts := make([]string, len(terms))
	for i, t := range terms {
		parts[i] = s.term(t)
	}
	lhs := strings.Join(parts, " + ")
	if len(terms) == 0 {
		lhs = "no tiles"
	}
	mult := strconv.Itoa(rank)
	if len(bonuses) > 0 {
		m := []string{strconv.Itoa(rank)}
		for _, b := range bonuses {
			m = append(m, strconv.Itoa(b))
		}
		mult = "(" + strings.Join(m, " + ") + ")"
	}
	return fmt.Sprintf("%s = %s, × %s = %s", lhs, s.Num(sum), mult, s.Num(points))
}

// FigureLine writes one figure's score:
// "B1 brown longship: 1 + (−1) + 4 = 4, × 1 = 4".
func FigureLine(p *position.Position, f engine.FigureScore, s Style) string {
	return fmt.Sprintf("%s %s: %s", p.Board.Geometry.Name(f.Square), p.FigureName(f), s.Equation(f.TermValues(), f.Sum, f.Rank, bonusAmounts(f), f.Points))
}

// FigureDetail writes where each term and diamond comes from:
// "row: A1 −1, C1 +1 Treasure; column: B3 −1; diamonds: 3 + 1 Royal Dragon Horn E2".
func FigureDetail(p *position.Position, f engine.FigureScore, s Style) string {
	g := p.Board.Geometry
	var row, col []string
	for _, t := range f.Terms {
		d := g.Name(t.Square) + " " + s.Signed(t.Printed)
		if kind := p.Rules.Tiles[t.Tile]; kind.Ability != engine.NoAbility {
			d += " " + kind.Name
		}
		switch {
		case t.FaceDownBy != engine.NoSquare:
			d += fmt.Sprintf(" face down by %s %s", p.TileName(t.FaceDownBy), g.Name(t.FaceDownBy))
		case t.CancelledBy != engine.NoSquare:
			d += fmt.Sprintf(" cancelled by %s %s", p.TileName(t.CancelledBy), g.Name(t.CancelledBy))
		case t.Factor != 1 && t.Printed != 0:
			d += fmt.Sprintf(" × %d = %s", t.Factor, s.Num(t.Value))
		}
		if t.Line == engine.Row {
			row = append(row, d)
		} else {
			col = append(col, d)
		}
	}
	parts := []string{"row: " + orNone(row), "column: " + orNone(col)}
	if len(f.Bonuses) > 0 {
		d := []string{strconv.Itoa(f.Rank)}
		for _, b := range f.Bonuses {
			d = append(d, fmt.Sprintf("%d %s %s", b.Amount, p.Rules.Tiles[b.Tile].Name, g.Name(b.Square)))
		}
		parts = append(parts, "diamonds: "+strings.Join(d, " + "))
	}
	return strings.Join(parts, "; ")
}

func orNone(items []string) string {
	if len(items) == 0 {
		return "no tiles"
	}
	return strings.Join(items, ", ")
}

// ScoreText is the full text report: every figure with its detail, the
// players' totals and a picture of the board.
func ScoreText(p *position.Position, sc engine.Score, s Style) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %s: %s\n\n", p.Rules.Name, p.ActName(), strings.Join(p.Players, ", "))
	for _, f := range sc.Figures {
		b.WriteString(FigureLine(p, f, s) + "\n")
		b.WriteString("    " + FigureDetail(p, f, s) + "\n")
	}
	if len(sc.Figures) == 0 {
		b.WriteString("No figure on the board.\n")
	}
	b.WriteString("\nAct points: " + totalsLine(p, sc.Players, s) + "\n\n")
	b.WriteString(position.Grid(p))
	return b.String()
}

func totalsLine(p *position.Position, points []int, s Style) string {
	parts := make([]string, len(points))
	for i, n := range points {
		parts[i] = p.Players[i] + " " + s.Num(n)
	}
	return strings.Join(parts, ", ")
}

func bonusAmounts(f engine.FigureScore) []int {
	var v []int
	for _, b := range f.Bonuses {
		v = append(v, b.Amount)
	}
	return v
}
