package diagram

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// The order of a collection: by rating, from easy to hard, in sections,
// when the puzzles are rated, or else as given.

// Order is the order a book or a page puts its puzzles in.
type Order int

const (
	// ByRating puts rated puzzles from the easiest to the hardest, in
	// three sections (easy, medium, hard) when there are enough of them,
	// and any unrated puzzles after them, as given. With no puzzle rated
	// it is the order given.
	ByRating Order = iota
	// Given keeps the order the puzzles come in.
	Given
)

// OrderNames are the orders as the command line names them.
func OrderNames() []string { return []string{"rating", "given"} }

// ParseOrder reads an order's name.
func ParseOrder(name string) (Order, error) {
	for i, n := range OrderNames() {
		if n == name {
			return Order(i), nil
		}
	}
	return 0, fmt.Errorf("unknown order %q (orders: %s)", name, strings.Join(OrderNames(), ", "))
}

// Section is a run of puzzles under one heading ("Easy"); a collection
// not ordered by rating is one section with no name.
type Section struct {
	Name    string // "Easy", "Medium", "Hard", "Not rated"; "" for none
	Ratings string // the range of its ratings: "rated 1150 to 1320"
	Puzzles []Numbered
}

// Numbered is a puzzle and its number in the collection, from 1.
type Numbered struct {
	Number int
	*Puzzle
}

// Sections puts the puzzles in order and numbers them.
func Sections(puzzles []*Puzzle, order Order) []Section {
	var rated, unrated []*Puzzle
	for _, pz := range puzzles {
		if pz.Rating != nil && order == ByRating {
			rated = append(rated, pz)
		} else {
			unrated = append(unrated, pz)
		}
	}
	slices.SortStableFunc(rated, func(a, b *Puzzle) int {
		switch {
		case *a.Rating < *b.Rating:
			return -1
		case *a.Rating > *b.Rating:
			return 1
		}
		return 0
	})
	var sections []Section
	n := 0
	number := func(pzs []*Puzzle) []Numbered {
		var out []Numbered
		for _, pz := range pzs {
			n++
			out = append(out, Numbered{Number: n, Puzzle: pz})
		}
		return out
	}
	if len(rated) >= 3 {
		// Thirds of the collection: easy and hard are relative to the
		// puzzles at hand, whatever the scale.
		names := []string{"Easy", "Medium", "Hard"}
		for i := range 3 {
			part := rated[i*len(rated)/3 : (i+1)*len(rated)/3]
			sections = append(sections, Section{Name: names[i], Ratings: ratingRange(part), Puzzles: number(part)})
		}
	} else if len(rated) > 0 {
		sections = append(sections, Section{Name: "From easier to harder", Ratings: ratingRange(rated), Puzzles: number(rated)})
	}
	if len(unrated) > 0 {
		name := ""
		if len(rated) > 0 {
			name = "Not rated"
		}
		sections = append(sections, Section{Name: name, Puzzles: number(unrated)})
	}
	return sections
}

// RatingText writes a rating as a whole number.
func RatingText(r float64) string { return fmt.Sprint(int(math.Round(r))) }

// ratingRange says what ratings a section spans: "rated 1150 to 1320",
// or "rated 1200" for one.
func ratingRange(pzs []*Puzzle) string {
	lo, hi := RatingText(*pzs[0].Rating), RatingText(*pzs[len(pzs)-1].Rating)
	if lo == hi {
		return "rated " + lo
	}
	return "rated " + lo + " to " + hi
}
