package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Square is an index into a board, row-major: row*Width + column.
type Square int16

// NoSquare marks the absence of a square.
const NoSquare Square = -1

// MaxColumns is the widest board the square names can express (A..Z).
const MaxColumns = 26

// MaxRows bounds board height so that boards stay small enough for the
// fixed-size scratch space of the scorer.
const MaxRows = 26

// ColumnName returns the letter of column c (0 = "A").
func ColumnName(c int) string { return string(rune('A' + c)) }

// SquareName names the square at row r, column c as the rulebooks do:
// column letter then row number counted from the top, e.g. "B3".
func SquareName(r, c int) string { return ColumnName(c) + strconv.Itoa(r+1) }

// ParseSquareName reads a name like "B3" (letters case-insensitive) and
// returns its zero-based row and column. It does not check a board's size.
func ParseSquareName(name string) (r, c int, err error) {
	s := strings.TrimSpace(name)
	if len(s) < 2 {
		return 0, 0, fmt.Errorf("%q is not a square name (expected a column letter and a row number, like \"B3\")", name)
	}
	letter := s[0]
	if letter >= 'a' && letter <= 'z' {
		letter -= 'a' - 'A'
	}
	if letter < 'A' || letter > 'Z' {
		return 0, 0, fmt.Errorf("%q is not a square name (expected a column letter and a row number, like \"B3\")", name)
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 {
		return 0, 0, fmt.Errorf("%q is not a square name (expected a column letter and a row number, like \"B3\")", name)
	}
	return n - 1, int(letter - 'A'), nil
}
