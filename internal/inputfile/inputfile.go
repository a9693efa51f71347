// Package inputfile reads the files saga is given to read, such as
// rulesets, positions and game records: regular files only, and no more
// than a limit of each. A named pipe, a device or a folder is refused at
// once, before it is opened for reading, and a file beyond the limit
// (or /dev/zero behind a symbolic link) after that many bytes, so that no
// input can make saga wait forever or fill its memory.
package inputfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Error is a file that cannot be read as input, and why.
type Error struct {
	Path string
	// Msg says why, in words that follow the path: "no such file or
	// directory", "a named pipe, not a regular file".
	Msg string
	Err error // the underlying error, if any
}

func (e *Error) Error() string { return e.Path + ": " + e.Msg }

func (e *Error) Unwrap() error { return e.Err }

// Read returns the contents of the regular file at path, refusing a file
// larger than limit bytes; kind names the file for that message ("a
// position file").
func Read(path, kind string, limit int64) ([]byte, error) {
	// Stat first: opening a named pipe for reading would wait for a
	// writer, where one is possible at all.
	fi, err := os.Stat(path)
	if err != nil {
		return nil, pathError(path, err)
	}
	if err := regular(path, fi); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, pathError(path, err)
	}
	defer f.Close()
	// The name may have been pointed elsewhere since the Stat; the file
	// opened is what counts.
	if fi, err = f.Stat(); err != nil {
		return nil, pathError(path, err)
	}
	if err := regular(path, fi); err != nil {
		return nil, err
	}
	// Read one byte past the limit to tell a file of exactly limit bytes
	// from a larger one, whatever its size said (a file may grow).
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, pathError(path, err)
	}
	if int64(len(data)) > limit {
		return nil, &Error{Path: path, Msg: fmt.Sprintf("larger than %s, the most saga reads of %s", Size(limit), kind), Err: ErrTooLarge}
	}
	return data, nil
}

// ErrNotRegular and ErrTooLarge are what a refused file's Error wraps.
var (
	ErrNotRegular = errors.New("not a regular file")
	ErrTooLarge   = errors.New("file too large")
)

// regular refuses anything but a regular file, naming what it is.
func regular(path string, fi fs.FileInfo) error {
	m := fi.Mode()
	if m.IsRegular() {
		return nil
	}
	what := "not a regular file"
	switch {
	case m.IsDir():
		what = "a folder, not a file"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe (FIFO), not a regular file"
	case m&fs.ModeSocket != 0:
		what = "a socket, not a regular file"
	case m&fs.ModeDevice != 0 || m&fs.ModeCharDevice != 0:
		what = "a device, not a regular file"
	}
	return &Error{Path: path, Msg: what + "; saga reads regular files only", Err: ErrNotRegular}
}

// pathError words an error of the os package after the path, which the
// message names already.
func pathError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &Error{Path: path, Msg: pe.Err.Error(), Err: err}
	}
	return &Error{Path: path, Msg: err.Error(), Err: err}
}

// Size writes a number of bytes as a person would: "256 KiB", "1 MiB".
func Size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
