package play

import (
	"github.com/sagatools/saga/engine"
)

// Player chooses a move for the player to move. Choose is only asked in
// decision phases, with the non-empty list of legal moves of s; it may
// apply and undo moves on s but must leave it as it found it. An error
// (a person at the terminal who quits) stops the game.
type Player interface {
	Name() string
	Choose(s *engine.State, moves []engine.Move) (engine.Move, error)
}

// SeatSeed is the seed of seat p's automatic player in the game of the
// given seed. saga play, saga generate and simulations all derive it so,
// which is what lets a game seen in one be played again in another.
func SeatSeed(gameSeed uint64, p int) uint64 { return gameSeed*1_000_003 + uint64(p) + 1 }
