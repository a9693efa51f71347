package main

import (
	"fmt"
	"os"

	"golang.org/x/term"
)

// colourModes are the values --color takes.
var colourModes = []string{"auto", "always", "never"}

// useColour says whether text is painted, by --color mode: "always" and
// "never" say so; "auto" paints for a terminal only (the text goes to
// one), and not when the NO_COLOR environment variable is set to
// anything but "" (no-color.org) or TERM is "dumb". lookupEnv reads the
// environment (os.LookupEnv, or a test's).
func useColour(mode string, terminal bool, lookupEnv func(string) (string, bool)) (bool, error) {
	switch mode {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto":
	default:
		return false, fmt.Errorf("--color takes auto, always or never, not %q", mode)
	}
	if v, ok := lookupEnv("NO_COLOR"); ok && v != "" {
		return false, nil
	}
	if v, _ := lookupEnv("TERM"); v == "dumb" {
		return false, nil
	}
	return terminal, nil
}

// isTerminal reports whether stream, an input or output, is a terminal.
func isTerminal(stream any) bool {
	f, ok := stream.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
