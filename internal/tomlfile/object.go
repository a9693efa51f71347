package tomlfile

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Object is a table being decoded. Accessors read keys and report values of
// the wrong kind; Close then reports every key no accessor asked about, which
// is how typos in a file get caught. All methods accept a nil *Object and do
// nothing, so that decoding can carry on past a missing or broken table.
type Object struct {
	d     *Decoder
	t     *Table
	name  string          // "[players]", "the top level"
	path  string          // TOML path that sub-tables are named after
	known map[string]bool // keys accessors asked about
	asked []string        // the same, in order: candidates for suggestions
	done  bool
}

// Name is how messages refer to the table, e.g. "[acts.1]".
func (o *Object) Name() string {
	if o == nil {
		return ""
	}
	return o.name
}

// Pos is where the table starts; see Table.Pos.
func (o *Object) Pos() Pos {
	if o == nil {
		return Pos{}
	}
	return o.t.Pos
}

// Describe names key for messages: `key "min" in [players]`.
func (o *Object) Describe(key string) string {
	return fmt.Sprintf("key %q %s", key, o.where())
}

func (o *Object) where() string {
	if strings.HasPrefix(o.Name(), "[") {
		return "in " + o.Name()
	}
	return "at " + o.Name()
}

func (o *Object) mark(key string) {
	if !o.known[key] {
		o.known[key] = true
		o.asked = append(o.asked, key)
	}
}

// Has reports whether key is present. It counts as asking about key.
func (o *Object) Has(key string) bool {
	return o.Value(key) != nil
}

// Value returns key's value, or nil if it is absent.
func (o *Object) Value(key string) *Value {
	if o == nil {
		return nil
	}
	o.mark(key)
	return o.t.Fields[key]
}

// get returns key's value if it is present and of kind k, and reports it if
// it is of another kind.
func (o *Object) get(key string, k Kind, want string) *Value {
	v := o.Value(key)
	if v == nil {
		return nil
	}
	if v.Kind != k {
		o.d.WrongKind(v, o.Describe(key), want)
		return nil
	}
	return v
}

// String sets *dst to key's value and reports whether it did: false if key
// is absent or not a string, the latter being reported.
func (o *Object) String(key string, dst *string) bool {
	v := o.get(key, KindString, KindString.String())
	if v != nil {
		*dst = v.Str
	}
	return v != nil
}

// Int is String for integers; values that do not fit an int are reported.
func (o *Object) Int(key string, dst *int) bool {
	v := o.get(key, KindInteger, KindInteger.String())
	if v == nil {
		return false
	}
	if int64(int(v.Int)) != v.Int {
		o.d.Errorf(v.Pos, "%s is out of range: %d", o.Describe(key), v.Int)
		return false
	}
	*dst = int(v.Int)
	return true
}

// Bool is String for booleans.
func (o *Object) Bool(key string, dst *bool) bool {
	v := o.get(key, KindBool, KindBool.String())
	if v != nil {
		*dst = v.Bool
	}
	return v != nil
}

// Strings is String for arrays of strings. Elements that are not strings are
// each reported, e.g. `tiles[3] in [board] must be a string, not an
// integer`, counting from 1, and leave *dst unchanged.
func (o *Object) Strings(key string, dst *[]string) bool {
	v := o.get(key, KindArray, "an array of strings")
	if v == nil {
		return false
	}
	out := make([]string, 0, len(v.Array))
	for i, e := range v.Array {
		if e.Kind != KindString {
			o.d.WrongKind(e, fmt.Sprintf("%s[%d] %s", key, i+1, o.where()), KindString.String())
			continue
		}
		out = append(out, e.Str)
	}
	if len(out) < len(v.Array) {
		return false
	}
	*dst = out
	return true
}

// Enum is String for a key whose value must be one of allowed. Other values
// are reported with the nearest allowed one suggested, or all of them listed
// when none is near.
func (o *Object) Enum(key string, dst *string, allowed ...string) bool {
	v := o.get(key, KindString, KindString.String())
	if v == nil {
		return false
	}
	for _, a := range allowed {
		if v.Str == a {
			*dst = v.Str
			return true
		}
	}
	msg := fmt.Sprintf("unknown value %q for %s", v.Str, o.Describe(key))
	if s := Suggest(v.Str, allowed); s != "" {
		msg += fmt.Sprintf("; did you mean %q?", s)
	} else if len(allowed) > 0 {
		msg += "; expected one of " + QuoteList(allowed)
	}
	o.d.Errorf(v.Pos, "%s", msg)
	return false
}

// Require reports each of keys that is absent, at the table's position.
func (o *Object) Require(keys ...string) {
	if o == nil {
		return
	}
	for _, k := range keys {
		if !o.Has(k) {
			o.d.Errorf(o.Pos(), "missing key %q %s", k, o.where())
		}
	}
}

// Object returns the sub-table key as an Object named after its path, or nil
// if it is absent or not a table (which is reported).
func (o *Object) Object(key string) *Object {
	v := o.get(key, KindTable, KindTable.String())
	if v == nil {
		return nil
	}
	return o.d.Object(v.Table, "["+o.subPath(key)+"]")
}

// Objects returns the tables of an array of tables, written either as
// [[key]] sections or as an array of inline tables. The n-th one is named
// "[key.n]", counting from 1 as authors count. Elements that are not tables
// are reported and left out.
func (o *Object) Objects(key string) []*Object {
	v := o.get(key, KindArray, "an array of tables")
	if v == nil {
		return nil
	}
	var objs []*Object
	for i, e := range v.Array {
		n := strconv.Itoa(i + 1)
		if e.Kind != KindTable {
			o.d.WrongKind(e, fmt.Sprintf("%s[%s] %s", key, n, o.where()), KindTable.String())
			continue
		}
		objs = append(objs, o.d.Object(e.Table, "["+o.subPath(key)+"."+n+"]"))
	}
	return objs
}

func (o *Object) subPath(key string) string {
	if o.path == "" {
		return quoteKey(key)
	}
	return o.path + "." + quoteKey(key)
}

// quoteKey writes key as it would appear in a TOML header.
func quoteKey(key string) string {
	for i := 0; i < len(key); i++ {
		if !isBareKeyChar(key[i]) {
			return strconv.Quote(key)
		}
	}
	if key == "" {
		return `""`
	}
	return key
}

// Each calls fn for every key in source order and counts them all as known;
// it is meant for tables whose keys are names chosen by the author.
func (o *Object) Each(fn func(key string, v *Value)) {
	if o == nil {
		return
	}
	for _, k := range o.t.Keys {
		o.mark(k)
		fn(k, o.t.Fields[k])
	}
}

// Close reports every key that no accessor asked about, at the key, with the
// nearest asked-about key as a suggestion. Later calls do nothing.
func (o *Object) Close() {
	if o == nil || o.done {
		return
	}
	o.done = true
	for _, k := range o.t.Keys {
		if o.known[k] {
			continue
		}
		msg := fmt.Sprintf("unknown key %q %s", k, o.where())
		if s := Suggest(k, o.asked); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		} else if len(o.asked) > 0 {
			keys := slices.Clone(o.asked)
			slices.Sort(keys)
			msg += fmt.Sprintf(" (the keys here: %s)", strings.Join(slices.Compact(keys), ", "))
		}
		o.d.Errorf(o.t.Fields[k].KeyPos, "%s", msg)
	}
}
