package position

import (
	"fmt"

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
	// grid is the file's grid, and gridOffsets where in it each square's
	// token is written (-1 for one not read), for messages; nil for a
	// position made in memory.
	grid        *tomlfile.Value
	gridOffsets []int
}

// squarePos is where square sq is written in the file's grid. It is found
// only when a message needs it: each position is a walk along the grid's
// text, which for every square would cost more than reading the grid.
func (p *Position) squarePos(sq engine.Square) tomlfile.Pos {
	if p.gridOffsets[sq] < 0 {
		return tomlfile.Pos{}
	}
	return p.grid.PosAt(p.gridOffsets[sq])
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

// figureExcess is a player's figures of one kind on the board beyond
// what the player owns.
type figureExcess struct {
	player         int
	kind           engine.FigureKindID
	onBoard, owned int
	first          engine.Square // where the first one too many stands
}

// owns says what the player owns: "red owns 3 in a 3-player game".
func (e figureExcess) owns(p *Position) string {
	return fmt.Sprintf("%s owns %d in a %d-player game", p.Players[e.player], e.owned, len(p.Players))
}

// figuresBeyondOwned lists, by player and kind in the order of the
// board, the figures on the board beyond what their players own.
func (p *Position) figuresBeyondOwned() []figureExcess {
	var over []figureExcess
	at := map[[2]int]int{} // player and kind → index into over
	used := make([][]int, len(p.Players))
	for i := range used {
		used[i] = make([]int, len(p.Rules.Figures))
	}
	for sq, c := range p.Board.Cells {
		if !c.IsFigure() {
			continue
		}
		pl, f := c.Player(), c.FigureKind()
		used[pl][f]++
		owned := p.Rules.Figures[f].CountFor(len(p.Players))
		switch key := [2]int{pl, int(f)}; {
		case used[pl][f] == owned+1:
			at[key] = len(over)
			over = append(over, figureExcess{player: pl, kind: f, onBoard: used[pl][f], owned: owned, first: engine.Square(sq)})
		case used[pl][f] > owned+1:
			over[at[key]].onBoard++
		}
	}
	return over
}
