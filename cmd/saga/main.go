// Command saga scores, verifies and (in time) plays and solves positions of
// the Kingdoms family of tile-placement games. Run "saga help" for the
// commands; docs/cli/ has their reference.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
