package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/internal/inputfile"
	"github.com/sagatools/saga/position"
)

// The files a command reads: the arguments that name them, and position
// files with their warnings.

// readPosition reads a position file and prints its warnings on w.
func readPosition(w io.Writer, path string) (*position.Position, []position.Warning, error) {
	p, warnings, err := position.ReadFile(path)
	if err != nil {
		return nil, nil, &exitError{code: exitBadInput, err: err}
	}
	for _, warning := range warnings {
		fmt.Fprintln(w, warning.String())
	}
	return p, warnings, nil
}

// positionFiles is the files a command that takes many position files
// reads: each argument that is a folder stands for the .toml files in
// it (not in its subfolders, nor hidden ones), in name order, so that
// "saga check book" checks what "saga generate --dir book" wrote.
func positionFiles(args []string) ([]string, error) {
	var files []string
	for _, arg := range args {
		fi, err := os.Stat(arg)
		if err != nil || !fi.IsDir() {
			files = append(files, arg) // reading it says what is wrong
			continue
		}
		entries, err := os.ReadDir(arg) // in name order
		if err != nil {
			return nil, err
		}
		n := len(files)
		for _, e := range entries {
			name := e.Name()
			if strings.HasSuffix(name, ".toml") && !strings.HasPrefix(name, ".") && !e.IsDir() {
				files = append(files, filepath.Join(arg, name))
			}
		}
		if len(files) == n {
			return nil, &inputfile.Error{Path: arg, Msg: "the folder holds no .toml files"}
		}
	}
	return files, nil
}

// someFiles is an Args check for a command that takes one or more files
// (of the kind noun names), with a message that says what is missing.
func someFiles(noun string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) == 0 {
			return fmt.Errorf("%s takes one or more %s files (usage: %s)", cmd.Name(), noun, cmd.UseLine())
		}
		return nil
	}
}

// oneFile is an Args check with a message that says what is missing.
func oneFile(cmd *cobra.Command, args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("%s takes one position file, not %d arguments (usage: %s)", cmd.Name(), len(args), cmd.UseLine())
	}
	return nil
}
