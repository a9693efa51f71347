// Package report writes what saga finds as text and JSON: a position's
// score in the rulebook's style, a solve's answer, a puzzle collection's
// check, a rulebook's claims against the rules, a game played or
// replayed, the puzzles generate wrote and the rulesets' summaries.
// Style is the one output style every command shares: the typographic
// minus sign "−", or "-" with --ascii.
package report
