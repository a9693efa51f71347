// Package record writes and reads game records: a header naming the
// ruleset, the players and the seed, then one line per move (draws
// included), which Replay plays again move by move, checking each. saga
// play --record writes them; saga replay reads them. docs/records.md
// describes the format.
package record
