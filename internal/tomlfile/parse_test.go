package tomlfile

import (
	"errors"
	"testing"
)

func TestSyntaxError(t *testing.T) {
	tests := []struct{ src, want string }{
		{"a = 1\nb = \n", "rules.toml:2:5: expected value but found '\\n' instead"},
		{"a = 1\na = 2\n", "rules.toml:2:1: key \"a\" is already defined above"},
		{"[a]\nx = 1\n\n[a]\n", "rules.toml:4:2: key \"a\" is already defined above"},
		// Columns count characters, not the two bytes of "é".
		{"x = \"é\" z\n", "rules.toml:1:8: expected a top-level item to end with a newline, comment, or EOF, but got 'z' instead"},
		{"s = \"abc\n", "rules.toml:1:9: strings cannot contain newlines"},
		// A dotted key's table given a value after all: BurntSushi keeps
		// the table and drops the value without a word.
		{"c.a = 1\nc = 2\n", "rules.toml:2:1: key \"c\" is already defined above"},
		// A header cut short by the end of its line is that line's mistake.
		{"name = \"x\"\n[players\nmin = 2\n", "rules.toml:2:9: expected '.' or ']' to end table name, but got '\\n' instead"},
		{"[a.\n", "rules.toml:1:4: expected '.' or ']' to end table name, but got '\\n' instead"},
	}
	for _, tt := range tests {
		tbl, err := Parse("rules.toml", []byte(tt.src))
		if tbl != nil || err == nil {
			t.Errorf("Parse(%q) = %v, %v; want an error", tt.src, tbl, err)
			continue
		}
		var es Errors
		if !errors.As(err, &es) || len(es) != 1 {
			t.Errorf("Parse(%q) error %#v is not Errors with one *Error", tt.src, err)
			continue
		}
		if got := err.Error(); got != tt.want {
			t.Errorf("Parse(%q) error\n got %s\nwant %s", tt.src, got, tt.want)
		}
	}
}

func TestParseEmpty(t *testing.T) {
	for _, src := range []string{"", "# nothing\n", "\uFEFF"} {
		tbl := mustParse(t, src)
		if len(tbl.Keys) != 0 || tbl.Pos != (Pos{File: "f.toml"}) {
			t.Errorf("Parse(%q) = %+v, want an empty table at line 0", src, tbl)
		}
	}
}

func TestPosString(t *testing.T) {
	for p, want := range map[Pos]string{
		{File: "a.toml", Line: 3, Col: 7}: "a.toml:3:7",
		{File: "a.toml"}:                  "a.toml",
		{Line: 2, Col: 1}:                 "2:1",
	} {
		if got := p.String(); got != want {
			t.Errorf("%#v.String() = %q, want %q", p, got, want)
		}
	}
	e := &Error{Pos: Pos{File: "a.toml"}, Msg: "missing key \"name\" at the top level"}
	if got, want := e.Error(), `a.toml: missing key "name" at the top level`; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}
