package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/sagatools/saga/rulesets"
)

// Every file saga writes goes through this file: checked before any work,
// written whole beside its place and then put there, and never over the
// files the command reads.

// checkOutputPath refuses, before any work is done, to write over
// something that is not a regular file or into a folder that is not
// there.
func checkOutputPath(path string) error {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return fmt.Errorf("%s exists and is not a regular file", path)
	}
	if fi, err := os.Stat(filepath.Dir(path)); err != nil || !fi.IsDir() {
		return fmt.Errorf("cannot write %s: there is no folder %s", path, filepath.Dir(path))
	}
	return nil
}

// writeFileAtomic writes data to a temporary file beside path and renames
// it into place, so that a reader never sees half a file. A file already
// there keeps its permissions, and a symbolic link stays one: the file
// it names is the one replaced.
func writeFileAtomic(path string, data []byte) error {
	mode := fs.FileMode(0o644)
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
		if fi, err := os.Stat(path); err == nil {
			mode = fi.Mode().Perm()
		}
	}
	tmp, err := writeBeside(path, data, mode)
	if err != nil {
		return err
	}
	defer os.Remove(tmp) // harmless after a successful rename
	return os.Rename(tmp, path)
}

// writeFileNew writes data to path as writeFileAtomic does, but only if
// there is no file there yet: the finished file is linked into place,
// which fails when the name is taken, even by a file that appeared while
// it was being written.
func writeFileNew(path string, data []byte) error {
	tmp, err := writeBeside(path, data, 0o644)
	if err != nil {
		return err
	}
	defer os.Remove(tmp)
	if err := os.Link(tmp, path); errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s already exists, and is not written over", path)
	} else if err != nil {
		// No hard links here (some file systems): check, then rename.
		if _, statErr := os.Lstat(path); statErr == nil {
			return fmt.Errorf("%s already exists, and is not written over", path)
		}
		return os.Rename(tmp, path)
	}
	return nil
}

// writeBeside writes data, whole, to a new temporary file in path's
// folder, with permissions mode, and returns its name; the caller puts
// it in place or removes it.
func writeBeside(path string, data []byte, mode fs.FileMode) (string, error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return "", err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return "", err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	if err := os.Chmod(tmp.Name(), mode); err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	return tmp.Name(), nil
}

// sameFile reports whether paths a and b name one existing file.
func sameFile(a, b string) bool {
	x, errA := os.Stat(a)
	y, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(x, y)
}

// rulesetFileAt is the file, of those the ruleset ref is read from (its
// own and the ones it extends), that path names; "" if none.
func rulesetFileAt(path, ref string) string {
	for _, file := range rulesets.Files(ref) {
		if sameFile(path, file) {
			return file
		}
	}
	return ""
}

// rulesetFileName names, for a message, a file that the ruleset ref is
// read from: the ruleset file itself, or one it extends.
func rulesetFileName(file, ref string) string {
	if sameFile(file, ref) {
		return "the ruleset file " + file
	}
	return fmt.Sprintf("the ruleset file %s, which %s extends", file, ref)
}
