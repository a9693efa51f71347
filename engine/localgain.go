package engine

// LocalGain is what placing a tile of kind k on the empty square sq of
// the prepared board adds to player p's score, for a tile whose effects
// stay within its own row and column: its value, a line-scope cancel
// (K5 Dragon), a line multiplier (K5 Gold Mine), diamonds for the
// figures in its lines (R16 Horn) or next to it (K5 Wizard). Only the
// figures in its two segments can change, so only they are scored again,
// from the prepared segments: a few squares, not the board. It reports
// false for a tile that splits lines or turns tiles face down (SplitGain
// and CancelGain rate those): then rescore.
func (s *Scorer) LocalGain(b *Board, sq Square, p int, k TileKindID) (int, bool) {
	e := &s.kinds[k]
	if e.split || e.cancelBoard != 0 {
		return 0, false
	}
	row, col := s.rowSeg[sq], s.colSeg[sq]
	if (s.boardCancel[row] | s.boardCancel[col]).Has(e.value) {
		return 0, true // face down at once (R15): no value, no ability
	}
	gain := 0
	for i, line := range [2]Line{Row, Column} {
		// The segment along line with the tile in it: only the figures
		// in it change, in this line's value and rank; their other
		// segment stays as it is.
		id := [2]int32{row, col}[i]
		old := &s.seg[id]
		with := *old
		if e.value > 0 {
			with.pos += e.value
		} else {
			with.neg += e.value
		}
		with.lineCancel |= e.cancelLine
		with.factor *= e.factor
		with.rankAdd += e.rankLines
		value := segmentValueOf(&with)
		first, last, step := s.segmentRange(b, sq, line)
		for y := first; y <= last; y += step {
			c := b.Cells[y]
			if !c.IsFigure() || c.Player() != p {
				continue
			}
			m := s.multiplier(Square(y), c)
			other := s.figureSum(Square(y), c) - old.value
			grown := m - old.rankAdd + with.rankAdd
			if e.rankAdj != 0 && (y == int(sq)-step || y == int(sq)+step) {
				grown += e.rankAdj // orthogonally next to the tile (K5)
			}
			gain += (other+value)*grown - (other+old.value)*m
		}
	}
	return gain, true
}

// segmentValueOf is what the tiles of a segment's aggregate add to a
// figure's sum (as Scorer.segmentValue, for an aggregate not stored).
func segmentValueOf(seg *segment) int {
	v := 0
	if seg.lineCancel&Positive == 0 {
		v += seg.pos
	}
	if seg.lineCancel&Negative == 0 {
		v += seg.neg
	}
	return v * seg.factor
}
