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
	n := s.segs * MaxSeats
	if cap(s.segMult) < n {
		s.segMult = make([]int, n)
	}
	s.segMult = s.segMult[:n]
	clear(s.segMult)
	clear(s.boardCancel[:s.segs])
	for sq, c := range b.Cells {
		switch {
		case c.IsFigure():
			m := s.multiplier(b, Square(sq), c)
			p := c.Player()
			s.segMult[int(s.rowSeg[sq])*MaxSeats+p] += m
			s.segMult[int(s.colSeg[sq])*MaxSeats+p] += m
		case c.HasTileKind():
			if set := s.kinds[c.TileKind()].cancelBoard; set != 0 {
				s.boardCancel[s.rowSeg[sq]] |= set
				s.boardCancel[s.colSeg[sq]] |= set
			}
		}
	}
}

// Points is player p's act score on the prepared board.
func (s *Scorer) Points(b *Board, p int) int {
	total := 0
	for sq, c := range b.Cells {
		if c.IsFigure() && c.Player() == p {
			total += s.points(b, Square(sq), c)
		}
	}
	return total
}

// FigureGain is what placing figure kind f of player p on the empty square
// sq adds to p's score: a figure changes no other figure's score.
func (s *Scorer) FigureGain(b *Board, sq Square, p int, f FigureKindID) int {
	c := FigureCell(p, f)
	return (s.segmentValue(s.rowSeg[sq]) + s.segmentValue(s.colSeg[sq])) * s.multiplier(b, sq, c)
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
	return s.multiplier(b, sq, FigureCell(p, f))
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
