package puzzles

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/sagatools/saga/internal/tomlfile"
)

// WithAnswer is src, the text of the position file p was read from, with
// its [answer] table replaced by a, or a added at the end when the file
// has none. Everything else stays as written, comments and layout
// included: a puzzle edited by hand keeps its look when its answer is
// brought up to date. The [answer] must be a table of its own ([answer]
// and the lines under it); the result is read back, and it must hold a
// and nothing else changed, or WithAnswer refuses.
func WithAnswer(src []byte, p *Position, a *Answer) ([]byte, error) {
	tree, err := tomlfile.Parse(p.File, src)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	formatAnswer(&b, p, a)
	table := strings.TrimPrefix(b.String(), "\n")
	text := string(src)
	newline := "\n"
	if strings.Contains(text, "\r\n") {
		newline = "\r\n" // the file's own line ends
		table = strings.ReplaceAll(table, "\n", newline)
	}
	var out string
	if old, ok := tree.Fields["answer"]; !ok {
		if text != "" && !strings.HasSuffix(text, "\n") {
			text += newline
		}
		out = text + newline + table
	} else {
		lines := strings.SplitAfter(text, "\n")
		start := old.Pos.Line - 1
		if old.Kind != tomlfile.KindTable || start < 0 || !answerHeader.MatchString(lines[start]) {
			return nil, fmt.Errorf("%s: the answer is not written as a table of its own ([answer] and the lines under it), so it cannot be replaced in place: write it so, or remove it", old.Pos)
		}
		// The table runs to the next table header, less the comments and
		// blank lines just above that header, which belong to it.
		end := len(lines)
		for _, key := range tree.Keys {
			if v := tree.Fields[key]; v.Pos.Line > old.Pos.Line && v.Pos.Line-1 < end {
				end = v.Pos.Line - 1
			}
		}
		for end > start+1 && isBlankOrComment(lines[end-1]) {
			end--
		}
		rest := strings.Join(lines[end:], "")
		if rest != "" && strings.TrimSpace(lines[end]) != "" {
			rest = newline + rest // a blank line before the next table
		}
		out = strings.Join(lines[:start], "") + table + rest
	}
	if err := sameButAnswer(p, []byte(out), a); err != nil {
		return nil, fmt.Errorf("%s: the answer cannot be replaced in place (%v): write it by hand", p.File, err)
	}
	return []byte(out), nil
}

// answerHeader matches the header line of an [answer] table, however
// TOML lets it be spaced or quoted.
var answerHeader = regexp.MustCompile(`^\s*\[\s*("answer"|'answer'|answer)\s*\]`)

// isBlankOrComment reports whether a line holds nothing, or only a
// comment.
func isBlankOrComment(line string) bool {
	t := strings.TrimSpace(line)
	return t == "" || strings.HasPrefix(t, "#")
}

// sameButAnswer reads out back and checks that it is p with the answer
// a: the same position and question, as Format writes them, and a's best
// moves and values.
func sameButAnswer(p *Position, out []byte, a *Answer) error {
	q, _, err := Parse(p.File, out)
	if err != nil {
		return err
	}
	if q.Answer == nil {
		return fmt.Errorf("no answer read back")
	}
	got, want := *q, *p
	got.Answer, want.Answer = nil, nil
	if string(Format(&got)) != string(Format(&want)) {
		return fmt.Errorf("the rest of the file reads differently")
	}
	texts := func(a *Answer) []string {
		var out []string
		for _, m := range a.Best {
			out = append(out, m.Text)
		}
		for _, v := range a.Values {
			out = append(out, fmt.Sprintf("%d=%s", v.Player, v))
		}
		return out
	}
	if !slices.Equal(texts(q.Answer), texts(a)) {
		return fmt.Errorf("the answer reads back as %v, not %v", texts(q.Answer), texts(a))
	}
	return nil
}
