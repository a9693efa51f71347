package play

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/rulesets"
)

// firstMove is a player that takes the first legal move, and randomMove
// one that takes any at random: the game loop's tests need players, but
// not good ones.
type firstMove struct{}

func (firstMove) Name() string { return "first" }
func (firstMove) Choose(_ *View, moves []engine.Move) (engine.Move, error) {
	return moves[0], nil
}

type randomMove struct{ rng *rand.Rand }

func (randomMove) Name() string { return "random" }
func (p randomMove) Choose(_ *View, moves []engine.Move) (engine.Move, error) {
	return moves[p.rng.IntN(len(moves))], nil
}

// A game past its move limit stops with an error rather than going on:
// here a real game given a limit of 50 moves.
func TestMoveLimitStopsTheGame(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	s, err := engine.NewGame(r, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	moves := 0
	err = playUntil(s, []Player{firstMove{}, firstMove{}}, NewChance(1), nil, func(*engine.State, engine.Move) { moves++ }, 50)
	if err == nil || !strings.Contains(err.Error(), "has not ended after 50 moves") || moves != 50 {
		t.Errorf("after %d moves: %v", moves, err)
	}
}

// The move limit that stops a game which would never end is far above
// what real games take, so that no game is ever stopped by it.
func TestMoveLimitFarAboveRealGames(t *testing.T) {
	for _, name := range rulesets.Builtins() {
		r := fixture.Rules(t, name)
		for players := r.MinPlayers; players <= r.MaxPlayers; players++ {
			limit := moveLimit(r, players)
			for seed := range uint64(5) {
				moves := 0
				seats := make([]Player, players)
				for i := range seats {
					seats[i] = randomMove{rand.New(rand.NewPCG(seed, uint64(i)))}
				}
				if _, err := PlayGame(r, seats, 0, seed, func(*engine.State, engine.Move) { moves++ }); err != nil {
					t.Fatal(err)
				}
				if moves*5 > limit {
					t.Errorf("%s, %d players, seed %d: %d moves, within a fifth of the limit %d", name, players, seed, moves, limit)
				}
			}
		}
	}
}
