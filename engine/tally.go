package engine

// A tally keeps the board's score up to date as moves are applied and
// undone: what each player would score if the act ended now. It holds a
// scorer prepared on the board and adjusts it for the common changes, a
// figure or a plainly scoring tile put on or taken off a square, in
// constant time; any other change (a tile that splits, cancels, multiplies
// or adds rank) marks it stale, and the next question prepares it again.
type tally struct {
	sc     *Scorer
	scores [MaxSeats]int
	fresh  bool // sc and scores describe the board as it is
}

// BoardScores writes each player's points for the board as it stands into
// out (indexed by seat): what the act would score if it ended now, as
// Scorer.Totals gives them. The first call prepares a tally of the board;
// from then on Apply and Undo keep it up to date, so that asking after
// each move costs a copy (or, after a move of a special tile, one
// rescoring).
func (s *State) BoardScores(out []int) {
	if s.tally == nil {
		s.tally = &tally{sc: NewScorer(s.Rules)}
	}
	t := s.tally
	if !t.fresh {
		t.sc.Prepare(s.Board)
		t.scores = [MaxSeats]int{}
		for _, sq := range t.sc.figures[:t.sc.nfigures] {
			if c := s.Board.Cells[sq]; c.Player() < MaxSeats {
				t.scores[c.Player()] += t.sc.points(sq, c)
			}
		}
		t.fresh = true
	}
	for p := range out {
		out[p] = 0
		if p < MaxSeats {
			out[p] = t.scores[p]
		}
	}
}

// change adjusts the tally for square sq changing from old to c, or marks
// it stale.
func (t *tally) change(sq Square, old, c Cell) {
	if !t.fresh {
		return
	}
	if !t.plain(old) || !t.plain(c) {
		t.fresh = false
		return
	}
	t.take(sq, old)
	t.put(sq, c)
}

// plain reports whether c is a cell the tally follows in constant time:
// an empty square, a figure, or a tile that scores by its value alone.
func (t *tally) plain(c Cell) bool {
	return c == Empty || c.IsFigure() || c.IsTile() && t.sc.ScoresPlainly(c.TileKind())
}

// put adds c, a figure or a plain tile, to the empty square sq.
func (t *tally) put(sq Square, c Cell) {
	sc := t.sc
	switch {
	case c.IsFigure():
		t.figure(sq, c, 1)
	case c.IsTile():
		v := sc.kinds[c.TileKind()].value
		row, col := sc.rowSeg[sq], sc.colSeg[sq]
		if (sc.boardCancel[row] | sc.boardCancel[col]).Has(v) {
			sc.flippedBy[sq] = sq // face down at once (R15)
			sc.flipped = true
			return
		}
		t.value(row, v, 1)
		t.value(col, v, 1)
	}
}

// take takes c, a figure or a plain tile, off the square sq, leaving it
// empty.
func (t *tally) take(sq Square, c Cell) {
	sc := t.sc
	switch {
	case c.IsFigure():
		t.figure(sq, c, -1)
	case c.IsTile():
		if sc.flippedBy[sq] != NoSquare {
			sc.flippedBy[sq] = NoSquare // it added nothing
			return
		}
		v := sc.kinds[c.TileKind()].value
		t.value(sc.rowSeg[sq], v, -1)
		t.value(sc.colSeg[sq], v, -1)
	}
}

// figure adds (sign 1) or takes away (sign -1) the figure c on sq: its
// points and its multiplier in the two segments it lies in.
func (t *tally) figure(sq Square, c Cell, sign int) {
	sc := t.sc
	p := c.Player()
	if p >= MaxSeats {
		return
	}
	m := sc.multiplier(sq, c)
	row, col := int(sc.rowSeg[sq]), int(sc.colSeg[sq])
	t.scores[p] += sign * (sc.seg[row].value + sc.seg[col].value) * m
	sc.segMult[row*MaxSeats+p] += sign * m
	sc.segMult[col*MaxSeats+p] += sign * m
}

// value adds (sign 1) or takes away (sign -1) a tile's value v to
// segment i, and the change of the segment's value to the score of every
// figure in it.
func (t *tally) value(i int32, v, sign int) {
	seg := &t.sc.seg[i]
	if v > 0 {
		seg.pos += sign * v
	} else {
		seg.neg += sign * v
	}
	before := seg.value
	seg.value = segmentValueOf(seg)
	change := seg.value - before
	if change == 0 {
		return
	}
	mult := t.sc.segMult[int(i)*MaxSeats:][:MaxSeats]
	for p, m := range mult {
		t.scores[p] += change * m
	}
}
