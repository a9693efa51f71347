// Command saga scores, verifies, plays, simulates and solves games and
// positions of the Kingdoms family of tile-placement games. Run "saga
// help" for the commands; docs/cli/ has their reference.
//
// Each command has a file of its name: newXCmd declares the command and
// fills an xOptions struct from its flags, and runX(ctx, opts) does the
// work, writing only to the streams in opts. The work itself is done by
// the packages (position, puzzle, solver, play, simulate, ...), and every
// result is written by package report. root.go holds the root command
// and the exit codes, input.go the files commands read, output.go the
// files they write, interrupt.go Ctrl-C, and colour.go whether a person
// at the terminal is shown colour; docs/cli and docs/man are written by
// the tests that check them (reference_test.go).
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
