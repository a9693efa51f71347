package rulesets

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse: no input makes the ruleset reader panic, and whatever it
// accepts passes the engine's consistency check. Seeds: the built-in
// rulesets and both corpora.
func FuzzParse(f *testing.F) {
	for _, name := range Builtins() {
		src, _ := BuiltinSource(name)
		f.Add(src)
	}
	files, _ := filepath.Glob("testdata/*/*.toml")
	bad, _ := filepath.Glob("../cmd/saga/testdata/badinput/rulesets/*.toml")
	files = append(files, bad...)
	for _, path := range files {
		if src, err := os.ReadFile(path); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		r, err := Parse("fuzz.toml", src)
		if err != nil {
			return
		}
		if err := r.Check(); err != nil {
			t.Fatalf("accepted a ruleset that fails Check: %v", err)
		}
	})
}
