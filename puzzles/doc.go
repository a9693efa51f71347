// Package puzzles checks a rulebook's printed scoring claims against the
// rules, checks and generates puzzles, and renders reports and diagrams
// of positions. It is being split into puzzle, report and diagram.
package puzzles
