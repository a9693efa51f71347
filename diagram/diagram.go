package diagram

import (
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"

	"github.com/sagatools/saga/engine"
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

// DiagramOptions say what to draw besides the position.
type DiagramOptions struct {
	// Answer, if set, is drawn: its best moves marked on the board and
	// written out with its values.
	Answer *position.Answer
	// State is the position's game state, needed to write the answer's
	// moves; nil when there is no answer.
	State *engine.State
}

// Sizes of the drawing, in SVG user units (pixels).
const (
	diagramCell   = 56
	diagramMargin = 16
	diagramLine   = 20 // height of a line of text
	diagramLabel  = 24 // room for the row numbers and column letters
)

// Diagram draws p as an SVG document.
func Diagram(p *position.Position, opt DiagramOptions) []byte {
	g := p.Board.Geometry
	d := &diagram{p: p}
	d.header()
	x0, y0 := diagramMargin+diagramLabel, d.y+diagramLabel
	for c := range g.Width {
		d.text(x0+c*diagramCell+diagramCell/2, y0-8, "label", engine.ColumnName(c))
	}
	for r := range g.Height {
		d.text(x0-diagramLabel/2, y0+r*diagramCell+diagramCell/2+5, "label", strconv.Itoa(r+1))
		for c := range g.Width {
			sq := g.At(r, c)
			d.square(x0+c*diagramCell, y0+r*diagramCell, p.Board.Cells[sq])
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
	width := max(x0+g.Width*diagramCell+diagramMargin, d.widest+2*diagramMargin)
	height := d.y + diagramMargin
	var out strings.Builder
	fmt.Fprintf(&out, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="DejaVu Sans, Verdana, Arial, sans-serif">`+"\n", width, height, width, height)
	out.WriteString(diagramStyle)
	fmt.Fprintf(&out, `<rect class="paper" x="0" y="0" width="%d" height="%d"/>`+"\n", width, height)
	out.WriteString(d.body.String())
	out.WriteString("</svg>\n")
	return []byte(out.String())
}

// diagramStyle gives the parts of a diagram their looks, in one place.
const diagramStyle = `<style>
.paper { fill: #ffffff; }
.title { font-size: 16px; font-weight: bold; fill: #222222; }
.info { font-size: 13px; fill: #222222; }
.label { font-size: 13px; fill: #666666; text-anchor: middle; }
.empty { fill: #f7f3ea; stroke: #c9bfa8; }
.hole { fill: #5a5a5a; stroke: #5a5a5a; }
.tile { fill: #fffaf0; stroke: #8a7a5a; stroke-width: 1.5; }
.printed { stroke-dasharray: 4 3; }
.value { font-size: 20px; font-weight: bold; text-anchor: middle; }
.plus { fill: #1a7f37; }
.minus { fill: #b42318; }
.zero { fill: #444444; }
.glyph { font-size: 11px; fill: #444444; text-anchor: middle; }
.figure { stroke: #222222; stroke-width: 1.5; }
.figure-glyph { font-size: 18px; font-weight: bold; text-anchor: middle; }
.diamonds { font-size: 9px; text-anchor: middle; }
.best { fill: none; stroke: #d4a017; stroke-width: 4; }
.from { fill: none; stroke: #d4a017; stroke-width: 3; stroke-dasharray: 6 4; }
</style>
`

// diagram is a drawing in progress.
type diagram struct {
	p      *position.Position
	body   strings.Builder
	y      int // where the next line of text goes
	widest int // the widest line of text so far, roughly
}

// esc escapes text for XML; characters XML cannot hold at all (control
// characters a player's name may have) become U+FFFD.
func esc(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s)) // a strings.Builder never fails
	return b.String()
}

func (d *diagram) text(x, y int, class, s string) {
	fmt.Fprintf(&d.body, `<text class="%s" x="%d" y="%d">%s</text>`+"\n", class, x, y, esc(s))
}

// line writes a line of text under what is drawn so far.
func (d *diagram) line(class, s string) {
	d.y += diagramLine
	d.text(diagramMargin, d.y, class, s)
	// About 0.6 em a character: enough to size the picture.
	d.widest = max(d.widest, len([]rune(s))*8)
}

// header writes the ruleset, the act, who is to move and the question.
func (d *diagram) header() {
	p := d.p
	d.line("title", fmt.Sprintf("%s, %s", p.Rules.Name, p.ActName()))
	q := p.Question
	d.line("info", fmt.Sprintf("%s to move · %s for %s", p.Players[p.Turn.ToMove], q.Objective, p.Players[q.Player]))
	d.y += diagramLine / 2
}

// square draws one square whose top left corner is (x, y).
func (d *diagram) square(x, y int, c engine.Cell) {
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
	fmt.Fprintf(&d.body, `<rect class="sq %s" x="%d" y="%d" width="%d" height="%d"/>`+"\n", class, x, y, diagramCell, diagramCell)
	cx, cy := x+diagramCell/2, y+diagramCell/2
	switch {
	case c.HasTileKind():
		tile := "tile"
		if c.IsPrinted() {
			tile = "tile printed"
		}
		fmt.Fprintf(&d.body, `<rect class="%s" x="%d" y="%d" width="%d" height="%d" rx="6"/>`+"\n", tile, x+4, y+4, diagramCell-8, diagramCell-8)
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
		d.text(cx, valueY, "value "+sign, report.Style{}.Signed(t.Value))
	case c.IsFigure():
		f := &p.Rules.Figures[c.FigureKind()]
		fill, ink := playerColour(p.Players[c.Player()], c.Player())
		fmt.Fprintf(&d.body, `<circle class="figure" cx="%d" cy="%d" r="%d" fill="%s"/>`+"\n", cx, cy, diagramCell/2-5, fill)
		fmt.Fprintf(&d.body, `<text class="figure-glyph" x="%d" y="%d" fill="%s">%s</text>`+"\n", cx, cy+3, ink, esc(f.Glyph))
		if f.Rank > 0 {
			fmt.Fprintf(&d.body, `<text class="diamonds" x="%d" y="%d" fill="%s">%s</text>`+"\n", cx, cy+15, ink, strings.Repeat("◆", min(f.Rank, 8)))
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
		fmt.Fprintf(&d.body, `<rect class="%s" x="%d" y="%d" width="%d" height="%d"/>`+"\n", class, x0+c*diagramCell+2, y0+r*diagramCell+2, diagramCell-4, diagramCell-4)
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
				toks = append(toks, report.Style{}.Minus(p.Rules.Tiles[h.Kind].Token()))
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
			parts = append(parts, fmt.Sprintf("%s points", report.Style{}.Num(t.Points[i])))
		}
		if len(parts) > 0 {
			d.line("info", name+": "+strings.Join(parts, "; "))
		}
	}
	if t.Given.Pool {
		var toks []string
		for _, k := range position.TileOrder(p.Rules) {
			if n := t.Pool[k]; n > 0 {
				tok := report.Style{}.Minus(p.Rules.Tiles[k].Token())
				if n > 1 {
					tok += fmt.Sprintf("×%d", n)
				}
				toks = append(toks, tok)
			}
		}
		if len(toks) == 0 {
			toks = []string{"empty"}
		}
		d.line("info", "pool: "+strings.Join(toks, " "))
	}
}

// answer writes the answer's best moves and values.
func (d *diagram) answer(a *position.Answer, s *engine.State) {
	p := d.p
	d.y += diagramLine / 2
	if len(a.Best) > 0 {
		var moves []string
		for _, m := range a.Best {
			moves = append(moves, s.Notation(m.Move))
		}
		what := "best move"
		if len(moves) > 1 {
			what = "best moves (tied)"
		}
		d.line("info", fmt.Sprintf("Answer: %s %s", what, report.AndList(moves)))
	}
	if len(a.Values) > 0 {
		var parts []string
		for _, v := range a.Values {
			text := report.Style{}.Minus(v.String())
			if v.Places == 0 {
				text = report.ValueText(v.Exact, report.Style{})
			}
			parts = append(parts, p.Players[v.Player]+" "+text)
		}
		d.line("info", fmt.Sprintf("Value (%s): %s", a.Question.Objective, strings.Join(parts, ", ")))
	}
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
