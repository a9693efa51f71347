package engine

// Gains: what a placement would change in a player's act score if the act
// ended right after it, computed from the prepared segments in constant
// time. Players that look one move ahead (greedy) use it to rate many
// candidate moves without rescoring the board for each.

// Prepare scores board b into the scorer's scratch space so that
// FigureGain, TileGain and Points can be asked about it. It must be
// called again after b changes.
func (s *Scorer) Prepare(b *Board) {
	s.prepare(b)
	if len(s.segMult) < s.top*MaxSeats {
		s.segMult = make([]int, len(s.seg)*MaxSeats)
	}
	clear(s.segMult[:s.rows*MaxSeats])
	clear(s.segMult[s.colsFrom*MaxSeats : s.top*MaxSeats])
	clear(s.boardCancel[:s.rows])
	clear(s.boardCancel[s.colsFrom:s.top])
	cells := b.Cells
	for _, sq := range s.figures[:s.nfigures] {
		c := cells[sq]
		m := s.multiplier(sq, c)
		p := c.Player()
		s.segMult[int(s.rowSeg[sq])*MaxSeats+p] += m
		s.segMult[int(s.colSeg[sq])*MaxSeats+p] += m
	}
	if s.flipped {
		// A board-scope canceller is on the board: gains must know the
		// tiles it would turn down where they are placed.
		for sq, c := range cells {
			if c.HasTileKind() {
				if set := s.kinds[c.TileKind()].cancelBoard; set != 0 {
					s.boardCancel[s.rowSeg[sq]] |= set
					s.boardCancel[s.colSeg[sq]] |= set
				}
			}
		}
	}
}

// Points is player p's act score on the prepared board.
func (s *Scorer) Points(b *Board, p int) int {
	total := 0
	for _, sq := range s.figures[:s.nfigures] {
		if c := b.Cells[sq]; c.Player() == p {
			total += s.points(sq, c)
		}
	}
	return total
}

// FigureGain is what placing figure kind f of player p on the empty square
// sq adds to p's score: a figure changes no other figure's score.
func (s *Scorer) FigureGain(b *Board, sq Square, p int, f FigureKindID) int {
	c := FigureCell(p, f)
	return (s.segmentValue(s.rowSeg[sq]) + s.segmentValue(s.colSeg[sq])) * s.multiplier(sq, c)
}

// FigurePoints is what the figure on sq scores on the prepared board.
func (s *Scorer) FigurePoints(b *Board, sq Square) int {
	return s.points(sq, b.Cells[sq])
}

// ScoresPlainly reports whether tiles of kind k act at scoring by their
// value alone (no split, cancel, rank or multiply effect), so that
// TileGain can rate their placement. Play-time abilities do not matter.
func (s *Scorer) ScoresPlainly(k TileKindID) bool {
	e := &s.kinds[k]
	return !e.split && !e.special && e.cancelBoard == 0 && e.rankAdj == 0
}

// TileGain is what placing a tile of kind k that scores plainly on the
// empty square sq
// adds to player p's score: its value for each of p's figures in the two
// segments it joins, times their multipliers, unless it would be turned
// face down (R15) or cancelled in that line (K5).
func (s *Scorer) TileGain(sq Square, p int, k TileKindID) int {
	v := s.kinds[k].value
	pos, neg := s.UnitGains(sq, p)
	if v > 0 {
		return v * pos
	}
	return v * neg
}

// UnitGains are what a plainly scoring tile worth +1 (pos) and one worth
// -1 (neg, per unit of its value) adds to player p's score on square sq,
// which is empty or holds a plainly scoring tile: TileGain is the tile's
// value times one of them, and taking such a tile away loses as much.
func (s *Scorer) UnitGains(sq Square, p int) (pos, neg int) {
	row, col := s.rowSeg[sq], s.colSeg[sq]
	for _, seg := range [2]int32{row, col} {
		m := s.seg[seg].factor * s.segMult[int(seg)*MaxSeats+p]
		if s.seg[seg].lineCancel&Positive == 0 {
			pos += m
		}
		if s.seg[seg].lineCancel&Negative == 0 {
			neg += m
		}
	}
	if (s.boardCancel[row]|s.boardCancel[col])&Positive != 0 {
		pos = 0
	}
	if (s.boardCancel[row]|s.boardCancel[col])&Negative != 0 {
		neg = 0
	}
	return pos, neg
}

// Contribution is what the plainly scoring tile of kind k adds to player
// p's score where it lies on square sq (0 if it is face down).
func (s *Scorer) Contribution(sq Square, p int, k TileKindID) int {
	return s.TileGain(sq, p, k)
}

// FigureMultiplier is the multiplier a figure of kind f of player p would
// have on the empty square sq of the prepared board: its rank plus the
// diamonds the board adds there.
func (s *Scorer) FigureMultiplier(b *Board, sq Square, p int, f FigureKindID) int {
	return s.multiplier(sq, FigureCell(p, f))
}

// LineFactor is the larger absolute line multiplier of the two segments
// through square sq of the prepared board.
func (s *Scorer) LineFactor(sq Square) int {
	a, b := s.seg[s.rowSeg[sq]].factor, s.seg[s.colSeg[sq]].factor
	return max(a, -a, b, -b)
}

// Segments returns the row and column segments of square sq on the
// prepared board (-1 for holes and splitting tiles).
func (s *Scorer) Segments(sq Square) (row, col int) {
	return int(s.rowSeg[sq]), int(s.colSeg[sq])
}

// SegmentFactor is the product of the line multipliers acting in
// segment seg of the prepared board.
func (s *Scorer) SegmentFactor(seg int) int { return s.seg[seg].factor }

// SegmentRank is the diamonds the tiles of segment seg add to its figures.
func (s *Scorer) SegmentRank(seg int) int { return s.seg[seg].rankAdd }

// AdjacentRank is the diamonds adjacent tiles add to a figure on sq.
func (s *Scorer) AdjacentRank(sq Square) int {
	if !s.adjacentOn {
		return 0
	}
	return s.adjacent[sq]
}

// segmentSquares calls fn for every other square of sq's segment along
// line, on the prepared board.
func (s *Scorer) segmentSquares(b *Board, sq Square, line Line, fn func(Square)) {
	g := b.Geometry
	seg, step := s.rowSeg, 1
	if line == Column {
		seg, step = s.colSeg, g.Width
	}
	id := seg[sq]
	for _, dir := range [2]int{-step, step} {
		for y := int(sq) + dir; y >= 0 && y < len(b.Cells) && seg[y] == id; y += dir {
			if line == Row && y/g.Width != int(sq)/g.Width {
				break
			}
			fn(Square(y))
		}
	}
}

// plainEffects reports whether tile kind k has no effect at scoring beyond
// its value and is not turned down by anything.
func (s *Scorer) plainEffects(k TileKindID) bool {
	e := &s.kinds[k]
	return !e.split && !e.special && e.cancelBoard == 0 && e.rankAdj == 0
}

// CancelGain is what placing a tile of kind k, which cancels values for
// the whole board (R15) and has no other effect, on the empty square sq
// adds to player p's score: its own value, less the contribution of every
// tile it turns face down. It reports false when a tile it would turn down
// has effects of its own (then rescore).
func (s *Scorer) CancelGain(b *Board, sq Square, p int, k TileKindID) (int, bool) {
	e := &s.kinds[k]
	if e.cancelBoard == 0 || e.split || e.special || e.rankAdj != 0 {
		return 0, false
	}
	// Its own value first, as a tile that scores plainly. It lies in its
	// own lines: subject to its own set (a canceller cancels itself).
	gain := 0
	if !e.cancelBoard.Has(e.value) {
		pos, neg := s.UnitGains(sq, p)
		if e.value > 0 {
			gain = e.value * pos
		} else {
			gain = e.value * neg
		}
	}
	ok := true
	for _, line := range [2]Line{Row, Column} {
		s.segmentSquares(b, sq, line, func(y Square) {
			c := b.Cells[y]
			if !c.HasTileKind() || s.flippedBy[y] != NoSquare || !e.cancelBoard.Has(s.kinds[c.TileKind()].value) {
				return
			}
			if !s.plainEffects(c.TileKind()) {
				ok = false
				return
			}
			gain -= s.Contribution(y, p, c.TileKind())
		})
	}
	return gain, ok
}

// SplitGain is what placing a tile of kind k that splits lines (R14) and
// has no other effect on the empty square sq adds to player p's score:
// the figures on either side of it in its row and its column stop seeing
// the tiles on the other side. It reports false when either segment holds
// a tile with effects of its own (then rescore).
func (s *Scorer) SplitGain(b *Board, sq Square, p int, k TileKindID) (int, bool) {
	e := &s.kinds[k]
	if !e.split || e.special || e.cancelBoard != 0 || e.rankAdj != 0 {
		return 0, false
	}
	gain := 0
	for _, line := range [2]Line{Row, Column} {
		// Sum each side's values and p's multipliers on each side.
		var sum, mult [2]int
		ok := true
		s.segmentSquares(b, sq, line, func(y Square) {
			side := 0
			if y > sq {
				side = 1
			}
			c := b.Cells[y]
			switch {
			case c.HasTileKind():
				if !s.plainEffects(c.TileKind()) {
					ok = false
				} else if s.flippedBy[y] == NoSquare {
					sum[side] += s.kinds[c.TileKind()].value
				}
			case c.IsFigure() && c.Player() == p:
				mult[side] += s.multiplier(y, c)
			}
		})
		if !ok {
			return 0, false
		}
		gain -= mult[0]*sum[1] + mult[1]*sum[0]
	}
	return gain, true
}
