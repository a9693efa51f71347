package engine

// Scorer scores boards at the end of an act (R14-R18, K5). It keeps scratch
// space between calls so that Totals allocates nothing; a Scorer is
// therefore not safe for concurrent use: give each goroutine its own.
type Scorer struct {
	rules *Rules
	kinds []kindEffects

	// Per square: the row segment and the column segment it belongs to
	// (-1 for holes and splitting tiles, which belong to none, R14), and
	// which board-scope canceller turned its tile face down (R15).
	rowSeg, colSeg []int32
	flippedBy      []Square

	// Per segment (row segments first, then column segments).
	pos, neg   []int      // sums of the positive and negative values seen
	lineCancel []ValueSet // values a face-up line-scope canceller zeroes
	factor     []int      // product of the line multipliers
	rankAdd    []int      // diamonds added to every figure in the segment
}

// kindEffects flattens a tile kind's scoring effects for the hot loop.
type kindEffects struct {
	value       int
	split       bool
	cancelBoard ValueSet
	cancelLine  ValueSet
	factor      int // 1 when the kind multiplies nothing
	rankLines   int
	rankAdj     int
}

// NewScorer prepares a scorer for boards of the given rules.
func NewScorer(r *Rules) *Scorer {
	s := &Scorer{rules: r, kinds: make([]kindEffects, len(r.Tiles))}
	for i, t := range r.Tiles {
		k := kindEffects{value: t.Value, factor: 1}
		if t.Ability != NoAbility {
			a := r.Abilities[t.Ability]
			k.split = a.Split
			switch a.Cancel.Scope {
			case CancelBoard:
				k.cancelBoard = a.Cancel.Values
			case CancelLine:
				k.cancelLine = a.Cancel.Values
			}
			if a.Multiply != 0 {
				k.factor = a.Multiply
			}
			switch a.AddRank.Scope {
			case RankLines:
				k.rankLines = a.AddRank.Amount
			case RankAdjacent:
				k.rankAdj = a.AddRank.Amount
			}
		}
		s.kinds[i] = k
	}
	largest := 0
	for _, act := range r.Acts {
		largest = max(largest, act.Board.Squares())
	}
	s.grow(largest)
	return s
}

func (s *Scorer) grow(squares int) {
	if len(s.rowSeg) >= squares {
		return
	}
	s.rowSeg = make([]int32, squares)
	s.colSeg = make([]int32, squares)
	s.flippedBy = make([]Square, squares)
	segs := 2 * squares
	s.pos = make([]int, segs)
	s.neg = make([]int, segs)
	s.lineCancel = make([]ValueSet, segs)
	s.factor = make([]int, segs)
	s.rankAdd = make([]int, segs)
}

// Totals writes each player's points for the act into out (indexed by seat;
// figures of seats beyond len(out) are ignored). It allocates nothing.
func (s *Scorer) Totals(b *Board, out []int) {
	s.prepare(b)
	for i := range out {
		out[i] = 0
	}
	for sq, c := range b.Cells {
		if c.IsFigure() {
			if p := c.Player(); p < len(out) {
				out[p] += s.points(b, Square(sq), c)
			}
		}
	}
}

// splits reports whether square content c cuts lines: holes and tiles with
// a splitting ability. Face-down tiles still split (R15 ruling).
func (s *Scorer) splits(c Cell) bool {
	return c == Hole || c.HasTileKind() && s.kinds[c.TileKind()].split
}

// prepare computes segments, face-down tiles and per-segment aggregates.
func (s *Scorer) prepare(b *Board) {
	g := b.Geometry
	n := len(b.Cells)
	s.grow(n)
	segs := int32(0)
	for r := range g.Height {
		open := false
		for c := range g.Width {
			sq := r*g.Width + c
			if s.splits(b.Cells[sq]) {
				s.rowSeg[sq], open = -1, false
				continue
			}
			if !open {
				segs, open = segs+1, true
			}
			s.rowSeg[sq] = segs - 1
		}
	}
	for c := range g.Width {
		open := false
		for r := range g.Height {
			sq := r*g.Width + c
			if s.splits(b.Cells[sq]) {
				s.colSeg[sq], open = -1, false
				continue
			}
			if !open {
				segs, open = segs+1, true
			}
			s.colSeg[sq] = segs - 1
		}
	}
	for i := range segs {
		s.pos[i], s.neg[i], s.lineCancel[i], s.factor[i], s.rankAdd[i] = 0, 0, 0, 1, 0
	}
	for i := range n {
		s.flippedBy[i] = NoSquare
	}

	// R15: all flips are decided from the face-up board at once, so every
	// board-scope canceller acts, even one that is itself turned down.
	for sq, c := range b.Cells {
		if c.HasTileKind() {
			if set := s.kinds[c.TileKind()].cancelBoard; set != 0 {
				s.flipSegment(b, Square(sq), set, Row)
				s.flipSegment(b, Square(sq), set, Column)
			}
		}
	}

	for sq, c := range b.Cells {
		if !c.HasTileKind() || s.flippedBy[sq] != NoSquare {
			continue // face-down tiles add 0 and lose their abilities (R15)
		}
		k := &s.kinds[c.TileKind()]
		if k.split {
			continue
		}
		for _, seg := range [2]int32{s.rowSeg[sq], s.colSeg[sq]} {
			if k.value > 0 {
				s.pos[seg] += k.value
			} else {
				s.neg[seg] += k.value
			}
			s.lineCancel[seg] |= k.cancelLine
			s.factor[seg] *= k.factor
			s.rankAdd[seg] += k.rankLines
		}
	}
}

// flipSegment turns face down the tiles with values in set that share the
// canceller's segment along the given line.
func (s *Scorer) flipSegment(b *Board, from Square, set ValueSet, line Line) {
	seg := s.rowSeg
	if line == Column {
		seg = s.colSeg
	}
	id := seg[from]
	g := b.Geometry
	r, c := g.RowCol(from)
	for _, dir := range [2]int{-1, 1} {
		rr, cc := r, c
		for {
			if line == Row {
				cc += dir
			} else {
				rr += dir
			}
			if !g.Contains(rr, cc) {
				break
			}
			sq := g.At(rr, cc)
			if seg[sq] != id {
				break
			}
			if t := b.Cells[sq]; t.HasTileKind() && set.Has(s.kinds[t.TileKind()].value) && s.flippedBy[sq] == NoSquare {
				s.flippedBy[sq] = from
			}
		}
	}
}

// segmentValue is what a segment's tiles add to a figure's sum.
func (s *Scorer) segmentValue(seg int32) int {
	v := 0
	if s.lineCancel[seg]&Positive == 0 {
		v += s.pos[seg]
	}
	if s.lineCancel[seg]&Negative == 0 {
		v += s.neg[seg]
	}
	return v * s.factor[seg]
}

// multiplier is a figure's rank plus the diamonds the board adds (R16, K5).
func (s *Scorer) multiplier(b *Board, sq Square, c Cell) int {
	m := s.rules.Figures[c.FigureKind()].Rank + s.rankAdd[s.rowSeg[sq]] + s.rankAdd[s.colSeg[sq]]
	g := b.Geometry
	r, col := g.RowCol(sq)
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		if !g.Contains(r+d[0], col+d[1]) {
			continue
		}
		n := g.At(r+d[0], col+d[1])
		if t := b.Cells[n]; t.HasTileKind() && s.flippedBy[n] == NoSquare {
			m += s.kinds[t.TileKind()].rankAdj
		}
	}
	return m
}

// points of the figure c on sq (R18): the sum of its two segments times its
// diamonds.
func (s *Scorer) points(b *Board, sq Square, c Cell) int {
	sum := s.segmentValue(s.rowSeg[sq]) + s.segmentValue(s.colSeg[sq])
	return sum * s.multiplier(b, sq, c)
}
