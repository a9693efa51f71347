package rulesets_test

import (
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// BenchmarkRandomGame plays whole 3-player games of each built-in ruleset
// from the deal to the final scoring, every decision taken uniformly at
// random and every draw by its weight: what simulations, rollouts and
// the random player cost per game. Game i of a run is always the same
// game, so runs of different lengths measure the same mix.
func BenchmarkRandomGame(b *testing.B) {
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(b, name)
		b.Run(name+"-3p", func(b *testing.B) {
			pcg := rand.NewPCG(0, 0)
			rng := rand.New(pcg)
			var moves []engine.Move
			game := uint64(0)
			b.ReportAllocs()
			for b.Loop() {
				game++
				pcg.Seed(game, 3)
				s, err := engine.NewGame(r, 3, int(game%3))
				if err != nil {
					b.Fatal(err)
				}
				for s.Phase != engine.PhaseGameOver {
					moves = s.LegalMoves(moves[:0])
					s.Apply(pick(rng, s, moves))
				}
			}
		})
	}
}

// BenchmarkRandomGameByIndex plays the games of BenchmarkRandomGame, move
// for move, with the moves picked by their position (MoveCount, MoveAt,
// ChanceMove) instead of listed: what the random player and rollouts
// cost per game.
func BenchmarkRandomGameByIndex(b *testing.B) {
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(b, name)
		b.Run(name+"-3p", func(b *testing.B) {
			pcg := rand.NewPCG(0, 0)
			rng := rand.New(pcg)
			game := uint64(0)
			b.ReportAllocs()
			for b.Loop() {
				game++
				pcg.Seed(game, 3)
				s, err := engine.NewGame(r, 3, int(game%3))
				if err != nil {
					b.Fatal(err)
				}
				for s.Phase != engine.PhaseGameOver {
					if s.IsChance() {
						s.Apply(s.ChanceMove(rng.IntN(s.PoolTotal)))
					} else {
						s.Apply(s.MoveAt(rng.IntN(s.MoveCount())))
					}
				}
			}
		})
	}
}

// fullBoards are n boards of act act with every open square taken: about
// a third figures of three players, the rest tiles drawn from the act's
// own set.
func fullBoards(r *engine.Rules, act, n int) []*engine.Board {
	rng := rand.New(rand.NewPCG(42, uint64(act)))
	var bag []engine.TileKindID
	for k, count := range r.Acts[act].Tiles {
		for range count {
			bag = append(bag, engine.TileKindID(k))
		}
	}
	boards := make([]*engine.Board, n)
	for i := range boards {
		b := engine.NewBoard(r.Acts[act].Board)
		for sq, c := range b.Cells {
			if c != engine.Empty {
				continue
			}
			if rng.IntN(3) == 0 {
				b.Cells[sq] = engine.FigureCell(rng.IntN(3), engine.FigureKindID(rng.IntN(len(r.Figures))))
			} else {
				b.Cells[sq] = engine.TileCell(bag[rng.IntN(len(bag))])
			}
		}
		boards[i] = b
	}
	return boards
}

// BenchmarkScoreFullBoard scores full 5×6 boards of each built-in ruleset
// from scratch (Scorer.Totals), cycling through 64 different boards so
// that no branch pattern is learnt by heart; ns/op is one board.
func BenchmarkScoreFullBoard(b *testing.B) {
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(b, name)
		boards := fullBoards(r, 0, 64)
		if g := boards[0].Geometry; g.Width != 6 || g.Height != 5 {
			b.Fatalf("%s: act 1's board is %d×%d, not 6×5", name, g.Width, g.Height)
		}
		b.Run(name+"-5x6", func(b *testing.B) {
			sc := engine.NewScorer(r)
			out := make([]int, 3)
			i := 0
			b.ReportAllocs()
			for b.Loop() {
				sc.Totals(boards[i&63], out)
				i++
			}
		})
	}
}
