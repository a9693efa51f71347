package tomlfile

import (
	"strconv"
	"unicode/utf8"
)

// escapeLen returns how many source bytes the escape at the start of s uses
// and how many bytes it decodes to.
func escapeLen(s []byte) (raw, decoded int) {
	if len(s) < 2 {
		return len(s), 0
	}
	hex := 0
	switch s[1] {
	case 'x':
		hex = 2
	case 'u':
		hex = 4
	case 'U':
		hex = 8
	case ' ', '\t', '\r', '\n':
		// A line-ending backslash swallows all whitespace up to the next text.
		n := 1
		for n < len(s) && (s[n] == ' ' || s[n] == '\t' || s[n] == '\r' || s[n] == '\n') {
			n++
		}
		return n, 0
	default:
		return 2, 1
	}
	if len(s) < 2+hex {
		return len(s), 0
	}
	r, err := strconv.ParseUint(string(s[2:2+hex]), 16, 32)
	if err != nil {
		return 2 + hex, 0
	}
	n := utf8.RuneLen(rune(r))
	if n < 0 {
		n = 3 // written as the replacement character
	}
	return 2 + hex, n
}

// unescape decodes the content of a basic string key. Keys are single-line,
// so there are no line-ending backslashes to handle.
func unescape(raw []byte) string {
	var out []byte
	for i := 0; i < len(raw); {
		if raw[i] != '\\' || i+1 >= len(raw) {
			out = append(out, raw[i])
			i++
			continue
		}
		n, _ := escapeLen(raw[i:])
		switch c := raw[i+1]; c {
		case 'b':
			out = append(out, '\b')
		case 't':
			out = append(out, '\t')
		case 'n':
			out = append(out, '\n')
		case 'f':
			out = append(out, '\f')
		case 'r':
			out = append(out, '\r')
		case 'e':
			out = append(out, 0x1b)
		case 'x', 'u', 'U':
			if r, err := strconv.ParseUint(string(raw[i+2:i+n]), 16, 32); err == nil {
				out = utf8.AppendRune(out, rune(r))
			}
		default:
			out = append(out, c)
		}
		i += n
	}
	return string(out)
}
