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
	return render(lines(a, b), false)
}

// Paired diffs a against b as Lines does, but where a run of removed lines
// is replaced by as many added ones, it pairs them line by line: each
// removed line is followed by the line that replaces it. It suits texts
// whose lines correspond, one record each.
func Paired(a, b string) string {
	return render(lines(a, b), true)
}

// line is one line of a diff: its prefix ("  ", "- " or "+ ") and text.
type line struct{ prefix, text string }

func lines(a, b string) []line {
	if a == b {
		return nil
	}
	dmp := diffmatchpatch.New()
	ca, cb, table := dmp.DiffLinesToChars(a, b)
	var out []line
	for _, d := range dmp.DiffCharsToLines(dmp.DiffMain(ca, cb, false), table) {
		prefix := "  "
		switch d.Type {
		case diffmatchpatch.DiffDelete:
			prefix = "- "
		case diffmatchpatch.DiffInsert:
			prefix = "+ "
		}
		for _, text := range strings.Split(strings.TrimSuffix(d.Text, "\n"), "\n") {
			out = append(out, line{prefix, text})
		}
	}
	return out
}

func render(ls []line, paired bool) string {
	var out strings.Builder
	write := func(l line) { out.WriteString(strings.TrimRight(l.prefix+l.text, " ") + "\n") }
	for i := 0; i < len(ls); {
		removed := run(ls[i:], "- ")
		added := run(ls[i+removed:], "+ ")
		switch {
		case paired && removed > 0 && removed == added:
			for j := range removed {
				write(ls[i+j])
				write(ls[i+removed+j])
			}
		case removed+added > 0:
			for _, l := range ls[i : i+removed+added] {
				write(l)
			}
		default:
			write(ls[i])
			i++
		}
		i += removed + added
	}
	return out.String()
}

// run counts the lines at the start of ls with the given prefix.
func run(ls []line, prefix string) int {
	n := 0
	for n < len(ls) && ls[n].prefix == prefix {
		n++
	}
	return n
}
