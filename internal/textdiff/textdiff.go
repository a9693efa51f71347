// Package textdiff shows how two texts differ, line by line, the way
// people read diffs: unchanged lines with two spaces, removed lines with
// "- ", added lines with "+ ". It wraps go-diff's line mode.
package textdiff

import (
	"strings"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// Lines diffs a against b. Both texts are compared line by line; the result
// is empty when they are equal.
func Lines(a, b string) string {
	if a == b {
		return ""
	}
	dmp := diffmatchpatch.New()
	ca, cb, lines := dmp.DiffLinesToChars(a, b)
	diffs := dmp.DiffCharsToLines(dmp.DiffMain(ca, cb, false), lines)
	var out strings.Builder
	for _, d := range diffs {
		prefix := "  "
		switch d.Type {
		case diffmatchpatch.DiffDelete:
			prefix = "- "
		case diffmatchpatch.DiffInsert:
			prefix = "+ "
		}
		text := strings.TrimSuffix(d.Text, "\n")
		for _, line := range strings.Split(text, "\n") {
			out.WriteString(strings.TrimRight(prefix+line, " ") + "\n")
		}
	}
	return out.String()
}
