package tomlfile

import (
	"fmt"
	"strconv"
	"strings"
)

// Suggest returns the candidate most like word, for "did you mean" hints, or
// "" if none is close enough to be a plausible typo. Case is ignored. A
// candidate is close if it is at most max(1, len(word)/3) edits away (a swap
// of two neighbouring letters counts as one edit, as in "rnak" for "rank") and
// those edits do not replace the whole word, or if one of the two is a
// prefix of the other and the shorter has at least 3 characters ("min" for
// "minimum"). Among close candidates the nearest wins, then the earliest.
func Suggest(word string, candidates []string) string {
	w := []rune(strings.ToLower(word))
	if len(w) == 0 {
		return ""
	}
	best, bestDist := "", -1
	for _, c := range candidates {
		cr := []rune(strings.ToLower(c))
		d := editDistance(w, cr)
		typo := d <= max(1, len(w)/3) && d < len(w)
		prefix := min(len(w), len(cr)) >= 3 && (hasPrefix(w, cr) || hasPrefix(cr, w))
		if (typo || prefix) && (bestDist < 0 || d < bestDist) {
			best, bestDist = c, d
		}
	}
	return best
}

func hasPrefix(s, prefix []rune) bool {
	return len(prefix) <= len(s) && string(s[:len(prefix)]) == string(prefix)
}

// editDistance is the optimal string alignment distance: insertions,
// deletions, substitutions and swaps of adjacent characters each cost one.
func editDistance(a, b []rune) int {
	// Three rolling rows: the swap rule looks two rows back.
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// Unknown writes the message for a name that refers to nothing:
// `unknown tile "+7"; did you mean "+6"?`, or, when nothing is close, the
// known names listed.
func Unknown(what, name string, known []string) string {
	if s := Suggest(name, known); s != "" {
		return fmt.Sprintf("unknown %s %q; did you mean %q?", what, name, s)
	}
	if len(known) == 0 {
		return fmt.Sprintf("unknown %s %q: none is declared", what, name)
	}
	return fmt.Sprintf("unknown %s %q (known: %s)", what, name, QuoteList(known))
}

// QuoteList writes names as "a", "b", "c".
func QuoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	return strings.Join(q, ", ")
}
