package rulesets

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/inputfile"
	"github.com/sagatools/saga/internal/tomlfile"
)

// Load reads a ruleset by reference: the name of a built-in ruleset
// ("beowulf") or the path of a TOML file.
func Load(ref string) (*engine.Rules, error) {
	tree, err := loadTree(ref, "", nil)
	if err != nil {
		return nil, err
	}
	return decode(tree)
}

// Resolved is the ruleset ref written as one TOML file, with everything it
// extends merged in: what a variant amounts to, as a file that stands
// alone. Comments and layout are not kept. A ruleset with mistakes gives
// them instead.
func Resolved(ref string) ([]byte, error) {
	tree, err := loadTree(ref, "", nil)
	if err != nil {
		return nil, err
	}
	if _, err := decode(tree); err != nil {
		return nil, err
	}
	return tomlfile.Encode(tree), nil
}

// Parse reads a ruleset from src as if it were the file named file; an
// "extends" path is resolved relative to that file's directory.
func Parse(file string, src []byte) (*engine.Rules, error) {
	tree, err := parseTree(file, src, []link{{chainID(file), file}})
	if err != nil {
		return nil, err
	}
	return decode(tree)
}

// link is one file in a chain of extends: how it is identified and how
// messages name it.
type link struct{ id, name string }

// loadTree reads the ruleset ref, extended from the file from (for relative
// paths), with chain the files already being loaded (to catch cycles).
func loadTree(ref, from string, chain []link) (*tomlfile.Table, error) {
	file, src, err := read(ref, from)
	if err != nil {
		return nil, err
	}
	return parseTree(file, src, append(chain, link{chainID(file), file}))
}

func parseTree(file string, src []byte, chain []link) (*tomlfile.Table, error) {
	tree, err := parseFile(file, src)
	if err != nil {
		return nil, err
	}
	ext, ok := tree.Fields["extends"]
	if !ok {
		return tree, nil
	}
	if ext.Kind != tomlfile.KindString {
		return nil, &tomlfile.Error{Pos: ext.Pos, Msg: fmt.Sprintf("key \"extends\" must be a string naming a ruleset or a file, not %s", ext.Kind)}
	}
	baseFile, _, err := read(ext.Str, file)
	if err != nil {
		return nil, &tomlfile.Error{Pos: ext.Pos, Msg: err.Error()}
	}
	if len(chain) >= maxExtends {
		return nil, &tomlfile.Error{Pos: ext.Pos, Msg: fmt.Sprintf("a chain of rulesets, each extending the next, has at most %d; this would be the %dth", maxExtends, len(chain)+1)}
	}
	id := chainID(baseFile)
	if slices.ContainsFunc(chain, func(l link) bool { return l.id == id }) {
		var names []string
		for _, l := range chain {
			names = append(names, l.name)
		}
		names = append(names, baseFile)
		return nil, &tomlfile.Error{Pos: ext.Pos, Msg: "extends cycle: " + strings.Join(names, " → ")}
	}
	base, err := loadTree(ext.Str, file, chain)
	if err != nil {
		return nil, err
	}
	return tomlfile.Merge(base, without(tree, "extends")), nil
}

// parseFile reads the tree of the ruleset file, whose text is src. A
// built-in ruleset is read from its snapshot, which every command that
// reads a position pays for far less than for parsing its TOML; a
// snapshot that is not of src (one not rewritten since the file
// changed) is refused, and the file parsed.
func parseFile(file string, src []byte) (*tomlfile.Table, error) {
	if name, ok := strings.CutPrefix(file, builtinPrefix); ok {
		if snap, ok := builtinSnapshot(strings.TrimSuffix(name, ".toml")); ok {
			if tree, err := tomlfile.FromSnapshot(file, src, snap); err == nil {
				return tree, nil
			}
		}
	}
	return tomlfile.Parse(file, src)
}

// read returns the display name and text of the ruleset ref.
func read(ref, from string) (file string, src []byte, err error) {
	if IsBuiltinRef(ref) {
		src, ok := BuiltinSource(ref)
		if !ok {
			msg := fmt.Sprintf("no built-in ruleset %q (built-in: %s; a file path must end in .toml)", ref, strings.Join(Builtins(), ", "))
			if s := tomlfile.Suggest(ref, Builtins()); s != "" {
				msg = fmt.Sprintf("no built-in ruleset %q; did you mean %q?", ref, s)
			}
			return "", nil, fmt.Errorf("%s", msg)
		}
		return builtinPrefix + ref + ".toml", src, nil
	}
	path := resolve(ref, from)
	src, err = inputfile.Read(path, "a ruleset file", tomlfile.MaxFileSize)
	if err != nil {
		return "", nil, fmt.Errorf("cannot read ruleset %s: %w", path, unwrapPath(err))
	}
	return path, src, nil
}

// resolve is the path of the ruleset file ref, extended from the file
// from: a relative path is taken from that file's folder.
func resolve(ref, from string) string {
	if !filepath.IsAbs(ref) && from != "" && !strings.HasPrefix(from, builtinPrefix) {
		return filepath.Join(filepath.Dir(from), ref)
	}
	return ref
}

// Files lists the files the ruleset ref is read from: its own file and
// every file it extends, nearest first. A built-in ruleset is no file.
// It lists what it can reach without error, so that a command can refuse
// to write over any of them before it reads the ruleset in earnest.
func Files(ref string) []string {
	var files []string
	from := ""
	for !IsBuiltinRef(ref) && !slices.Contains(files, resolve(ref, from)) && len(files) < maxExtends {
		path := resolve(ref, from)
		files = append(files, path)
		src, err := inputfile.Read(path, "a ruleset file", tomlfile.MaxFileSize)
		if err != nil {
			break
		}
		tree, err := tomlfile.Parse(path, src)
		if err != nil {
			break
		}
		ext, ok := tree.Fields["extends"]
		if !ok || ext.Kind != tomlfile.KindString {
			break
		}
		ref, from = ext.Str, path
	}
	return files
}

// unwrapPath drops the path from an error reading a file, which the
// caller names.
func unwrapPath(err error) error {
	if e, ok := err.(*inputfile.Error); ok {
		return errors.New(e.Msg)
	}
	return err
}

// chainID identifies a file for cycle detection.
func chainID(file string) string {
	if strings.HasPrefix(file, builtinPrefix) {
		return file
	}
	if abs, err := filepath.Abs(file); err == nil {
		return filepath.Clean(abs)
	}
	return file
}

// without returns t without key, leaving t untouched.
func without(t *tomlfile.Table, key string) *tomlfile.Table {
	out := &tomlfile.Table{Pos: t.Pos, Fields: map[string]*tomlfile.Value{}}
	for _, k := range t.Keys {
		if k != key {
			out.Keys = append(out.Keys, k)
			out.Fields[k] = t.Fields[k]
		}
	}
	return out
}
