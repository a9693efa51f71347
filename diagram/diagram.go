package diagram

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/report"
)

// Diagrams: a position drawn as an SVG picture, for printing a puzzle in
// a book or on a web page. The board is drawn square by square (figures
// as discs in their player's colour with their glyph and diamonds, tiles
// with their value and glyph), with the column letters and row numbers
// around it, and under it what is off the board: hands, supplies, points
// and the pool, as far as the file gives them. An answer, when given,
// marks the squares of its best moves and is written out underneath.

// DiagramOptions say what to draw besides the position, and how.
type DiagramOptions struct {
	// Answer, if set, is drawn: its best moves marked on the board and
	// written out with what they are worth.
	Answer *position.Answer
	// State is the position's game state, needed to write the answer's
	// moves; nil when there is no answer.
	State *engine.State
	// Style writes the minus signs, of the tiles and of the answer alike.
	Style report.Style
	// Untitled leaves out the title and the question above the board,
	// for a page that writes them itself.
	Untitled bool
}

// Sizes of the drawing, in SVG user units (pixels).
const (
	diagramCell   = 56
	diagramMargin = 16
	diagramLine   = 20 // height of a line of text
	diagramLabel  = 24 // room for the row numbers and column letters
	diagramChar   = 8  // the width of a character of info text, roughly
)

// Diagram draws p as an SVG document.
func Diagram(p *position.Position, opt DiagramOptions) []byte {
	return draw(p, opt).svg()
}

// draw lays out the diagram of p: the header, the board with its labels
// and marks, what is off the board, and the answer.
func draw(p *position.Position, opt DiagramOptions) *drawing {
	g := p.Board.Geometry
	d := &diagram{p: p, st: opt.Style}
	// Lines of text wrap at the board's width, or at 40 characters.
	d.wrap = max(40, (g.Width*diagramCell+diagramLabel)/diagramChar)
	if !opt.Untitled {
		d.header()
	}
	x0, y0 := diagramMargin+diagramLabel, d.y+diagramLabel
	if opt.Untitled {
		y0 = diagramMargin + diagramLabel
	}
	for c := range g.Width {
		d.text(x0+c*diagramCell+diagramCell/2, y0-8, "label", engine.ColumnName(c))
	}
	for r := range g.Height {
		d.text(x0-diagramLabel/2, y0+r*diagramCell+diagramCell/2+5, "label", strconv.Itoa(r+1))
		for c := range g.Width {
			sq := g.At(r, c)
			d.square(x0+c*diagramCell, y0+r*diagramCell, r, c, p.Board.Cells[sq])
		}
	}
	if a := opt.Answer; a != nil && opt.State != nil {
		for _, m := range a.Best {
			d.mark(x0, y0, opt.State, m.Move)
		}
	}
	d.y = y0 + g.Height*diagramCell + diagramLine
	d.offBoard()
	if opt.Answer != nil && opt.State != nil {
		d.answer(opt.Answer, opt.State)
	}
	d.out.width = max(x0+g.Width*diagramCell+diagramMargin, d.widest+2*diagramMargin)
	d.out.height = d.y + diagramMargin
	return &d.out
}

// diagram is a drawing in progress.
type diagram struct {
	p      *position.Position
	st     report.Style
	out    drawing
	y      int // where the next line of text goes
	widest int // the widest line of text so far, roughly
	wrap   int // the most characters a line of text holds
}

func (d *diagram) add(s shape) { d.out.shapes = append(d.out.shapes, s) }

func (d *diagram) text(x, y int, class, s string) {
	d.add(shape{kind: textShape, class: class, x: x, y: y, text: s})
}

// line writes a line of text under what is drawn so far, wrapped at
// spaces into as many lines as it takes.
func (d *diagram) line(class, s string) {
	for _, l := range wrapText(s, d.wrap) {
		d.y += diagramLine
		d.text(diagramMargin, d.y, class, l)
		d.widest = max(d.widest, len([]rune(l))*diagramChar)
	}
}

// wrapText breaks s at spaces into lines of at most width characters
// (a longer word has a line of its own); lines after the first are
// indented.
func wrapText(s string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = "  " + w
		}
	}
	return append(lines, line)
}

// header writes the title and the question, in the reader's words.
func (d *diagram) header() {
	d.line("title", TitleOf(d.p))
	d.line("info", QuestionOf(d.p))
	d.y += diagramLine / 2
}

// square draws one square whose top left corner is (x, y).
func (d *diagram) square(x, y, row, col int, c engine.Cell) {
	p := d.p
	class := "empty"
	switch {
	case c == engine.Hole:
		class = "hole"
	case c.IsFigure():
		class = "empty figure-square"
	case c.HasTileKind():
		class = "empty tile-square"
	}
	d.add(shape{kind: rectShape, class: "sq " + class, x: x, y: y, w: diagramCell, h: diagramCell,
		isBoardSquare: true, square: engine.SquareName(row, col), row: row, col: col})
	cx, cy := x+diagramCell/2, y+diagramCell/2
	switch {
	case c.HasTileKind():
		tile := "tile"
		if c.IsPrinted() {
			tile = "tile printed"
		}
		d.add(shape{kind: rectShape, class: tile, x: x + 4, y: y + 4, w: diagramCell - 8, h: diagramCell - 8, rx: 6})
		t := &p.Rules.Tiles[c.TileKind()]
		sign := "zero"
		switch {
		case t.Value > 0:
			sign = "plus"
		case t.Value < 0:
			sign = "minus"
		}
		if t.Value == 0 && t.Glyph != "" {
			d.text(cx, cy+7, "value zero", t.Glyph)
			return
		}
		valueY := cy + 7
		if t.Glyph != "" {
			valueY = cy + 3
			d.text(cx, cy+18, "glyph", t.Glyph)
		}
		d.text(cx, valueY, "value "+sign, d.st.Signed(t.Value))
	case c.IsFigure():
		f := &p.Rules.Figures[c.FigureKind()]
		fill, ink := playerColour(p.Players[c.Player()], c.Player())
		d.add(shape{kind: circleShape, class: "figure", x: cx, y: cy, r: diagramCell/2 - 5, fill: fill})
		d.add(shape{kind: textShape, class: "figure-glyph", x: cx, y: cy + 3, fill: ink, text: f.Glyph})
		if f.Rank > 0 {
			d.add(shape{kind: textShape, class: "diamonds", x: cx, y: cy + 15, fill: ink, text: strings.Repeat("◆", min(f.Rank, 8))})
		}
	}
}

// mark outlines the squares a best move of s plays on: where a piece
// goes, and dashed, where a figure leaves or a tile is taken from.
func (d *diagram) mark(x0, y0 int, s *engine.State, m engine.Move) {
	g := d.p.Board.Geometry
	outline := func(sq engine.Square, class string) {
		if sq < 0 || int(sq) >= g.Squares() {
			return
		}
		r, c := int(sq)/g.Width, int(sq)%g.Width
		d.add(shape{kind: rectShape, class: class, x: x0 + c*diagramCell + 2, y: y0 + r*diagramCell + 2, w: diagramCell - 4, h: diagramCell - 4})
	}
	switch {
	case m.Kind == engine.PlaceFigure:
		outline(m.To, "best")
	case m.Kind == engine.PlayTile:
		switch s.PlayKind(m) {
		case engine.PlacePlay, engine.ReplacePlay:
			outline(m.To, "best")
		case engine.MoveFigurePlay:
			outline(m.To, "best")
			outline(m.From, "from")
		}
	case m.Kind == engine.After && s.AfterKind(m) == engine.RemoveAfter:
		outline(m.From, "from")
	case m.Kind == engine.After:
		outline(m.From, "best")
		outline(m.To, "best")
	}
}

// offBoard writes, per player, the hand, the supply and the points, and
// the pool, as far as the file gives them.
func (d *diagram) offBoard() {
	p := d.p
	t := &p.Turn
	for i, name := range p.Players {
		var parts []string
		if t.Given.Hands {
			var toks []string
			for _, h := range t.Hands[i] {
				toks = append(toks, d.st.Minus(p.Rules.Tiles[h.Kind].Token()))
			}
			if len(toks) == 0 {
				toks = []string{"nothing"}
			}
			parts = append(parts, "hand "+strings.Join(toks, " "))
		}
		if t.Given.Supply {
			var toks []string
			for f, n := range t.Supply[i] {
				if n > 0 {
					toks = append(toks, fmt.Sprintf("%s×%d", p.Rules.Figures[f].Glyph, n))
				}
			}
			if len(toks) == 0 {
				toks = []string{"none"}
			}
			parts = append(parts, "figures "+strings.Join(toks, " "))
		}
		if t.Given.Points {
			parts = append(parts, fmt.Sprintf("%s points", d.st.Num(t.Points[i])))
		}
		if len(parts) > 0 {
			d.line("info", Capitalized(name)+": "+strings.Join(parts, "; "))
		}
	}
	if t.Given.Pool {
		var toks []string
		for _, k := range position.TileOrder(p.Rules) {
			if n := t.Pool[k]; n > 0 {
				tok := d.st.Minus(p.Rules.Tiles[k].Token())
				if n > 1 {
					tok += fmt.Sprintf("×%d", n)
				}
				toks = append(toks, tok)
			}
		}
		if len(toks) == 0 {
			toks = []string{"empty"}
		}
		d.line("info", "Pool: "+strings.Join(toks, " "))
	}
}

// answer writes the answer's best moves and what they are worth.
func (d *diagram) answer(a *position.Answer, s *engine.State) {
	p := d.p
	d.y += diagramLine / 2
	if len(a.Best) > 0 {
		var moves []string
		for _, m := range a.Best {
			moves = append(moves, moveText(s, m.Move, d.st))
		}
		what := "Best move"
		if len(moves) > 1 {
			what = "Best moves (tied)"
		}
		d.line("info", fmt.Sprintf("%s: %s", what, report.AndList(moves)))
	}
	if len(a.Values) > 0 {
		values := map[string]exact.Value{}
		for _, v := range a.Values {
			values[p.Players[v.Player]] = v.Exact
		}
		d.line("info", outcome(p, a.Question, values, hasChance(p), d.st)+".")
	}
}

// moveText writes a move in notation, with the style's minus sign.
func moveText(s *engine.State, m engine.Move, st report.Style) string {
	return st.Minus(s.Notation(m))
}

// playerColour is the fill of a player's figures and the ink of their
// glyph: the player's name when it is a colour (the built-in rulesets
// name seats by colour), else one of a few distinct colours by seat.
func playerColour(name string, seat int) (fill, ink string) {
	known := map[string]string{
		"brown": "#8b5a2b", "green": "#2e7d32", "gray": "#8a8a8a", "grey": "#8a8a8a",
		"blue": "#1565c0", "red": "#c62828", "yellow": "#f2c318", "black": "#222222",
		"white": "#f5f5f5", "purple": "#6a1b9a", "orange": "#ef6c00", "pink": "#d81b60",
	}
	fill, ok := known[strings.ToLower(name)]
	if !ok {
		fill = []string{"#1565c0", "#c62828", "#2e7d32", "#ef6c00", "#6a1b9a", "#00838f", "#8b5a2b", "#8a8a8a"}[seat%8]
	}
	ink = "#ffffff"
	if fill == "#f2c318" || fill == "#f5f5f5" {
		ink = "#222222"
	}
	return fill, ink
}
