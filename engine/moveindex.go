package engine

import "math/bits"

// Moves by index: a player that picks a legal move by its position in
// LegalMoves (a random player, a rollout) needs how many moves there are
// and the one picked, not the list. MoveCount and MoveAt walk the blocks
// LegalMoves lists, in its order, counting each block without listing it:
// most blocks are one move per empty square, counted in constant time.

// MoveCount is len(s.LegalMoves(nil)).
func (s *State) MoveCount() int {
	_, n := s.moveAt(-1)
	return n
}

// MoveAt is s.LegalMoves(nil)[i], for 0 <= i < s.MoveCount().
func (s *State) MoveAt(i int) Move {
	m, _ := s.moveAt(i)
	return m
}

// ChanceMove is the chance move a draw of x in [0, PoolTotal) gives when
// each legal chance move, in LegalMoves order, covers as many values as
// its ChanceWeight: the tile kinds of the pool, each as often as it is
// there.
func (s *State) ChanceMove(x int) Move {
	kind := Deal
	if s.Phase == PhaseDraw {
		kind = Drawn
	}
	last := 0
	for k, n := range s.Pool {
		if n > 0 {
			if x -= n; x < 0 {
				return Move{Kind: kind, Tile: TileKindID(k)}
			}
			last = k
		}
	}
	return Move{Kind: kind, Tile: TileKindID(last)} // x was out of range
}

// moveAt walks the blocks of LegalMoves in order. For i >= 0 it returns
// move i (and a count that does not matter); for i < 0, every move is
// counted and the count returned.
func (s *State) moveAt(i int) (Move, int) {
	var w walk
	w.i = i
	switch s.Phase {
	case PhaseDeal, PhaseDraw:
		kind := Deal
		if s.Phase == PhaseDraw {
			kind = Drawn
		}
		for k, n := range s.Pool {
			if n > 0 && w.single(Move{Kind: kind, Tile: TileKindID(k)}) {
				break
			}
		}
	case PhaseTurn:
		if s.Empties > 0 {
			for f, n := range s.Supply[s.ToMove] {
				if n > 0 && w.empties(s, Move{Kind: PlaceFigure, Figure: FigureKindID(f)}) {
					return w.m, w.n
				}
			}
		}
		if s.PoolTotal > 0 && w.single(Move{Kind: Draw}) {
			return w.m, w.n
		}
		if s.mayPlayWithoutDraw() && s.tilePlaysAt(&w, -1) {
			return w.m, w.n
		}
		if w.n == 0 {
			w.single(Move{Kind: Pass})
		}
	case PhaseDrawn:
		if s.tilePlaysAt(&w, s.drawnOnly()) {
			return w.m, w.n
		}
		if w.n == 0 {
			w.single(Move{Kind: EndTurn}) // R5: the drawn tile stays in hand
		}
	case PhaseAfter:
		if !w.single(Move{Kind: Decline}) {
			s.afterMovesAt(&w)
		}
	case PhaseActOver:
		w.single(Move{Kind: NextAct})
	}
	return w.m, w.n
}

// walk is a walk over blocks of moves: looking for move i (i >= 0), or
// counting them all (i < 0). n counts the moves passed.
type walk struct {
	i int
	n int
	m Move
}

// block passes a block of count moves; if move i is in it, it keeps the
// block's move at that position, from at, and reports true.
func (w *walk) block(count int, at func(j int) Move) bool {
	if w.i >= 0 && w.i < w.n+count {
		w.m = at(w.i - w.n)
		return true
	}
	w.n += count
	return false
}

// single passes a block of the one move m.
func (w *walk) single(m Move) bool {
	if w.i == w.n {
		w.m = m
		return true
	}
	w.n++
	return false
}

// empties passes a block of m on each empty square, in board order.
func (w *walk) empties(s *State, m Move) bool {
	if w.i >= 0 && w.i < w.n+s.Empties {
		w.m = m
		w.m.To = s.empty.nth(w.i - w.n)
		return true
	}
	w.n += s.Empties
	return false
}

// drawnOnly is the only tile kind the mover may play after drawing, or -1
// for any (K4).
func (s *State) drawnOnly() TileKindID {
	if s.Rules.Turn.Draw == DrawThenDrawn {
		return s.Drawn
	}
	return -1
}

// tilePlaysAt walks the blocks of tilePlays.
func (s *State) tilePlaysAt(w *walk, only TileKindID) bool {
	p := s.ToMove
	hand := s.Hands[p]
	for j, t := range hand {
		if only >= 0 && t.Kind != only || seenEarlier(hand[:j], t.Kind) {
			continue
		}
		a := s.Rules.AbilityOf(t.Kind)
		if a == nil {
			if w.empties(s, Move{Kind: PlayTile, Tile: t.Kind}) {
				return true
			}
			continue
		}
		for mode, pm := range a.Play {
			m := Move{Kind: PlayTile, Tile: t.Kind, Mode: uint8(mode)}
			var found bool
			switch pm.Kind {
			case PlacePlay:
				found = w.empties(s, m)
			case CashPlay:
				found = w.single(m)
			case ReplacePlay:
				found = w.block(s.countTiles(pm.Target, NoSquare), func(j int) Move {
					m.To = s.nthTile(pm.Target, NoSquare, j)
					return m
				})
			case MoveFigurePlay:
				found = w.block(s.countSteps(p), func(j int) Move {
					m.From, m.To = s.nthStep(p, j)
					return m
				})
			}
			if found {
				return true
			}
		}
	}
	return false
}

// afterMovesAt walks the blocks of afterMoves.
func (s *State) afterMovesAt(w *walk) bool {
	a := s.Rules.AbilityOf(s.Board.Cells[s.Placed].TileKind())
	if a == nil {
		return false
	}
	for i, opt := range a.After {
		m := Move{Kind: After, Option: uint8(i)}
		var found bool
		switch opt.Kind {
		case RemoveAfter:
			found = w.block(s.countTiles(opt.Target, s.Placed), func(j int) Move {
				m.From = s.nthTile(opt.Target, s.Placed, j)
				return m
			})
		case SwapAfter:
			found = w.block(s.swaps(-1, &m), func(j int) Move {
				s.swaps(j, &m)
				return m
			})
		}
		if found {
			return true
		}
	}
	return false
}

// countTiles counts the tiles on the board, other than the one on except,
// whose ability is target.
func (s *State) countTiles(target AbilityID, except Square) int {
	n := 0
	for sq, c := range s.Board.Cells {
		if c.IsTile() && Square(sq) != except && s.Rules.Tiles[c.TileKind()].Ability == target {
			n++
		}
	}
	return n
}

// nthTile is the square of the j-th of the tiles countTiles counts.
func (s *State) nthTile(target AbilityID, except Square, j int) Square {
	for sq, c := range s.Board.Cells {
		if c.IsTile() && Square(sq) != except && s.Rules.Tiles[c.TileKind()].Ability == target {
			if j == 0 {
				return Square(sq)
			}
			j--
		}
	}
	return NoSquare
}

// countSteps counts the steps of player p's figures to orthogonally
// adjacent empty squares (R12).
func (s *State) countSteps(p int) int {
	_, _, n := s.steps(p, -1)
	return n
}

// nthStep is the j-th of the steps countSteps counts.
func (s *State) nthStep(p, j int) (from, to Square) {
	from, to, _ = s.steps(p, j)
	return from, to
}

// steps walks player p's steps in figureSteps' order: to step j, or
// counting them all for j < 0.
func (s *State) steps(p, j int) (from, to Square, n int) {
	var buf [4]Square
	for sq, c := range s.Board.Cells {
		if !c.IsFigure() || c.Player() != p {
			continue
		}
		for _, nb := range s.Board.Geometry.Neighbours(buf[:0], Square(sq)) {
			if s.Board.Cells[nb] == Empty {
				if n == j {
					return Square(sq), nb, n
				}
				n++
			}
		}
	}
	return NoSquare, NoSquare, n
}

// swaps walks the swaps of two different tiles, neither the one just
// placed, in afterMoves' order: it sets m's squares to swap j, or counts
// them all for j < 0.
func (s *State) swaps(j int, m *Move) int {
	cells := s.Board.Cells
	n := 0
	for x, cx := range cells {
		if !cx.IsTile() || Square(x) == s.Placed {
			continue
		}
		for y := x + 1; y < len(cells); y++ {
			if cy := cells[y]; cy.IsTile() && Square(y) != s.Placed && cy != cx {
				if n == j {
					m.From, m.To = Square(x), Square(y)
					return n
				}
				n++
			}
		}
	}
	return n
}

// nth is the set's square i, counting from the lowest.
func (set *squareSet) nth(i int) Square {
	for w, word := range set {
		if n := bits.OnesCount64(word); i >= n {
			i -= n
			continue
		}
		for range i {
			word &= word - 1
		}
		return Square(w<<6 | bits.TrailingZeros64(word))
	}
	return NoSquare
}
