package position

import (
	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
)

// Position is a board position of one act, as a position file describes it.
type Position struct {
	File    string        // where it was read from, for messages
	Ruleset string        // as written: a built-in name or a path
	Rules   *engine.Rules //
	Act     int           // index into Rules.Acts (the file counts from 1)
	Players []string      // names in seat order
	Board   *engine.Board
	// Turn is what is off the board: hands, supplies, pool, points and
	// the player to move.
	Turn Turn
	// Question is what a puzzle asks (used by saga solve).
	Question Question
	// Claims are a rulebook's printed numbers for this board, if any.
	Claims *Claims
	// Answer is the puzzle's answer as the file states it, if it does.
	Answer *Answer
}

// Warning is something suspicious but allowed, such as a board holding more
// tiles of a kind than the act's set has (rulebook examples do).
type Warning struct {
	Pos tomlfile.Pos
	Msg string
}

func (w Warning) String() string { return w.Pos.String() + ": warning: " + w.Msg }

// ActName is the name of the position's act, e.g. "Act I".
func (p *Position) ActName() string { return p.Rules.Acts[p.Act].Name }

// Score scores the board as if the act ended now.
func (p *Position) Score() engine.Score {
	return engine.NewScorer(p.Rules).Breakdown(p.Board, len(p.Players))
}

// FigureName names a scored figure by its player and kind: "brown thane".
func (p *Position) FigureName(f engine.FigureScore) string {
	return p.Players[f.Player] + " " + p.Rules.Figures[f.Kind].Name
}

// TileName is the name of the tile kind on square sq.
func (p *Position) TileName(sq engine.Square) string {
	return p.Rules.Tiles[p.Board.Cells[sq].TileKind()].Name
}
