package tomlfile

import (
	"strconv"
	"time"
)

// Kind is the TOML type of a value.
type Kind int

const (
	KindString Kind = iota + 1
	KindInteger
	KindFloat
	KindBool
	KindDatetime
	KindArray
	KindTable
)

// String names the kind with its article, ready for messages such as
// "must be a string, not an integer".
func (k Kind) String() string {
	switch k {
	case KindString:
		return "a string"
	case KindInteger:
		return "an integer"
	case KindFloat:
		return "a float"
	case KindBool:
		return "a boolean"
	case KindDatetime:
		return "a date-time"
	case KindArray:
		return "an array"
	case KindTable:
		return "a table"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Value is one TOML value together with where it was written. Only the field
// matching Kind is set.
type Value struct {
	Kind Kind
	// Pos is where the value starts: its first character, quote, '[' or
	// '{'; for a table or array of tables written as [headers], the '[' of
	// its (first) header; see also Table.Pos.
	Pos Pos
	// KeyPos is where the key is written, in a header for a header table.
	// Array elements have no key of their own, so for them it equals Pos.
	KeyPos Pos

	Str   string
	Int   int64
	Float float64
	Bool  bool
	Time  time.Time // local ones are in zones named "datetime-local", "date-local" or "time-local"
	Array []*Value
	Table *Table

	// Strings remember their source text so PosAt can point inside them.
	src            *source
	raw            span // content between the delimiters, after a trimmed first newline
	located, basic bool // located is false if the scanner lost track; basic strings have escapes
}

// Table is a TOML table with its keys in the order they were written.
type Table struct {
	// Pos is the table header, the '{' of an inline table, the first key
	// that implicitly created it, or line 0 of the file for the top level.
	Pos    Pos
	Keys   []string
	Fields map[string]*Value
}

// PosAt returns the position of byte offset i of the decoded string v.Str in
// the source, so that a problem inside a string (say, one cell of a board
// drawn in a multi-line string) can be pointed at exactly. Escape sequences
// are accounted for; an offset inside the text an escape produces maps to the
// backslash. For values that are not strings, PosAt returns v.Pos.
func (v *Value) PosAt(i int) Pos {
	if v.Kind != KindString || v.src == nil || !v.located {
		return v.Pos
	}
	text := v.src.text
	r, end := v.raw.start, min(v.raw.end, len(text))
	// Walk the raw and the decoded text side by side: they differ only at
	// escapes and at bytes BurntSushi dropped, such as a backslash-newline.
	for j := 0; r < end; {
		if v.basic && text[r] == '\\' {
			n, m := escapeLen(text[r:end])
			if j+m > i {
				break // i is inside what the escape stands for
			}
			r, j = r+n, j+m // also skips a line-ending backslash right at i
			continue
		}
		if j >= i {
			break
		}
		if j < len(v.Str) && text[r] == v.Str[j] {
			j++
		}
		r++
	}
	return v.src.pos(r)
}
