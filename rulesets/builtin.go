package rulesets

import (
	"embed"
	"sort"
	"strings"
)

//go:embed *.toml
var builtinFiles embed.FS

// builtinSnapshots holds the tree of each built-in ruleset as
// tomlfile.Snapshot writes it, rewritten by
// go test ./rulesets -run TestBuiltinSnapshotsCurrent -update.
//
//go:embed snapshots/*.snap
var builtinSnapshots embed.FS

// builtinPrefix marks built-in sources in positions, e.g.
// "builtin:beowulf.toml:12:3".
const builtinPrefix = "builtin:"

// Builtins lists the names of the built-in rulesets.
func Builtins() []string {
	entries, _ := builtinFiles.ReadDir(".")
	var names []string
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".toml"))
	}
	sort.Strings(names)
	return names
}

// BuiltinSource returns the TOML text of a built-in ruleset.
func BuiltinSource(name string) ([]byte, bool) {
	src, err := builtinFiles.ReadFile(name + ".toml")
	return src, err == nil
}

// builtinSnapshot returns the snapshot of the tree of a built-in ruleset.
func builtinSnapshot(name string) ([]byte, bool) {
	snap, err := builtinSnapshots.ReadFile("snapshots/" + name + ".snap")
	return snap, err == nil
}

// IsBuiltinRef reports whether ref names a built-in ruleset rather than a
// file: a bare name without a path separator or a .toml suffix.
func IsBuiltinRef(ref string) bool {
	return !strings.ContainsAny(ref, `/\`) && !strings.HasSuffix(ref, ".toml")
}
