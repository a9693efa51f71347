// Package report writes what saga finds as text and JSON: a position's
// score in the rulebook's style, a solve's answer, a puzzle's check, a
// rulebook's claims against the rules. Style is the one output style
// every command shares: the typographic minus sign "−", or "-" with
// --ascii.
package report
