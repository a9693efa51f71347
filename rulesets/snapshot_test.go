package rulesets

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/golden"
	"github.com/sagatools/saga/internal/tomlfile"
)

// TestBuiltinSnapshotsCurrent: each built-in ruleset's snapshot is of its
// TOML as it stands (go test -update rewrites them), so Load reads the
// snapshot, and the rules it gives are those of parsing the TOML.
func TestBuiltinSnapshotsCurrent(t *testing.T) {
	for _, name := range Builtins() {
		t.Run(name, func(t *testing.T) {
			src, _ := BuiltinSource(name)
			file := builtinPrefix + name + ".toml"
			tree, err := tomlfile.Parse(file, src)
			if err != nil {
				t.Fatal(err)
			}
			snap, err := tomlfile.Snapshot(tree, src)
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "snapshots/"+name+".snap", snap)
			kept, ok := builtinSnapshot(name)
			if !ok {
				t.Fatalf("no snapshot of %s is built in", name)
			}
			if string(kept) != string(snap) {
				return // stale, so reported or rewritten above
			}
			if _, err := tomlfile.FromSnapshot(file, src, kept); err != nil {
				t.Fatalf("the built-in snapshot is refused: %v", err)
			}
			parsed, err := decode(tree)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(parsed, mustLoad(t, name), cmpopts.IgnoreUnexported(engine.Rules{})); d != "" {
				t.Errorf("Load differs from decoding the parsed TOML (-parsed +loaded):\n%s", d)
			}
		})
	}
}
