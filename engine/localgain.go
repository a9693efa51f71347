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
	// The two segments with the tile in them.
	var with [2]segment
	for i, seg := range [2]int32{row, col} {
		with[i] = s.seg[seg]
		w := &with[i]
		if e.value > 0 {
			w.pos += e.value
		} else {
			w.neg += e.value
		}
		w.lineCancel |= e.cancelLine
		w.factor *= e.factor
		w.rankAdd += e.rankLines
	}
	valueOf := func(seg int32) int {
		for i, changed := range [2]int32{row, col} {
			if seg == changed {
				return segmentValueOf(&with[i])
			}
		}
		return s.segmentValue(seg)
	}
	rankOf := func(seg int32) int {
		for i, changed := range [2]int32{row, col} {
			if seg == changed {
				return with[i].rankAdd
			}
		}
		return s.seg[seg].rankAdd
	}
	gain := 0
	for _, line := range [2]Line{Row, Column} {
		first, last, step := s.segmentRange(b, sq, line)
		for y := first; y <= last; y += step {
			c := b.Cells[y]
			if !c.IsFigure() || c.Player() != p {
				continue
			}
			m := s.rank[c.FigureKind()&0xFF] + rankOf(s.rowSeg[y]) + rankOf(s.colSeg[y])
			if s.adjacentOn {
				m += s.adjacent[y]
			}
			if e.rankAdj != 0 && (y == int(sq)-step || y == int(sq)+step) {
				m += e.rankAdj // orthogonally next to the tile (K5)
			}
			gain += (valueOf(s.rowSeg[y])+valueOf(s.colSeg[y]))*m - s.points(Square(y), c)
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
