package position

import (
	"os"
	"strings"
	"testing"
)

// WithAnswer replaces the [answer] table where it stands, or adds one at
// the end, and leaves every other line as written.
func TestWithAnswer(t *testing.T) {
	file, src, text, i := answeredPuzzle(t)
	answer := text[i:] // the last table of the file
	bare := strings.TrimRight(text[:i], "\n") + "\n"
	wrong := strings.Replace(answer, `best = ["L@A5"]`, `best = ["L@F5"]`, 1)
	wrong = strings.Replace(wrong, "brown = -9, green = 9", "brown = -7, green = 7", 1)
	// The wrong answer first among the tables, its comment kept.
	moved := strings.Replace(bare, "[points]", "# printed under the diagram\n"+wrong+"\n# points before the act\n[points]", 1)

	p, _, err := Parse(file, src)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, in, want string }{
		{"as written", text, text},
		{"none yet", bare, bare + "\n" + answer},
		{"wrong, at the end", strings.Replace(text, answer, wrong, 1), text},
		{"wrong, first", moved, strings.Replace(moved, wrong, answer, 1)},
		{"line ends CRLF", strings.ReplaceAll(strings.Replace(text, answer, wrong, 1), "\n", "\r\n"), strings.ReplaceAll(text, "\n", "\r\n")},
		{"no newline at the end", strings.TrimSuffix(bare, "\n"), bare + "\n" + answer},
		{"a table of an earlier one after it", subAfter(bare, wrong), subAfter(bare, answer)},
		{"spaced header", strings.Replace(text, "[answer]", `[ "answer" ]  # the key`, 1), strings.Replace(text, "[answer]", "[answer]  # the key", 1)},
		{"comments inside", strings.Replace(text, answer, commented(wrong), 1), strings.Replace(text, answer, commented(answer), 1)},
		{"comments inside, CRLF", strings.ReplaceAll(strings.Replace(text, answer, commented(wrong), 1), "\n", "\r\n"), strings.ReplaceAll(strings.Replace(text, answer, commented(answer), 1), "\n", "\r\n")},
		{"a comment inside a list written over lines", strings.Replace(text, answer, strings.Replace(wrong, `best = ["L@F5"]`, "best = [\n  # the one move\n  \"L@F5\",\n]", 1), 1), strings.Replace(text, answer, strings.Replace(answer, "values", "  # the one move\nvalues", 1), 1)},
	} {
		q, _, err := Parse(file, []byte(c.in))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got, err := WithAnswer([]byte(c.in), q, p.Answer)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if string(got) != c.want {
			t.Errorf("%s: got\n%s\nwant\n%s", c.name, got, c.want)
		}
	}

	// An answer without best moves: the comments of the old best stay.
	values := *p.Answer
	values.Best = nil
	in := strings.Replace(text, answer, commented(wrong), 1)
	q, _, err := Parse(file, []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	got, err := WithAnswer([]byte(in), q, &values)
	want := strings.Replace(text, answer, "[answer] # checked by hand\n\n# each player's points from here\nvalues = { brown = -9, green = 9 } # \"#\" is no comment in a string\n# L first: it takes the row\n# the only move\n", 1)
	if err != nil || string(got) != want {
		t.Errorf("no best moves: %v\n%s\nwant\n%s", err, got, want)
	}

	inline := strings.Replace(bare, "ruleset = ", `answer = { best = ["L@F5"] }`+"\nruleset = ", 1)
	q, _, err = Parse(file, []byte(inline))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := WithAnswer([]byte(inline), q, p.Answer); err == nil || !strings.Contains(err.Error(), "not written as a table of its own") {
		t.Errorf("an inline answer: %v", err)
	}
}

// commented is an answer table with comments inside it: on its header,
// above and after its keys, and a blank line between them.
func commented(answer string) string {
	answer = strings.Replace(answer, "[answer]\n", "[answer] # checked by hand\n# L first: it takes the row\n", 1)
	answer = strings.Replace(answer, "]\nvalues", "]   # the only move\n\n# each player's points from here\nvalues", 1)
	return strings.Replace(answer, " }\n", " } # \"#\" is no comment in a string\n", 1)
}

// lineComment finds the comment of a line, not a # inside a string.
func TestLineComment(t *testing.T) {
	for line, want := range map[string]string{
		"best = [\"L@A5\"]\n":                  "",
		"best = [\"L@A5\"]  # why\r\n":         "  # why",
		"values = { \"a#b\" = 1 } # c":         " # c",
		`values = { 'a#b' = 1, "q\"#" = 2 }#c`: "#c",
		"[answer]#x":                           "#x",
		"# all of it":                          "# all of it",
	} {
		if got := lineComment(line); got != want {
			t.Errorf("lineComment(%q) = %q, want %q", line, got, want)
		}
	}
}

// subAfter is bare with the answer, then green's supply as a table of
// [supply]'s own, after it.
func subAfter(bare, answer string) string {
	text := strings.Replace(bare, "green = { B = 0, T = 0, C = 0, L = 3 }\n", "", 1)
	return strings.TrimRight(text, "\n") + "\n\n" + answer + "\n[supply.green]\nB = 0\nT = 0\nC = 0\nL = 3\n"
}

// WithoutAnswer leaves out the [answer] table and nothing else.
func TestWithoutAnswer(t *testing.T) {
	file, _, text, i := answeredPuzzle(t)
	bare := text[:i]
	moved := strings.Replace(bare, "[points]", text[i:]+"\n[points]", 1)
	for _, c := range []struct{ in, want string }{
		{text, bare},
		{moved, strings.Replace(bare, "\n[points]", "\n\n[points]", 1)},
		{bare, bare},
	} {
		got, err := WithoutAnswer(file, []byte(c.in))
		if err != nil || string(got) != c.want {
			t.Errorf("WithoutAnswer: %v\n%s\nwant\n%s", err, got, c.want)
		}
	}
}

// answeredPuzzle is a puzzle (a library one as it was before it gave its
// themes) whose [answer] is its last table:
// its file name, its source, as text, and where [answer] starts.
func answeredPuzzle(t *testing.T) (file string, src []byte, text string, i int) {
	file = "testdata/answered.toml"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text = string(src)
	return file, src, text, strings.Index(text, "[answer]")
}
