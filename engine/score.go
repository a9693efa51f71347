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
	split          []bool // holes and splitting tiles
	adjacent       []int  // per square: diamonds from adjacent tiles
	adjacentOn     bool   // some entry of adjacent is set
	flipped        bool   // some entry of flippedBy is set
	anyAdjacent    bool   // some tile kind adds rank to adjacent figures

	// Per segment (row segments first, then column segments).
	seg  []segment
	segs int // segments of the board last prepared

	// Filled by Prepare, for gains: per segment, the board-scope cancel
	// sets acting in it and, per player, the summed multipliers of the
	// player's figures in it.
	boardCancel []ValueSet
	segMult     []int
}

// segment aggregates the face-up tiles of one segment.
type segment struct {
	pos, neg   int      // sums of the positive and negative values
	factor     int      // product of the line multipliers
	rankAdd    int      // diamonds added to every figure in the segment
	lineCancel ValueSet // values a line-scope canceller zeroes
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
	special     bool // has any effect beyond its value
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
		k.special = k.cancelLine != 0 || k.factor != 1 || k.rankLines != 0
		s.anyAdjacent = s.anyAdjacent || k.rankAdj != 0
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
	for i := range s.flippedBy {
		s.flippedBy[i] = NoSquare
	}
	s.split = make([]bool, squares)
	s.adjacent = make([]int, squares)
	segs := 2 * squares
	s.seg = make([]segment, segs)
	s.boardCancel = make([]ValueSet, segs)
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

// prepare computes segments, face-down tiles and per-segment aggregates.
func (s *Scorer) prepare(b *Board) {
	g := b.Geometry
	cells := b.Cells
	s.grow(len(cells))
	cancellers := false
	for sq, c := range cells {
		split := c == Hole
		if c.HasTileKind() {
			k := &s.kinds[c.TileKind()]
			split = k.split
			cancellers = cancellers || k.cancelBoard != 0
		}
		s.split[sq] = split
	}
	segs := int32(0)
	for r := range g.Height {
		open := false
		for sq := r * g.Width; sq < (r+1)*g.Width; sq++ {
			if s.split[sq] {
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
		for sq := c; sq < len(cells); sq += g.Width {
			if s.split[sq] {
				s.colSeg[sq], open = -1, false
				continue
			}
			if !open {
				segs, open = segs+1, true
			}
			s.colSeg[sq] = segs - 1
		}
	}
	s.segs = int(segs)
	for i := range segs {
		s.seg[i] = segment{factor: 1}
	}
	if s.flipped {
		for i := range s.flippedBy {
			s.flippedBy[i] = NoSquare
		}
		s.flipped = false
	}

	// R15: all flips are decided from the face-up board at once, so every
	// board-scope canceller acts, even one that is itself turned down.
	if cancellers {
		s.flipped = true
		for sq, c := range cells {
			if c.HasTileKind() {
				if set := s.kinds[c.TileKind()].cancelBoard; set != 0 {
					s.flipSegment(b, Square(sq), set, Row)
					s.flipSegment(b, Square(sq), set, Column)
				}
			}
		}
	}

	for sq, c := range cells {
		if !c.HasTileKind() || s.split[sq] || s.flippedBy[sq] != NoSquare {
			continue // face-down tiles add 0 and lose their abilities (R15)
		}
		k := &s.kinds[c.TileKind()]
		s.addTile(s.rowSeg[sq], k)
		s.addTile(s.colSeg[sq], k)
	}
	s.addAdjacent(b)
}

// addTile adds a face-up tile's value and effects to a segment.
func (s *Scorer) addTile(i int32, k *kindEffects) {
	seg := &s.seg[i]
	if k.value > 0 {
		seg.pos += k.value
	} else {
		seg.neg += k.value
	}
	if k.special {
		seg.lineCancel |= k.cancelLine
		seg.factor *= k.factor
		seg.rankAdd += k.rankLines
	}
}

// flipSegment turns face down the tiles with values in set that share the
// canceller's segment along the given line.
func (s *Scorer) flipSegment(b *Board, from Square, set ValueSet, line Line) {
	seg, step := s.rowSeg, 1
	if line == Column {
		seg, step = s.colSeg, b.Geometry.Width
	}
	id := seg[from]
	// Like a line-scope canceller, a board-scope one is subject to its own
	// set: it lies in its own lines.
	if k := b.Cells[from].TileKind(); set.Has(s.kinds[k].value) && s.flippedBy[from] == NoSquare {
		s.flippedBy[from] = from
	}
	// Segments never span two rows (or columns): a square of another row
	// has another segment id, so walking stops at the row's end too.
	for _, dir := range [2]int{-step, step} {
		for sq := int(from) + dir; sq >= 0 && sq < len(b.Cells) && seg[sq] == id; sq += dir {
			if t := b.Cells[sq]; t.HasTileKind() && set.Has(s.kinds[t.TileKind()].value) && s.flippedBy[sq] == NoSquare {
				s.flippedBy[sq] = from
			}
		}
	}
}

// segmentValue is what a segment's tiles add to a figure's sum.
func (s *Scorer) segmentValue(i int32) int { return segmentValueOf(&s.seg[i]) }

// multiplier is a figure's rank plus the diamonds the board adds (R16, K5).
func (s *Scorer) multiplier(b *Board, sq Square, c Cell) int {
	m := s.rules.Figures[c.FigureKind()].Rank + s.seg[s.rowSeg[sq]].rankAdd + s.seg[s.colSeg[sq]].rankAdd
	if s.adjacentOn {
		m += s.adjacent[sq]
	}
	return m
}

// addAdjacent records, for each square, the diamonds that face-up tiles
// on its orthogonal neighbours add to a figure there (K5 Wizard).
func (s *Scorer) addAdjacent(b *Board) {
	s.adjacentOn = false
	if !s.anyAdjacent {
		return
	}
	g := b.Geometry
	clear(s.adjacent[:len(b.Cells)])
	var buf [4]Square
	for sq, c := range b.Cells {
		if !c.HasTileKind() || s.flippedBy[sq] != NoSquare {
			continue
		}
		if a := s.kinds[c.TileKind()].rankAdj; a != 0 {
			for _, n := range g.Neighbours(buf[:0], Square(sq)) {
				s.adjacent[n] += a
			}
			s.adjacentOn = true
		}
	}
}

// points of the figure c on sq (R18): the sum of its two segments times its
// diamonds.
func (s *Scorer) points(b *Board, sq Square, c Cell) int {
	sum := s.segmentValue(s.rowSeg[sq]) + s.segmentValue(s.colSeg[sq])
	return sum * s.multiplier(b, sq, c)
}
