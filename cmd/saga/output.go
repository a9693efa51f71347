package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"syscall"

	"github.com/sagatools/saga/rulesets"
)

// Every file saga writes goes through this file: checked before any work,
// written whole beside its place, synced, and then put there, and never
// over the files the command reads. A Ctrl-C or a kill (SIGTERM) that
// comes while a file is written ends the program only once the file is
// written whole, or its temporary file removed.

// checkOutputPath refuses, before any work is done, to write over
// something that is not a regular file, into a folder that is not there,
// or into one saga cannot write to (read-only, or not the user's).
func checkOutputPath(path string) error {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return fmt.Errorf("%s exists and is not a regular file", path)
	}
	if fi, err := os.Stat(filepath.Dir(path)); err != nil || !fi.IsDir() {
		return fmt.Errorf("cannot write %s: there is no folder %s", path, filepath.Dir(path))
	}
	if real, err := filepath.EvalSymlinks(path); err == nil && filepath.Dir(real) != filepath.Dir(path) {
		// A symbolic link: the file written is the one it names
		// (writeFileAtomic), beside which the temporary file goes.
		return checkWritable(filepath.Dir(real), path)
	}
	return checkWritable(filepath.Dir(path), path)
}

// checkOutputFolder refuses, before any work is done, a folder to write
// files into that is a file, or that cannot be written to or made: the
// folder itself when it is there, or else the nearest folder above it
// that is, where it would be made.
func checkOutputFolder(flag, dir string) error {
	at := dir
	for {
		fi, err := os.Stat(at)
		if err == nil && !fi.IsDir() {
			if at == dir {
				return fmt.Errorf("%s %s is a file, not a folder", flag, dir)
			}
			return fmt.Errorf("%s: cannot make the folder %s: %s is a file", flag, dir, at)
		}
		if err == nil {
			break
		}
		up := filepath.Dir(at)
		if up == at {
			return fmt.Errorf("%s: cannot make the folder %s: %w", flag, dir, err)
		}
		at = up
	}
	if err := checkWritable(at, at); err != nil {
		if at != dir {
			return fmt.Errorf("%s: cannot make the folder %s: %w", flag, dir, err)
		}
		return fmt.Errorf("%s: %w", flag, err)
	}
	return nil
}

// checkWritable tries to make a file in the folder dir, and removes it:
// the one sure test that target, in or under dir, can be written (the
// permission bits do not tell of a read-only file system, nor of what
// root may do).
func checkWritable(dir, target string) error {
	f, err := os.CreateTemp(dir, ".saga-check-*")
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		if target == dir {
			return fmt.Errorf("cannot write into the folder %s (%w)", dir, err)
		}
		return fmt.Errorf("cannot write %s: the folder %s cannot be written to (%w)", target, dir, err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// whole runs write, which writes a file, so that a Ctrl-C or a SIGTERM
// that comes meanwhile cannot stop it half-way and leave its temporary
// file behind: the signal is held until write returns, and then ends the
// program with the status the shell gives a program it stopped (130 for
// Ctrl-C, 143 for SIGTERM), saying so. Writes come after a command's
// long work, outside the time its own Ctrl-C handling (interruptible)
// watches, when such a signal would have ended it at once.
func whole(path string, write func() error) error {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	err := write()
	signal.Stop(sigs)
	select {
	case sig := <-sigs:
		status, how := 130, "written whole"
		if sig == syscall.SIGTERM {
			status = 143
		}
		if err != nil {
			how = "left as it was"
		}
		fmt.Fprintf(os.Stderr, "saga: %v: stopped once %s was %s\n", sig, path, how)
		os.Exit(status)
	default:
	}
	return err
}

// writeFileAtomic writes data to a temporary file beside path and renames
// it into place, so that a reader never sees half a file, nor, after a
// crash or a power cut, an empty one: the file is synced to disk before
// the rename and its folder after. A file already there keeps its
// permissions, and a symbolic link stays one: the file it names is the
// one replaced. An error names path, never the temporary file, which is
// removed.
func writeFileAtomic(path string, data []byte) error {
	return whole(path, func() error { return replaceFile(path, data) })
}

// replaceFile is writeFileAtomic without the hold on signals.
func replaceFile(path string, data []byte) error {
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
	return whole(path, func() error { return linkNewFile(path, data) })
}

// linkNewFile is writeFileNew without the hold on signals.
func linkNewFile(path string, data []byte) error {
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
