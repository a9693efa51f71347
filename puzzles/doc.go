// Package puzzles reads and writes position files (a board in the middle or
// at the end of an act, written as a TOML file with a text grid), checks a
// rulebook's printed scoring claims against the rules, and holds the
// bundled library of positions, the rulebook examples among them.
// docs/positions.md describes the format.
package puzzles
