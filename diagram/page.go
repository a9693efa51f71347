package diagram

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"html"
	"strings"
)

// The interactive page: one static HTML file for a collection of
// puzzles, to solve in a browser with no server and no network. The
// reader picks a piece (a tile from the hand, a figure, the draw) and
// then its square, by clicking or with the keyboard (arrow keys and
// Enter on the board, or the move typed), and is told at once whether it
// is the best move, what a wrong one loses and how it is refuted; the
// best line can be revealed, and the page keeps the score across the
// collection. Every answer is worked out by saga when the page is
// written, and embedded in it as JSON; the page's script only looks
// them up. The script and the style are kept beside this file
// (page.js, page.css) and copied into the page.

//go:embed page.js
var pageScript string

//go:embed page.css
var pageStyle string

// PageOptions say how to lay out the page.
type PageOptions struct {
	Title string
	Order Order
}

// pagePuzzle is what the page embeds of a puzzle: the puzzle, its number
// and section, and its diagram, the board's squares named so that the
// script can find the square a reader picks.
type pagePuzzle struct {
	*Puzzle
	Number  int    `json:"number"`
	Section string `json:"section,omitempty"`
	SVG     string `json:"svg"`
}

// Page writes the puzzles, every one solved with its replies (Solve with
// Replies), as one self-contained HTML page.
func Page(puzzles []*Puzzle, opt PageOptions) ([]byte, error) {
	var embedded []pagePuzzle
	for _, sec := range Sections(puzzles, opt.Order) {
		for _, pz := range sec.Puzzles {
			if len(pz.Choices) == 0 {
				return nil, fmt.Errorf("puzzle %d (%s) is not solved: a page embeds every answer", pz.Number, pz.Title)
			}
			name := sec.Name
			if name != "" && sec.Ratings != "" {
				name += ", " + sec.Ratings
			}
			svg := Diagram(pz.Position, DiagramOptions{Style: pz.Style, Untitled: true})
			embedded = append(embedded, pagePuzzle{Puzzle: pz.Puzzle, Number: pz.Number, Section: name, SVG: string(svg)})
		}
	}
	// json.Marshal escapes <, > and &, so that no "</script>" in a
	// diagram or a name can end the script early.
	data, err := json.Marshal(embedded)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>%[1]s</title>
<style>
%[2]s</style>
</head>
<body>
<header>
<h1>%[1]s</h1>
<p id="score" aria-live="polite"></p>
<nav id="list" aria-label="Puzzles"></nav>
</header>
<main>
<p id="section"></p>
<h2 id="heading"></h2>
<p id="meta"></p>
<p id="question"></p>
<div id="board" tabindex="0" role="group" aria-label="Board: the arrow keys move, Enter picks the square"></div>
<div id="pieces" role="group" aria-label="What to play"></div>
<form id="typed" autocomplete="off">
<label for="move">Or type the move:</label>
<input id="move" name="move" size="12" spellcheck="false">
<button type="submit">Play</button>
</form>
<p id="prompt" aria-live="polite"></p>
<div id="feedback" aria-live="polite"></div>
<div id="controls">
<button type="button" id="retry" hidden>Try again</button>
<button type="button" id="reveal">Show the answer</button>
<button type="button" id="prev">Previous</button>
<button type="button" id="next">Next puzzle</button>
</div>
<div id="answer" hidden></div>
</main>
<script id="puzzles" type="application/json">%[3]s</script>
<script>
%[4]s</script>
</body>
</html>
`, html.EscapeString(opt.Title), pageStyle, data, pageScript)
	return []byte(b.String()), nil
}
