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

// Paired interleaves a run of replaced lines with their replacements, and
// otherwise diffs as Lines does.
func TestPaired(t *testing.T) {
	cases := []struct{ a, b, want string }{
		{"same\n", "same\n", ""},
		{"a\nb\nc\nd\n", "a\nB\nC\nd\n", "  a\n- b\n+ B\n- c\n+ C\n  d\n"},
		// Unequal runs stay as Lines shows them.
		{"a\nb\nc\n", "a\nB\n", "  a\n- b\n- c\n+ B\n"},
		{"a\nb\nc\nd\n", "a\nB\nC\n", "  a\n- b\n- c\n- d\n+ B\n+ C\n"},
		{"x\ny\n", "y\n", "- x\n  y\n"},
	}
	for _, c := range cases {
		if got := Paired(c.a, c.b); got != c.want {
			t.Errorf("Paired(%q, %q) =\n%s\nwant\n%s", c.a, c.b, got, c.want)
		}
	}
	if got, want := Lines("a\nb\nc\nd\n", "a\nB\nC\nd\n"), "  a\n- b\n- c\n+ B\n+ C\n  d\n"; got != want {
		t.Errorf("Lines pairs lines:\n%s", got)
	}
}
