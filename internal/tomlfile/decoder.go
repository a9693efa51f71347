package tomlfile

import "fmt"

// Decoder collects the problems found while decoding parsed files into Go
// values by hand, so that all of them can be reported at once. The zero
// Decoder is ready to use.
type Decoder struct {
	errs Errors
}

// Errorf records a problem at pos.
func (d *Decoder) Errorf(pos Pos, format string, args ...any) {
	d.errs = append(d.errs, &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// WrongKind records that v is not of the kind wanted, as in
// `key "min" in [players] must be an integer, not a string`, where what is
// `key "min" in [players]` (see Object.Describe) and want is "an integer".
func (d *Decoder) WrongKind(v *Value, what, want string) {
	d.Errorf(v.Pos, "%s must be %s, not %s", what, want, v.Kind)
}

// Count is how many problems have been recorded so far, so that a caller
// can tell whether a part of a file read without any.
func (d *Decoder) Count() int { return len(d.errs) }

// Err returns nil, or Errors sorted by position.
func (d *Decoder) Err() error {
	if len(d.errs) == 0 {
		return nil
	}
	return d.errs.sorted()
}

// Object starts decoding table t. name is how messages refer to it: a TOML
// header such as "[players]", or a phrase such as "the top level". Tables
// inside t are named by their path below a bracketed name, e.g.
// "[players.limits]". Messages put a bracketed name after "in" and any other
// after "at": `unknown key "x" at the top level`. Object returns nil for a
// nil t.
func (d *Decoder) Object(t *Table, name string) *Object {
	if t == nil {
		return nil
	}
	o := &Object{d: d, t: t, name: name, known: map[string]bool{}}
	if len(name) >= 2 && name[0] == '[' && name[len(name)-1] == ']' {
		o.path = name[1 : len(name)-1]
	}
	return o
}
