package tomlfile

import (
	"math/rand/v2"
	"slices"
	"sort"
	"testing"
	"unicode/utf8"
)

// naivePos is source.pos as it reads in words: the line, and the
// characters from the line's start (after a byte order mark) to off.
func naivePos(s *source, off int) Pos {
	off = max(0, min(off, len(s.text)))
	line := sort.Search(len(s.lines), func(i int) bool { return s.lines[i] > off }) - 1
	start := s.lines[line]
	if line == 0 {
		start = min(off, bomLen(s.text))
	}
	for off > start && off < len(s.text) && !utf8.RuneStart(s.text[off]) {
		off--
	}
	return Pos{File: s.file, Line: line + 1, Col: utf8.RuneCount(s.text[start:off]) + 1}
}

// Counting columns from marks gives the positions counting from the
// line's start gives, on long lines of any bytes: ASCII, several-byte
// characters, bytes that are no UTF-8, a byte order mark.
func TestSourcePosMarks(t *testing.T) {
	pieces := []string{"a", " ", "é", "€", "𝄞", "\n", "\xff", "\xe2\x82", "\r\n"}
	rng := rand.New(rand.NewPCG(1, 2))
	for round := range 40 {
		var text []byte
		if round%4 == 0 {
			text = append(text, "\uFEFF"...)
		}
		lineEvery := []int{3, 50, 5000, 1 << 30}[round%4]
		for len(text) < 6000 {
			p := pieces[rng.IntN(len(pieces)-2)]
			if rng.IntN(lineEvery) == 0 {
				p = pieces[len(pieces)-2+rng.IntN(2)]
			}
			text = append(text, p...)
		}
		s := newSource("f", text)
		s.indexed.Do(s.index)
		lines := []int{0}
		for i, c := range text {
			if c == '\n' {
				lines = append(lines, i+1)
			}
		}
		if !slices.Equal(s.lines, lines) {
			t.Fatalf("round %d: lines start at %v, want %v", round, s.lines, lines)
		}
		for off := -1; off <= len(text)+1; off++ {
			if got, want := s.pos(off), naivePos(s, off); got != want {
				t.Fatalf("round %d, offset %d: %v, want %v", round, off, got, want)
			}
		}
	}
}
