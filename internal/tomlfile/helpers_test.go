package tomlfile

import (
	"fmt"
	"testing"
)

// at follows path (string keys and int array indices) from t.
func at(tb testing.TB, t *Table, path ...any) *Value {
	tb.Helper()
	var v *Value
	for i, p := range path {
		switch p := p.(type) {
		case string:
			if t == nil {
				tb.Fatalf("%v: not a table before %q", path[:i], p)
			}
			v = t.Fields[p]
		case int:
			if v == nil || p >= len(v.Array) {
				tb.Fatalf("%v: no element %d", path[:i], p)
			}
			v = v.Array[p]
		}
		if v == nil {
			tb.Fatalf("%v: not found", path[:i+1])
		}
		t = v.Table
	}
	return v
}

func mustParse(tb testing.TB, src string) *Table {
	tb.Helper()
	t, err := Parse("f.toml", []byte(src))
	if err != nil {
		tb.Fatalf("Parse(%q): %v", src, err)
	}
	return t
}

// lc formats a position as "line:col" for compact expectations.
func lc(p Pos) string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }
