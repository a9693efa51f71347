package engine

import (
	"math/rand/v2"
	"testing"
)

// A scorer's arrays indexed by segment are segmentsOf the board's shape
// long, not twice its squares: on every pattern of split squares (holes)
// of every board of up to 16 squares, and on random patterns of larger
// boards, the ids walk numbers stay below it, and the row segments' ids
// (up from 0) never meet the column segments' (down from the top), unused
// ones included; one scorer prepares them all, growing as it goes.
func TestSegmentIDsFitTheirArrays(t *testing.T) {
	sc := NewScorer(testRules(t))
	check := func(b *Board) {
		t.Helper()
		sc.prepare(b)
		w := b.Geometry.Width
		if want := segmentsOf(w, b.Geometry.Height); sc.top != want || len(sc.seg) < want {
			t.Fatalf("%d × %d: top %d, %d segments, want %d", w, b.Geometry.Height, sc.top, len(sc.seg), want)
		}
		if sc.rows > sc.colsFrom {
			t.Fatalf("%d × %d %v: row ids up to %d meet column ids from %d", w, b.Geometry.Height, b.Cells, sc.rows, sc.colsFrom)
		}
		for sq, c := range b.Cells {
			row, col := sc.rowSeg[sq], sc.colSeg[sq]
			if c == Hole {
				if row != -1 || col != -1 {
					t.Fatalf("%v: hole %d in segments %d and %d", b.Cells, sq, row, col)
				}
				continue
			}
			if row < 0 || int(row) >= sc.rows || int(col) < sc.colsFrom || int(col) >= sc.top {
				t.Fatalf("%v: square %d in segments %d and %d, rows below %d, columns %d to %d", b.Cells, sq, row, col, sc.rows, sc.colsFrom, sc.top)
			}
		}
	}
	boards := 0
	for w := 1; w <= 16; w++ {
		for h := 1; w*h <= 16; h++ {
			g, _ := NewGeometry(w, h)
			b := NewBoard(g)
			for holes := range 1 << (w * h) {
				for sq := range b.Cells {
					b.Cells[sq] = Empty
					if holes>>sq&1 != 0 {
						b.Cells[sq] = Hole
					}
				}
				check(b)
				boards++
			}
		}
	}
	rng := rand.New(rand.NewPCG(19, 15))
	for range 20000 {
		w, h := 1+rng.IntN(MaxColumns), 1+rng.IntN(MaxRows)
		g, _ := NewGeometry(w, h)
		b := NewBoard(g)
		density := 1 + rng.IntN(4)
		for sq := range b.Cells {
			if rng.IntN(density+1) != 0 {
				b.Cells[sq] = Hole
			}
		}
		check(b)
		boards++
	}
	t.Logf("%d boards", boards)
}
