package players

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/sagatools/saga/play"
)

// Names lists the built-in automatic players. Every one sees only what
// its seat sees but oracle, which reads every hand and the pool.
func Names() []string { return []string{"random", "greedy", "rival", "search", "mcts", "oracle"} }

// New makes a built-in player by name. seed feeds players that use
// randomness, so that the same seed gives the same choices.
//
// The mcts player's name may carry its budget after a colon: mcts:2000
// searches 2,000 iterations per decision instead of DefaultBudget,
// mcts:50ms stops each decision's search after 50 ms too (its moves then
// depend on the machine), mcts:2000:50ms does both. The name, settings
// and all, is the player's name in results, so that a rating or a game
// names the player that played it.
func New(name string, seed uint64) (play.Player, error) {
	base, settings, colon := strings.Cut(name, ":")
	if colon && settings == "" {
		return nil, fmt.Errorf("player %q: nothing after the colon (mcts:2000, mcts:50ms)", name)
	}
	if colon && base != "mcts" {
		return nil, fmt.Errorf("player %q: only mcts takes settings after a colon (mcts:2000, mcts:50ms)", name)
	}
	switch base {
	case "random":
		return NewRandom(seed), nil
	case "greedy":
		return NewGreedy(), nil
	case "rival":
		return NewRival(), nil
	case "search":
		return NewSearcher(seed), nil
	case "mcts":
		p := NewMCTS(seed, DefaultBudget)
		if err := p.settings(settings); err != nil {
			return nil, fmt.Errorf("player %q: %w", name, err)
		}
		p.name = name
		return p, nil
	case "oracle":
		return NewOracle(), nil
	}
	return nil, fmt.Errorf("unknown player %q (players: %s)", name, strings.Join(Names(), ", "))
}

// Base is the built-in player a name names, without its settings: mcts
// for mcts:2000.
func Base(name string) string {
	base, _, _ := strings.Cut(name, ":")
	return base
}

// Check says what is wrong with a player's name, if anything: an unknown
// player or settings it cannot take.
func Check(name string) error {
	_, err := New(name, 0)
	return err
}

// settings reads the budget after mcts's colon: an iteration count, a
// time cap or both, separated by a colon.
func (p *MCTS) settings(s string) error {
	if s == "" {
		return nil
	}
	var budget, capped bool
	for _, part := range strings.Split(s, ":") {
		if n, err := strconv.Atoi(part); err == nil && !budget {
			if n < 1 || n > MaxBudget {
				return fmt.Errorf("budget %d: iterations per decision must be from 1 to %d", n, MaxBudget)
			}
			p.Budget, budget = n, true
			continue
		}
		if d, err := time.ParseDuration(part); err == nil && !capped {
			if d <= 0 {
				return fmt.Errorf("time cap %s: must be positive", part)
			}
			p.Time, capped = d, true
			continue
		}
		return fmt.Errorf("%q is neither an iteration count (mcts:2000) nor a time cap (mcts:50ms), each given once", part)
	}
	return nil
}

// Renew readies p, a built-in player that played an earlier game, to
// play a game as New(name, seed) would with p's name, and reports whether
// it could: greedy and rival players choose from the position alone and
// need nothing, and a random player draws from seed's stream again. A
// simulation keeps its players from game to game this way instead of
// making each one's rater, sample, tables or stream anew; a player Renew
// does not know (search, mcts, oracle, human) reports false.
func Renew(p play.Player, seed uint64) bool {
	switch p := p.(type) {
	case *Random:
		p.stream = play.NewStream(seed, randomStream)
		return true
	case *Greedy:
		return true
	}
	return false
}

// Make is New as a play.Maker: the built-in players play any seat alike.
func Make(_ int, name string, seed uint64) (play.Player, error) { return New(name, seed) }
