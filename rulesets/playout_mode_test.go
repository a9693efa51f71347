package rulesets_test

import (
	"math/rand/v2"
	"path/filepath"
	"reflect"
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

// PlayAt and PlayChance play for good what Apply plays from MoveAt and
// ChanceMove: in every state of random games in a playout, each decision
// (some sixteen at most) and each draw from the pool leaves the state as
// Apply leaves it, its indexes and masks the board's and supplies'.
func TestPlaysForGoodMatchApply(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		t.Run(filepath.Base(name), func(t *testing.T) {
			played := 0
			for seed := range uint64(12) {
				rng := rand.New(rand.NewPCG(seed, 29))
				players := r.MinPlayers + int(seed)%(r.MaxPlayers-r.MinPlayers+1)
				s, err := engine.NewGame(r, players, int(seed)%players)
				if err != nil {
					t.Fatal(err)
				}
				s.Playout(true)
				for s.Phase != engine.PhaseGameOver {
					n, chance := s.MoveCount(), s.IsChance()
					if chance {
						n = s.PoolTotal
					}
					for i := range n {
						if n > 16 && rng.IntN(n) >= 16 {
							continue
						}
						want, got := s.Clone(), s.Clone()
						if chance {
							want.Apply(want.ChanceMove(i))
							got.PlayChance(i)
						} else {
							want.Apply(want.MoveAt(i))
							got.PlayAt(i)
						}
						if !sameState(got, want) {
							t.Fatalf("seed %d, phase %v, move %d (%s): played for good %v, applied %v", seed, s.Phase, i, s.Notation(s.MoveAt(i)), exported(got), exported(want))
						}
						if err := got.Check(); err != nil {
							t.Fatalf("seed %d, phase %v, move %d played for good: %v", seed, s.Phase, i, err)
						}
						played++
					}
					if chance {
						s.PlayChance(rng.IntN(s.PoolTotal))
					} else {
						s.PlayAt(rng.IntN(n))
					}
				}
			}
			if played < 4000 {
				t.Errorf("only %d moves played", played)
			}
		})
	}
}

// Once the key or the board's score is asked for in a playout, PlayAt
// and PlayChance keep them as Apply does: after every move they are a
// fresh copy's.
func TestPlaysForGoodKeepTheKeyAndScores(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		t.Run(filepath.Base(name), func(t *testing.T) {
			for seed := range uint64(8) {
				rng := rand.New(rand.NewPCG(seed, 31))
				s, err := engine.NewGame(r, r.MinPlayers, 0)
				if err != nil {
					t.Fatal(err)
				}
				s.Playout(true)
				scores, want := make([]int, s.Players), make([]int, s.Players)
				for moves := 0; s.Phase != engine.PhaseGameOver; moves++ {
					if s.IsChance() {
						s.PlayChance(rng.IntN(s.PoolTotal))
					} else {
						s.PlayAt(rng.IntN(s.MoveCount()))
					}
					if seed%2 == 0 && moves >= 5 {
						if got, want := s.Hash(), s.Clone().Hash(); got != want {
							t.Fatalf("seed %d, move %d: key %x, a fresh copy's %x", seed, moves, got, want)
						}
					}
					if seed%2 == 1 && moves >= 5 && !s.ActOver() {
						s.BoardScores(scores)
						engine.NewScorer(r).Totals(s.Board, want)
						if !reflect.DeepEqual(scores, want) {
							t.Fatalf("seed %d, move %d: board scores %v, scored afresh %v", seed, moves, scores, want)
						}
					}
				}
			}
		})
	}
}
