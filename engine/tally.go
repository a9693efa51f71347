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
			if old := prev[i]; cells[i] != old && !s.change(Square(i), old, cells[i], scores) && !s.followSpecial(Square(i), old, cells[i], &scores) {
				return false
			}
		}
	}
	for ; sq < len(cells); sq++ {
		if old := prev[sq]; cells[sq] != old && !s.change(Square(sq), old, cells[sq], scores) && !s.followSpecial(Square(sq), old, cells[sq], &scores) {
			return false
		}
	}
	return true
}

// followSpecial follows, where change could not, a tile placed that
// acts on its lines or its neighbours without turning tiles down
// (putSpecial), or that splits lines and does nothing else (putSplit):
// the players' points are then no longer kept
// (Points works them out when next asked), and scores becomes nil. It is
// asked only after change, so that the plain changes, most of them, cost
// no more than they did.
func (s *Scorer) followSpecial(sq Square, old, c Cell, scores **[MaxSeats]int) bool {
	if old != Empty || !c.IsTile() || !s.putSpecial(sq, c) && !s.putSplit(sq, c) && !s.putCanceller(sq, c) {
		return false
	}
	s.gainsReady = true // change gave up on it
	s.scoresKnown, *scores = false, nil
	return true
}

// putSpecial adjusts the scorer, prepared for gains, for the tile c put
// on the empty square sq, a tile that multiplies, cancels in or adds
// rank to its lines (R16, K5) or adds rank to its neighbours (K5), as
// prepare would have it: its value and line effects join its two
// segments, and the multipliers of the figures it adds rank to grow in
// both segments of each. It reports false, changing nothing, for a tile
// that splits lines or turns tiles down, or that lands face down (R15):
// the scorer then needs preparing again. The players' points are not
// kept.
func (s *Scorer) putSpecial(sq Square, c Cell) bool {
	k := &s.kinds[c.TileKind()]
	row, col := s.rowSeg[sq], s.colSeg[sq]
	if k.split || k.cancelBoard != 0 || (s.boardCancel[row] | s.boardCancel[col]).Has(k.value) {
		return false
	}
	s.forget()
	b := &Board{Geometry: s.prevGeometry, Cells: s.prev}
	if k.rankLines != 0 {
		for _, line := range [2]Line{Row, Column} {
			first, last, step := s.segmentRange(b, sq, line)
			for y := first; y <= last; y += step {
				if f := s.prev[y]; f.IsFigure() {
					s.addMultiplier(Square(y), f, k.rankLines)
				}
			}
		}
	}
	if k.rankAdj != 0 {
		if !s.adjacentOn {
			clear(s.adjacent[:len(s.prev)])
			s.adjacentOn = true
		}
		w, n := b.Geometry.Width, len(s.prev)
		next := [4]int{int(sq) - 1, int(sq) + 1, int(sq) - w, int(sq) + w}
		on := [4]bool{int(sq)%w > 0, int(sq)%w < w-1, int(sq) >= w, int(sq)+w < n}
		for i, y := range next {
			if !on[i] {
				continue
			}
			s.adjacent[y] += k.rankAdj
			if f := s.prev[y]; f.IsFigure() {
				s.addMultiplier(Square(y), f, k.rankAdj)
			}
		}
	}
	for _, id := range [2]int32{row, col} {
		seg := &s.seg[id]
		seg.add(k)
		seg.value = segmentValueOf(seg)
		seg.setUnits()
	}
	s.words[sq] = s.effect[s.effectIndex(c)]
	s.prev[sq] = c
	return true
}

// addMultiplier adds m to the multiplier of the figure f on sq in the
// summed multipliers of both its segments.
func (s *Scorer) addMultiplier(sq Square, f Cell, m int) {
	if p := f.Player(); p < MaxSeats {
		s.segMult[int(s.rowSeg[sq])*MaxSeats+p] += int32(m)
		s.segMult[int(s.colSeg[sq])*MaxSeats+p] += int32(m)
	}
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
		// Into the list in board order, from its end: the list has room
		// for a figure on every square.
		figures := s.figures[:s.nfigures+1]
		i := s.nfigures
		for ; i > 0 && figures[i-1] > sq; i-- {
			figures[i] = figures[i-1]
		}
		figures[i] = sq
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
		figures := s.figures[:s.nfigures]
		i := slices.Index(figures, sq)
		copy(figures[i:], figures[i+1:])
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
	s.segMult[row*MaxSeats+p] += int32(sign * m)
	s.segMult[col*MaxSeats+p] += int32(sign * m)
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
			scores[p] += change * int(m)
		}
	}
}

// putSplit adjusts the scorer, prepared for gains, for the tile c put on
// the empty square sq, a tile that splits lines (R14) and has no other
// effect, as prepare would have it but for the segments' numbering: in
// its row and in its column, the segment through sq falls into the part
// before sq, which keeps the segment's id, and the part after, which
// takes a new one (or the old one, where nothing lies before sq); each
// part sums its own face-up tiles, and each figure in it sees its part
// alone, in its multiplier too, in both its segments' summed
// multipliers. It reports false, changing nothing, for any other tile,
// where a board-scope canceller acts in either segment (a split may turn
// tiles face up there), or where no segment id is free: the scorer then
// needs preparing again. The players' points are not kept.
func (s *Scorer) putSplit(sq Square, c Cell) bool {
	k := &s.kinds[c.TileKind()]
	row, col := s.rowSeg[sq], s.colSeg[sq]
	if !k.split || k.special || k.cancelBoard != 0 || k.rankAdj != 0 ||
		s.boardCancel[row]|s.boardCancel[col] != 0 || s.rows+2 > s.colsFrom {
		return false
	}
	s.forget()
	b := &Board{Geometry: s.prevGeometry, Cells: s.prev}
	for _, line := range [2]Line{Row, Column} {
		ids, others := s.rowSeg, s.colSeg
		if line == Column {
			ids, others = s.colSeg, s.rowSeg
		}
		id := ids[sq]
		first, last, step := s.segmentRange(b, sq, line)
		whole := s.seg[id]
		clear(s.segMult[int(id)*MaxSeats:][:MaxSeats])
		next := id // the part after sq's
		if first < int(sq) && last > int(sq) {
			if line == Row {
				next = int32(s.rows)
				s.rows++
			} else {
				s.colsFrom--
				next = int32(s.colsFrom)
			}
			clear(s.segMult[int(next)*MaxSeats:][:MaxSeats])
			s.boardCancel[next] = 0
		}
		for _, part := range [2][3]int{{first, int(sq) - step, int(id)}, {int(sq) + step, last, int(next)}} {
			if part[0] > part[1] {
				continue // nothing on this side
			}
			pid := int32(part[2])
			side := segment{factor: 1}
			for y := part[0]; y <= part[1]; y += step {
				ids[y] = pid
				if t := s.prev[y]; t.HasTileKind() && s.flippedBy[y] == NoSquare {
					side.add(&s.kinds[t.TileKind()])
				}
			}
			side.value = segmentValueOf(&side)
			side.setUnits()
			// Each figure's multiplier, with the whole segment's rank in
			// it, changes by what the part's rank differs by.
			for y := part[0]; y <= part[1]; y += step {
				f := s.prev[y]
				p := f.Player()
				if !f.IsFigure() || p >= MaxSeats {
					continue
				}
				m := s.rank[f.FigureKind()] + whole.rankAdd + s.seg[others[y]].rankAdd
				if s.adjacentOn {
					m += s.adjacent[y]
				}
				grown := m - whole.rankAdd + side.rankAdd
				s.segMult[int(pid)*MaxSeats+p] += int32(grown)
				s.segMult[int(others[y])*MaxSeats+p] += int32(grown - m)
			}
			s.seg[pid] = side
		}
	}
	s.rowSeg[sq], s.colSeg[sq] = -1, -1
	s.words[sq] = s.effect[s.effectIndex(c)]
	s.prev[sq] = c
	return true
}

// putCanceller adjusts the scorer, prepared for gains, for the tile c put
// on the empty square sq, a board-scope canceller (R15) that does nothing
// else, as prepare would have it: it acts even where it lies face down
// itself; it turns face down the face-up tiles of its row and column
// segments that have a value in its set, taking their values out of
// their segments; and a tile turned down is held down by the first
// canceller in board order that reaches it, as prepare lets them act in
// that order. It reports false, changing nothing, for any other tile, or
// where a tile it would turn down does not score plainly (its effects
// would go too): the scorer then needs preparing again. The players'
// points are not kept.
func (s *Scorer) putCanceller(sq Square, c Cell) bool {
	k := &s.kinds[c.TileKind()]
	if k.cancelBoard == 0 || k.split || k.special || k.rankAdj != 0 {
		return false
	}
	set := k.cancelBoard
	b := &Board{Geometry: s.prevGeometry, Cells: s.prev}
	var lines [2][3]int // each line's first and last square and step
	for i, line := range [2]Line{Row, Column} {
		first, last, step := s.segmentRange(b, sq, line)
		lines[i] = [3]int{first, last, step}
		for y := first; y <= last; y += step {
			t := s.prev[y]
			if y != int(sq) && t.HasTileKind() && s.flippedBy[y] == NoSquare && set.Has(s.kinds[t.TileKind()].value) && !s.ScoresPlainly(t.TileKind()) {
				return false
			}
		}
	}
	s.forget()
	row, col := s.rowSeg[sq], s.colSeg[sq]
	// Itself: down if a canceller reaching it, or its own set, cancels
	// its value; the first of them in board order holds it down.
	down := NoSquare
	if set.Has(k.value) {
		down = sq
	}
	for _, from := range s.cancellers {
		if down != NoSquare && from > down {
			break // the list is in board order
		}
		if (s.rowSeg[from] == row || s.colSeg[from] == col) && s.kinds[s.prev[from].TileKind()].cancelBoard.Has(k.value) {
			down = from
			break
		}
	}
	if down != NoSquare {
		s.flippedBy[sq] = down
		s.flips = append(s.flips, sq)
		s.flipped = true
	} else {
		s.value(row, k.value, 1, nil)
		s.value(col, k.value, 1, nil)
	}
	// Into the list in board order, from its end, as flip lists them.
	s.cancellers = append(s.cancellers, sq)
	list := s.cancellers
	i := len(list) - 1
	for ; i > 0 && list[i-1] > sq; i-- {
		list[i] = list[i-1]
	}
	list[i] = sq
	// The tiles of its segments it turns down, or holds down first.
	for _, l := range lines {
		for y := l[0]; y <= l[1]; y += l[2] {
			t := s.prev[y]
			if y == int(sq) || !t.HasTileKind() {
				continue
			}
			v := s.kinds[t.TileKind()].value
			switch {
			case !set.Has(v):
			case s.flippedBy[y] == NoSquare:
				s.flippedBy[y] = sq
				s.flips = append(s.flips, Square(y))
				s.flipped = true
				s.value(s.rowSeg[y], v, -1, nil)
				s.value(s.colSeg[y], v, -1, nil)
			case s.flippedBy[y] > sq:
				s.flippedBy[y] = sq
			}
		}
	}
	s.boardCancel[row] |= set
	s.boardCancel[col] |= set
	s.words[sq] = s.effect[s.effectIndex(c)]
	s.prev[sq] = c
	return true
}
