package tomlfile

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Encode writes t back as TOML text, keys in their order: a table's plain
// values first, then each sub-table under its own [header]. Tables inside
// arrays are written inline. Grids and other multi-line strings are
// written as literal strings, line for line, when they can be. Comments
// and the file's own layout are not kept; reading the text back gives the
// same values.
func Encode(t *Table) []byte {
	var b strings.Builder
	encodeTable(&b, t, nil)
	return []byte(b.String())
}

func encodeTable(b *strings.Builder, t *Table, path []string) {
	// A sub-table gets a header of its own only after the last plain
	// value, so that the keys keep their order; one before it is written
	// inline.
	last := -1
	for i, k := range t.Keys {
		if t.Fields[k].Kind != KindTable {
			last = i
		}
	}
	for _, k := range t.Keys[:last+1] {
		fmt.Fprintf(b, "%s = %s\n", encodeKey(k), encodeValue(t.Fields[k], false))
	}
	for _, k := range t.Keys[last+1:] {
		v := t.Fields[k]
		sub := append(path[:len(path):len(path)], k)
		if hasPlainValues(v.Table) || len(v.Table.Keys) == 0 {
			if b.Len() > 0 {
				b.WriteString("\n")
			}
			fmt.Fprintf(b, "[%s]\n", encodePath(sub))
		}
		encodeTable(b, v.Table, sub)
	}
}

// hasPlainValues reports whether t holds a value that is not a table, and
// so needs a header of its own.
func hasPlainValues(t *Table) bool {
	for _, k := range t.Keys {
		if t.Fields[k].Kind != KindTable {
			return true
		}
	}
	return false
}

func encodePath(path []string) string {
	keys := make([]string, len(path))
	for i, k := range path {
		keys[i] = encodeKey(k)
	}
	return strings.Join(keys, ".")
}

// bareKeyChars are the characters a key may be written with unquoted.
const bareKeyChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"

func encodeKey(k string) string {
	if k != "" && strings.Trim(k, bareKeyChars) == "" {
		return k
	}
	return Quote(k)
}

// encodeValue writes v; inline, inside an inline table or an array, it
// stays on one line.
func encodeValue(v *Value, inline bool) string {
	switch v.Kind {
	case KindString:
		if !inline && strings.Contains(v.Str, "\n") && literalSafe(v.Str) {
			return "'''\n" + v.Str + "'''"
		}
		return Quote(v.Str)
	case KindInteger:
		return strconv.FormatInt(v.Int, 10)
	case KindFloat:
		return encodeFloat(v.Float)
	case KindBool:
		return strconv.FormatBool(v.Bool)
	case KindDatetime:
		// BurntSushi marks local date-times by the names of their zones.
		switch v.Time.Location().String() {
		case "datetime-local":
			return v.Time.Format("2006-01-02T15:04:05.999999999")
		case "date-local":
			return v.Time.Format("2006-01-02")
		case "time-local":
			return v.Time.Format("15:04:05.999999999")
		}
		return v.Time.Format(time.RFC3339Nano)
	case KindArray:
		parts := make([]string, len(v.Array))
		for i, e := range v.Array {
			parts[i] = encodeValue(e, true)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case KindTable:
		parts := make([]string, len(v.Table.Keys))
		for i, k := range v.Table.Keys {
			parts[i] = encodeKey(k) + " = " + encodeValue(v.Table.Fields[k], true)
		}
		return "{ " + strings.Join(parts, ", ") + " }"
	}
	return `""`
}

// encodeFloat writes f so that it reads back as a float: TOML's inf and
// nan, and a point where Go would write a whole number.
func encodeFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	s := strconv.FormatFloat(f, 'g', -1, 64)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s
}

// literalSafe reports whether s can be written as a multi-line literal
// string: one that ends with a newline (the closing quotes then stand on
// a line of their own) and holds neither three single quotes in a row nor
// a control character other than tab and newline.
func literalSafe(s string) bool {
	if !strings.HasSuffix(s, "\n") || strings.Contains(s, "'''") {
		return false
	}
	for _, r := range s {
		if r < 0x20 && r != '\t' && r != '\n' || r == 0x7f {
			return false
		}
	}
	return true
}

// Quote writes s as a TOML basic string, escaping what TOML requires.
func Quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
