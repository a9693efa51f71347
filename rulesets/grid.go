package rulesets

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sagatools/saga/engine"
)

// GridToken is one whitespace-separated token of a grid and its byte
// offset in the grid text.
type GridToken struct {
	Text   string
	Offset int
}

// GridError is a mistake in a grid at a byte offset of its text.
type GridError struct {
	Offset int
	Msg    string
}

func (e *GridError) Error() string { return e.Msg }

// SplitGrid splits grid text into rows of tokens, one token per square.
// Blank lines are skipped. A grid may carry labels, as the tool prints
// them: a first line of column letters ("A B C ...") and each row starting
// with its row number; labels are checked and dropped.
func SplitGrid(text string) ([][]GridToken, error) {
	var rows [][]GridToken
	offset := 0
	for _, line := range strings.SplitAfter(text, "\n") {
		var row []GridToken
		i := 0
		for i < len(line) {
			for i < len(line) && isSpace(line[i]) {
				i++
			}
			start := i
			for i < len(line) && !isSpace(line[i]) {
				i++
			}
			if i > start {
				row = append(row, GridToken{Text: line[start:i], Offset: offset + start})
			}
		}
		if len(row) > 0 {
			rows = append(rows, row)
		}
		offset += len(line)
	}
	// Under a header, rows are labelled from 1. When every row is, the
	// header may be in lower case too, and a line of single letters out
	// of order is a header that lost or misspelt a column.
	labelled := len(rows) > 1
	for r, row := range rows[min(1, len(rows)):] {
		labelled = labelled && row[0].Text == strconv.Itoa(r+1)
	}
	if labelled && !isColumnHeader(rows[0], true) {
		if err := checkHeader(rows[0]); err != nil {
			return nil, err
		}
	}
	if len(rows) == 0 || !isColumnHeader(rows[0], labelled) {
		return rows, nil
	}
	header := rows[0]
	rows = rows[1:]
	for r, row := range rows {
		if row[0].Text != strconv.Itoa(r+1) {
			return nil, &GridError{Offset: row[0].Offset, Msg: fmt.Sprintf("row %d must start with its label %d, because the grid has a header of column letters; found %q", r+1, r+1, row[0].Text)}
		}
		if len(row) == 1 {
			return nil, &GridError{Offset: row[0].Offset, Msg: fmt.Sprintf("row %d has a label but no squares", r+1)}
		}
		rows[r] = row[1:]
	}
	if len(rows) > 0 && len(header) != len(rows[0]) {
		last := header[len(header)-1]
		return nil, &GridError{Offset: last.Offset, Msg: fmt.Sprintf("the header names %s, but row 1 has %s", count(len(header), "column"), count(len(rows[0]), "square"))}
	}
	return rows, nil
}

// count writes "1 column", "2 columns".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// isColumnHeader reports whether row is "A B C ..." in order, or also
// "a b c ..." if anyCase.
func isColumnHeader(row []GridToken, anyCase bool) bool {
	if len(row) > engine.MaxColumns {
		return false
	}
	for i, tok := range row {
		if tok.Text != engine.ColumnName(i) && !(anyCase && strings.EqualFold(tok.Text, engine.ColumnName(i))) {
			return false
		}
	}
	return true
}

// checkHeader reports the first misplaced letter of a row of single
// letters, of either case, that stands where a column header would. Any
// other row is a row of squares after all (tiles may be written by a
// one-letter glyph).
func checkHeader(row []GridToken) error {
	for _, tok := range row {
		if len(tok.Text) != 1 || !('A' <= tok.Text[0] && tok.Text[0] <= 'Z' || 'a' <= tok.Text[0] && tok.Text[0] <= 'z') {
			return nil
		}
	}
	for i, tok := range row {
		if i < engine.MaxColumns && !strings.EqualFold(tok.Text, engine.ColumnName(i)) {
			return &GridError{Offset: tok.Offset, Msg: fmt.Sprintf("the column letters must run A, B, C, ... in order: found %q where %q belongs", tok.Text, engine.ColumnName(i))}
		}
	}
	return nil
}

// CheckWidths reports the first row whose width differs from the first
// row's.
func CheckWidths(rows [][]GridToken) error {
	for r, row := range rows {
		if len(row) != len(rows[0]) {
			at := row[len(row)-1]
			if len(row) > len(rows[0]) {
				at = row[len(rows[0])]
			}
			return &GridError{Offset: at.Offset, Msg: fmt.Sprintf("row %d has %d squares, but row 1 has %d", r+1, len(row), len(rows[0]))}
		}
	}
	return nil
}
