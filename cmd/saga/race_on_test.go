//go:build race

package main

// raceEnabled says the tests run under the race detector, which makes
// the program several times bigger and slower than it is.
const raceEnabled = true
