package record

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sagatools/saga/rulesets"
)

// FuzzRecord: no input makes the record reader or replay panic.
func FuzzRecord(f *testing.F) {
	files, _ := filepath.Glob("testdata/records/bad/*.txt")
	files = append(files, "../cmd/saga/testdata/game.txt")
	bad, _ := filepath.Glob("../cmd/saga/testdata/badinput/records/*.txt")
	files = append(files, bad...)
	for _, path := range files {
		if src, err := os.ReadFile(path); err == nil {
			f.Add(src)
		}
	}
	rules, err := rulesets.Load("beowulf")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		rec, err := Parse("fuzz.txt", src)
		if err != nil || rec.Ruleset != "beowulf" {
			return
		}
		Replay(rec, rules, -1)
	})
}
