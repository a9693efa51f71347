package tomlfile

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// plain is v's value without positions, for comparing two readings.
func plain(v *Value) any {
	switch v.Kind {
	case KindArray:
		out := make([]any, len(v.Array))
		for i, e := range v.Array {
			out[i] = plain(e)
		}
		return out
	case KindTable:
		return plainTable(v.Table)
	case KindString:
		return v.Str
	case KindInteger:
		return v.Int
	case KindFloat:
		return v.Float
	case KindBool:
		return v.Bool
	case KindDatetime:
		return v.Time.Location().String() + " " + v.Time.String()
	}
	return nil
}

// plainTable keeps the order of the keys, which Encode must keep too.
func plainTable(t *Table) []any {
	out := []any{}
	for _, k := range t.Keys {
		out = append(out, k, plain(t.Fields[k]))
	}
	return out
}

// checkEncode fails unless t, written by Encode, reads back the same.
func checkEncode(t *testing.T, tbl *Table) {
	t.Helper()
	text := Encode(tbl)
	again, err := Parse("again.toml", text)
	if err != nil {
		t.Fatalf("Encode wrote what does not read: %v\n%s", err, text)
	}
	if diff := cmp.Diff(plainTable(tbl), plainTable(again), cmpopts.EquateNaNs()); diff != "" {
		t.Errorf("read back differs (-before +after):\n%s\n%s", diff, text)
	}
}

// Every document of the corpus, and every ruleset and position of the
// repository, reads back the same from what Encode writes.
func TestEncodeReadsBack(t *testing.T) {
	var files []string
	for _, pattern := range []string{"../../rulesets/*.toml", "../../rulesets/testdata/valid/*.toml", "../../puzzles/*/*.toml"} {
		matches, _ := filepath.Glob(pattern)
		files = append(files, matches...)
	}
	if len(files) < 20 {
		t.Fatalf("only %d files found", len(files))
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		tbl, err := Parse(file, src)
		if err != nil {
			continue // an invalid example is not a document
		}
		t.Run(filepath.Base(file), func(t *testing.T) { checkEncode(t, tbl) })
	}
	for _, src := range fuzzSeeds {
		if tbl, err := Parse("seed.toml", []byte(src)); err == nil {
			checkEncode(t, tbl)
		}
	}
	if got := encodeFloat(3); got != "3.0" {
		t.Errorf("encodeFloat(3) = %q", got)
	}
	if got := encodeFloat(math.Inf(-1)); got != "-inf" {
		t.Errorf("encodeFloat(-Inf) = %q", got)
	}
}

// A key is written bare when TOML allows it, and quoted otherwise.
func TestEncodeKey(t *testing.T) {
	for k, want := range map[string]string{
		"castle1": "castle1", "gold_mine": "gold_mine", "-1": "-1", "A-Z_09": "A-Z_09",
		"": `""`, "+1": `"+1"`, "a b": `"a b"`, "a.b": `"a.b"`, "é": `"é"`, `q"`: `"q\""`,
	} {
		if got := encodeKey(k); got != want {
			t.Errorf("encodeKey(%q) = %s, want %s", k, got, want)
		}
	}
}
