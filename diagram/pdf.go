package diagram

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"codeberg.org/go-fonts/dejavu/dejavusans"
	"codeberg.org/go-fonts/dejavu/dejavusansbold"
	"codeberg.org/go-pdf/fpdf"
)

// The book as a PDF: the same pages as the HTML book (book.go), written
// with fpdf, the diagrams drawn from the same drawing as the SVG ones, in
// vector, and the text in DejaVu Sans, embedded (only the characters
// used), so that the minus sign, × and ◆ print as on screen. The PDF has
// an outline: an entry per puzzle and per answer.

// Page geometry, in points (A4).
const (
	pdfMargin = 50.0
	pdfFont   = "dejavu" // the family name the fonts are added under
)

// BookPDF lays the puzzles out as a PDF book, page for page as Book does.
func BookPDF(puzzles []*Puzzle, opt BookOptions) ([]byte, error) {
	pdf := fpdf.New("P", "pt", "A4", "")
	pdf.SetMargins(pdfMargin, pdfMargin, pdfMargin)
	pdf.SetAutoPageBreak(true, pdfMargin)
	pdf.AddUTF8FontFromBytes(pdfFont, "", dejavusans.TTF)
	pdf.AddUTF8FontFromBytes(pdfFont, "B", dejavusansbold.TTF)
	pdf.SetTitle(opt.Title, true)
	pdf.SetCreator("saga diagram", true)
	pdf.SetCatalogSort(true)
	if !opt.Date.IsZero() {
		pdf.SetCreationDate(opt.Date)
		pdf.SetModificationDate(opt.Date)
	}
	w := &pdfWriter{pdf: pdf}

	pdf.AddPage()
	w.para(opt.Title, 26, true, "#222222")
	pdf.Ln(8)
	w.para(bookIntro(puzzles, opt), 12, false, "#222222")

	sections := Sections(puzzles, opt.Order)
	for _, sec := range sections {
		for i, pz := range sec.Puzzles {
			pdf.AddPage()
			if i == 0 && sec.Name != "" {
				w.para(sec.Name, 20, true, "#222222")
				if sec.Ratings != "" {
					w.para(Capitalized(sec.Ratings), 10, false, "#666666")
				}
				pdf.Ln(6)
			}
			heading := fmt.Sprintf("Puzzle %d", pz.Number)
			w.bookmark(heading)
			w.para(heading, 17, true, "#222222")
			w.para(pz.Title, 12, false, "#222222")
			w.para(pz.Question, 13, true, "#222222")
			if pz.Rating != nil {
				w.para("Rating "+RatingText(*pz.Rating), 10, false, "#666666")
			}
			pdf.Ln(6)
			w.diagram(draw(pz.Position, DiagramOptions{Style: pz.Style, Untitled: true}))
		}
	}
	if opt.Answers {
		first := true
		for _, sec := range sections {
			for _, pz := range sec.Puzzles {
				pdf.AddPage()
				if first {
					w.para("Answers", 20, true, "#222222")
					pdf.Ln(6)
					first = false
				}
				heading := fmt.Sprintf("Answer %d", pz.Number)
				w.bookmark(heading)
				w.para(heading, 17, true, "#222222")
				w.para(pz.Title+" · "+pz.Question, 11, false, "#444444")
				pdf.Ln(4)
				a := answerOf(pz.Puzzle)
				w.para(a.best, 13, true, "#222222")
				for _, p := range []string{a.outcome, a.nextBest} {
					if p != "" {
						w.para(p, 11, false, "#222222")
					}
				}
				w.list(a.lineHead, a.line)
				w.list(a.temptingHead, a.tempting)
				if a.themes != "" {
					w.para(a.themes, 11, false, "#222222")
				}
				pdf.Ln(6)
				w.diagram(draw(pz.Position, DiagramOptions{Answer: pz.answer(), State: pz.State, Style: pz.Style, Untitled: true}))
			}
		}
	}
	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		return nil, fmt.Errorf("writing the PDF: %w", err)
	}
	return out.Bytes(), nil
}

// pdfWriter writes the pages of a PDF book.
type pdfWriter struct {
	pdf *fpdf.Fpdf
}

// textWidth is the width of the page between its margins.
func (w *pdfWriter) textWidth() float64 {
	pw, _ := w.pdf.GetPageSize()
	return pw - 2*pdfMargin
}

// para writes a paragraph, wrapped to the page's width.
func (w *pdfWriter) para(text string, size float64, bold bool, colour string) {
	style := ""
	if bold {
		style = "B"
	}
	w.pdf.SetFont(pdfFont, style, size)
	r, g, b := rgb(colour)
	w.pdf.SetTextColor(r, g, b)
	w.pdf.MultiCell(w.textWidth(), size*1.35, text, "", "L", false)
}

// list writes a heading and a numbered list under it, as the HTML book's
// ordered lists.
func (w *pdfWriter) list(head string, items []string) {
	if head == "" {
		return
	}
	w.pdf.Ln(4)
	w.para(head, 11, false, "#222222")
	w.pdf.SetFont(pdfFont, "", 10.5)
	for i, it := range items {
		x := w.pdf.GetX()
		w.pdf.CellFormat(24, 14, strconv.Itoa(i+1)+".", "", 0, "R", false, 0, "")
		w.pdf.MultiCell(w.textWidth()-28, 14, " "+it, "", "L", false)
		w.pdf.SetX(x)
	}
}

// bookmark adds the page to the PDF's outline. The outline is flat:
// fpdf writes a nested entry with a /Count of 0, which strict readers
// (pdfcpu's validation) refuse.
func (w *pdfWriter) bookmark(text string) {
	w.pdf.SetFont(pdfFont, "", 12) // a UTF-8 font: the outline keeps the text as Unicode
	w.pdf.Bookmark(text, 0, -1)
}

// diagram draws d under what is written so far, scaled to fit the page's
// width and what is left of its height.
func (w *pdfWriter) diagram(d *drawing) {
	pdf := w.pdf
	_, ph := pdf.GetPageSize()
	top := pdf.GetY()
	room := ph - pdfMargin - top
	scale := min(w.textWidth()/float64(d.width), room/float64(d.height), 0.9)
	if scale < 0.35 { // too little room left: a page of its own
		pdf.AddPage()
		top = pdf.GetY()
		scale = min(w.textWidth()/float64(d.width), (ph-2*pdfMargin)/float64(d.height), 0.9)
	}
	x0 := pdfMargin
	pos := func(x, y int) (float64, float64) { return x0 + float64(x)*scale, top + float64(y)*scale }
	for _, s := range d.shapes {
		l := lookOf(s.class, s.fill)
		switch s.kind {
		case rectShape, circleShape:
			style := w.pen(l, scale)
			if style == "" {
				continue
			}
			x, y := pos(s.x, s.y)
			switch {
			case s.kind == circleShape:
				pdf.Circle(x, y, float64(s.r)*scale, style)
			case s.rx > 0:
				pdf.RoundedRect(x, y, float64(s.w)*scale, float64(s.h)*scale, float64(s.rx)*scale, "1234", style)
			default:
				pdf.Rect(x, y, float64(s.w)*scale, float64(s.h)*scale, style)
			}
			pdf.SetDashPattern(nil, 0)
		case textShape:
			fontStyle := ""
			if l.bold {
				fontStyle = "B"
			}
			size := l.fontSize
			if size == 0 {
				size = 16 // SVG's default
			}
			pdf.SetFont(pdfFont, fontStyle, size*scale)
			colour := l.fill
			if colour == "" || colour == "none" {
				colour = "#000000"
			}
			r, g, b := rgb(colour)
			pdf.SetTextColor(r, g, b)
			x, y := pos(s.x, s.y)
			if l.middle {
				x -= pdf.GetStringWidth(s.text) / 2
			}
			pdf.Text(x, y, s.text)
		}
	}
	pdf.SetY(top + float64(d.height)*scale)
}

// pen sets the fill and stroke of a shape of look l and returns the
// fpdf style that draws it ("F", "D", "FD"), or "" for nothing to draw.
func (w *pdfWriter) pen(l look, scale float64) string {
	style := ""
	if l.fill != "" && l.fill != "none" {
		r, g, b := rgb(l.fill)
		w.pdf.SetFillColor(r, g, b)
		style += "F"
	}
	if l.stroke != "" {
		r, g, b := rgb(l.stroke)
		w.pdf.SetDrawColor(r, g, b)
		w.pdf.SetLineWidth(l.strokeWidth * scale)
		if l.dash != "" {
			var dash []float64
			for _, f := range strings.Fields(l.dash) {
				v, _ := strconv.ParseFloat(f, 64) // the looks' own patterns: numbers
				dash = append(dash, v*scale)
			}
			w.pdf.SetDashPattern(dash, 0)
		}
		style += "D"
	}
	return style
}

// rgb reads a colour written #rrggbb.
func rgb(colour string) (r, g, b int) {
	v, err := strconv.ParseUint(strings.TrimPrefix(colour, "#"), 16, 32)
	if err != nil || len(colour) != 7 {
		return 0, 0, 0
	}
	return int(v >> 16 & 0xff), int(v >> 8 & 0xff), int(v & 0xff)
}
