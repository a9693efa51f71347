package play

import (
	"github.com/sagatools/saga/engine"
)

// Player chooses a move for the seat to move. Choose is only asked in
// decision phases, with the seat's view of the game and the non-empty
// list of its legal moves (which its view determines). An error (a
// person at the terminal who quits) stops the game.
type Player interface {
	Name() string
	Choose(v *View, moves []engine.Move) (engine.Move, error)
}

// An Oracle sees everything: the game loop gives it the whole state,
// the other players' hands and the pool included, instead of a view. It
// is for measuring what hidden information is worth, never for playing
// against people; its name says so.
type Oracle interface {
	Player
	// ChooseSeeing is Choose with the whole state s, which it may apply
	// and undo moves on but must leave as it found it.
	ChooseSeeing(s *engine.State, moves []engine.Move) (engine.Move, error)
}

// An IndexChooser is a player whose choice depends only on how many
// legal moves there are (random): it picks one by its position in the
// state's legal moves, which the game loop finds without listing them
// (engine.State.MoveAt). It sees nothing of the game.
type IndexChooser interface {
	Player
	ChooseIndex(n int) int
}

// A UniformChooser is an IndexChooser that picks uniformly: its choice
// among n moves is the next IntN(n) of its stream, which the game loop
// draws itself, sparing a call through the interface at every move.
type UniformChooser interface {
	IndexChooser
	// UniformStream is the stream ChooseIndex draws from.
	UniformStream() *Stream
}

// A BlockChooser is a player that rates a placement from its square: at
// a turn (engine.PhaseTurn or PhaseDrawn) the game loop gives it the
// legal moves in blocks (engine.State.LegalBlocks) and the empty
// squares, not listed one move per kind and square; it is asked Choose
// at the other decisions. Its choice is the one Choose would make.
type BlockChooser interface {
	Player
	ChooseBlock(v *View, blocks []engine.MoveBlock, empty []engine.Square) (engine.Move, error)
}

// SeatSeed is the seed of seat p's automatic player in the game of the
// given seed. saga play, saga generate and simulations all derive it so,
// which is what lets a game seen in one be played again in another.
func SeatSeed(gameSeed uint64, p int) uint64 { return gameSeed*1_000_003 + uint64(p) + 1 }
