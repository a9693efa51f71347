package rulesets_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// Games of loaded rules share their scorer for act ends (Rules.Share):
// each act they end is scored as a scorer of their own scores it, and
// so is each act of a copy of the rules with other tile values, played
// between games that hand their scorers on, and of a game that takes
// back its last move after handing its scorer on and plays it again.
func TestSharedScorersScoreAsTheirOwn(t *testing.T) {
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		// A copy shares nothing (Share): its tiles are worth one more.
		other := *r
		other.Tiles = slices.Clone(r.Tiles)
		for k := range other.Tiles {
			other.Tiles[k].Value++
		}
		own := map[*engine.Rules]*engine.Scorer{r: engine.NewScorer(r), &other: engine.NewScorer(&other)}
		acts := 0
		for seed := range uint64(60) {
			rules := r
			if seed%3 == 2 {
				rules = &other
			}
			rng := rand.New(rand.NewPCG(seed, 19))
			s, err := engine.NewGame(rules, 3, int(seed%3))
			if err != nil {
				t.Fatal(err)
			}
			check := func() {
				want := make([]int, 3)
				own[rules].Totals(s.Board, want)
				if got := s.ActPoints[s.Act]; !slices.Equal(got, want) {
					t.Fatalf("%s, seed %d, act %d: scored %v, its own scorer gives %v", name, seed, s.Act+1, got, want)
				}
				acts++
			}
			var last engine.Undo
			playOut := func() {
				for s.Phase != engine.PhaseGameOver {
					if s.Phase == engine.PhaseActOver {
						s.Apply(engine.Move{Kind: engine.NextAct})
						continue
					}
					last = s.Apply(s.MoveAt(rng.IntN(s.MoveCount())))
					if s.ActOver() {
						check()
					}
				}
				s.HandOnScorer()
			}
			playOut()
			if seed%4 == 1 {
				s.Undo(last)
				s.HandOnScorer() // holds none: nothing to hand on
				playOut()
			}
		}
		if acts < 150 {
			t.Errorf("%s: only %d acts checked", name, acts)
		}
	}
}

// Shared rules count their acts' squares and tiles (Rules.ActPieces) as a
// copy, which shares nothing, counts them act by act.
func TestSharedActPiecesAsCounted(t *testing.T) {
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		other := *r
		want := 0
		for _, act := range r.Acts {
			want += act.Board.Squares()
			for _, n := range act.Tiles {
				want += n
			}
		}
		if got, copied := r.ActPieces(), other.ActPieces(); got != want || copied != want {
			t.Errorf("%s: shared %d, copy %d, want %d", name, got, copied, want)
		}
	}
}
