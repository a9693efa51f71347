package engine

import (
	"math/rand/v2"
	"testing"
)

// AddUnitGains gives, for every empty square, what UnitGains and
// FigureParts give for it, the unit gains times the factor and added to
// what was there (or in its place, when it gives the figure parts too),
// and leaves the other squares alone, on random prepared boards of every
// shape with every kind of tile.
func TestAddUnitGainsMatchesEachSquare(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(23, 24))
	sc := NewScorer(r)
	empties := 0
	for range 1000 {
		b := randomBoard(rng, r, 1+rng.IntN(8), 1+rng.IntN(8))
		sc.Prepare(b)
		n := len(b.Cells)
		for p := range 4 {
			times := rng.IntN(7) - 3
			gains := make([]SquareGains, n)
			for sq := range n {
				gains[sq] = SquareGains{sq, -sq, 1000 + sq, 2000 + sq}
			}
			parts := p%2 == 0
			sc.AddUnitGains(b, p, times, gains, parts)
			for sq, c := range b.Cells {
				q := Square(sq)
				want := SquareGains{sq, -sq, 1000 + sq, 2000 + sq}
				if c == Empty {
					up, un := sc.UnitGains(q, p)
					want.Pos, want.Neg = sq+times*up, -sq+times*un
					if parts {
						want.Pos, want.Neg = times*up, times*un
						want.Sum, want.Diamonds = sc.FigureParts(q)
					}
					empties++
				}
				if gains[sq] != want {
					t.Fatalf("square %d (%v) of %v, seat %d, times %d: got %+v, want %+v", sq, c, b.Cells, p, times, gains[sq], want)
				}
			}
		}
	}
	if empties < 5000 {
		t.Errorf("only %d empty squares checked", empties)
	}
}
