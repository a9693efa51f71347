package textdiff

import "testing"

func TestLines(t *testing.T) {
	cases := []struct{ a, b, want string }{
		{"same\n", "same\n", ""},
		{"a\nb\nc\n", "a\nB\nc\n", "  a\n- b\n+ B\n  c\n"},
		{"a\n", "a\nb\n", "  a\n+ b\n"},
		{"x\ny\n", "y\n", "- x\n  y\n"},
		// A last line without a newline is still one line.
		{"a\nb", "a\nc", "  a\n- b\n+ c\n"},
	}
	for _, c := range cases {
		if got := Lines(c.a, c.b); got != c.want {
			t.Errorf("Lines(%q, %q) =\n%s\nwant\n%s", c.a, c.b, got, c.want)
		}
	}
}
