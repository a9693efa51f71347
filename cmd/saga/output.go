package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"syscall"

	"github.com/google/renameio/v2"

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
	target, perm, existing := path, fs.FileMode(0o644), false
	if real, err := filepath.EvalSymlinks(path); err == nil {
		target = real
		if fi, err := os.Stat(target); err == nil {
			perm, existing = fi.Mode().Perm(), true
		}
	}
	t, err := pendingFile(target, data, perm, existing)
	if err != nil {
		return writeError(path, err)
	}
	defer t.Cleanup()
	if err := t.CloseAtomicallyReplace(); err != nil {
		return writeError(path, err)
	}
	return writeError(path, syncFolder(target))
}

// writeFileNew writes data to path as writeFileAtomic does, but only if
// there is no file there yet: the finished file is linked into place,
// which fails when the name is taken, even by a file that appeared while
// it was being written.
func writeFileNew(path string, data []byte) error {
	t, err := pendingFile(path, data, 0o644, false)
	if err != nil {
		return writeError(path, err)
	}
	defer t.Cleanup() // after a link, removes the temporary name only
	if err := t.Sync(); err != nil {
		return writeError(path, err)
	}
	if err := os.Link(t.Name(), path); errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s already exists, and is not written over", path)
	} else if err != nil {
		// No hard links here (some file systems): check, then rename.
		if _, statErr := os.Lstat(path); statErr == nil {
			return fmt.Errorf("%s already exists, and is not written over", path)
		}
		if err := t.CloseAtomicallyReplace(); err != nil {
			return writeError(path, err)
		}
	}
	t.Cleanup() // the temporary name, gone before the folder is synced
	return writeError(path, syncFolder(path))
}

// pendingFile writes data, whole, to a new temporary file beside path, with permissions perm (exactly so for a file that
// exists, whose permissions it takes; a new one's are subject to the
// umask). The caller puts it in place and calls Cleanup, which removes
// it if it was not; on an error it is removed here.
//
// renameio creates the temporary file (in path's folder, where the
// rename cannot cross file systems) and syncs it to disk before its
// rename; syncing the folder after it, which renameio does not, is
// syncFolder's.
func pendingFile(path string, data []byte, perm fs.FileMode, exact bool) (*renameio.PendingFile, error) {
	t, err := renameio.NewPendingFile(path, renameio.WithTempDir(filepath.Dir(path)), renameio.WithPermissions(perm))
	if err != nil {
		return nil, err
	}
	if exact {
		err = t.Chmod(perm)
	}
	if err == nil {
		_, err = t.Write(data)
	}
	if err != nil {
		t.Cleanup()
		return nil, err
	}
	return t, nil
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
