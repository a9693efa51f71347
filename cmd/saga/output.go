package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"syscall"

	"github.com/sagatools/saga/rulesets"
)

// Every file saga writes goes through this file: checked before any work,
// written whole beside its place, synced, and then put there, and never
// over the files the command reads.

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
// it into place, so that a reader never sees half a file, nor, after a
// crash or a power cut, an empty one: the file is synced to disk before
// the rename and its folder after. A file already there keeps its
// permissions, and a symbolic link stays one: the file it names is the
// one replaced. An error names path, never the temporary file, which is
// removed.
func writeFileAtomic(path string, data []byte) error {
	target, perm := path, fs.FileMode(0o644)
	if real, err := filepath.EvalSymlinks(path); err == nil {
		target = real
		if fi, err := os.Stat(target); err == nil {
			perm = fi.Mode().Perm()
		}
	}
	tmp, err := writeBeside(target, data, perm)
	if err != nil {
		return writeError(path, err)
	}
	if err := os.Rename(tmp, target); err != nil {
		os.Remove(tmp)
		return writeError(path, err)
	}
	return writeError(path, syncFolder(target))
}

// writeFileNew writes data to path as writeFileAtomic does, but only if
// there is no file there yet: the finished file is linked into place,
// which fails when the name is taken, even by a file that appeared while
// it was being written.
func writeFileNew(path string, data []byte) error {
	tmp, err := writeBeside(path, data, 0o644)
	if err != nil {
		return writeError(path, err)
	}
	err = os.Link(tmp, path)
	switch {
	case errors.Is(err, fs.ErrExist):
		os.Remove(tmp)
		return fmt.Errorf("%s already exists, and is not written over", path)
	case err != nil:
		// No hard links here (some file systems): check, then rename.
		if _, statErr := os.Lstat(path); statErr == nil {
			os.Remove(tmp)
			return fmt.Errorf("%s already exists, and is not written over", path)
		}
		if err := os.Rename(tmp, path); err != nil {
			os.Remove(tmp)
			return writeError(path, err)
		}
	default:
		os.Remove(tmp) // the temporary name, gone before the folder is synced
	}
	return writeError(path, syncFolder(path))
}

// writeBeside writes data, whole and synced to disk, to a new temporary
// file in path's folder (so that renaming it into place cannot cross
// file systems), with permissions perm, and returns its name; the caller
// puts it in place or removes it. On an error it is removed here.
//
// github.com/google/renameio/v2 does this for Unix, but not for Windows,
// where saga builds too; nor does it sync the folder after the rename
// (syncFolder), or remove its temporary file when setting permissions
// fails. What it would add, beyond the standard library's CreateTemp
// (a new name, opened O_EXCL) and Sync, is little.
func writeBeside(path string, data []byte, perm fs.FileMode) (name string, err error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return "", err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if err = f.Chmod(perm); err != nil {
		return "", err
	}
	if _, err = f.Write(data); err != nil {
		return "", err
	}
	// Without the sync, a crash soon after the rename can leave the name
	// on an empty file.
	if err = f.Sync(); err != nil {
		return "", err
	}
	if err = f.Close(); err != nil {
		return "", err
	}
	return f.Name(), nil
}

// syncFolder syncs the folder of path to disk, so that a file renamed or
// linked into it is there after a crash. Windows cannot sync a folder,
// and some file systems do not need to: they say so with EINVAL.
func syncFolder(path string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	dir, err := os.Open(filepath.Dir(path))
	if err != nil {
		return err
	}
	defer dir.Close()
	if err := dir.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) && !errors.Is(err, errors.ErrUnsupported) {
		return err
	}
	return nil
}

// writeError says that path could not be written, and why, without the
// name of the temporary file the reason may carry; nil for a nil err.
func writeError(path string, err error) error {
	if err == nil {
		return nil
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		err = le.Err
	}
	return fmt.Errorf("cannot write %s: %w", path, err)
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

// writeMade writes the file the flag names with what make makes, whole
// or not at all; nothing when path is "" (the flag not given).
func writeMade(flag, path string, make func() ([]byte, error)) error {
	if path == "" {
		return nil
	}
	data, err := make()
	if err == nil {
		err = writeFileAtomic(path, data)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", flag, err)
	}
	return nil
}
