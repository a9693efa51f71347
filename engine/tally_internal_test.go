package engine

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// A scorer that follows changes of its board (Prepare on a board that
// differs from the last by figures and plain tiles put on or taken off,
// and special tiles put on empty squares) answers every question about
// gains as one that prepares the board anew, on random boards of every
// shape with every kind of tile, through long runs of random changes,
// some of them special (which follow puts on empty squares where no
// board-scope canceller acts, and otherwise prepares anew); the points
// it keeps are those of scoring the board whole.
func TestPrepareFollowsChanges(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(17, 18))
	followed, fresh, whole := NewScorer(r), NewScorer(r), NewScorer(r)
	var plain, special []TileKindID
	for k := range r.Tiles {
		if followed.ScoresPlainly(TileKindID(k)) {
			plain = append(plain, TileKindID(k))
		} else {
			special = append(special, TileKindID(k))
		}
	}
	follows, specials, splits, cancellers := 0, 0, 0, 0
	for range 600 {
		b := randomBoard(rng, r, 1+rng.IntN(8), 1+rng.IntN(8))
		followed.Prepare(b)
		for range 40 {
			sq := Square(rng.IntN(len(b.Cells)))
			if b.Cells[sq] == Hole || b.Cells[sq].IsPrinted() {
				continue
			}
			wasEmpty := b.Cells[sq] == Empty
			switch x := rng.IntN(20); {
			case x < 6:
				b.Cells[sq] = Empty
			case x < 12:
				b.Cells[sq] = FigureCell(rng.IntN(4), FigureKindID(rng.IntN(len(r.Figures))))
			case x < 17:
				b.Cells[sq] = TileCell(plain[rng.IntN(len(plain))])
			default:
				b.Cells[sq] = TileCell(special[rng.IntN(len(special))])
			}
			if followed.follow(b) {
				follows++
				if wasEmpty && b.Cells[sq].IsTile() && !followed.ScoresPlainly(b.Cells[sq].TileKind()) {
					specials++
					if followed.kinds[b.Cells[sq].TileKind()].split {
						splits++
					}
					if followed.kinds[b.Cells[sq].TileKind()].cancelBoard != 0 {
						cancellers++
					}
				}
			} else {
				followed.Prepare(b)
			}
			fresh.gainsReady = false // prepared anew, not followed
			fresh.Prepare(b)
			sameAsFresh(t, followed, fresh, whole, b)
		}
	}
	t.Logf("%d followed, %d of them special tiles placed, %d of those splitting, %d board-scope cancellers", follows, specials, splits, cancellers)
	if follows < 10000 || specials < 400 || splits < 100 || cancellers < 50 {
		t.Errorf("only %d changes followed, %d special tiles placed, %d splitting, %d board-scope cancellers", follows, specials, splits, cancellers)
	}
}

// sameAsFresh fails t unless followed, a scorer that followed the changes
// to b, holds the gains of fresh, prepared for b anew, and the points of
// whole, which scores b whole.
func sameAsFresh(t *testing.T, followed, fresh, whole *Scorer, b *Board) {
	t.Helper()
	if err := sameGains(followed, fresh, b); err != "" {
		t.Fatalf("%s, on %d×%d %v", err, b.Geometry.Width, b.Geometry.Height, b.Cells)
	}
	var totals [4]int
	whole.Totals(b, totals[:])
	for p, v := range totals {
		if got := followed.Points(b, p); got != v {
			t.Fatalf("seat %d: %d points, scored whole %d, on %d×%d %v", p, got, v, b.Geometry.Width, b.Geometry.Height, b.Cells)
		}
	}
}

// sameGains compares everything the gains of two scorers prepared on b
// read, by asking them.
func sameGains(a, b *Scorer, board *Board) string {
	if !slices.Equal(a.cancellers, b.cancellers) {
		return "board-scope cancellers listed differently"
	}
	for sq, c := range board.Cells {
		q := Square(sq)
		ar, ac := a.Segments(q)
		br, bc := b.Segments(q)
		if ar < 0 || ac < 0 || br < 0 || bc < 0 {
			if ar != br || ac != bc {
				return "segments differ"
			}
			continue
		}
		if a.LineFactor(q) != b.LineFactor(q) || a.SegmentRank(ar) != b.SegmentRank(br) || a.SegmentRank(ac) != b.SegmentRank(bc) ||
			a.AdjacentRank(q) != b.AdjacentRank(q) || (a.flippedBy[q] == NoSquare) != (b.flippedBy[q] == NoSquare) {
			return "segment aggregates differ"
		}
		if c.HasTileKind() && a.flippedBy[q] != b.flippedBy[q] {
			return "tiles are turned down by different cancellers"
		}
		for _, ids := range [2][2]int{{ar, br}, {ac, bc}} {
			if a.seg[ids[0]] != b.seg[ids[1]] {
				return "segments' sums differ"
			}
			if a.boardCancel[ids[0]] != b.boardCancel[ids[1]] {
				return "board-scope cancel sets differ"
			}
			for p := range MaxSeats {
				if a.segMult[ids[0]*MaxSeats+p] != b.segMult[ids[1]*MaxSeats+p] {
					return "summed multipliers differ"
				}
			}
		}
		for p := range 4 {
			ap, an := a.UnitGains(q, p)
			bp, bn := b.UnitGains(q, p)
			if ap != bp || an != bn {
				return "unit gains differ"
			}
			if c == Empty && a.FigureGain(board, q, p, 1) != b.FigureGain(board, q, p, 1) {
				return "figure gains differ"
			}
		}
		if c.IsFigure() && a.FigurePoints(board, q) != b.FigurePoints(board, q) {
			return "figure points differ"
		}
	}
	for p := range 4 {
		if a.Points(board, p) != b.Points(board, p) {
			return "points differ"
		}
	}
	return ""
}

// A board-scope canceller placed is followed as prepare has it
// (putCanceller): the tiles it turns down, those it holds down before a
// canceller later in board order, itself turned down by its own set or
// by another canceller, the cancellers listed in board order. The rules
// add a positive canceller of negative values, which the treachery turns
// down, and one that cancels itself; cancellers are placed one after
// another on random boards of plain tiles and figures.
func TestPrepareFollowsCancellers(t *testing.T) {
	r := testRules(t)
	r.Abilities = append(r.Abilities,
		Ability{Name: "negative cancel", Cancel: Cancel{Scope: CancelBoard, Values: Negative}},
		Ability{Name: "both cancel", Cancel: Cancel{Scope: CancelBoard, Values: Positive | Negative}})
	n := AbilityID(len(r.Abilities))
	r.Tiles = append(r.Tiles,
		TileKind{Name: "curse", Glyph: "C", Value: 3, Ability: n - 2},
		TileKind{Name: "doom", Glyph: "O", Value: -1, Ability: n - 1})
	r.Acts[0].Tiles = make([]int, len(r.Tiles))
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(27, 28))
	followed, fresh, whole := NewScorer(r), NewScorer(r), NewScorer(r)
	var plain, cancellers []TileKindID
	for k := range r.Tiles {
		switch kind := TileKindID(k); {
		case followed.ScoresPlainly(kind):
			plain = append(plain, kind)
		case followed.kinds[k].cancelBoard != 0:
			cancellers = append(cancellers, kind)
		}
	}
	placed, selfDown, downByOther, heldFirst, before := 0, 0, 0, 0, 0
	for range 3000 {
		g, _ := NewGeometry(1+rng.IntN(8), 1+rng.IntN(8))
		b := NewBoard(g)
		for i := range b.Cells {
			switch x := rng.IntN(10); {
			case x < 3:
				b.Cells[i] = FigureCell(rng.IntN(4), FigureKindID(rng.IntN(len(r.Figures))))
			case x < 7:
				b.Cells[i] = TileCell(plain[rng.IntN(len(plain))])
			}
		}
		followed.Prepare(b)
		for range 8 {
			sq := Square(rng.IntN(len(b.Cells)))
			if b.Cells[sq] != Empty {
				continue
			}
			earlier := false // placed before a canceller already down
			for _, from := range followed.cancellers {
				earlier = earlier || from > sq
			}
			was := append([]Square(nil), followed.flippedBy[:len(b.Cells)]...)
			b.Cells[sq] = TileCell(cancellers[rng.IntN(len(cancellers))])
			if followed.follow(b) {
				placed++
				if earlier {
					before++
				}
			} else {
				followed.Prepare(b)
			}
			fresh.gainsReady = false // prepared anew, not followed
			fresh.Prepare(b)
			switch down := fresh.flippedBy[sq]; {
			case down == sq:
				selfDown++
			case down != NoSquare:
				downByOther++
			}
			for y, d := range was {
				if d != NoSquare && fresh.flippedBy[y] == sq {
					heldFirst++
				}
			}
			sameAsFresh(t, followed, fresh, whole, b)
		}
	}
	t.Logf("%d cancellers followed (%d before one already down), %d down by their own set, %d by another, %d tiles held down first", placed, before, selfDown, downByOther, heldFirst)
	if placed < 3000 || before < 500 || selfDown < 500 || downByOther < 500 || heldFirst < 200 {
		t.Errorf("too few: %d cancellers followed (%d before one already down), %d down by their own set, %d by another, %d tiles held down first", placed, before, selfDown, downByOther, heldFirst)
	}
}
