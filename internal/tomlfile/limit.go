package tomlfile

import "fmt"

// Limits on what Parse reads. saga's files are a few kilobytes and nest
// three levels deep at most ([figures.castle] count = { 2 = 4 }); the
// limits are far beyond that, and keep a file written to attack, or
// mangled, from taking more than a fraction of a second: BurntSushi's
// parser takes time quadratic in the depth of nesting (the issue that
// asked for these limits measured 20,000 nested inline tables).
const (
	// MaxFileSize is the most bytes of TOML Parse reads, and what the
	// files of TOML saga reads are limited to.
	MaxFileSize = 256 << 10
	// MaxNesting is the deepest a value may lie: the parts of its
	// [table] header, of its dotted key and of the keys of the inline
	// tables and arrays around it, each such table or array counting
	// one more.
	MaxNesting = 16
)

// checkLimits refuses src when it is larger or nested deeper than the
// limits, before BurntSushi reads it.
func checkLimits(file string, src []byte) *Error {
	if len(src) > MaxFileSize {
		return &Error{Pos: Pos{File: file}, Msg: fmt.Sprintf("the file has %d bytes, more than the %d KiB saga reads of a TOML file", len(src), MaxFileSize>>10)}
	}
	if off, ok := tooDeep(src); ok {
		return &Error{Pos: newSource(file, src).pos(off), Msg: fmt.Sprintf("nested more than %d levels deep (tables, arrays and dotted keys); saga's files need a few", MaxNesting)}
	}
	return nil
}

// tooDeep finds the first place in src nested deeper than MaxNesting.
// It reads src as it comes, valid or not, and overcounts rather than
// undercounts: it skips strings and comments, and counts every "." of a
// line (a decimal point too) as a dotted key's, up to the next "," or
// line end, and every bracket as a level.
func tooDeep(src []byte) (int, bool) {
	var (
		open   []int // per open bracket: the level it opened at
		header int   // the level of the latest [table] header's keys
		dots   int   // dots since the last bracket, comma or line end
	)
	level := func() int {
		n := header + dots
		if len(open) > 0 {
			n = open[len(open)-1] + dots
		}
		return n
	}
	lineStart := true
	for i := bomLen(src); i < len(src); {
		c := src[i]
		switch c {
		case '\n':
			dots, lineStart = 0, true
			i++
			continue
		case ' ', '\t', '\r':
			i++
			continue
		case '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			continue
		case '"', '\'':
			i = skipString(src, i)
		case '.':
			dots++
			i++
		case ',':
			dots = 0
			i++
		case '[', '{':
			if c == '[' && lineStart && len(open) == 0 {
				// A [table] or [[array]] header: its keys start over.
				header, dots = 1, 0
				for i++; i < len(src) && src[i] == '['; i++ {
				}
				for i < len(src) && src[i] != ']' && src[i] != '\n' {
					switch src[i] {
					case '"', '\'':
						i = skipString(src, i)
						continue
					case '.':
						if header++; header > MaxNesting {
							return i, true
						}
					}
					i++
				}
				for i < len(src) && src[i] == ']' {
					i++
				}
				lineStart = false
				continue
			}
			open = append(open, level()+1)
			dots = 0
			i++
		case ']', '}':
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
			dots = 0
			i++
		default:
			i++
		}
		lineStart = false
		if level() > MaxNesting {
			return i - 1, true
		}
	}
	return 0, false
}

// skipString returns the offset just past the string that starts at i,
// in any of TOML's four forms; an unterminated one ends with its line
// (or, multi-line, with the text).
func skipString(src []byte, i int) int {
	q := src[i]
	if i+2 < len(src) && src[i+1] == q && src[i+2] == q {
		for i += 3; i < len(src); i++ {
			switch {
			case q == '"' && src[i] == '\\':
				i++
			case src[i] == q && i+2 < len(src) && src[i+1] == q && src[i+2] == q:
				i += 3
				for i < len(src) && src[i] == q { // up to two quotes end the content
					i++
				}
				return i
			}
		}
		return len(src)
	}
	for i++; i < len(src) && src[i] != '\n'; i++ {
		switch {
		case q == '"' && src[i] == '\\' && i+1 < len(src) && src[i+1] != '\n':
			i++
		case src[i] == q:
			return i + 1
		}
	}
	return i
}
