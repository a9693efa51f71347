package tomlfile

import (
	"cmp"
	"slices"
	"strings"
)

// Error is one problem found in a file, reported where it was written.
type Error struct {
	Pos Pos
	Msg string
}

// Error formats e as "file:line:col: msg".
func (e *Error) Error() string {
	if p := e.Pos.String(); p != "" {
		return p + ": " + e.Msg
	}
	return e.Msg
}

// Errors is every problem found in one go, so that an author can fix them all
// before trying again rather than one per run.
type Errors []*Error

// Error puts each error on its own line.
func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// sorted returns a copy ordered by file, line and column, a file's own
// problems after its lines'; errors at the same place keep the order in
// which they were found.
func (es Errors) sorted() Errors {
	out := slices.Clone(es)
	// A problem of the whole file (a missing key at the top level) comes
	// after those at a line, which are often its cause: a misspelt key
	// reads as a missing one too.
	whole := func(e *Error) int {
		if e.Pos.Line == 0 {
			return 1
		}
		return 0
	}
	slices.SortStableFunc(out, func(a, b *Error) int {
		return cmp.Or(
			cmp.Compare(a.Pos.File, b.Pos.File),
			cmp.Compare(whole(a), whole(b)),
			cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Col, b.Pos.Col))
	})
	return out
}
