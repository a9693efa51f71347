package rulesets_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// A state restarted after a game, part of a game or a clone's game is
// the state NewGame makes, and plays on as a new game does: the same
// state, moves, scores and key after every move of random games.
func TestRestartIsNewGame(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		for players := r.MinPlayers; players <= r.MaxPlayers; players++ {
			t.Run(fmt.Sprintf("%s/%dp", name, players), func(t *testing.T) {
				rng := rand.New(rand.NewPCG(uint64(players), 21))
				kept, err := engine.NewGame(r, players, 0)
				if err != nil {
					t.Fatal(err)
				}
				for game := range 12 {
					switch game % 4 {
					case 1: // a clone's storage, boards and pools made as its acts begin
						kept = kept.Clone()
					case 2: // the score and key kept as moves are applied
						kept.BoardScores(make([]int, players))
						kept.Hash()
					}
					first := rng.IntN(players)
					if err := kept.Restart(first); err != nil {
						t.Fatal(err)
					}
					fresh, err := engine.NewGame(r, players, first)
					if err != nil {
						t.Fatal(err)
					}
					// Games 3, 7 and 11 stop early, so that the next
					// restarts in the middle of an act.
					stop := -1
					if game%4 == 3 {
						stop = rng.IntN(80)
					}
					sameGame(t, kept, fresh, rng, stop)
				}
				if err := kept.Restart(players); err == nil {
					t.Errorf("restarted with first player %d of %d", players, players)
				}
			})
		}
	}
}

// sameGame plays a and b with the same random moves until the game is
// over or stop moves were played, and fails unless they are the same
// state before every move.
func sameGame(t *testing.T, a, b *engine.State, rng *rand.Rand, stop int) {
	t.Helper()
	players := a.Players
	scoresA, scoresB := make([]int, players), make([]int, players)
	var moves []engine.Move
	for step := 0; a.Phase != engine.PhaseGameOver && step != stop; step++ {
		if !sameState(a, b) {
			t.Fatalf("step %d: the restarted state differs from a new game's", step)
		}
		moves = a.LegalMoves(moves[:0])
		if !slices.Equal(moves, b.LegalMoves(nil)) {
			t.Fatalf("step %d: the restarted state's moves differ", step)
		}
		if step%7 == 0 {
			a.BoardScores(scoresA)
			b.BoardScores(scoresB)
			if !slices.Equal(scoresA, scoresB) || a.Hash() != b.Hash() {
				t.Fatalf("step %d: the restarted state's score or key differs", step)
			}
		}
		m := pick(rng, a, moves)
		a.Apply(m)
		b.Apply(m)
	}
	if !sameState(a, b) {
		t.Fatal("the restarted game ends elsewhere than a new one")
	}
}
