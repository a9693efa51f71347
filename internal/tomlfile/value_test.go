package tomlfile

import (
	"strings"
	"testing"
)

func TestPosAt(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		token string // first occurrence in the decoded string
		want  string // line:col of the token in src
	}{
		{"basic", `s = "abc xyz"`, "xyz", "1:10"},
		{"literal", `s = 'a\tb xyz'`, "xyz", "1:11"},
		{"escapes", `s = "a\tb\u00e9\"c xyz"`, "xyz", "1:20"},
		{"non-ASCII before", `s = "ééé xyz"`, "xyz", "1:10"},
		{"grid, third line", "grid = \"\"\"\n. . .\n. K .\n. . Q\n\"\"\"", "Q", "4:5"},
		{"literal grid, third line", "grid = '''\n. . .\n. K .\n. . Q\n'''", "Q", "4:5"},
		{"grid on the opening line", "grid = '''. . .\n. K .\n. . Q'''", "K", "2:3"},
		{"CRLF grid", "grid = \"\"\"\r\n. . .\r\n. K .\r\n. . Q\r\n\"\"\"", "Q", "4:5"},
		{"line-ending backslash", "s = \"\"\"\\\n    abc \\\n    def\"\"\"", "def", "3:5"},
		{"escape in multi-line", "s = \"\"\"\n\\t\\\"x\\\" y\n\"\"\"", "y", "2:9"},
		{"tab in grid", "g = '''\n\tX'''", "X", "2:2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := mustParse(t, tt.src).Fields[tt.src[:strings.Index(tt.src, " ")]]
			i := strings.Index(v.Str, tt.token)
			if i < 0 {
				t.Fatalf("%q not in decoded %q", tt.token, v.Str)
			}
			if got := lc(v.PosAt(i)); got != tt.want {
				t.Errorf("PosAt(%d) = %s, want %s", i, got, tt.want)
			}
		})
	}
}

func TestPosAtEnds(t *testing.T) {
	v := mustParse(t, `s = "a\u00e9b"`).Fields["s"]
	for i, want := range []string{"1:6", "1:7", "1:7", "1:13", "1:14", "1:14"} {
		if got := lc(v.PosAt(i)); got != want {
			t.Errorf("PosAt(%d) = %s, want %s", i, got, want)
		}
	}
	n := mustParse(t, "n = 5").Fields["n"]
	if got := n.PosAt(3); got != n.Pos {
		t.Errorf("PosAt on an integer = %v, want its Pos %v", got, n.Pos)
	}
}

func TestValues(t *testing.T) {
	tbl := mustParse(t, `
s = "x"
i = 0x10
f = 1.5e3
b = true
d = 1979-05-27
a = [1, "two"]
t = {}
aot = [{}, {}]
[[h]]
`)
	kinds := map[string]Kind{
		"s": KindString, "i": KindInteger, "f": KindFloat, "b": KindBool,
		"d": KindDatetime, "a": KindArray, "t": KindTable, "aot": KindArray, "h": KindArray,
	}
	for k, want := range kinds {
		if got := tbl.Fields[k].Kind; got != want {
			t.Errorf("%s is %v, want %v", k, got, want)
		}
	}
	if v := tbl.Fields["i"].Int; v != 16 {
		t.Errorf("i = %d, want 16", v)
	}
	if v := tbl.Fields["f"].Float; v != 1500 {
		t.Errorf("f = %g, want 1500", v)
	}
	if y := tbl.Fields["d"].Time.Year(); y != 1979 {
		t.Errorf("d year = %d", y)
	}
	if v := at(t, tbl, "a", 1); v.Kind != KindString || v.Str != "two" {
		t.Errorf("a[1] = %v %q", v.Kind, v.Str)
	}
	if v := at(t, tbl, "h", 0); v.Kind != KindTable || v.Table == nil {
		t.Errorf("h[0] = %v", v.Kind)
	}
	if got := KindDatetime.String(); got != "a date-time" {
		t.Errorf("KindDatetime.String() = %q", got)
	}
}
