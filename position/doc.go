// Package position reads, writes and edits position files: a board in the
// middle or at the end of an act, written as a TOML file with a text
// grid, with what is off the board (hands, supplies, pool, points, the
// player to move) and, for a puzzle, its question and stated answer, or,
// for a rulebook example, its printed scoring claims. docs/positions.md
// describes the format. The folders of position files saga ships
// (puzzles/library, puzzles/rulebook, puzzles/bench) are data, not code.
package position
