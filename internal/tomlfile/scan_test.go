package tomlfile

import (
	"slices"
	"testing"
)

func TestPositions(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		path     []any
		key, val string // "line:col"
	}{
		{"plain", "a = 1", []any{"a"}, "1:1", "1:5"},
		{"after comment and blank lines", "# c = 1\n\n  b = true # x = 2\n", []any{"b"}, "3:3", "3:7"},
		{"dotted key", "x.y.z = 'v'", []any{"x", "y", "z"}, "1:5", "1:9"},
		{"dotted key parent", "x.y.z = 'v'", []any{"x", "y"}, "1:3", "1:3"},
		{"dotted key spaced", "x . y = 1", []any{"x", "y"}, "1:5", "1:9"},
		{"quoted keys", `"a b".'c.d' = true`, []any{"a b", "c.d"}, "1:7", "1:15"},
		{"escaped key", `"\u00e9t\u00e9" = 1`, []any{"été"}, "1:1", "1:19"},
		{"second dotted key in table", "[p]\nscore.min = 1\nscore.max = 2", []any{"p", "score", "max"}, "3:7", "3:13"},
		{"implicit table from dotted keys", "[p]\nscore.min = 1\nscore.max = 2", []any{"p", "score"}, "2:1", "2:1"},
		{"header", "a = 1\n[players]\nmin = 2", []any{"players"}, "2:2", "2:1"},
		{"header key", "a = 1\n[players]\nmin = 2", []any{"players", "min"}, "3:1", "3:7"},
		{"header with spaces and quotes", "[ fig . \"dark elf\" ]\nrank = 2", []any{"fig", "dark elf"}, "1:9", "1:1"},
		{"header implicit parent", "[a.b.c]\nx = 1", []any{"a"}, "1:2", "1:1"},
		{"implicit parent defined later", "[a.b]\nx = 1\n\n[a]\ny = 2", []any{"a"}, "4:2", "4:1"},
		{"array of tables", arrays, []any{"acts"}, "1:3", "1:1"},
		{"array of tables element", arrays, []any{"acts", 1}, "6:1", "6:1"},
		{"array of tables key", arrays, []any{"acts", 1, "name"}, "7:1", "7:8"},
		{"sub-table of latest element", arrays, []any{"acts", 1, "goal", "score"}, "9:1", "9:9"},
		{"sub-table header", arrays, []any{"acts", 1, "goal"}, "8:7", "8:1"},
		{"nested array of tables", arrays, []any{"acts", 1, "steps", 1, "n"}, "13:1", "13:5"},
		{"nested array of tables element", arrays, []any{"acts", 1, "steps", 1}, "12:1", "12:1"},
		{"first element sub-table", arrays, []any{"acts", 0, "goal", "score"}, "4:1", "4:9"},
		{"inline table in multi-line array", tiles, []any{"tiles", 1, "y"}, "3:8", "3:10"},
		{"inline table element", tiles, []any{"tiles", 1}, "3:3", "3:3"},
		{"element after comment with brackets", tiles, []any{"tiles", 2, "x"}, "5:5", "5:9"},
		{"key after array", tiles, []any{"next"}, "7:1", "7:8"},
		{"nested inline tables", "a = { b = { c = 1 }, d = [ {e = 'x'} ] }", []any{"a", "d", 0, "e"}, "1:29", "1:33"},
		{"nested arrays", "m = [[1, 2], [3, [4, 5]]]", []any{"m", 1, 1, 1}, "1:22", "1:22"},
		{"multi-line inline table", "t = {\n  a = 1, # TOML 1.1\n  b = 2,\n}\nz = 0", []any{"t", "b"}, "3:3", "3:7"},
		{"key after multi-line string", tricky, []any{"after"}, "5:1", "5:9"},
		{"key after literal multi-line string", tricky, []any{"lit"}, "6:1", "6:7"},
		{"key after quotes closing a string", tricky, []any{"end"}, "7:1", "7:7"},
		{"CRLF", "a = 1\r\nb = \"x\"\r\n[t]\r\nc = [\r\n 1,\r\n 2]\r\n", []any{"t", "c", 1}, "6:2", "6:2"},
		{"CRLF multi-line string", "s = \"\"\"\r\nx\r\n\"\"\"\r\nk = 1\r\n", []any{"k"}, "4:1", "4:5"},
		{"tabs count as one column", "\ta\t=\t1", []any{"a"}, "1:2", "1:6"},
		{"non-ASCII counts as one column", "\"é\" = \"ü\"", []any{"é"}, "1:1", "1:7"},
		{"date with space", "d = 1979-05-27 07:32:00Z\ne = 1", []any{"e"}, "2:1", "2:5"},
		{"date", "d = 1979-05-27 07:32:00Z\ne = 1", []any{"d"}, "1:1", "1:5"},
		{"byte order mark", "\uFEFFa = 1", []any{"a"}, "1:1", "1:5"},
		{"array of inline tables after text", "x = 'a,b]'\nys = [{n=1},{n=2}]", []any{"ys", 1, "n"}, "2:14", "2:16"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := at(t, mustParse(t, tt.src), tt.path...)
			if got := lc(v.KeyPos); got != tt.key {
				t.Errorf("KeyPos = %s, want %s", got, tt.key)
			}
			if got := lc(v.Pos); got != tt.val {
				t.Errorf("Pos = %s, want %s", got, tt.val)
			}
		})
	}
}

const arrays = `[[acts]]
name = "one"
[acts.goal]
score = 10
# second act
[[acts]]
name = "two"
[acts.goal]
score = 20
[[acts.steps]]
n = 1
[[acts.steps]]
n = 2
`

const tiles = `tiles = [
  { x = 1, y = 2 },
  {x=3,y=4},  # comment, with [brackets] and {braces}
  # x = 5
  { x = 6 }, # trailing comma
]
next = [ ]
`

const tricky = `s = """
x = 1 # not a comment [nope]
'''quoted''' "
"""
after = 1
lit = '''a = [ # "'''
end = """quoted""""
`

func TestKeyOrder(t *testing.T) {
	tbl := mustParse(t, "z = 1\n[m]\nb = 1\n[a]\nx = 1\n[m.c]\n\n[[y]]\n")
	if got, want := tbl.Keys, []string{"z", "m", "a", "y"}; !slices.Equal(got, want) {
		t.Errorf("top-level keys = %q, want %q", got, want)
	}
	if got, want := tbl.Fields["m"].Table.Keys, []string{"b", "c"}; !slices.Equal(got, want) {
		t.Errorf("[m] keys = %q, want %q", got, want)
	}
}

// The scanner only sees text BurntSushi accepted, but a gap between the two
// must not crash a user's run: it has to survive anything.
func TestScanInvalid(t *testing.T) {
	for _, src := range invalidSnippets {
		n := scan([]byte(src))
		if n == nil || n.kind != tableNode {
			t.Errorf("scan(%q) = %+v, want a table", src, n)
		}
	}
}

var invalidSnippets = []string{
	"a = []\n[a.b]", "a = []\n[[a.b]]", "[[a]]\n[a]", "a = 1\n[a.b]", "[", "[[", "[a", "[.]",
	"a", "a =", "a = [", "a = [1,", "a = {", "a = {b", "a = {b =", "a = {,}", "a = [,]",
	`a = "`, `a = "\`, "a = '''", `a = """\`, `a = """x\"""`, `"k`, "'k' = ",
	"a.b = 1\na.b.c = 2", "x = 1979-05-27", "x = 1979-05-27 ", "= 1", ". = 1", "a . = 1",
	"\xff\xfe", "\uFEFF[", "a = {b = [}", "a = [{]", `k = "\u12"`, `"\U0011" = 1`,
}
