package engine

// A swapBoard is the rater's board without one special tile, prepared
// for the swaps that move that tile, and each seat's points on it.
type swapBoard struct {
	from    Square
	scorer  *Scorer
	without [MaxSeats]int
}

// swapGains rates a swap (the Golden Statue's after-placement option,
// R11) of a special tile and a plainly scoring one from prepared segments
// instead of scoring the whole board after it: for seat only, or for
// every seat when seat is negative. The board without the special tile
// is prepared once for all the swaps that move that tile (swapBoard); on
// it, the plain tile's move to the special tile's square is followed in
// constant time (Scorer.change), and placing the special tile where the
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
	// y moves to from, leaving to empty for x.
	var moved [MaxSeats]int
	cells[from] = Empty
	ok = sc.change(to, y, Empty, &moved)
	cells[to] = Empty
	if ok {
		ok = sc.change(from, Empty, y, &moved)
		cells[from] = y
	}
	for p := first; p < last && ok; p++ {
		var placed int
		placed, ok = sc.placeGain(s.Board, to, p, x.TileKind())
		g[p] = w.without[p] + moved[p] + placed - base[p]
	}
	// Back as it was: the scorer to the board without x (or to be
	// prepared anew if a change failed), the board to s's.
	if cells[from] == y {
		sc.change(from, y, Empty, nil)
	}
	sc.change(to, Empty, y, nil)
	cells[from], cells[to] = x, y
	return g, ok
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
	w.scorer.Prepare(s.Board)
	for _, sq := range w.scorer.figures[:w.scorer.nfigures] {
		if c := cells[sq]; c.Player() < s.Players {
			w.without[c.Player()] += w.scorer.points(sq, c)
		}
	}
	cells[from] = x
	return w
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
