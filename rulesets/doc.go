// Package rulesets reads game descriptions written in TOML into
// engine.Rules, and holds the built-in rulesets (beowulf, kingdoms).
//
// A ruleset names its players, figures, abilities (as compositions of the
// engine's effect primitives), tile kinds, boards, tile sets, acts and turn
// structure. A file may extend another ("extends") and override a few
// entries. Every mistake is reported as file:line:col with the offending key
// or token named and, where one is close, the valid spelling suggested.
// docs/rulesets.md describes the format.
package rulesets
