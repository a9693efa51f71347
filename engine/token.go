package engine

import "strconv"

// SplitTileToken splits a grid token for a tile into its value and glyph:
// "+1T" is 1 and "T", "-3" is -3 and "", "GC" is 0 and "GC" (a special
// tile worth 0 may leave out its value), "5" is 5 and "". It reports false
// when tok is not shaped like a tile token.
func SplitTileToken(tok string) (value int, glyph string, ok bool) {
	i := 0
	if i < len(tok) && (tok[i] == '+' || tok[i] == '-') {
		i++
	}
	digits := i
	for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
		i++
	}
	if i == digits {
		// No digits: only a bare glyph is allowed.
		if digits > 0 || !isLetters(tok) {
			return 0, "", false
		}
		return 0, tok, true
	}
	v, err := strconv.Atoi(tok[:i])
	if err != nil || !isLetters(tok[i:]) && tok[i:] != "" {
		return 0, "", false
	}
	return v, tok[i:], true
}

func isLetters(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range []byte(s) {
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') {
			return false
		}
	}
	return true
}

// TileTokens lists the token of every tile kind, for suggestions.
func (r *Rules) TileTokens() []string {
	out := make([]string, len(r.Tiles))
	for i := range r.Tiles {
		out[i] = r.Tiles[i].Token()
	}
	return out
}
