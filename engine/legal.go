package engine

// LegalMoves appends every legal move of the current phase to dst and
// returns it. Moves that lead to the same state are given once: one move
// per figure kind and square, one per tile kind in hand (R4). In chance
// phases the moves are the possible draws; ChanceWeight gives their odds.
func (s *State) LegalMoves(dst []Move) []Move {
	switch s.Phase {
	case PhaseDeal:
		return s.draws(dst, Deal)
	case PhaseDraw:
		return s.draws(dst, Drawn)
	case PhaseTurn:
		n := len(dst)
		dst = s.figureMoves(dst)
		if s.PoolTotal > 0 {
			dst = append(dst, Move{Kind: Draw})
		}
		if s.mayPlayWithoutDraw() {
			dst = s.tilePlays(dst, s.ToMove, -1)
		}
		if len(dst) == n {
			dst = append(dst, Move{Kind: Pass})
		}
		return dst
	case PhaseDrawn:
		n := len(dst)
		only := TileKindID(-1)
		if s.Rules.Turn.Draw == DrawThenDrawn {
			only = s.Drawn
		}
		dst = s.tilePlays(dst, s.ToMove, only)
		if len(dst) == n {
			dst = append(dst, Move{Kind: EndTurn}) // R5: the drawn tile stays in hand
		}
		return dst
	case PhaseAfter:
		return s.afterMoves(append(dst, Move{Kind: Decline}))
	case PhaseActOver:
		return append(dst, Move{Kind: NextAct})
	}
	return dst
}

// ChanceWeight is the weight of chance move m: how many tiles of its kind
// the pool holds (out of PoolTotal).
func (s *State) ChanceWeight(m Move) int { return s.Pool[m.Tile] }

func (s *State) draws(dst []Move, kind MoveKind) []Move {
	for k, n := range s.Pool {
		if n > 0 {
			dst = append(dst, Move{Kind: kind, Tile: TileKindID(k)})
		}
	}
	return dst
}

// mayPlayWithoutDraw: R4 allows it once the pool is empty; K4 always (the
// starting tile).
func (s *State) mayPlayWithoutDraw() bool {
	return s.Rules.Turn.HandPlay == HandAlways || s.PoolTotal == 0
}

func (s *State) figureMoves(dst []Move) []Move {
	if s.Empties == 0 {
		return dst
	}
	for f, n := range s.Supply[s.ToMove] {
		if n > 0 {
			dst = s.placements(dst, Move{Kind: PlaceFigure, Figure: FigureKindID(f)})
		}
	}
	return dst
}

// tilePlays appends the plays of every tile kind in player p's hand (only
// kind only, unless it is -1).
func (s *State) tilePlays(dst []Move, p int, only TileKindID) []Move {
	hand := s.Hands[p]
	for i, t := range hand {
		if only >= 0 && t.Kind != only || holds(hand[:i], t.Kind) {
			continue
		}
		dst = s.playsOf(dst, p, t.Kind)
	}
	return dst
}

// holds reports whether hand holds a tile of kind k: of the hand before
// a tile, whether its kind was seen already.
func holds(hand []HandTile, k TileKindID) bool {
	for _, t := range hand {
		if t.Kind == k {
			return true
		}
	}
	return false
}

// playsOf appends every way player p can play a tile of kind k (R7-R13).
func (s *State) playsOf(dst []Move, p int, k TileKindID) []Move {
	a := s.Rules.AbilityOf(k)
	if a == nil {
		return s.placements(dst, Move{Kind: PlayTile, Tile: k})
	}
	for i, mode := range a.Play {
		m := Move{Kind: PlayTile, Tile: k, Mode: uint8(i)}
		switch mode.Kind {
		case PlacePlay:
			dst = s.placements(dst, m)
		case CashPlay:
			dst = append(dst, m)
		case ReplacePlay:
			for sq, c := range s.Board.Cells {
				if c.IsTile() && s.Rules.Tiles[c.TileKind()].Ability == mode.Target {
					m.To = Square(sq)
					dst = append(dst, m)
				}
			}
		case MoveFigurePlay:
			dst = s.figureSteps(dst, p, m)
		}
	}
	return dst
}

// placements appends m with each empty square as m.To, in board order.
func (s *State) placements(dst []Move, m Move) []Move {
	return s.empty.appendMoves(dst, m, s.Empties)
}

// figureSteps appends, for each of player p's figures, each orthogonally
// adjacent empty square it can step to (R12).
func (s *State) figureSteps(dst []Move, p int, m Move) []Move {
	var buf [4]Square
	for sq, c := range s.Board.Cells {
		if !c.IsFigure() || c.Player() != p {
			continue
		}
		for _, n := range s.Board.Geometry.Neighbours(buf[:0], Square(sq)) {
			if s.Board.Cells[n] == Empty {
				m.From, m.To = Square(sq), n
				dst = append(dst, m)
			}
		}
	}
	return dst
}

// afterMoves appends the after-placement options of the tile on s.Placed:
// removing a board tile with the target ability (not the tile just
// placed), or swapping two other tiles; printed features are not tiles
// (R7, R11). Swapping two tiles of the same kind changes nothing and is
// left out.
func (s *State) afterMoves(dst []Move) []Move {
	a := s.Rules.AbilityOf(s.Board.Cells[s.Placed].TileKind())
	if a == nil {
		return dst
	}
	cells := s.Board.Cells
	for i, opt := range a.After {
		m := Move{Kind: After, Option: uint8(i)}
		switch opt.Kind {
		case RemoveAfter:
			for sq, c := range cells {
				if c.IsTile() && Square(sq) != s.Placed && s.Rules.Tiles[c.TileKind()].Ability == opt.Target {
					m.From = Square(sq)
					dst = append(dst, m)
				}
			}
		case SwapAfter:
			for x, cx := range cells {
				if !cx.IsTile() || Square(x) == s.Placed {
					continue
				}
				for y := x + 1; y < len(cells); y++ {
					if cy := cells[y]; cy.IsTile() && Square(y) != s.Placed && cy != cx {
						m.From, m.To = Square(x), Square(y)
						dst = append(dst, m)
					}
				}
			}
		}
	}
	return dst
}

// offersAfter reports whether the tile just placed on s.Placed offers
// an after-placement option now: whether afterMoves would list any.
func (s *State) offersAfter() bool {
	a := s.Rules.AbilityOf(s.Board.Cells[s.Placed].TileKind())
	if a == nil {
		return false
	}
	for _, opt := range a.After {
		if opt.Kind == RemoveAfter && s.keepsTargets() {
			if s.targetTiles(opt.Target, s.Placed) != 0 {
				return true
			}
			continue
		}
		first := Empty // the first other tile met, for a swap
		for sq, c := range s.Board.Cells {
			if !c.IsTile() || Square(sq) == s.Placed {
				continue
			}
			switch {
			case opt.Kind == RemoveAfter && s.Rules.Tiles[c.TileKind()].Ability == opt.Target:
				return true
			case opt.Kind == SwapAfter && first == Empty:
				first = c
			case opt.Kind == SwapAfter && c != first:
				return true
			}
		}
	}
	return false
}

// hasAction reports whether player p could do anything on a turn (R5):
// place a figure, draw, or play a tile from the hand.
func (s *State) hasAction(p int) bool {
	if s.PoolTotal > 0 {
		return true
	}
	if s.Empties > 0 {
		for _, n := range s.Supply[p] {
			if n > 0 {
				return true
			}
		}
	}
	if !s.mayPlayWithoutDraw() {
		return false
	}
	for _, t := range s.Hands[p] {
		if s.canPlay(p, t.Kind) {
			return true
		}
	}
	return false
}

// canPlay reports whether player p has some way to play a tile of kind k,
// without listing the ways.
func (s *State) canPlay(p int, k TileKindID) bool {
	a := s.Rules.AbilityOf(k)
	if a == nil {
		return s.Empties > 0
	}
	for _, mode := range a.Play {
		switch mode.Kind {
		case PlacePlay:
			if s.Empties > 0 {
				return true
			}
		case CashPlay:
			return true
		default:
			var buf [8]Move
			if len(s.playsOf(buf[:0], p, k)) > 0 {
				return true
			}
		}
	}
	return false
}
