package solver

import (
	"fmt"
	"strings"

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

// PlayerNames lists the built-in automatic players.
func PlayerNames() []string { return []string{"random", "greedy", "rival", "search"} }

// NewPlayer makes a built-in player by name. seed feeds players that use
// randomness, so that the same seed gives the same choices.
func NewPlayer(name string, seed uint64) (Player, error) {
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "greedy":
		return NewGreedy(), nil
	case "rival":
		return NewRival(), nil
	case "search":
		return NewSearcher(), nil
	}
	return nil, fmt.Errorf("unknown player %q (players: %s)", name, strings.Join(PlayerNames(), ", "))
}

// SeatSeed is the seed of seat p's automatic player in the game of the
// given seed. saga play, saga generate and simulations all derive it so,
// which is what lets a game seen in one be played again in another.
func SeatSeed(gameSeed uint64, p int) uint64 { return gameSeed*1_000_003 + uint64(p) + 1 }
