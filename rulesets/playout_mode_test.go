package rulesets_test

import (
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// In a playout (State.Playout) the state keeps a mask of each seat's
// figure kinds in supply, which MoveCount and MoveAt read: they agree
// with the list and the masks with the supplies (State.Check) in every
// state of random games, with moves taken back and played again, act
// ends among them.
func TestPlayoutMovesMatchTheList(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		t.Run(filepath.Base(name), func(t *testing.T) {
			undone := 0
			for seed := range uint64(60) {
				rng := rand.New(rand.NewPCG(seed, 23))
				players := r.MinPlayers + int(seed)%(r.MaxPlayers-r.MinPlayers+1)
				s, err := engine.NewGame(r, players, int(seed)%players)
				if err != nil {
					t.Fatal(err)
				}
				s.Playout(true)
				var moves []engine.Move
				for s.Phase != engine.PhaseGameOver {
					moves = s.LegalMoves(moves[:0])
					if err := sameMovesByIndex(s, moves); err != nil {
						t.Fatalf("seed %d, phase %v: %v", seed, s.Phase, err)
					}
					if err := s.Check(); err != nil {
						t.Fatalf("seed %d, phase %v: %v", seed, s.Phase, err)
					}
					m := pick(rng, s, moves)
					if rng.IntN(4) == 0 {
						// Take the move back, check, and play it again.
						u := s.Apply(m)
						s.Undo(u)
						if err := s.Check(); err != nil {
							t.Fatalf("seed %d, %s taken back: %v", seed, s.Notation(m), err)
						}
						undone++
					}
					s.Apply(m)
				}
			}
			if undone < 1000 {
				t.Errorf("only %d moves taken back", undone)
			}
		})
	}
}
