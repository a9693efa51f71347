package tomlfile

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

// Parse reads the TOML document src; file is used in positions. A syntax
// error, or a document beyond the limits (MaxFileSize, MaxNesting), is
// returned as Errors holding one *Error.
func Parse(file string, src []byte) (*Table, error) {
	if err := checkLimits(file, src); err != nil {
		return nil, Errors{err}
	}
	var m map[string]any
	if _, err := toml.Decode(string(src), &m); err != nil {
		return nil, Errors{syntaxError(newSource(file, src), err)}
	}
	b := builder{src: newSource(file, src)}
	root, again := scanKeys(src)
	if again != nil {
		return nil, Errors{&Error{Pos: b.src.pos(again.off), Msg: fmt.Sprintf("key %q is already defined above", again.name)}}
	}
	return b.table(m, root, Pos{File: file}), nil
}

func syntaxError(src *source, err error) *Error {
	var pe toml.ParseError
	if !errors.As(err, &pe) {
		return &Error{Pos: Pos{File: src.file}, Msg: cleanMessage(err.Error())}
	}
	pos := Pos{File: src.file, Line: pe.Position.Line, Col: pe.Position.Col}
	// BurntSushi counts columns in bytes; recount in characters when its byte
	// offset agrees with its line. At a newline it has already counted
	// the line the newline ends, so it names the next one; the newline
	// belongs to the line it ends.
	if start := pe.Position.Start; start >= 0 && start <= len(src.text) {
		p := src.pos(start)
		atNewline := start < len(src.text) && src.text[start] == '\n' && p.Line == pos.Line-1
		if p.Line == pos.Line || atNewline {
			pos = p
		}
	}
	return &Error{Pos: pos, Msg: cleanMessage(pe.Message)}
}

// cleanMessage makes BurntSushi's messages look like ours: no "toml: "
// prefix, and a lowercase start unless the first word is an acronym.
func cleanMessage(msg string) string {
	msg = strings.TrimPrefix(msg, "toml: ")
	if key, ok := strings.CutPrefix(msg, "Key '"); ok {
		if key, ok := strings.CutSuffix(key, "' has already been defined."); ok {
			return fmt.Sprintf("key %q is already defined above", key)
		}
	}
	first, n := utf8.DecodeRuneInString(msg)
	second, _ := utf8.DecodeRuneInString(msg[n:])
	if unicode.IsUpper(first) && !unicode.IsUpper(second) {
		msg = string(unicode.ToLower(first)) + msg[n:]
	}
	return msg
}

// builder turns BurntSushi's decoded values into Values, taking positions
// from the scanner's nodes. Where the scanner has no node (which should not
// happen on text BurntSushi accepted) the enclosing position is used, so
// every Value still has a line and column.
type builder struct {
	src  *source
	lost int // values the scanner did not find; zero unless the scanner has a bug
}

func (b *builder) pos(n *node, fallback Pos) Pos {
	if n == nil {
		b.lost++
		return fallback
	}
	return b.src.pos(n.off)
}

func (b *builder) keyPos(n *node, fallback Pos) Pos {
	if n == nil {
		return fallback
	}
	return b.src.pos(n.keyOff)
}

func (b *builder) table(m map[string]any, n *node, pos Pos) *Table {
	t := &Table{Pos: pos, Fields: make(map[string]*Value, len(m))}
	var keys []string
	if n != nil {
		for _, k := range n.keys {
			if _, ok := m[k]; ok {
				keys = append(keys, k)
			}
		}
	}
	if len(keys) < len(m) {
		var lost []string
		for k := range m {
			if n.field(k) == nil {
				lost = append(lost, k)
			}
		}
		slices.Sort(lost)
		keys = append(keys, lost...)
	}
	fallback := pos
	if fallback.Line == 0 { // the top level has no position of its own
		fallback.Line, fallback.Col = 1, 1
	}
	for _, k := range keys {
		child := n.field(k)
		v := b.value(m[k], child, b.pos(child, fallback))
		v.KeyPos = b.keyPos(child, v.Pos)
		t.Keys = append(t.Keys, k)
		t.Fields[k] = v
	}
	return t
}

func (b *builder) value(x any, n *node, pos Pos) *Value {
	v := &Value{Pos: pos, KeyPos: pos}
	switch x := x.(type) {
	case map[string]any:
		v.Kind, v.Table = KindTable, b.table(x, n, pos)
	case []map[string]any: // an array of tables: one [[header]] per element
		v.Kind, v.Array = KindArray, make([]*Value, len(x))
		for i, e := range x {
			en := n.elem(i)
			p := b.pos(en, pos)
			v.Array[i] = &Value{Kind: KindTable, Pos: p, KeyPos: p, Table: b.table(e, en, p)}
		}
	case []any:
		v.Kind, v.Array = KindArray, make([]*Value, len(x))
		for i, e := range x {
			en := n.elem(i)
			v.Array[i] = b.value(e, en, b.pos(en, pos))
		}
	case string:
		v.Kind, v.Str = KindString, x
		if n != nil && n.strOK {
			v.src, v.raw, v.basic, v.located = b.src, n.str, n.strBasic, true
		} else {
			b.lost++
		}
	case int64:
		v.Kind, v.Int = KindInteger, x
	case float64:
		v.Kind, v.Float = KindFloat, x
	case bool:
		v.Kind, v.Bool = KindBool, x
	case time.Time:
		v.Kind, v.Time = KindDatetime, x
	default: // not produced by BurntSushi today; keep the value readable
		v.Kind, v.Str = KindString, fmt.Sprint(x)
	}
	return v
}
