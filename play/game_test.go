package play

import (
	"fmt"
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

// uniformMove picks uniformly from its stream, which the game loop draws
// from itself (UniformChooser).
type uniformMove struct{ stream Stream }

func (*uniformMove) Name() string { return "uniform" }
func (p *uniformMove) Choose(_ *View, moves []engine.Move) (engine.Move, error) {
	return moves[p.ChooseIndex(len(moves))], nil
}
func (p *uniformMove) ChooseIndex(n int) int  { return p.stream.IntN(n) }
func (p *uniformMove) UniformStream() *Stream { return &p.stream }

// The uniform loop, which plays a decision to draw with the draw and the
// tile drawn, stops at the move limit where the observed (move-by-move)
// loop stops: at every limit short of a whole game's moves, the two leave
// the same state.
func TestUniformLoopStopsAtTheLimit(t *testing.T) {
	for _, name := range []string{"kingdoms", "beowulf"} {
		r := fixture.Rules(t, name)
		for limit, stopped := 1, true; stopped; limit++ {
			var states [2]string
			for i, observe := range []Observer{func(*engine.State, engine.Move) {}, nil} {
				s, err := engine.NewGame(r, 2, 0)
				if err != nil {
					t.Fatal(err)
				}
				seats := []Player{&uniformMove{NewStream(7, 0)}, &uniformMove{NewStream(7, 1)}}
				err = playUntil(s, seats, NewChance(7), nil, observe, limit)
				if observe != nil {
					stopped = err != nil
				}
				states[i] = fmt.Sprint(err != nil, s.Phase, s.ToMove, s.Board.Cells, s.Hands, s.Pool, s.Points)
			}
			if stopped && states[0] != states[1] {
				t.Fatalf("%s, limit %d: observed %s, unobserved %s", name, limit, states[0], states[1])
			}
		}
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
