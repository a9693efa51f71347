package position

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/sagatools/saga/internal/tomlfile"
)

// WithAnswer is src, the text of the position file p was read from, with
// its [answer] table replaced by a, or a added at the end when the file
// has none. Everything else stays as written, comments and layout
// included, but for a blank line before the table that follows and a
// newline at the end of the file: a puzzle edited by hand keeps its look
// when its answer is brought up to date. The comments inside the old
// [answer] are kept too (see withComments). The [answer] must be a table of
// its own ([answer] and the lines under it). The result is read back: it
// must hold a, and the rest of the file the same data as before, or
// WithAnswer refuses.
func WithAnswer(src []byte, p *Position, a *Answer) ([]byte, error) {
	sp, err := findAnswer(p.File, src)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	formatAnswer(&b, p, a)
	table := strings.ReplaceAll(strings.TrimPrefix(b.String(), "\n"), "\n", sp.newline)
	var out string
	if !sp.found {
		text := strings.Join(sp.lines, "")
		if text != "" && !strings.HasSuffix(text, "\n") {
			text += sp.newline
		}
		out = text + sp.newline + table
	} else {
		rest := strings.Join(sp.lines[sp.end:], "")
		if rest != "" && strings.TrimSpace(sp.lines[sp.end]) != "" {
			rest = sp.newline + rest // a blank line before the next table
		}
		table = withComments(sp.lines[sp.start:sp.end], table, sp.newline)
		out = strings.Join(sp.lines[:sp.start], "") + table + rest
	}
	if err := sameButAnswer(p, src, []byte(out), a); err != nil {
		return nil, fmt.Errorf("%s: the answer cannot be replaced in place (%v): write it by hand", p.File, err)
	}
	return []byte(out), nil
}

// WithoutAnswer is src, a position file's text, without its [answer]
// table, if it has one: what is left to read when the answer no longer
// fits the position (a best move made illegal by an edit, say). It
// refuses an answer that is not a table of its own.
func WithoutAnswer(file string, src []byte) ([]byte, error) {
	sp, err := findAnswer(file, src)
	if err != nil || !sp.found {
		return src, err
	}
	return []byte(strings.Join(sp.lines[:sp.start], "") + strings.Join(sp.lines[sp.end:], "")), nil
}

// answerSpan is where a file's [answer] table is: lines[start:end], from
// its header to the next header of another table, less the comments and
// blank lines just above that header, which belong to it.
type answerSpan struct {
	lines      []string // the file's lines, each with its line end
	start, end int
	found      bool   // the file has an [answer]
	newline    string // the file's line end: "\n" or "\r\n"
}

// findAnswer finds the [answer] table of src. Lines that start with '['
// inside the answer's own values would be taken for a header, but the
// answer's values are strings and an inline table, and the result is
// read back before it is used.
func findAnswer(file string, src []byte) (answerSpan, error) {
	tree, err := tomlfile.Parse(file, src)
	if err != nil {
		return answerSpan{}, err
	}
	// answerHeader and tableHeader match the header line of the [answer]
	// table (or of one under it), however TOML lets it be spaced or
	// quoted, and that of any table or array of tables. They are compiled
	// here, where they are used, rather than at the start of every run.
	answerHeader := regexp.MustCompile(`^\s*\[\s*("answer"|'answer'|answer)\s*[\].]`)
	tableHeader := regexp.MustCompile(`^\s*\[`)
	text := string(src)
	sp := answerSpan{lines: strings.SplitAfter(text, "\n"), newline: "\n"}
	if strings.Contains(text, "\r\n") {
		sp.newline = "\r\n" // the file's own line ends
	}
	old, ok := tree.Fields["answer"]
	if !ok {
		return sp, nil
	}
	sp.found, sp.start = true, old.Pos.Line-1
	if old.Kind != tomlfile.KindTable || sp.start < 0 || sp.start >= len(sp.lines) || !answerHeader.MatchString(sp.lines[sp.start]) {
		return sp, fmt.Errorf("%s: the answer is not written as a table of its own ([answer] and the lines under it), so it cannot be replaced in place: write it so, or remove it", old.Pos)
	}
	sp.end = len(sp.lines)
	for i := sp.start + 1; i < len(sp.lines); i++ {
		if tableHeader.MatchString(sp.lines[i]) && !answerHeader.MatchString(sp.lines[i]) {
			sp.end = i
			break
		}
	}
	for sp.end > sp.start+1 && isBlankOrComment(sp.lines[sp.end-1]) {
		sp.end--
	}
	return sp, nil
}

// withComments is table, the lines of a new [answer] table, with the
// comments of old, the lines of the table it replaces: the header's own,
// and for each key the comment lines (and blank lines) above it and the
// comment at the end of its line, put back with that key's new line. The
// comments of a key the new table does not write follow its last line.
// Comment lines inside a value written over several lines go with the
// key after them.
func withComments(old []string, table, newline string) string {
	type notes struct {
		above []string
		end   string // the comment at the end of the key's line
		used  bool
	}
	// answerKey matches a line that sets a key of the [answer] table
	// (best =, "values" =), and gives the key.
	answerKey := regexp.MustCompile(`^\s*(?:"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*=`)
	byKey := map[string]*notes{}
	var order []string
	var pending []string
	for _, line := range old[1:] {
		if isBlankOrComment(line) {
			pending = append(pending, line)
			continue
		}
		m := answerKey.FindStringSubmatch(line)
		if m == nil {
			continue // a value's later lines, or a table under [answer]
		}
		key := m[1] + m[2] + m[3]
		byKey[key] = &notes{above: pending, end: lineComment(line)}
		order = append(order, key)
		pending = nil
	}
	lines := strings.SplitAfter(table, newline)
	var b strings.Builder
	for i, line := range lines {
		body, ok := strings.CutSuffix(line, newline)
		if !ok {
			b.WriteString(line) // the empty rest after the last line end
			continue
		}
		var n *notes
		if i == 0 {
			n = &notes{end: lineComment(old[0])}
		} else if m := answerKey.FindStringSubmatch(line); m != nil {
			n = byKey[m[1]+m[2]+m[3]]
		}
		if n == nil {
			b.WriteString(line)
			continue
		}
		n.used = true
		b.WriteString(strings.Join(n.above, ""))
		b.WriteString(body + n.end + newline)
	}
	for _, key := range order {
		if n := byKey[key]; !n.used {
			b.WriteString(strings.Join(n.above, ""))
			if n.end != "" {
				b.WriteString(strings.TrimSpace(n.end) + newline)
			}
		}
	}
	b.WriteString(strings.Join(pending, ""))
	return b.String()
}

// lineComment is the comment at the end of a TOML line, with the spaces
// before it, or "" when it has none: the first # outside a string.
func lineComment(line string) string {
	line = strings.TrimRight(line, "\r\n")
	var quote byte // the quote of the string the scan is in, if any
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote == '"' && c == '\\':
			i++ // an escaped character, perhaps a quote
		case quote != 0 && c == quote:
			quote = 0
		case quote == 0 && (c == '"' || c == '\''):
			quote = c
		case quote == 0 && c == '#':
			return line[len(strings.TrimRight(line[:i], " \t")):]
		}
	}
	return ""
}

// isBlankOrComment reports whether a line holds nothing, or only a
// comment.
func isBlankOrComment(line string) bool {
	t := strings.TrimSpace(line)
	return t == "" || strings.HasPrefix(t, "#")
}

// sameButAnswer reads out back and checks that it holds the answer a,
// and, but for the answer, the same TOML data as src.
func sameButAnswer(p *Position, src, out []byte, a *Answer) error {
	var was, now map[string]any
	if _, err := toml.Decode(string(src), &was); err != nil {
		return err
	}
	if _, err := toml.Decode(string(out), &now); err != nil {
		return err
	}
	delete(was, "answer")
	delete(now, "answer")
	if !reflect.DeepEqual(was, now) {
		return fmt.Errorf("the rest of the file would read differently")
	}
	q, _, err := Parse(p.File, out)
	if err != nil {
		return err
	}
	if q.Answer == nil {
		return fmt.Errorf("no answer read back")
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
