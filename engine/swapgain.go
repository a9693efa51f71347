package engine

// A swapBoard is the rater's board without one special tile, prepared
// for the swaps that move that tile, and each seat's points on it.
type swapBoard struct {
	from    Square
	scorer  *Scorer
	without [MaxSeats]int
	// per segment of the board without the tile, a bit per seat with a
	// figure in it
	figures []uint8
}

// swapGains rates a swap (the Golden Statue's after-placement option,
// R11) of a special tile and a plainly scoring one from prepared segments
// instead of scoring the whole board after it: for seat only, or for
// every seat when seat is negative. The board without the special tile
// is prepared once for all the swaps that move that tile (swapBoard); on
// it, the plain tile's move to the special tile's square is followed in
// constant time (Scorer.slide), and placing the special tile where the
// plain one was is rated from its lines (CancelGain, SplitGain,
// LocalGain), as a placement is. It reports false for the swaps it
// cannot rate so (two special tiles, a special tile its lines cannot
// rate, a swap that ends the act): rescore those.
func (r *Rater) swapGains(s *State, m Move, seat int) (g [MaxSeats]int, ok bool) {
	if m.Kind != After || s.AfterKind(m) != SwapAfter {
		return g, false
	}
	cells := s.Board.Cells
	// from holds the special tile x, to the plain tile y.
	from, to := m.From, m.To
	x, y := cells[from], cells[to]
	if r.scorer.ScoresPlainly(x.TileKind()) {
		from, to, x, y = to, from, y, x
	}
	if r.scorer.ScoresPlainly(x.TileKind()) || !r.scorer.ScoresPlainly(y.TileKind()) {
		return g, false // both plain (QuickGain rates them) or both special
	}
	// A swap that ends the act scores it, and the act's end may do more
	// than score the board. Whether it ends the act is played to see only
	// where it may.
	if !s.swapPassesTurn() {
		u := s.Apply(m)
		over := s.ActOver()
		s.Undo(u)
		if over {
			return g, false
		}
	}
	first, last := seat, seat+1
	if seat < 0 {
		first, last = 0, s.Players
	}
	var base [MaxSeats]int
	for p := first; p < last; p++ {
		base[p] = r.Base(p) // before the board changes below
	}
	w := r.swapBoard(s, from)
	sc := w.scorer
	if g, ok := w.apart(s, from, to, y, first, last, &base); ok {
		return g, true
	}
	// y moves to from, leaving to empty for x: a plain tile's move,
	// which gains what it adds on from less what it added on to (as
	// QuickGain rates a swap of two plain tiles), and which the scorer
	// follows in the segments' values alone (slide), for placeGain.
	k := y.TileKind()
	var moved [MaxSeats]int
	for p := first; p < last; p++ {
		moved[p] = sc.TileGain(from, p, k) - sc.TileGain(to, p, k)
	}
	v := sc.kinds[k].value
	down := sc.slide(to, from, v)
	cells[from], cells[to] = y, Empty
	ok = true
	for p := first; p < last && ok; p++ {
		var placed int
		placed, ok = sc.placeGain(s.Board, to, p, x.TileKind())
		g[p] = w.without[p] + moved[p] + placed - base[p]
	}
	// Back as it was: the scorer to the board without x, the board to
	// s's.
	sc.slideBack(to, from, v, down)
	cells[from], cells[to] = x, y
	return g, ok
}

// slide moves a plain tile of value v from square a to the empty square
// b of the prepared board, as change(a, tile, Empty) and then change(b,
// Empty, tile) would, but for what only a board kept or scored again
// needs (each player's points, the squares' effect words, the cells
// prepared for): for a swap board, which rates one placement on the board
// it leaves and then puts the tile back (slideBack). It returns which
// canceller had turned the tile face down on a (NoSquare: none).
func (s *Scorer) slide(a, b Square, v int) (down Square) {
	s.forget()
	down = s.flippedBy[a]
	if down != NoSquare {
		s.flippedBy[a] = NoSquare // it added nothing
	} else {
		s.value(s.rowSeg[a], v, -1, nil)
		s.value(s.colSeg[a], v, -1, nil)
	}
	row, col := s.rowSeg[b], s.colSeg[b]
	if (s.boardCancel[row] | s.boardCancel[col]).Has(v) {
		s.flippedBy[b] = s.flipper(b, v) // face down at once (R15)
		s.flipped = true
		return down
	}
	s.value(row, v, 1, nil)
	s.value(col, v, 1, nil)
	return down
}

// slideBack puts back the tile slide(a, b, v) moved, which returned down.
func (s *Scorer) slideBack(a, b Square, v int, down Square) {
	s.forget()
	if s.flippedBy[b] != NoSquare {
		s.flippedBy[b] = NoSquare
	} else {
		s.value(s.rowSeg[b], v, -1, nil)
		s.value(s.colSeg[b], v, -1, nil)
	}
	if down != NoSquare {
		s.flippedBy[a] = down
		return
	}
	s.value(s.rowSeg[a], v, 1, nil)
	s.value(s.colSeg[a], v, 1, nil)
}

// swapBoard is the prepared board of s without the special tile on
// from: kept from the last swap that moved it since the rater was
// prepared, or prepared now.
func (r *Rater) swapBoard(s *State, from Square) *swapBoard {
	for i := range r.swaps[:r.nswaps] {
		if r.swaps[i].from == from {
			return &r.swaps[i]
		}
	}
	if r.nswaps == len(r.swaps) {
		r.swaps = append(r.swaps, swapBoard{scorer: r.newScorer(false)}) // kept for later decisions
	}
	w := &r.swaps[r.nswaps]
	r.nswaps++
	w.from, w.without = from, [MaxSeats]int{}
	cells := s.Board.Cells
	x := cells[from]
	cells[from] = Empty
	sc := w.scorer
	sc.Prepare(s.Board)
	if len(w.figures) < len(sc.seg) {
		w.figures = make([]uint8, len(sc.seg))
	}
	clear(w.figures)
	for _, sq := range sc.figures[:sc.nfigures] {
		c := cells[sq]
		if p := c.Player(); p < MaxSeats {
			w.figures[sc.rowSeg[sq]] |= 1 << p
			w.figures[sc.colSeg[sq]] |= 1 << p
		}
		if c.Player() < s.Players {
			w.without[c.Player()] += sc.points(sq, c)
		}
	}
	cells[from] = x
	return w
}

// apart rates, for seats first to last, the swap of the special tile on
// w.from and the plain tile y on to where none of those seats has a
// figure in to's row or column segment on the board without the special
// tile: there the special tile's placement on to does nothing for them
// (LocalGain and SplitGain rate only the figures in its segments, and a
// split turns no tile face up where no board-scope canceller acts), and
// y, taken off to, took nothing from them either. What is left is y's
// placement on from, which changes no segment's units or multipliers:
// its gain there (TileGain), with no change of the scorer. It reports
// false for the other swaps, and for a special tile that turns tiles
// face down (CancelGain: what it turns down counts for the figures in
// those tiles' other lines).
func (w *swapBoard) apart(s *State, from, to Square, y Cell, first, last int, base *[MaxSeats]int) (g [MaxSeats]int, ok bool) {
	sc := w.scorer
	e := &sc.kinds[s.Board.Cells[from].TileKind()]
	row, col := sc.rowSeg[to], sc.colSeg[to]
	if e.cancelBoard != 0 || e.split && (e.special || e.rankAdj != 0 || sc.boardCancel[row]|sc.boardCancel[col] != 0) {
		return g, false
	}
	seats := uint8(1<<last-1) &^ uint8(1<<first-1)
	if (w.figures[row]|w.figures[col])&seats != 0 {
		return g, false
	}
	for p := first; p < last; p++ {
		g[p] = w.without[p] + sc.TileGain(from, p, y.TileKind()) - base[p]
	}
	return g, true
}

// placeGain rates placing the special tile kind k on the empty square sq
// of the prepared board for player p from its lines, as QuickGain rates
// a placement. A swap board changes after every placement it rates, so
// a split is rated on its square alone, not with its segments' other
// squares (splitShare).
func (s *Scorer) placeGain(b *Board, sq Square, p int, k TileKindID) (int, bool) {
	return s.lineGain(b, sq, p, k, false)
}

// swapPassesTurn reports whether a swap, whichever it is, passes the turn
// on without ending the act: it changes neither the empty squares nor the
// pool, and while the board has an empty square and anyone may draw the
// turn passes on (State.endTurn). Otherwise a swap may end the act or not
// depending on what it leaves each player to do.
func (s *State) swapPassesTurn() bool { return s.Empties > 0 && s.anyoneMayDraw() }
