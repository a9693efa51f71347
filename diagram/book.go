package diagram

import (
	"encoding/base64"
	"fmt"
	"html"
	"strings"
	"time"

	"github.com/sagatools/saga/report"
)

// A book: a collection of puzzles laid out for a reader, as one HTML page
// to print (or, in pdf.go, a PDF): the title, then each puzzle on a page
// of its own, numbered, in sections from easy to hard when the puzzles
// are rated, and then, when the book has them, the answers in the same
// order: the best move, what best play gives, the whole line to the end
// of the act and, when known, the refutation of the most tempting wrong
// move. Nothing on the pages names a file or speaks the solver's
// language. Each picture is kept whole as an image of its own (an SVG
// data URL), so that the styles of one diagram cannot reach another.

// BookOptions say what a book holds and how.
type BookOptions struct {
	Title   string
	Answers bool  // the answers after the puzzles; every puzzle must be solved
	Order   Order // the puzzles' order
	// Date is when the PDF says it was made; zero: when it is made. A
	// fixed date makes the same puzzles give the same bytes.
	Date time.Time
}

// Book lays the puzzles out as an HTML document.
func Book(puzzles []*Puzzle, opt BookOptions) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>%s</title>
<style>
body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; color: #222222; margin: 2em; max-width: 44em; }
section { break-after: page; page-break-after: always; margin-bottom: 3em; }
section:last-child { break-after: auto; page-break-after: auto; }
h1 { font-size: 26px; }
h2 { font-size: 20px; margin-bottom: 0.2em; }
h3 { font-size: 18px; margin-bottom: 0.2em; }
p { margin: 0.3em 0; }
.ratings, .rating { color: #666666; font-size: 13px; }
.question { font-weight: bold; }
ol.line { padding-left: 1.6em; margin: 0.3em 0; }
img { max-width: 100%%; margin-top: 0.6em; }
</style>
</head>
<body>
<h1>%s</h1>
<p class="intro">%s</p>
`, html.EscapeString(opt.Title), html.EscapeString(opt.Title), html.EscapeString(bookIntro(puzzles, opt)))
	sections := Sections(puzzles, opt.Order)
	for _, sec := range sections {
		for i, pz := range sec.Puzzles {
			b.WriteString("<section class=\"puzzle\">\n")
			if i == 0 && sec.Name != "" {
				fmt.Fprintf(&b, "<h2>%s</h2>\n", html.EscapeString(sec.Name))
				if sec.Ratings != "" {
					fmt.Fprintf(&b, "<p class=\"ratings\">%s</p>\n", html.EscapeString(Capitalized(sec.Ratings)))
				}
			}
			fmt.Fprintf(&b, "<h3>Puzzle %d</h3>\n<p class=\"title\">%s</p>\n<p class=\"question\">%s</p>\n", pz.Number, html.EscapeString(pz.Title), html.EscapeString(pz.Question))
			if pz.Rating != nil {
				fmt.Fprintf(&b, "<p class=\"rating\">Rating %s</p>\n", RatingText(*pz.Rating))
			}
			img(&b, fmt.Sprintf("Puzzle %d", pz.Number), Diagram(pz.Position, DiagramOptions{Style: pz.Style, Untitled: true}))
			b.WriteString("</section>\n")
		}
	}
	if opt.Answers {
		first := true
		for _, sec := range sections {
			for _, pz := range sec.Puzzles {
				b.WriteString("<section class=\"answer\">\n")
				if first {
					b.WriteString("<h2>Answers</h2>\n")
					first = false
				}
				a := answerOf(pz.Puzzle)
				fmt.Fprintf(&b, "<h3>Answer %d</h3>\n<p class=\"title\">%s · %s</p>\n", pz.Number, html.EscapeString(pz.Title), html.EscapeString(pz.Question))
				fmt.Fprintf(&b, "<p class=\"best\">%s</p>\n", html.EscapeString(a.best))
				for _, para := range []string{a.outcome, a.nextBest} {
					if para != "" {
						fmt.Fprintf(&b, "<p>%s</p>\n", html.EscapeString(para))
					}
				}
				list(&b, a.lineHead, a.line)
				list(&b, a.temptingHead, a.tempting)
				if a.themes != "" {
					fmt.Fprintf(&b, "<p class=\"themes\">%s</p>\n", html.EscapeString(a.themes))
				}
				img(&b, fmt.Sprintf("Answer %d", pz.Number), Diagram(pz.Position, DiagramOptions{Answer: pz.answer(), State: pz.State, Style: pz.Style, Untitled: true}))
				b.WriteString("</section>\n")
			}
		}
	}
	b.WriteString("</body>\n</html>\n")
	return []byte(b.String())
}

// img writes a picture, kept whole as an SVG data URL.
func img(b *strings.Builder, alt string, svg []byte) {
	fmt.Fprintf(b, "<img alt=\"%s\" src=\"data:image/svg+xml;base64,%s\">\n", html.EscapeString(alt), base64.StdEncoding.EncodeToString(svg))
}

// list writes a heading and a numbered list of moves under it, when
// there are any.
func list(b *strings.Builder, head string, items []string) {
	if head == "" {
		return
	}
	fmt.Fprintf(b, "<p>%s</p>\n", html.EscapeString(head))
	if len(items) == 0 {
		return
	}
	b.WriteString("<ol class=\"line\">\n")
	for _, it := range items {
		fmt.Fprintf(b, "<li>%s</li>\n", html.EscapeString(it))
	}
	b.WriteString("</ol>\n")
}

// bookIntro says what the book holds: "12 puzzles, from easy to hard.
// The answers follow the puzzles."
func bookIntro(puzzles []*Puzzle, opt BookOptions) string {
	text := report.Count(len(puzzles), "puzzle")
	rated := 0
	for _, pz := range puzzles {
		if pz.Rating != nil {
			rated++
		}
	}
	if opt.Order == ByRating && rated > 0 {
		text += ", from easy to hard"
	}
	text += "."
	if opt.Answers {
		text += " The answers follow the puzzles, under the same numbers."
	}
	return text
}

// answerText is a puzzle's answer in the reader's words, as the book
// prints it, paragraph by paragraph.
type answerText struct {
	best, outcome, nextBest string
	lineHead                string
	line                    []string
	temptingHead            string
	tempting                []string
	themes                  string
}

// answerOf writes pz's answer for a reader.
func answerOf(pz *Puzzle) answerText {
	var a answerText
	best := pz.Best()
	var moves []string
	for _, c := range best {
		moves = append(moves, c.Text)
	}
	switch len(best) {
	case 0:
		a.best = "Not solved."
		return a
	case 1:
		a.best = "Best move: " + moves[0]
	default:
		a.best = fmt.Sprintf("Best moves, all as good: %s", report.AndList(moves))
	}
	a.outcome = "With best play, " + lowerFirst(pz.Outcome) + "."
	if len(best) == 1 && len(pz.Choices) > 1 {
		next := pz.Choices[1]
		a.nextBest = fmt.Sprintf("The next best move, %s, loses %s.", next.Text, next.Loses)
	}
	if len(pz.Line) > 0 {
		a.lineHead = lineHeading(pz)
	}
	for _, s := range pz.Line {
		a.line = append(a.line, s.String())
	}
	if c := pz.ChoiceOf(pz.Tempting); c != nil && !c.Best {
		a.temptingHead = fmt.Sprintf("The tempting %s loses %s.", c.Text, c.Loses)
		if len(c.Line) > 0 {
			a.temptingHead += " Its refutation:"
		}
		for _, s := range c.Line {
			a.tempting = append(a.tempting, s.String())
		}
	}
	if len(pz.Themes) > 0 {
		a.themes = "Themes: " + strings.Join(pz.Themes, ", ") + "."
	}
	return a
}

// lineHeading introduces the best line: "Best play to the end of the
// act:", saying which draws it follows when there are any.
func lineHeading(pz *Puzzle) string {
	if pz.Chance {
		return "Best play to the end of the act (at a draw, the likeliest tile):"
	}
	return "Best play to the end of the act:"
}

// lowerFirst starts a sentence's clause in lower case, unless it starts
// with a name: outcomes start with a player's name or with "By".
func lowerFirst(s string) string {
	if strings.HasPrefix(s, "By ") {
		return "by " + s[3:]
	}
	return s
}
