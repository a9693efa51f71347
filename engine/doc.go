// Package engine holds the rules of the Kingdoms family of tile-placement
// games as data the code interprets: board geometry, pieces, positions and
// act scoring with a per-figure breakdown.
//
// Nothing here knows a game's or a tile's name. What differs between games
// (board shapes, tile mixes, special abilities, turn structure) arrives as a
// Rules value built by the rulesets package; abilities are compositions of a
// small vocabulary of effect primitives (split a line, cancel values, add
// rank, multiply a line, play modes, after-placement options).
//
// The package does no I/O. Scoring has two entry points: Scorer.Totals, an
// allocation-free fast path for search, and Scorer.Breakdown, which explains
// every figure's points term by term. A State keeps its board's score
// (State.BoardScores) and its key for transposition tables (State.Hash)
// up to date as moves are applied and undone, and gives a legal move by
// its position without listing them all (State.MoveCount, State.MoveAt),
// or a turn's placements as one block per kind (State.LegalBlocks); a
// playout, which never takes a move back, plays moves for good
// (State.Playout, State.PlayAt, State.PlayChance), and a game of uniform
// players without building a move (State.PlayUniformOut).
package engine
