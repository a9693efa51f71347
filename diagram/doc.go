// Package diagram draws positions as SVG pictures (the board square by
// square, with what is off the board and, when given, an answer's best
// moves marked) and lays many of them out as a book: one HTML page to
// print, a puzzle to a page, then the answers.
package diagram
