package players

import (
	"fmt"
	"strings"

	"github.com/sagatools/saga/play"
)

// Names lists the built-in automatic players. Every one sees only what
// its seat sees but oracle, which reads every hand and the pool.
func Names() []string { return []string{"random", "greedy", "rival", "search", "oracle"} }

// New makes a built-in player by name. seed feeds players that use
// randomness, so that the same seed gives the same choices.
func New(name string, seed uint64) (play.Player, error) {
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "greedy":
		return NewGreedy(), nil
	case "rival":
		return NewRival(), nil
	case "search":
		return NewSearcher(seed), nil
	case "oracle":
		return NewOracle(), nil
	}
	return nil, fmt.Errorf("unknown player %q (players: %s)", name, strings.Join(Names(), ", "))
}

// Reusable reports whether a built-in player of the given name may play
// one game after another: it uses no randomness and chooses from the
// position alone (greedy, rival), so that a kept player chooses as a new
// one would. Keeping it saves making its rater, sample and tables again
// for every game of a simulation.
func Reusable(name string) bool { return name == "greedy" || name == "rival" }

// Make is New as a play.Maker: the built-in players play any seat alike.
func Make(_ int, name string, seed uint64) (play.Player, error) { return New(name, seed) }
