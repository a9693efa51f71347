// Command saga scores, verifies, plays, simulates and solves games and
// positions of the Kingdoms family of tile-placement games. Run "saga
// help" for the commands; docs/cli/ has their reference.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
