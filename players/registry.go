package players

import (
	"fmt"
	"github.com/sagatools/saga/play"
	"strings"
)

// PlayerNames lists the built-in automatic players.
func PlayerNames() []string { return []string{"random", "greedy", "rival", "search"} }

// NewPlayer makes a built-in player by name. seed feeds players that use
// randomness, so that the same seed gives the same choices.
func NewPlayer(name string, seed uint64) (play.Player, error) {
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
