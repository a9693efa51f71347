package rulesets_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// CopyTo gives what Clone gives, into one state reused for states of
// both rulesets and every act: the same fields, the same moves, score and
// key, and a copy that moves on without touching the state it came from.
func TestCopyToIsClone(t *testing.T) {
	var buf *engine.State
	scores, want := make([]int, 4), make([]int, 4)
	checked := 0
	for seed := range uint64(20) {
		for _, name := range playoutRulesets() {
			r := fixture.Rules(t, name)
			players := r.MinPlayers + int(seed)%(r.MaxPlayers-r.MinPlayers+1)
			rng := rand.New(rand.NewPCG(seed, 5))
			s, err := engine.NewGame(r, players, 0)
			if err != nil {
				t.Fatal(err)
			}
			var moves []engine.Move
			for step := 0; s.Phase != engine.PhaseGameOver; step++ {
				moves = s.LegalMoves(moves[:0])
				if step%5 == 0 {
					before := s.Clone()
					buf = s.CopyTo(buf)
					if !sameState(buf, before) {
						t.Fatalf("%s seed %d step %d: the copy differs from a clone", name, seed, step)
					}
					if got := buf.LegalMoves(nil); !slices.Equal(got, moves) {
						t.Fatalf("%s seed %d step %d: the copy's moves differ", name, seed, step)
					}
					buf.BoardScores(scores[:players])
					before.BoardScores(want[:players])
					if !slices.Equal(scores, want) || buf.Hash() != before.Hash() {
						t.Fatalf("%s seed %d step %d: the copy's score or key differs", name, seed, step)
					}
					buf.Apply(pick(rng, buf, moves))
					if !sameState(s, before) {
						t.Fatalf("%s seed %d step %d: a move on the copy changed the state", name, seed, step)
					}
					checked++
				}
				s.Apply(pick(rng, s, moves))
			}
		}
	}
	if checked < 500 {
		t.Fatalf("only %d copies checked", checked)
	}
}
