package tomlfile

import (
	"strings"
	"testing"
)

// Every way of nesting is read up to MaxNesting levels and refused one
// level deeper, where the level is passed; brackets in strings and
// comments are no levels.
func TestNestingLimit(t *testing.T) {
	inline := func(n int) string { return "a = " + strings.Repeat("{b = ", n) + "1" + strings.Repeat("}", n) + "\n" }
	arrays := func(n int) string { return "a = " + strings.Repeat("[", n) + "1" + strings.Repeat("]", n) + "\n" }
	dotted := func(n int) string { return "a" + strings.Repeat(".a", n) + " = 1\n" }
	header := func(n int) string { return "[a" + strings.Repeat(".a", n-1) + "]\nx = 1\n" }
	tables := func(n int) string { return "[[a" + strings.Repeat(".a", n-1) + "]]\nx = 1\n" }
	mixed := func(n int) string { // 8 in the header, 4 dotted, the rest inline
		return "[h" + strings.Repeat(".h", 7) + "]\nk.k.k.k.k" + strings.Repeat(" = { x", n-12) + " = 1" + strings.Repeat(" }", n-12) + "\n"
	}
	for name, src := range map[string]func(int) string{"inline tables": inline, "arrays": arrays, "dotted keys": dotted, "table headers": header, "array headers": tables, "all of them": mixed} {
		if _, err := Parse("f.toml", []byte(src(MaxNesting))); err != nil {
			t.Errorf("%s %d deep: %v", name, MaxNesting, err)
		}
		_, err := Parse("f.toml", []byte(src(MaxNesting+1)))
		if err == nil || !strings.Contains(err.Error(), "nested more than 16 levels deep") {
			t.Errorf("%s %d deep: %v", name, MaxNesting+1, err)
		}
	}
	deep := strings.Repeat("[", 40)
	for _, src := range []string{
		"s = \"" + deep + "\"\n",
		"s = '" + deep + "'\n",
		"s = \"\"\"\n" + deep + "\n\"\"\"\n",
		"s = '''\n" + deep + "\n'''\n",
		"s = \"\\\"" + deep + "\"\n",
		"# " + deep + "\na = 1\n",
		"\"" + strings.Repeat("a.", 40) + "\" = 1\n",
		"f = [" + strings.Repeat("1.5, ", 40) + "]\n",
	} {
		if _, err := Parse("f.toml", []byte(src)); err != nil {
			t.Errorf("Parse(%q): %v", src, err)
		}
	}
}

// The depths that took BurntSushi tens of seconds are refused at once, at
// the level past the limit.
func TestNestingLimitReproducers(t *testing.T) {
	for src, want := range map[string]string{
		"name = \"x\"\na = " + strings.Repeat("{b = ", 20000) + "\n":                    "f.toml:2:85: nested more than 16 levels deep",
		"a = " + strings.Repeat("[", 20000) + "\n":                                      "f.toml:1:21: nested more than 16 levels deep",
		strings.Repeat("a.", 20000) + "a = 1\n":                                         "f.toml:1:34: nested more than 16 levels deep",
		"[" + strings.Repeat("a.", 20000) + "a]\n":                                      "f.toml:1:33: nested more than 16 levels deep",
		"a = [" + strings.Repeat("{b = [", 10000) + strings.Repeat("]}", 10000) + "]\n": "f.toml:1:",
	} {
		_, err := Parse("f.toml", []byte(src))
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("Parse(%.30q…): %v, want %s…", src, err, want)
		}
	}
}

func TestSizeLimit(t *testing.T) {
	src := []byte("s = '" + strings.Repeat("x", MaxFileSize-7) + "'\n")
	if _, err := Parse("f.toml", src); err != nil {
		t.Errorf("a file of %d bytes: %v", len(src), err)
	}
	src = append(src, '\n')
	if _, err := Parse("f.toml", src); err == nil || err.Error() != "f.toml: the file has 262145 bytes, more than the 256 KiB saga reads of a TOML file" {
		t.Errorf("a file of %d bytes: %v", len(src), err)
	}
}
