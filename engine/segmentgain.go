package engine

import "math/bits"

// Segment gains. A tile placed on an empty square acts on the two
// segments it joins, and for the tiles LocalGain and CancelGain rate,
// what it does to one player's figures (or takes from one player's
// tiles) in a segment is the same wherever in the segment it goes:
// only the tile's diamonds for the figures next to it depend on the
// square. A player rating such a tile on every empty square asks for each
// segment several times; a rater told to (KeepSegmentGains) has its
// scorer keep the last answer per segment until its board changes. A
// search, which rates a few placements on each board before it changes,
// would only pay for the keeping: it is off unless asked for. The swap
// boards (swapGains) change after every placement they rate, and never
// keep them.

// KeepSegmentGains has the rater's scorer keep each segment's share of
// a placement rated by LocalGain or CancelGain until its board changes.
func (r *Rater) KeepSegmentGains() {
	r.keepSegments = true
	if r.scorer != nil {
		r.scorer.keepSegments = true
	}
}

// newScorer is a scorer for the rater's rules, for Totals or (gains
// alone) for boards prepared.
func (r *Rater) newScorer(totals bool) *Scorer {
	if totals {
		return NewScorer(r.rules)
	}
	if r.scorer != nil && r.scorer.rules == r.rules {
		return r.scorer.sibling()
	}
	return newGainScorer(r.rules)
}

// A segmentGain is a segment's share of a placement's gain: for tile
// kind kind and player p, on the board of the scorer's generation gen.
type segmentGain struct {
	gen  uint32
	kind TileKindID
	p    int8
	ok   bool // false: the placement cannot be rated from the lines
	gain int
}

// forget drops what the scorer keeps about gains on its board: called
// wherever the board it describes changes (prepare, change).
func (s *Scorer) forget() {
	s.split.board = nil
	s.gen++
	if s.gen == 0 { // wrapped: no entry may look current
		clear(s.segGains)
		clear(s.splitGen)
		s.gen = 1
	}
}

// keepGainsFor readies the scorer to keep segment gains for board b,
// forgetting those kept for another, with room for an entry per segment.
func (s *Scorer) keepGainsFor(b *Board) {
	if s.gainBoard != b {
		s.forget()
		s.gainBoard = b
	}
	if len(s.segGains) < len(s.seg) {
		s.segGains = make([]segmentGain, len(s.seg)) // made when first needed
	}
}

// segmentEntry is where segment id's share of placing kind k for player
// p on board b is kept, and whether it is known; when it is not, the
// caller works it out into the entry.
func (s *Scorer) segmentEntry(b *Board, id int32, p int, k TileKindID) (e *segmentGain, known bool) {
	s.keepGainsFor(b)
	e = &s.segGains[id]
	if e.gen == s.gen && e.kind == k && int(e.p) == p {
		return e, true
	}
	e.gen, e.kind, e.p = s.gen, k, int8(p)
	return e, false
}

// Split shares. What a splitting tile (SplitGain) placed on an empty
// square does in one of its lines depends on where in the segment it
// goes: the figures before it see only the part before it, those after
// only the part after. But each side's share is a sum over its figures
// of terms that are linear in the figure's own numbers, so one walk
// along the segment each way, adding up those numbers as it goes, rates
// the placement on every empty square of the segment: a scorer keeping
// segment gains works out the whole segment when first asked about one
// of its squares.

// splitShare is what placing a splitting tile on the empty square sq
// does to player p's figures in sq's segment along line, as SplitGain
// rates it (which has checked that no board-scope canceller acts
// there).
func (s *Scorer) splitShare(b *Board, sq Square, line Line, p int) int {
	if s.gainBoard != b {
		s.forget()
		s.gainBoard = b
	}
	if len(s.splitGen) < len(s.seg) {
		s.splitGen = make([]uint32, len(s.seg)) // made when first needed
	}
	if len(s.splitGains) < len(b.Cells) {
		s.splitGains = make([][2][MaxSeats]int32, len(b.Cells))
	}
	id := s.rowSeg[sq]
	if line == Column {
		id = s.colSeg[sq]
	}
	if s.splitGen[id] != s.gen {
		s.splitGen[id] = s.gen
		s.splitSegment(b, sq, line, id)
	}
	return int(s.splitGains[sq][line][p])
}

// splitSegment works out splitShare for every player on every empty
// square of segment id, sq's along line. For a side of the segment whose
// tiles add up to the segment aggregate side, a figure of multiplier m
// whose other line adds o (its sum less the whole segment's value W)
// gains (o+V)(m+dR) - (o+W)m = o·dR + (V-W)·m + V·dR, V being the side's
// value and dR its diamonds less the whole segment's: summed over a
// player's figures, that needs only the sums of their o and m and their
// number.
func (s *Scorer) splitSegment(b *Board, sq Square, line Line, id int32) {
	first, last, step := s.segmentRange(b, sq, line)
	whole := &s.seg[id]
	gains := s.splitGains
	// Before each empty square, then after it.
	for _, way := range [2]int{1, -1} {
		side := segment{factor: 1}
		var o, m, n [MaxSeats]int
		var players uint // a bit per player with a figure on the side
		y, end, dir := first, last+step, step
		if way < 0 {
			y, end, dir = last, first-step, -step
		}
		for ; y != end; y += dir {
			c := b.Cells[y]
			switch {
			case c == Empty:
				g := &gains[y][line]
				if way > 0 {
					*g = [MaxSeats]int32{}
				}
				if players == 0 {
					continue
				}
				v := segmentValueOf(&side)
				dR := side.rankAdd - whole.rankAdd
				for ps := players; ps != 0; ps &= ps - 1 {
					q := bits.TrailingZeros(ps)
					g[q] += int32(o[q]*dR + (v-whole.value)*m[q] + v*dR*n[q])
				}
			case c.IsFigure():
				q := c.Player()
				mult := s.multiplier(Square(y), c)
				o[q] += s.figureSum(Square(y), c) - whole.value
				m[q] += mult
				n[q]++
				players |= 1 << q
			case c.HasTileKind() && s.flippedBy[y] == NoSquare:
				k := &s.kinds[c.TileKind()]
				side.add(k)
			}
		}
	}
}
