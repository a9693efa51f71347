package tomlfile

import (
	"sort"
	"strconv"
	"sync"
	"unicode/utf8"
)

// Pos is a place in a source file. Line and Col are 1-based; Col counts
// Unicode characters, so a tab or an "é" is one column, as editors show them.
// The zero Line means "somewhere in File", used for whole-file problems.
type Pos struct {
	File      string
	Line, Col int
}

// String formats p as "file:line:col", or just "file" when the line is unknown.
func (p Pos) String() string {
	s := p.File
	if p.Line > 0 {
		if s != "" {
			s += ":"
		}
		s += strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col)
	}
	return s
}

// source keeps a file's text so byte offsets found while scanning can be
// turned into positions lazily, e.g. by Value.PosAt long after parsing.
// Its lines are indexed at the first position asked: a tree read from a
// snapshot may never need one.
type source struct {
	file    string
	text    []byte
	indexed sync.Once
	lines   []int // byte offset at which each line starts
	// marks are where a character starts, about every markEvery bytes,
	// with its column: counting columns from the nearest mark rather than
	// from the start of the line keeps a file written on one long line
	// from taking time quadratic in its length.
	marks []mark
}

// mark is a character's byte offset and its 0-based column.
type mark struct{ off, col int }

const markEvery = 512

func newSource(file string, text []byte) *source {
	return &source{file: file, text: text}
}

// index finds where the lines start, and marks.
func (s *source) index() {
	text := s.text
	s.lines = []int{0}
	// Step through the characters as utf8.RuneCount does from each line's
	// start (after the byte order mark on the first line), so that a
	// count from a mark adds up to the count from the start. A newline
	// never lies inside a character, so the line starts are found on the
	// way.
	col, next := 0, markEvery
	for i := bomLen(text); i < len(text); {
		if i >= next {
			s.marks = append(s.marks, mark{i, col})
			next = i + markEvery
		}
		switch c := text[i]; {
		case c == '\n':
			s.lines = append(s.lines, i+1)
			i, col = i+1, 0
		case c < utf8.RuneSelf:
			i, col = i+1, col+1
		default:
			_, n := utf8.DecodeRune(text[i:])
			i, col = i+n, col+1
		}
	}
}

// pos converts a byte offset into a position. Offsets outside the text are
// clamped so that a confused caller still gets a usable position.
func (s *source) pos(off int) Pos {
	s.indexed.Do(s.index)
	off = max(0, min(off, len(s.text)))
	line := sort.Search(len(s.lines), func(i int) bool { return s.lines[i] > off }) - 1
	start := s.lines[line]
	if line == 0 {
		start = min(off, bomLen(s.text)) // editors do not show the byte order mark
	}
	// Inside a multi-byte character, report the character itself.
	for off > start && off < len(s.text) && !utf8.RuneStart(s.text[off]) {
		off--
	}
	col := 0
	// The last mark at or before off, if it is on this line.
	if m := sort.Search(len(s.marks), func(i int) bool { return s.marks[i].off > off }) - 1; m >= 0 && s.marks[m].off >= start {
		start, col = s.marks[m].off, s.marks[m].col
	}
	return Pos{File: s.file, Line: line + 1, Col: col + utf8.RuneCount(s.text[start:off]) + 1}
}

// bomLen is the length of the byte order mark that text starts with, if any.
// Like BurntSushi, accept UTF-16 ones too, which some tools write in front of
// UTF-8 text.
func bomLen(text []byte) int {
	for _, bom := range []string{"\uFEFF", "\xff\xfe", "\xfe\xff"} {
		if len(text) >= len(bom) && string(text[:len(bom)]) == bom {
			return len(bom)
		}
	}
	return 0
}
