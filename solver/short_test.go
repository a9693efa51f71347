package solver

import (
	"flag"
	"testing"
)

// With -short (CI runs the tests so under the race detector, where they
// are many times slower) the random tests check fewer cases: the same
// checks, a tenth of the cases. A count given on the command line is
// kept.

// shortened is n, or with -short a tenth of it, at least least.
func shortened(n, least int) int {
	if testing.Short() {
		return max(n/10, least)
	}
	return n
}

// countFlag is the value of the count flag name; with -short, unless the
// flag was given, a part of it (value/part): the flags count the cases of
// the longest random tests.
func countFlag(name string, value, part int) int {
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	if given || !testing.Short() {
		return value
	}
	return max(value/part, 1)
}
