package rulesets

import (
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
)

// fullBoard fills every open square of an act's board: about a third
// figures of three players, the rest tiles drawn from the act's own set.
func fullBoard(r *engine.Rules, act int, seed uint64) *engine.Board {
	rng := rand.New(rand.NewPCG(seed, 1))
	var bag []engine.TileKindID
	for k, n := range r.Acts[act].Tiles {
		for range n {
			bag = append(bag, engine.TileKindID(k))
		}
	}
	b := engine.NewBoard(r.Acts[act].Board)
	for i, c := range b.Cells {
		if c != engine.Empty {
			continue
		}
		if rng.IntN(3) == 0 {
			b.Cells[i] = engine.FigureCell(rng.IntN(3), engine.FigureKindID(rng.IntN(len(r.Figures))))
		} else {
			b.Cells[i] = engine.TileCell(bag[rng.IntN(len(bag))])
		}
	}
	return b
}

// BenchmarkScoreOneBoard scores one full board again and again with the fast path
// (Totals) and with the explained breakdown.
func BenchmarkScoreOneBoard(b *testing.B) {
	for _, c := range []struct {
		name    string
		ruleset string
		act     int
	}{{"beowulf-act1-5x6", "beowulf", 0}, {"beowulf-act3-6x10", "beowulf", 2}, {"kingdoms-5x6", "kingdoms", 0}} {
		r, err := Load(c.ruleset)
		if err != nil {
			b.Fatal(err)
		}
		board := fullBoard(r, c.act, 42)
		s := engine.NewScorer(r)
		out := make([]int, 3)
		b.Run(c.name+"/totals", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s.Totals(board, out)
			}
		})
		b.Run(c.name+"/breakdown", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s.Breakdown(board, 3)
			}
		})
	}
}
