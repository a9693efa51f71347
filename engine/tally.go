package engine

import "slices"

// Keeping scores up to date. A scorer prepared for gains (Prepare) can
// follow the common changes of its board in constant time: a figure or a
// plainly scoring tile put on or taken off a square changes the values of
// two segments and the multipliers in them, not the segments themselves.
// Prepare uses it when asked about a board that differs from the one it
// last prepared by such changes only (a player's next turn, a search's
// next node), and a state's tally uses it after every move. Any other
// change (a tile that splits, cancels, multiplies or adds rank) needs a
// full preparation.

// A tally keeps the board's score up to date as moves are applied and
// undone: what each player would score if the act ended now.
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
		s.forGood = false // the tally needs every change from now on
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
	if t.fresh && !t.sc.change(sq, old, c, &t.scores) {
		t.fresh = false
	}
}

// follow brings the scorer, prepared for gains on prev, up to date with
// board b if they differ by plain changes only; it reports false when a
// full preparation is needed.
func (s *Scorer) follow(b *Board) bool {
	if !s.gainsReady || s.prevGeometry != b.Geometry || len(s.prev) != len(b.Cells) {
		return false
	}
	var scores *[MaxSeats]int
	if s.scoresKnown {
		scores = &s.scores
	}
	// Most squares are as they were: they are compared four at a time,
	// in one word, and only a block that differs square by square.
	cells, prev := b.Cells, s.prev[:len(b.Cells)]
	sq := 0
	for ; sq+4 <= len(cells); sq += 4 {
		if [4]Cell(cells[sq:sq+4]) == [4]Cell(prev[sq:sq+4]) {
			continue
		}
		for i := sq; i < sq+4; i++ {
			if old := prev[i]; cells[i] != old && !s.change(Square(i), old, cells[i], scores) {
				return false
			}
		}
	}
	for ; sq < len(cells); sq++ {
		if old := prev[sq]; cells[sq] != old && !s.change(Square(sq), old, cells[sq], scores) {
			return false
		}
	}
	return true
}

// change adjusts the scorer, prepared for gains, for square sq changing
// from old to c, and adds to scores (unless nil) what each player's points
// change by. It reports false, changing nothing, when old or c is not a
// plain cell: the scorer then needs preparing again.
func (s *Scorer) change(sq Square, old, c Cell, scores *[MaxSeats]int) bool {
	s.forget()
	if !s.gainsReady || !s.plainCell(old) || !s.plainCell(c) {
		s.gainsReady = false
		return false
	}
	s.take(sq, old, scores)
	s.put(sq, c, scores)
	s.words[sq] = s.effect[s.effectIndex(c)]
	s.prev[sq] = c
	return true
}

// plainCell reports whether c is a cell followed in constant time: an
// empty square, a figure, or a tile that scores by its value alone.
func (s *Scorer) plainCell(c Cell) bool {
	return c == Empty || c.IsFigure() || c.IsTile() && s.ScoresPlainly(c.TileKind())
}

// put adds c, a figure or a plain tile, to the empty square sq.
func (s *Scorer) put(sq Square, c Cell, scores *[MaxSeats]int) {
	switch {
	case c.IsFigure():
		i, _ := slices.BinarySearch(s.figures[:s.nfigures], sq)
		s.figures = slices.Insert(s.figures[:s.nfigures], i, sq)[:cap(s.figures)]
		s.nfigures++
		s.figure(sq, c, 1, scores)
	case c.IsTile():
		v := s.kinds[c.TileKind()].value
		row, col := s.rowSeg[sq], s.colSeg[sq]
		if (s.boardCancel[row] | s.boardCancel[col]).Has(v) {
			s.flippedBy[sq] = s.flipper(sq, v) // face down at once (R15)
			s.flipped = true
			return
		}
		s.value(row, v, 1, scores)
		s.value(col, v, 1, scores)
	}
}

// take takes c, a figure or a plain tile, off the square sq, leaving it
// empty.
func (s *Scorer) take(sq Square, c Cell, scores *[MaxSeats]int) {
	switch {
	case c.IsFigure():
		i, _ := slices.BinarySearch(s.figures[:s.nfigures], sq)
		s.figures = slices.Delete(s.figures[:s.nfigures], i, i+1)[:cap(s.figures)]
		s.nfigures--
		s.figure(sq, c, -1, scores)
	case c.IsTile():
		if s.flippedBy[sq] != NoSquare {
			s.flippedBy[sq] = NoSquare // it added nothing
			return
		}
		v := s.kinds[c.TileKind()].value
		s.value(s.rowSeg[sq], v, -1, scores)
		s.value(s.colSeg[sq], v, -1, scores)
	}
}

// flipper is the board-scope canceller that turns down a tile of value v
// put on sq: the first, in the order prepare lets them act, whose row or
// column segment sq lies in.
func (s *Scorer) flipper(sq Square, v int) Square {
	for _, from := range s.cancellers {
		if s.rowSeg[from] == s.rowSeg[sq] || s.colSeg[from] == s.colSeg[sq] {
			if s.kinds[s.prev[from].TileKind()].cancelBoard.Has(v) {
				return from
			}
		}
	}
	return sq // not reached: boardCancel says some canceller acts
}

// figure adds (sign 1) or takes away (sign -1) the figure c on sq: its
// points and its multiplier in the two segments it lies in.
func (s *Scorer) figure(sq Square, c Cell, sign int, scores *[MaxSeats]int) {
	p := c.Player()
	if p >= MaxSeats {
		return
	}
	m := s.multiplier(sq, c)
	row, col := int(s.rowSeg[sq]), int(s.colSeg[sq])
	if scores != nil {
		scores[p] += sign * (s.seg[row].value + s.seg[col].value) * m
	}
	s.segMult[row*MaxSeats+p] += sign * m
	s.segMult[col*MaxSeats+p] += sign * m
}

// value adds (sign 1) or takes away (sign -1) a tile's value v to
// segment i, and the change of the segment's value to the score of every
// figure in it.
func (s *Scorer) value(i int32, v, sign int, scores *[MaxSeats]int) {
	seg := &s.seg[i]
	if v > 0 {
		seg.pos += sign * v
	} else {
		seg.neg += sign * v
	}
	before := seg.value
	seg.value = segmentValueOf(seg)
	if change := seg.value - before; change != 0 && scores != nil {
		for p, m := range s.segMult[int(i)*MaxSeats:][:MaxSeats] {
			scores[p] += change * m
		}
	}
}
