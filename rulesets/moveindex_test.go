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

// MoveCount, MoveAt, ChanceMove and LegalBlocks agree with LegalMoves in
// every state of random games of both rulesets and of the every-play
// variant, whose tiles use every play mode and after-placement option.
func TestMovesByIndexMatchTheList(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		t.Run(filepath.Base(name), func(t *testing.T) {
			quick := 0
			for seed := range uint64(*playouts) {
				rng := rand.New(rand.NewPCG(seed, 77))
				players := r.MinPlayers + int(seed)%(r.MaxPlayers-r.MinPlayers+1)
				s, err := engine.NewGame(r, players, int(seed)%players)
				if err != nil {
					t.Fatal(err)
				}
				var moves []engine.Move
				for s.Phase != engine.PhaseGameOver {
					moves = s.LegalMoves(moves[:0])
					if err := sameMovesByIndex(s, moves); err != nil {
						t.Fatalf("seed %d, phase %v: %v", seed, s.Phase, err)
					}
					if s.IsChance() {
						x := 0
						for _, m := range moves {
							for range s.ChanceWeight(m) {
								if got := s.ChanceMove(x); got != m {
									t.Fatalf("seed %d: ChanceMove(%d) is %v, the weighted list gives %v", seed, x, got, m)
								}
								x++
							}
						}
					}
					if s.Phase == engine.PhaseTurn || s.Phase == engine.PhaseDrawn {
						quick++
					}
					s.Apply(pick(rng, s, moves))
				}
			}
			if quick == 0 {
				t.Error("no turn checked")
			}
		})
	}
}

// The same holds on boards one square wide or one square high, where a
// figure's neighbours are the fewest: the every-play variant's tiles on
// such boards.
func TestMovesByIndexOnThinBoards(t *testing.T) {
	base := fixture.Rules(t, "testdata/valid/every-play.toml")
	for _, size := range [][2]int{{1, 7}, {7, 1}, {2, 5}} {
		r := *base
		r.Acts = append([]engine.Act(nil), base.Acts...)
		for i := range r.Acts {
			g, err := engine.NewGeometry(size[0], size[1])
			if err != nil {
				t.Fatal(err)
			}
			r.Acts[i].Board = g
		}
		for seed := range uint64(300) {
			rng := rand.New(rand.NewPCG(seed, 5))
			s, err := engine.NewGame(&r, 2, 0)
			if err != nil {
				t.Fatal(err)
			}
			var moves []engine.Move
			for s.Phase != engine.PhaseGameOver {
				moves = s.LegalMoves(moves[:0])
				if err := sameMovesByIndex(s, moves); err != nil {
					t.Fatalf("%d×%d board, seed %d: %v", size[0], size[1], seed, err)
				}
				s.Apply(pick(rng, s, moves))
			}
		}
	}
}

// Moves that remove or replace tiles are counted and found from the
// state's sets of targeted tiles in a playout on boards of at most 64
// squares, and by going over the board otherwise: both agree with the
// list, also for a tile that removes tiles of its own ability (never
// itself). The Quake here only removes, so that the removals alone
// decide whether it offers an option.
func TestMovesByIndexOfTargetedTiles(t *testing.T) {
	base := fixture.Rules(t, "testdata/valid/every-play.toml")
	r := *base
	r.Abilities = slices.Clone(base.Abilities)
	quake := slices.IndexFunc(r.Abilities, func(a engine.Ability) bool { return a.Name == "quake" })
	rock := slices.IndexFunc(r.Abilities, func(a engine.Ability) bool { return a.Name == "rock" })
	r.Abilities[quake].After = []engine.AfterOption{
		{Kind: engine.RemoveAfter, Target: engine.AbilityID(rock)},
		{Kind: engine.RemoveAfter, Target: engine.AbilityID(quake)},
	}
	for _, c := range []struct {
		width   int
		playout bool
	}{{0, false}, {0, true}, {9, false}, {9, true}} {
		width, rules := c.width, r
		if width > 0 {
			rules.Acts = slices.Clone(r.Acts)
			for i := range rules.Acts {
				g, err := engine.NewGeometry(width, width)
				if err != nil {
					t.Fatal(err)
				}
				rules.Acts[i].Board = g
			}
		}
		removals := 0
		for seed := range uint64(200) {
			rng := rand.New(rand.NewPCG(seed, 11))
			s, err := engine.NewGame(&rules, 2, 0)
			if err != nil {
				t.Fatal(err)
			}
			s.Playout(c.playout)
			var moves []engine.Move
			for s.Phase != engine.PhaseGameOver {
				moves = s.LegalMoves(moves[:0])
				if err := sameMovesByIndex(s, moves); err != nil {
					t.Fatalf("board width %d, playout %v, seed %d: %v", width, c.playout, seed, err)
				}
				if err := s.Check(); err != nil {
					t.Fatalf("board width %d, playout %v, seed %d: %v", width, c.playout, seed, err)
				}
				for _, m := range moves {
					removals += b2i(m.Kind == engine.After && s.OptionOf(m).Kind == engine.RemoveAfter)
				}
				s.Apply(pick(rng, s, moves))
			}
		}
		if removals < 100 {
			t.Errorf("board width %d, playout %v: only %d removals listed", width, c.playout, removals)
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func sameMovesByIndex(s *engine.State, moves []engine.Move) error {
	if n := s.MoveCount(); n != len(moves) {
		return fmt.Errorf("MoveCount %d, LegalMoves lists %d", n, len(moves))
	}
	for i, m := range moves {
		if got := s.MoveAt(i); got != m {
			return fmt.Errorf("MoveAt(%d) is %s, LegalMoves has %s", i, s.Notation(got), s.Notation(m))
		}
	}
	// LegalBlocks, its blocks spelled out, is the list too.
	var spelled []engine.Move
	for _, b := range s.LegalBlocks(nil) {
		if !b.Each {
			spelled = append(spelled, b.Move)
			continue
		}
		for _, sq := range s.AppendEmpty(nil) {
			b.Move.To = sq
			spelled = append(spelled, b.Move)
		}
	}
	if !slices.Equal(spelled, moves) {
		return fmt.Errorf("LegalBlocks spell out %d moves, LegalMoves lists %d, or not the same", len(spelled), len(moves))
	}
	return nil
}
