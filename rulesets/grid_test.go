package rulesets

import (
	"strings"
	"testing"
)

// A grid may carry the labels saga prints: a header of column letters
// (in either case, when the rows are labelled) and row numbers. A header
// that does not fit is reported at the letter that is wrong.
func TestSplitGridLabels(t *testing.T) {
	plain := ". #\n+3 .\n"
	for _, text := range []string{
		plain,
		"   A  B\n1  .  #\n2  +3 .\n",
		"   a  b\n1  .  #\n2  +3 .\n",
	} {
		rows, err := SplitGrid(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		var got []string
		for _, row := range rows {
			for _, tok := range row {
				got = append(got, tok.Text)
			}
		}
		if strings.Join(got, " ") != ". # +3 ." {
			t.Errorf("%q reads as %q", text, got)
		}
	}
	for text, want := range map[string]string{
		"   A  C\n1  .  #\n2  +3 .\n":    `the column letters must run A, B, C, ... in order: found "C" where "B" belongs`,
		"   A\n1  .  #\n2  +3 .\n":       "the header names 1 column, but row 1 has 2 squares",
		"   A  B\n1  .  #\n3  +3 .\n":    `row 2 must start with its label 2`,
		"   A  B  C\n1  .  #\n2  +3 .\n": "the header names 3 columns, but row 1 has 2 squares",
	} {
		if _, err := SplitGrid(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", text, err, want)
		}
	}
	// Without row labels a line of letters is a row of squares (tiles
	// whose glyphs are letters), however it runs: a Dragon over a +1
	// written "1" is no header.
	for _, text := range []string{"a c\nb d\n", "D .\n1 .\n", "D W\n1 .\n. .\n", "D .\n1 .\n2 .\n. .\n"} {
		if rows, err := SplitGrid(text); err != nil || len(rows) != strings.Count(text, "\n") {
			t.Errorf("%q: unlabelled rows read as %v, %v", text, rows, err)
		}
	}
}
