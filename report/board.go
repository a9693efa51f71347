package report

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/position"
)

// Board draws the board of p as position.Grid does, column letters above
// and row numbers beside it, for a person at the terminal: each square
// in marked gets a "*" after its token, and with colour, figures and
// tiles are painted (Style.Cell) and the marked squares shown in reverse
// video. Columns are aligned on the text without its colours.
func Board(p *position.Position, marked []engine.Square, st Style) string {
	g := p.Board.Geometry
	type cell struct {
		text, painted string
	}
	rows := make([][]cell, g.Height+1)
	rows[0] = append(rows[0], cell{})
	for c := range g.Width {
		name := engine.ColumnName(c)
		rows[0] = append(rows[0], cell{name, name})
	}
	for r := range g.Height {
		n := strconv.Itoa(r + 1)
		row := []cell{{n, n}}
		for c := range g.Width {
			sq := g.At(r, c)
			tok := position.CellToken(p.Rules, p.Players, p.Board.Cells[sq])
			mark := slices.Contains(marked, sq)
			painted := st.Cell(p.Rules, p.Board.Cells[sq], tok, mark)
			if mark {
				tok += "*"
				painted += "*"
			}
			row = append(row, cell{tok, painted})
		}
		rows[r+1] = row
	}
	// A column with a mark gives its other squares a space where the
	// mark would be, so that tokens stay right-aligned on each other.
	for i := 1; i <= g.Width; i++ {
		if !slices.ContainsFunc(rows[1:], func(row []cell) bool { return strings.HasSuffix(row[i].text, "*") }) {
			continue
		}
		for _, row := range rows {
			if !strings.HasSuffix(row[i].text, "*") {
				row[i].text += " "
				row[i].painted += " "
			}
		}
	}
	width := make([]int, g.Width+1)
	for _, row := range rows {
		for i, c := range row {
			width[i] = max(width[i], len([]rune(c.text)))
		}
	}
	var b strings.Builder
	for _, row := range rows {
		var line strings.Builder
		for i, c := range row {
			if i > 0 {
				line.WriteString("  ")
			}
			line.WriteString(strings.Repeat(" ", width[i]-len([]rune(c.text))))
			line.WriteString(c.painted)
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	return b.String()
}
