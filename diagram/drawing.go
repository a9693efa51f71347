package diagram

import (
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"
)

// A drawing is a diagram before it is written out: rectangles, circles
// and lines of text, each with the classes that give it its looks. The
// SVG picture and the PDF book write the same drawing, so that a puzzle
// looks the same on screen and on paper.

// shapeKind says what a shape is.
type shapeKind int

const (
	rectShape   shapeKind = iota // x, y, w, h from the top left corner; rx rounds the corners
	circleShape                  // centred on x, y, of radius r
	textShape                    // text whose baseline starts (or, anchored middle, is centred) at x, y
)

// shape is one thing drawn, in SVG user units (pixels), y downwards.
type shape struct {
	kind          shapeKind
	class         string // one or more class names, as in SVG
	x, y, w, h    int
	r, rx         int
	fill          string // a colour of its own (a figure's disc and ink); "" for the class's
	text          string
	square        string // a board square's name, for the pages a reader clicks on
	row, col      int    // and its row and column, from 0
	isBoardSquare bool
}

// drawing is a whole diagram: its size and its shapes, in drawing order.
type drawing struct {
	width, height int
	shapes        []shape
}

// look is how one class draws: the SVG style and the PDF pen alike. A
// shape with several classes takes them in turn, each setting what it
// gives.
type look struct {
	fill, stroke string // colours as #rrggbb; "none" for no fill
	strokeWidth  float64
	dash         string  // a dash pattern, "4 3"
	fontSize     float64 // in pixels; 0 for shapes
	bold, middle bool    // middle: the text is centred on x
}

// classLook is a class and its look, in the order the SVG style lists
// them.
type classLook struct {
	class string
	look  look
}

// looks are the looks of every class a diagram uses, in one place.
func looks() []classLook {
	return []classLook{
		{"paper", look{fill: "#ffffff"}},
		{"title", look{fontSize: 16, bold: true, fill: "#222222"}},
		{"info", look{fontSize: 13, fill: "#222222"}},
		{"label", look{fontSize: 13, fill: "#666666", middle: true}},
		{"empty", look{fill: "#f7f3ea", stroke: "#c9bfa8", strokeWidth: 1}},
		{"hole", look{fill: "#5a5a5a", stroke: "#5a5a5a", strokeWidth: 1}},
		{"tile", look{fill: "#fffaf0", stroke: "#8a7a5a", strokeWidth: 1.5}},
		{"printed", look{dash: "4 3"}},
		{"value", look{fontSize: 20, bold: true, middle: true}},
		{"plus", look{fill: "#1a7f37"}},
		{"minus", look{fill: "#b42318"}},
		{"zero", look{fill: "#444444"}},
		{"glyph", look{fontSize: 11, fill: "#444444", middle: true}},
		{"figure", look{stroke: "#222222", strokeWidth: 1.5}},
		{"figure-glyph", look{fontSize: 18, bold: true, middle: true}},
		{"diamonds", look{fontSize: 9, middle: true}},
		{"best", look{fill: "none", stroke: "#d4a017", strokeWidth: 4}},
		{"from", look{fill: "none", stroke: "#d4a017", strokeWidth: 3, dash: "6 4"}},
	}
}

// lookOf is the look of a shape with the given classes, and a fill of
// its own when it has one.
func lookOf(classes, fill string) look {
	var l look
	all := looks()
	for _, c := range strings.Fields(classes) {
		for _, cl := range all {
			if cl.class != c {
				continue
			}
			o := cl.look
			if o.fill != "" {
				l.fill = o.fill
			}
			if o.stroke != "" {
				l.stroke, l.strokeWidth = o.stroke, o.strokeWidth
			}
			if o.dash != "" {
				l.dash = o.dash
			}
			if o.fontSize != 0 {
				l.fontSize = o.fontSize
			}
			l.bold = l.bold || o.bold
			l.middle = l.middle || o.middle
		}
	}
	if fill != "" {
		l.fill = fill
	}
	return l
}

// css writes the looks as an SVG style sheet.
func css() string {
	var b strings.Builder
	b.WriteString("<style>\n")
	for _, cl := range looks() {
		l := cl.look
		var props []string
		if l.fontSize != 0 {
			props = append(props, fmt.Sprintf("font-size: %spx", strconv.FormatFloat(l.fontSize, 'f', -1, 64)))
		}
		if l.bold {
			props = append(props, "font-weight: bold")
		}
		if l.fill != "" {
			props = append(props, "fill: "+l.fill)
		}
		if l.stroke != "" {
			props = append(props, "stroke: "+l.stroke)
			if l.strokeWidth != 1 {
				props = append(props, "stroke-width: "+strconv.FormatFloat(l.strokeWidth, 'f', -1, 64))
			}
		}
		if l.dash != "" {
			props = append(props, "stroke-dasharray: "+l.dash)
		}
		if l.middle {
			props = append(props, "text-anchor: middle")
		}
		fmt.Fprintf(&b, ".%s { %s; }\n", cl.class, strings.Join(props, "; "))
	}
	b.WriteString("</style>\n")
	return b.String()
}

// esc escapes text for XML; characters XML cannot hold at all (control
// characters a player's name may have) become U+FFFD.
func esc(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s)) // a strings.Builder never fails
	return b.String()
}

// svg writes the drawing as an SVG document. The board's squares carry
// their names (data-square, data-row, data-col), so that a page can
// find the square a reader clicks.
func (d *drawing) svg() []byte {
	var out strings.Builder
	fmt.Fprintf(&out, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="DejaVu Sans, Verdana, Arial, sans-serif">`+"\n", d.width, d.height, d.width, d.height)
	out.WriteString(css())
	fmt.Fprintf(&out, `<rect class="paper" x="0" y="0" width="%d" height="%d"/>`+"\n", d.width, d.height)
	for _, s := range d.shapes {
		fill := ""
		if s.fill != "" {
			fill = fmt.Sprintf(` fill="%s"`, s.fill)
		}
		switch s.kind {
		case rectShape:
			named := ""
			if s.isBoardSquare {
				named = fmt.Sprintf(` data-square="%s" data-row="%d" data-col="%d"`, esc(s.square), s.row, s.col)
			}
			rx := ""
			if s.rx != 0 {
				rx = fmt.Sprintf(` rx="%d"`, s.rx)
			}
			fmt.Fprintf(&out, `<rect class="%s"%s x="%d" y="%d" width="%d" height="%d"%s%s/>`+"\n", s.class, named, s.x, s.y, s.w, s.h, rx, fill)
		case circleShape:
			fmt.Fprintf(&out, `<circle class="%s" cx="%d" cy="%d" r="%d"%s/>`+"\n", s.class, s.x, s.y, s.r, fill)
		case textShape:
			fmt.Fprintf(&out, `<text class="%s" x="%d" y="%d"%s>%s</text>`+"\n", s.class, s.x, s.y, fill, esc(s.text))
		}
	}
	out.WriteString("</svg>\n")
	return []byte(out.String())
}
