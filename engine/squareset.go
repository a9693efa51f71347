package engine

import "math/bits"

// squareSet is a set of squares of a board as a bitmap, big enough for
// the largest board. The state keeps its empty squares in one, so that
// listing placements walks set bits instead of every square.
type squareSet [squareWords]uint64

const squareWords = (MaxRows*MaxColumns + 63) / 64

func (set *squareSet) add(sq Square)    { set[sq>>6] |= 1 << (uint(sq) & 63) }
func (set *squareSet) remove(sq Square) { set[sq>>6] &^= 1 << (uint(sq) & 63) }

// appendMoves appends m once for each square of the set, lowest first,
// with the square as m.To. count is the size of the set.
func (set *squareSet) appendMoves(dst []Move, m Move, count int) []Move {
	n := len(dst)
	if cap(dst)-n < count {
		dst = append(make([]Move, 0, 2*cap(dst)+count), dst...)
	}
	out := dst[n : n+count]
	w, word := 0, set[0]
	for i := range out {
		for word == 0 {
			w++
			word = set[w]
		}
		// Copy m as it is and set the square in the copy: writing m.To
		// first would make each copy wait for that write.
		out[i] = m
		out[i].To = Square(w<<6 | bits.TrailingZeros64(word))
		word &= word - 1
	}
	return dst[:n+count]
}

// appendSquares appends the squares of the set, lowest first, to dst; n
// is the size of the board, past which the set holds none.
func (set *squareSet) appendSquares(dst []Square, n int) []Square {
	for w := range min((n+63)/64, squareWords) {
		for word := set[w]; word != 0; word &= word - 1 {
			dst = append(dst, Square(w<<6|bits.TrailingZeros64(word)))
		}
	}
	return dst
}
