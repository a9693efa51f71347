package engine

import (
	"math/rand/v2"
	"testing"
)

// AddUnitGains gives, for every empty square, what UnitGains and
// FigureParts give for it, the unit gains times the factor and added to
// what was there (or in its place, when it gives the figure parts too),
// and leaves the other squares alone, on random prepared boards of every
// shape with every kind of tile; it returns the greatest and least unit
// gains it leaves (0 and 0 without an empty square).
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
			maxPos, minNeg := sc.AddUnitGains(b, p, times, gains, parts)
			wantMax, wantMin, any := 0, 0, false
			for sq, c := range b.Cells {
				if c == Empty {
					g := gains[sq]
					if !any || g.Pos > wantMax {
						wantMax = g.Pos
					}
					if !any || g.Neg < wantMin {
						wantMin = g.Neg
					}
					any = true
				}
			}
			if maxPos != wantMax || minNeg != wantMin {
				t.Fatalf("%v, seat %d, times %d: greatest and least %d %d, want %d %d", b.Cells, p, times, maxPos, minNeg, wantMax, wantMin)
			}
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

// UnitGainsOver is UnitGains of one seat less UnitGains of another, and
// TileGainOver TileGain of one less TileGain of the other for every
// plainly scoring tile, on every empty square of random prepared boards
// of every shape with every kind of tile, for every pair of seats.
func TestUnitGainsOverIsTheDifference(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(25, 26))
	sc := NewScorer(r)
	differ := 0
	for range 1000 {
		b := randomBoard(rng, r, 1+rng.IntN(8), 1+rng.IntN(8))
		sc.Prepare(b)
		for sq, c := range b.Cells {
			if c != Empty {
				continue
			}
			q := Square(sq)
			for p := range 4 {
				for o := range 4 {
					pp, pn := sc.UnitGains(q, p)
					op, on := sc.UnitGains(q, o)
					gotPos, gotNeg := sc.UnitGainsOver(q, p, o)
					if gotPos != pp-op || gotNeg != pn-on {
						t.Fatalf("square %d of %v, seats %d and %d: UnitGainsOver %d %d, UnitGains %d %d less %d %d", sq, b.Cells, p, o, gotPos, gotNeg, pp, pn, op, on)
					}
					for k := range r.Tiles {
						kind := TileKindID(k)
						if !sc.ScoresPlainly(kind) {
							continue
						}
						if got, want := sc.TileGainOver(q, p, o, kind), sc.TileGain(q, p, kind)-sc.TileGain(q, o, kind); got != want {
							t.Fatalf("square %d of %v, seats %d and %d, tile %d: TileGainOver %d, TileGain less TileGain %d", sq, b.Cells, p, o, k, got, want)
						}
					}
					if gotPos != 0 || gotNeg != 0 {
						differ++
					}
				}
			}
		}
	}
	if differ < 1000 {
		t.Errorf("only %d squares where the seats' unit gains differ", differ)
	}
}
