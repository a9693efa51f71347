package rulesets_test

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// The board scores and the key that Apply and Undo keep up to date equal
// those worked out from scratch, in every state of random games of both
// rulesets and the every-play variant, with 2 to 4 players: after each
// move, and after each move is undone and played again. Some games ask
// after every move, others only now and then, so that the tally and the
// key are also carried across moves nobody asked about.
func TestIncrementalScoreAndKeyMatchScratch(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		for players := r.MinPlayers; players <= r.MaxPlayers; players++ {
			t.Run(fmt.Sprintf("%s/%dp", filepath.Base(name), players), func(t *testing.T) {
				sc := engine.NewScorer(r)
				for seed := range uint64(*playouts) {
					every := 1 + int(seed%4)
					incrementalGame(t, r, sc, players, seed, every)
				}
			})
		}
	}
}

func incrementalGame(t *testing.T, r *engine.Rules, sc *engine.Scorer, players int, seed uint64, every int) {
	rng := rand.New(rand.NewPCG(seed, 31))
	s, err := engine.NewGame(r, players, int(seed)%players)
	if err != nil {
		t.Fatal(err)
	}
	var moves []engine.Move
	for step := 0; s.Phase != engine.PhaseGameOver; step++ {
		moves = s.LegalMoves(moves[:0])
		m := pick(rng, s, moves)
		ask := step%every == 0
		var before [2]uint64
		var scoresBefore []int
		if ask {
			if err := scratchAgrees(s, sc); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			before = [2]uint64{s.Hash(), 0}
			scoresBefore = boardScores(s)
		}
		notation := s.Notation(m)
		u := s.Apply(m)
		if ask || rng.IntN(3) == 0 {
			if err := scratchAgrees(s, sc); err != nil {
				t.Fatalf("seed %d step %d after %s: %v", seed, step, notation, err)
			}
		}
		s.Undo(u)
		if ask {
			if s.Hash() != before[0] || !slices.Equal(boardScores(s), scoresBefore) {
				t.Fatalf("seed %d step %d: undoing %s does not restore the key or the scores", seed, step, notation)
			}
		}
		s.Apply(m)
	}
}

// scratchAgrees compares the state's kept scores and key with fresh ones:
// a new scorer's totals, and the key of a clone, which works it out anew.
func scratchAgrees(s *engine.State, sc *engine.Scorer) error {
	want := make([]int, s.Players)
	sc.Totals(s.Board, want)
	if got := boardScores(s); !slices.Equal(got, want) {
		return fmt.Errorf("kept board scores %v, from scratch %v", got, want)
	}
	if got, want := s.Hash(), s.Clone().Hash(); got != want {
		return fmt.Errorf("kept key %x, from scratch %x", got, want)
	}
	return nil
}

func boardScores(s *engine.State) []int {
	out := make([]int, s.Players)
	s.BoardScores(out)
	return out
}

// The key tells apart the states a game passes through: in random games
// of both rulesets, no two different states met share a key, and the
// same state reached again has the same key.
func TestKeysTellStatesApart(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		seen := map[uint64]string{}
		for seed := range uint64(100) {
			rng := rand.New(rand.NewPCG(seed, 8))
			s, err := engine.NewGame(r, 3, 0)
			if err != nil {
				t.Fatal(err)
			}
			var moves []engine.Move
			for s.Phase != engine.PhaseGameOver {
				id := stateIdentity(s)
				if other, ok := seen[s.Hash()]; ok && other != id {
					t.Fatalf("%s: two states share key %x:\n%s\n%s", name, s.Hash(), other, id)
				}
				seen[s.Hash()] = id
				moves = s.LegalMoves(moves[:0])
				s.Apply(pick(rng, s, moves))
			}
		}
		if len(seen) < 1000 {
			t.Errorf("%s: only %d states", name, len(seen))
		}
	}
}

// stateIdentity writes down what the key stands for.
func stateIdentity(s *engine.State) string {
	hands := make([][]int, s.Players)
	for p, h := range s.Hands {
		hands[p] = make([]int, len(s.Rules.Tiles))
		for _, t := range h {
			hands[p][t.Kind]++
		}
	}
	return fmt.Sprint(s.Act, s.Board.Cells, hands, s.Supply, s.Pool, s.Phase, s.ToMove, s.DealTo, s.Absent, s.Drawn, s.Placed)
}

// Moves allocate nothing: in states along random games of both rulesets,
// listing the legal moves into a reused buffer, counting and indexing
// them, and applying and undoing each one (but NextAct, which lays out a
// new board) with the score and the key kept up to date allocates no
// memory once the hands have room.
func TestMovesAllocateNothing(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		rng := rand.New(rand.NewPCG(3, 4))
		s, err := engine.NewGame(r, 3, 0)
		if err != nil {
			t.Fatal(err)
		}
		scores := make([]int, 3)
		s.BoardScores(scores)
		s.Hash()
		moves := make([]engine.Move, 0, 4096)
		checked := 0
		for s.Phase != engine.PhaseGameOver {
			moves = s.LegalMoves(moves[:0])
			if s.Phase != engine.PhaseActOver {
				allocs := testing.AllocsPerRun(2, func() {
					moves = s.LegalMoves(moves[:0])
					for i := range s.MoveCount() {
						m := s.MoveAt(i)
						u := s.Apply(m)
						s.BoardScores(scores)
						s.Hash()
						s.Undo(u)
					}
				})
				if allocs != 0 {
					t.Fatalf("%s, phase %v: %v allocations", name, s.Phase, allocs)
				}
				checked++
			}
			s.Apply(pick(rng, s, moves))
		}
		if checked < 50 {
			t.Errorf("%s: only %d states checked", name, checked)
		}
	}
}
