package tomlfile

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
)

// A snapshot is the tree Parse returns for a document, written as bytes
// that FromSnapshot reads back many times faster than Parse reads the
// document: for a file known when saga is built (a built-in ruleset),
// every run would otherwise pay for BurntSushi's parser, the scanner and
// the builder to find the same tree again. It holds each value with its
// positions, and for a string where it lies in the document, so that
// PosAt points inside it as after Parse; and a checksum of the document,
// so that a snapshot of another text (a document edited since) is
// refused rather than read as its tree.
//
// The format is a sequence of unsigned varints (encoding/binary): the
// version, the document's length and checksum, then the top table. A
// table is its line and column, its number of keys, then each key as a
// length and bytes followed by its value. A value is its kind, its line
// and column, its key's line and column, then by kind: a string's
// length and bytes, whether it is located, whether basic, and its span
// in the document; an integer zigzag-encoded; a float's IEEE bits; a
// boolean as 0 or 1; an array's length and elements; a table.

// snapshotVersion changes whenever the format does.
const snapshotVersion = 1

// errNoSnapshot is returned by Snapshot for a tree holding a date-time:
// a time's zone (the local kinds are named zones) does not survive as
// bytes, and the files saga snapshots have none.
var errNoSnapshot = errors.New("a tree holding a date-time has no snapshot")

// Snapshot writes t, the tree Parse returned for src, as a snapshot of
// src.
func Snapshot(t *Table, src []byte) ([]byte, error) {
	w := snapshotWriter{buf: binary.AppendUvarint(nil, snapshotVersion)}
	w.uint(uint64(len(src)))
	w.uint(checksum(src))
	w.table(t)
	return w.buf, w.err
}

// checksum tells the text a snapshot is of from an edited one. FNV-1a
// needs no tables set up first, as CRC-32 does, which would cost a run
// more than the hashing.
func checksum(src []byte) uint64 {
	h := fnv.New64a()
	h.Write(src)
	return h.Sum64()
}

type snapshotWriter struct {
	buf []byte
	err error
}

func (w *snapshotWriter) uint(x uint64) { w.buf = binary.AppendUvarint(w.buf, x) }

func (w *snapshotWriter) int(x int) { w.uint(uint64(x)) }

func (w *snapshotWriter) bool(b bool) {
	if b {
		w.uint(1)
	} else {
		w.uint(0)
	}
}

func (w *snapshotWriter) string(s string) {
	w.int(len(s))
	w.buf = append(w.buf, s...)
}

func (w *snapshotWriter) pos(p Pos) {
	w.int(p.Line)
	w.int(p.Col)
}

func (w *snapshotWriter) table(t *Table) {
	w.pos(t.Pos)
	w.int(len(t.Keys))
	for _, k := range t.Keys {
		w.string(k)
		w.value(t.Fields[k])
	}
}

func (w *snapshotWriter) value(v *Value) {
	w.int(int(v.Kind))
	w.pos(v.Pos)
	w.pos(v.KeyPos)
	switch v.Kind {
	case KindString:
		w.string(v.Str)
		w.bool(v.located)
		w.bool(v.basic)
		w.int(v.raw.start)
		w.int(v.raw.end)
	case KindInteger:
		w.buf = binary.AppendVarint(w.buf, v.Int)
	case KindFloat:
		w.uint(math.Float64bits(v.Float))
	case KindBool:
		w.bool(v.Bool)
	case KindArray:
		w.int(len(v.Array))
		for _, e := range v.Array {
			w.value(e)
		}
	case KindTable:
		w.table(v.Table)
	default:
		w.err = errNoSnapshot
	}
}

// FromSnapshot reads the tree of src, the document named file, from
// snap, a snapshot of it. It refuses a snapshot of another text, or of
// another version of the format, or one cut short or mangled; the caller
// then parses src instead.
func FromSnapshot(file string, src, snap []byte) (*Table, error) {
	r := snapshotReader{buf: snap, file: file}
	if v := r.uint(); v != snapshotVersion {
		return nil, fmt.Errorf("a snapshot of format %d, not %d", v, snapshotVersion)
	}
	if r.int() != len(src) || r.uint() != checksum(src) {
		return nil, errors.New("a snapshot of another text")
	}
	r.src = newSource(file, src)
	t := r.table(0)
	if r.err == nil && len(r.buf) > 0 {
		r.fail()
	}
	if r.err != nil {
		return nil, r.err
	}
	return t, nil
}

type snapshotReader struct {
	buf  []byte
	file string
	src  *source
	err  error
}

func (r *snapshotReader) fail() {
	if r.err == nil {
		r.err = errors.New("a snapshot cut short or mangled")
	}
	r.buf = nil
}

func (r *snapshotReader) uint() uint64 {
	x, n := binary.Uvarint(r.buf)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.buf = r.buf[n:]
	return x
}

// int reads a count, a position or an offset, which fit an int: one that
// does not marks the snapshot as mangled.
func (r *snapshotReader) int() int {
	x := r.uint()
	if x > math.MaxInt32 {
		r.fail()
		return 0
	}
	return int(x)
}

func (r *snapshotReader) bool() bool { return r.uint() != 0 }

func (r *snapshotReader) string() string {
	n := r.int()
	if n > len(r.buf) {
		r.fail()
		return ""
	}
	s := string(r.buf[:n])
	r.buf = r.buf[n:]
	return s
}

func (r *snapshotReader) pos() Pos {
	line := r.int()
	return Pos{File: r.file, Line: line, Col: r.int()}
}

// table reads a table depth tables or arrays deep: a mangled snapshot
// cannot nest deeper than twice what Parse lets through.
func (r *snapshotReader) table(depth int) *Table {
	t := &Table{Pos: r.pos()}
	n := r.int()
	if n > len(r.buf) { // each key takes a byte at least
		r.fail()
		return t
	}
	t.Fields = make(map[string]*Value, n)
	if n > 0 {
		t.Keys = make([]string, 0, n)
	}
	values := make([]Value, n) // one allocation for the table's values
	for i := range values {
		k := r.string()
		if r.err != nil {
			return t
		}
		if _, ok := t.Fields[k]; !ok {
			t.Keys = append(t.Keys, k)
		}
		t.Fields[k] = r.value(&values[i], depth+1)
	}
	return t
}

// value reads a value into v and returns v.
func (r *snapshotReader) value(v *Value, depth int) *Value {
	v.Kind = Kind(r.int())
	v.Pos, v.KeyPos = r.pos(), r.pos()
	if depth > 2*MaxNesting {
		r.fail()
		return v
	}
	switch v.Kind {
	case KindString:
		v.Str, v.located, v.basic = r.string(), r.bool(), r.bool()
		v.raw = span{r.int(), r.int()}
		if v.located {
			v.src = r.src
		}
	case KindInteger:
		x, n := binary.Varint(r.buf)
		if n <= 0 {
			r.fail()
			return v
		}
		v.Int, r.buf = x, r.buf[n:]
	case KindFloat:
		v.Float = math.Float64frombits(r.uint())
	case KindBool:
		v.Bool = r.bool()
	case KindArray:
		n := r.int()
		if n > len(r.buf) { // each element takes a byte at least
			r.fail()
			return v
		}
		v.Array = make([]*Value, n)
		elems := make([]Value, n)
		for i := range v.Array {
			v.Array[i] = r.value(&elems[i], depth+1)
		}
	case KindTable:
		v.Table = r.table(depth)
	default:
		r.fail()
	}
	return v
}
