package diagram

import "errors"

// BookPDF lays the puzzles out as a PDF book.
func BookPDF(puzzles []*Puzzle, opt BookOptions) ([]byte, error) {
	return nil, errors.New("PDF books are not written yet")
}
