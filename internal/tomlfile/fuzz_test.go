package tomlfile

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

var fuzzSeeds = []string{
	arrays, tiles, tricky, ruleset,
	"a = 1", "x.y.z = 'v'", `"a b".'c.d' = true`, "[ fig . \"dark elf\" ]\nrank = 2",
	"[a.b]\nx = 1\n\n[a]\ny = 2", "a = { b = { c = 1 }, d = [ {e = 'x'} ] }",
	"m = [[1, 2], [3, [4, 5]]]", "t = {\n  a = 1, # c\n  b = 2,\n}\n",
	"grid = \"\"\"\r\n. . .\r\n. K .\r\n\"\"\"", "s = \"\"\"\\\n    abc \\\n    def\"\"\"",
	`s = "a\tb\u00e9\"c xyz"`, "d = 1979-05-27 07:32:00Z\ne = 1", "\uFEFFa = 1",
	"\ta\t=\t1", "s = '''\n'''''", "a = 1\nb = \n", "f = [inf, -nan, +1_0.5e-3, 0o17, 0b1]",
}

func FuzzParse(f *testing.F) {
	for _, s := range slices.Concat(fuzzSeeds, invalidSnippets) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		scan([]byte(src)) // must not panic on text BurntSushi rejects either
		tbl, err := Parse("fuzz.toml", []byte(src))
		if err != nil {
			return
		}
		checkTable(t, src, tbl)
		if d := depth(tbl); d > MaxNesting+1 {
			t.Errorf("a value %d levels deep was read, more than MaxNesting+1", d)
		}
		_ = Merge(tbl, tbl)
		checkEncode(t, tbl)
		checkSnapshot(t, "fuzz.toml", src, tbl)

		// Every value should have been found by the scanner, not merely
		// given its parent's position.
		var m map[string]any
		if _, err := toml.Decode(src, &m); err != nil {
			t.Fatal(err)
		}
		b := builder{src: newSource("fuzz.toml", []byte(src))}
		b.table(m, scan([]byte(src)), Pos{})
		if b.lost > 0 {
			t.Errorf("scanner missed %d values", b.lost)
		}
	})
}

// checkTable fails if a value lacks a position, a position points at a
// character that cannot start what is there, or PosAt panics.
func checkTable(t *testing.T, src string, tbl *Table) {
	t.Helper()
	if len(tbl.Keys) != len(tbl.Fields) {
		t.Fatalf("%d keys but %d fields", len(tbl.Keys), len(tbl.Fields))
	}
	for _, k := range tbl.Keys {
		v := tbl.Fields[k]
		if c := charAt(src, v.KeyPos); !strings.ContainsRune(`"'[`, c) && !isBareKeyChar(byte(c)) {
			t.Errorf("key %q at %v starts with %q", k, v.KeyPos, c)
		}
		checkValue(t, src, v)
	}
}

func checkValue(t *testing.T, src string, v *Value) {
	t.Helper()
	if v == nil {
		t.Fatal("nil value")
	}
	if v.Pos.Line < 1 || v.Pos.Col < 1 || v.KeyPos.Line < 1 || v.KeyPos.Col < 1 {
		t.Fatalf("value %+v lacks a position", v)
	}
	starts := map[Kind]string{
		KindString:   `"'`,
		KindInteger:  "+-0123456789",
		KindFloat:    "+-0123456789in",
		KindBool:     "tf",
		KindDatetime: "0123456789",
		KindArray:    "[",
	}
	if want, ok := starts[v.Kind]; ok && !strings.ContainsRune(want, charAt(src, v.Pos)) {
		t.Errorf("%v at %v starts with %q", v.Kind, v.Pos, charAt(src, v.Pos))
	}
	// PosAt walks the string, so probe long ones sparsely to keep this linear.
	step := max(1, len(v.Str)/64)
	for i := 0; i <= len(v.Str)+1; i += step {
		p := v.PosAt(i)
		if p.Line < 1 || p.Col < 1 {
			t.Fatalf("PosAt(%d) = %v", i, p)
		}
		// PosAt points at the character itself, or at the escape for it.
		if i < len(v.Str) && utf8.RuneStart(v.Str[i]) {
			want, _ := utf8.DecodeRuneInString(v.Str[i:])
			if got := charAt(src, p); got != want && got != '\\' && !strings.ContainsRune("\r\n", want) {
				t.Errorf("PosAt(%d) of %q = %v, at %q, want %q", i, v.Str, p, got, want)
			}
		}
	}
	for _, e := range v.Array {
		checkValue(t, src, e)
	}
	if v.Table != nil {
		checkTable(t, src, v.Table)
	}
}

// charAt returns the character at p in src, or -1.
func charAt(src string, p Pos) rune {
	lines := strings.Split(src[bomLen([]byte(src)):], "\n")
	if p.Line < 1 || p.Line > len(lines) {
		return -1
	}
	line := []rune(lines[p.Line-1])
	if p.Col < 1 || p.Col > len(line) {
		return -1
	}
	return line[p.Col-1]
}

// depth is how many tables and arrays deep the deepest value of t lies,
// t's own keys at 1.
func depth(t *Table) int {
	d := 0
	for _, v := range t.Fields {
		d = max(d, valueDepth(v))
	}
	return d + 1
}

func valueDepth(v *Value) int {
	d := 0
	for _, e := range v.Array {
		d = max(d, valueDepth(e)+1)
	}
	if v.Table != nil {
		d = max(d, depth(v.Table))
	}
	return d
}
