package engine

import "math"

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
	// Its share in each of its segments is the same wherever in the
	// segment it goes (sq is empty), but for its diamonds for the figures
	// next to it (K5).
	gain := 0
	for i, line := range [2]Line{Row, Column} {
		id := [2]int32{row, col}[i]
		if !s.keepSegments {
			// Nothing kept: the segment's share and the diamonds next
			// to the tile in one walk.
			gain += s.localShare(b, sq, line, id, p, e, true)
			continue
		}
		share, known := s.segmentEntry(b, id, p, k)
		if !known {
			share.gain, share.ok = s.localShare(b, sq, line, id, p, e, false), true
		}
		gain += share.gain
		if e.rankAdj != 0 {
			gain += s.adjacentShare(b, sq, line, id, p, e)
		}
	}
	return gain, true
}

// withTile is segment old with a tile of effects e added.
func withTile(old *segment, e *kindEffects) segment {
	with := *old
	if e.value > 0 {
		with.pos += e.value
	} else {
		with.neg += e.value
	}
	with.lineCancel |= e.cancelLine
	with.factor *= e.factor
	with.rankAdd += e.rankLines
	return with
}

// localShare is what a tile of effects e placed in segment id (sq's along
// line) adds to player p's figures in it, its diamonds for the figures
// next to it included only if adjacent: only those figures change, in
// this line's value and rank; their other segment stays as it is.
func (s *Scorer) localShare(b *Board, sq Square, line Line, id int32, p int, e *kindEffects, adjacent bool) int {
	old := &s.seg[id]
	with := withTile(old, e)
	value := segmentValueOf(&with)
	gain := 0
	first, last, step := s.segmentRange(b, sq, line)
	for y := first; y <= last; y += step {
		c := b.Cells[y]
		if !c.IsFigure() || c.Player() != p {
			continue
		}
		m := s.multiplier(Square(y), c)
		other := s.figureSum(Square(y), c) - old.value
		grown := m - old.rankAdd + with.rankAdd
		if adjacent && e.rankAdj != 0 && (y == int(sq)-step || y == int(sq)+step) {
			grown += e.rankAdj // orthogonally next to the tile (K5)
		}
		gain += (other+value)*grown - (other+old.value)*m
	}
	return gain
}

// adjacentShare is what the diamonds of a tile of effects e placed on sq
// add to player p's figures orthogonally next to it in segment id (sq's
// along line), K5.
func (s *Scorer) adjacentShare(b *Board, sq Square, line Line, id int32, p int, e *kindEffects) int {
	ids, step := s.rowSeg, 1
	if line == Column {
		ids, step = s.colSeg, b.Geometry.Width
	}
	old := &s.seg[id]
	with := withTile(old, e)
	value := segmentValueOf(&with)
	gain := 0
	for _, y := range [2]int{int(sq) - step, int(sq) + step} {
		if y < 0 || y >= len(b.Cells) || ids[y] != id {
			continue
		}
		if c := b.Cells[y]; c.IsFigure() && c.Player() == p {
			other := s.figureSum(Square(y), c) - old.value
			gain += (other + value) * e.rankAdj
		}
	}
	return gain
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

// LineGain is what placing a tile of kind k that does not score plainly
// on the empty square sq adds to player p's score, from its lines: by
// CancelGain, SplitGain or LocalGain, the one that rates its kind (a
// board-scope canceller, a tile that splits lines, or another), which is
// what asking them in turn comes to, as each of the others reports
// false for it at once. It reports false when its lines cannot rate it.
func (s *Scorer) LineGain(b *Board, sq Square, p int, k TileKindID) (int, bool) {
	return s.lineGain(b, sq, p, k, s.keepSegments)
}

// lineGain is LineGain, a split rated from its segments' split shares if
// shares.
func (s *Scorer) lineGain(b *Board, sq Square, p int, k TileKindID, shares bool) (int, bool) {
	switch e := &s.kinds[k]; {
	case e.cancelBoard != 0:
		return s.CancelGain(b, sq, p, k)
	case e.split:
		return s.splitGain(b, sq, p, k, shares)
	}
	return s.LocalGain(b, sq, p, k)
}

// NoLineGain is what LineGains gives on a square where LineGain reports
// false.
const NoLineGain = math.MinInt

// LineGains sets gains[sq], for every empty square sq of the prepared
// board b, to what LineGain(b, sq, p, k) gives, or to NoLineGain where it
// reports false: a player rating a special tile on every empty square
// asks once per board, the kind's checks made once and each segment's
// share (segmentgain.go) looked up in the loop, not in a call per square
// through LineGain's.
func (s *Scorer) LineGains(b *Board, p int, k TileKindID, gains []int) {
	cells := b.Cells
	gains = gains[:len(cells)]
	e := &s.kinds[k]
	switch {
	case !s.keepSegments || e.cancelBoard != 0 && (e.split || e.special || e.rankAdj != 0) || e.split && (e.special || e.rankAdj != 0):
		// Nothing kept to look up, or a kind LineGain cannot rate:
		// square by square.
		for sq, c := range cells {
			if c == Empty {
				gains[sq] = lineGainOrNone(s.LineGain(b, Square(sq), p, k))
			}
		}
	case e.cancelBoard != 0:
		s.cancelLineGains(b, p, k, gains)
	case e.split:
		s.splitLineGains(b, p, k, gains)
	default:
		s.localLineGains(b, p, k, gains)
	}
}

// lineGainOrNone is gain, or NoLineGain if not ok.
func lineGainOrNone(gain int, ok bool) int {
	if !ok {
		return NoLineGain
	}
	return gain
}

// cancelLineGains is LineGains for a board-scope canceller that does nothing
// else, as CancelGain rates it from segment shares, all worked out first
// in one pass over the board (cancelledShares).
func (s *Scorer) cancelLineGains(b *Board, p int, k TileKindID, gains []int) {
	e := &s.kinds[k]
	own := 0 // its own value, unless its own set cancels it
	if !e.cancelBoard.Has(e.value) {
		own = e.value
	}
	s.keepGainsFor(b)
	s.cancelledShares(b, p, k)
	for sq, c := range b.Cells {
		if c != Empty {
			continue
		}
		row, col := s.rowSeg[sq], s.colSeg[sq]
		r, cl := &s.segGains[row], &s.segGains[col]
		if !r.ok || !cl.ok {
			gains[sq] = NoLineGain
			continue
		}
		gain := 0
		if own != 0 {
			pos, neg := s.unitGains(row, col, int(s.segMult[int(row)*MaxSeats+p]), int(s.segMult[int(col)*MaxSeats+p]))
			gain = own * pos
			if own < 0 {
				gain = own * neg
			}
		}
		gains[sq] = gain - r.gain - cl.gain
	}
}

// cancelledShares keeps, for every segment of the board b, what
// cancelledIn gives for the board-scope canceller of kind k and player p:
// the segment's entry as segmentEntry would find it. Each tile's
// contribution is worked out once, for its row's share and its column's,
// not once in a walk of each segment.
func (s *Scorer) cancelledShares(b *Board, p int, k TileKindID) {
	set := s.kinds[k].cancelBoard
	for _, ids := range [2][2]int{{0, s.rows}, {s.colsFrom, s.top}} {
		for id := ids[0]; id < ids[1]; id++ {
			s.segGains[id] = segmentGain{gen: s.gen, kind: k, p: int8(p), ok: true}
		}
	}
	for y, c := range b.Cells {
		if !c.HasTileKind() || s.flippedBy[y] != NoSquare || s.rowSeg[y] < 0 || !set.Has(s.kinds[c.TileKind()].value) {
			continue
		}
		r, cl := &s.segGains[s.rowSeg[y]], &s.segGains[s.colSeg[y]]
		if !s.plainEffects(c.TileKind()) {
			r.ok, cl.ok = false, false
			continue
		}
		g := s.Contribution(Square(y), p, c.TileKind())
		r.gain += g
		cl.gain += g
	}
}

// splitLineGains is LineGains for a tile that splits lines and does
// nothing else, as SplitGain rates it: each segment walked each way once,
// as splitSegment walks it, but for player p alone; where a board-scope
// canceller acts in a square's segments, square by square.
func (s *Scorer) splitLineGains(b *Board, p int, k TileKindID, gains []int) {
	cells := b.Cells
	n, w := len(cells), b.Geometry.Width
	for sq, c := range cells {
		if c == Empty {
			gains[sq] = 0
		}
	}
	for row := 0; row < n; row += w {
		for first := row; first < row+w; {
			id := s.rowSeg[first]
			if id < 0 {
				first++
				continue
			}
			last := first
			for last+1 < row+w && s.rowSeg[last+1] == id {
				last++
			}
			s.splitRun(b, first, last, 1, id, p, gains)
			first = last + 1
		}
	}
	for col := range w {
		for first := col; first < n; {
			id := s.colSeg[first]
			if id < 0 {
				first += w
				continue
			}
			last := first
			for last+w < n && s.colSeg[last+w] == id {
				last += w
			}
			s.splitRun(b, first, last, w, id, p, gains)
			first = last + w
		}
	}
	if len(s.cancellers) == 0 {
		return // no board-scope canceller acts anywhere (as cancelUnits)
	}
	for sq, c := range cells {
		if c == Empty && s.boardCancel[s.rowSeg[sq]]|s.boardCancel[s.colSeg[sq]] != 0 {
			gains[sq] = lineGainOrNone(s.splitGain(b, Square(sq), p, k, true))
		}
	}
}

// splitRun adds to gains, on each empty square of segment id (the
// squares from first to last, step apart), what a splitting tile placed
// there does to player p's figures in the segment: splitSegment's sums,
// for one player.
func (s *Scorer) splitRun(b *Board, first, last, step int, id int32, p int, gains []int) {
	whole := &s.seg[id]
	cells := b.Cells
	for _, way := range [2]int{1, -1} {
		side := segment{factor: 1}
		o, m, n := 0, 0, 0 // p's figures on the side: their other lines, multipliers, number
		y, end, dir := first, last+step, step
		if way < 0 {
			y, end, dir = last, first-step, -step
		}
		for ; y != end; y += dir {
			c := cells[y]
			switch {
			case c == Empty:
				if n > 0 {
					v := segmentValueOf(&side)
					dR := side.rankAdd - whole.rankAdd
					gains[y] += o*dR + (v-whole.value)*m + v*dR*n
				}
			case c.IsFigure():
				if c.Player() == p {
					o += s.figureSum(Square(y), c) - whole.value
					m += s.multiplier(Square(y), c)
					n++
				}
			case c.HasTileKind() && s.flippedBy[y] == NoSquare:
				side.add(&s.kinds[c.TileKind()])
			}
		}
	}
}

// localLineGains is LineGains for the tiles LocalGain rates, from segment
// shares, looked up in the loop.
func (s *Scorer) localLineGains(b *Board, p int, k TileKindID, gains []int) {
	e := &s.kinds[k]
	s.keepGainsFor(b)
	for sq, c := range b.Cells {
		if c != Empty {
			continue
		}
		row, col := s.rowSeg[sq], s.colSeg[sq]
		if (s.boardCancel[row] | s.boardCancel[col]).Has(e.value) {
			gains[sq] = 0 // face down at once (R15)
			continue
		}
		r := &s.segGains[row]
		if r.gen != s.gen || r.kind != k || int(r.p) != p {
			r.gen, r.kind, r.p = s.gen, k, int8(p)
			r.gain, r.ok = s.localShare(b, Square(sq), Row, row, p, e, false), true
		}
		cl := &s.segGains[col]
		if cl.gen != s.gen || cl.kind != k || int(cl.p) != p {
			cl.gen, cl.kind, cl.p = s.gen, k, int8(p)
			cl.gain, cl.ok = s.localShare(b, Square(sq), Column, col, p, e, false), true
		}
		gain := r.gain + cl.gain
		if e.rankAdj != 0 {
			gain += s.adjacentShare(b, Square(sq), Row, row, p, e) + s.adjacentShare(b, Square(sq), Column, col, p, e)
		}
		gains[sq] = gain
	}
}
