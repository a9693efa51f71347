// Package puzzle is the puzzle author's and rulebook editor's work:
// Verify checks a rulebook's printed scoring claims against the rules,
// CheckPuzzle and CheckAnswer check a puzzle's stated answer and how
// clear it is (Lead), and Endgame and Endgames cut puzzles out of
// self-played games. It returns what it finds; package report writes it.
package puzzle
