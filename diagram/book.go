package diagram

import (
	"encoding/base64"
	"fmt"
	"html"
	"strings"
)

// A book: many puzzle diagrams laid out as one HTML page for printing,
// a puzzle to a printed page, and then, when the puzzles have them,
// their answers in the same order. Each picture is kept whole as an
// image of its own (an SVG data URL), so that the styles of one diagram
// cannot reach another.

// BookEntry is one puzzle of a book: its title, its diagram and, in a
// book with answers, the diagram of its answer.
type BookEntry struct {
	Title          string
	Puzzle, Answer []byte // SVG documents, as Diagram draws them
}

// Book lays the entries out as an HTML document: the book's title, then
// "Puzzle 1", "Puzzle 2", ... each on a page of its own, then, when any
// entry has an answer, "Answer 1", ... the same way.
func Book(title string, entries []BookEntry) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>%s</title>
<style>
body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; color: #222222; margin: 2em; }
section { break-after: page; page-break-after: always; margin-bottom: 3em; }
section:last-child { break-after: auto; page-break-after: auto; }
h1 { font-size: 24px; }
h2 { font-size: 18px; margin-bottom: 0.2em; }
p.source { font-size: 12px; color: #666666; margin-top: 0; }
img { max-width: 100%%; }
</style>
</head>
<body>
<h1>%s</h1>
`, html.EscapeString(title), html.EscapeString(title))
	page := func(heading string, i int, e BookEntry, svg []byte) {
		fmt.Fprintf(&b, "<section>\n<h2>%s %d</h2>\n<p class=\"source\">%s</p>\n", heading, i+1, html.EscapeString(e.Title))
		fmt.Fprintf(&b, "<img alt=\"%s %d: %s\" src=\"data:image/svg+xml;base64,%s\">\n</section>\n", heading, i+1, html.EscapeString(e.Title), base64.StdEncoding.EncodeToString(svg))
	}
	for i, e := range entries {
		page("Puzzle", i, e, e.Puzzle)
	}
	for i, e := range entries {
		if e.Answer != nil {
			page("Answer", i, e, e.Answer)
		}
	}
	b.WriteString("</body>\n</html>\n")
	return []byte(b.String())
}
