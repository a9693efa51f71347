package engine

// Segment gains. A tile placed on an empty square acts on the two
// segments it joins, and for the tiles LocalGain and CancelGain rate,
// what it does to one player's figures (or takes from one player's
// tiles) in a segment is the same wherever in the segment it goes:
// only the tile's diamonds for the figures next to it depend on the
// square. A player rating such a tile on every empty square asks for each
// segment several times; a rater told to (KeepSegmentGains) has its
// scorers keep the last answer per segment until their board changes. A
// search, which rates a few placements on each board before it changes,
// would only pay for the keeping: it is off unless asked for.

// KeepSegmentGains has the rater's scorers keep each segment's share of
// a placement rated by LocalGain or CancelGain until their board changes.
func (r *Rater) KeepSegmentGains() {
	if r.keepSegments {
		return
	}
	r.keepSegments = true
	for _, sc := range []*Scorer{r.scorer, r.rescore} {
		if sc != nil {
			sc.keepSegments = true
		}
	}
	for i := range r.swaps {
		r.swaps[i].scorer.keepSegments = true
	}
}

// newScorer is a scorer for the rater's rules that keeps segment gains
// if the rater does.
func (r *Rater) newScorer() *Scorer {
	sc := NewScorer(r.rules)
	sc.keepSegments = r.keepSegments
	return sc
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
		s.gen = 1
	}
}

// segmentEntry is where segment id's share of placing kind k for player
// p on board b is kept, and whether it is known; when it is not, the
// caller works it out into the entry.
func (s *Scorer) segmentEntry(b *Board, id int32, p int, k TileKindID) (e *segmentGain, known bool) {
	if s.gainBoard != b {
		s.forget()
		s.gainBoard = b
	}
	if len(s.segGains) < len(s.seg) {
		s.segGains = make([]segmentGain, len(s.seg)) // made when first needed
	}
	e = &s.segGains[id]
	if e.gen == s.gen && e.kind == k && int(e.p) == p {
		return e, true
	}
	e.gen, e.kind, e.p = s.gen, k, int8(p)
	return e, false
}
