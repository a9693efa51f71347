// Package puzzle is the puzzle author's and rulebook editor's work:
// Verify checks a rulebook's printed scoring claims against the rules,
// CheckPuzzle and CheckAnswer check a puzzle's stated answer and how
// clear it is (Lead), Endgame and Endgames cut puzzles out of
// self-played games, and Mine tries every seed of a range once, whole or
// a shard's share, whose parts (Part) MergeParts puts together. It
// returns what it finds; package report writes it.
package puzzle
