package engine

import (
	"math/bits"
	"math/rand/v2"
)

// Moves played for good: a playout never takes a move back, so the
// moves it plays most (a figure or a tile placed on an empty square, a
// draw, a tile drawn or dealt, the next act) are played here without
// building the move or writing down what Undo would need, and with the
// board's indexes changed in place. Any other move is played by Apply.

// PlayAt plays the decision s.MoveAt(i), for 0 <= i < s.MoveCount(), as
// Apply would, but for good: nothing returns to take it back.
func (s *State) PlayAt(i int) {
	if !s.forGood {
		s.Apply(s.MoveAt(i))
		return
	}
	switch s.Phase {
	case PhaseTurn:
		j := i
		if s.Empties > 0 {
			for kinds := s.supplied[s.ToMove]; kinds != 0; kinds &= kinds - 1 {
				if j < s.Empties {
					s.placeFigure(kinds, j)
					return
				}
				j -= s.Empties
			}
		}
		if s.PoolTotal > 0 {
			if j == 0 {
				s.Phase = PhaseDraw
				return
			}
			j--
		}
		if !s.mayPlayWithoutDraw() {
			s.endTurn(nil) // Pass
			return
		}
		if s.placeTileAt(-1, j) {
			return
		}
	case PhaseDrawn:
		if s.placeTileAt(s.drawnOnly(), i) {
			return
		}
	case PhaseActOver:
		s.nextAct() // what it replaced is not kept
		return
	}
	s.Apply(s.MoveAt(i))
}

// PlayChance plays the chance move s.ChanceMove(x), for 0 <= x <
// s.PoolTotal, as Apply would, but for good.
func (s *State) PlayChance(x int) {
	if !s.forGood {
		s.Apply(s.ChanceMove(x))
		return
	}
	k := s.ChanceMove(x).Tile
	s.Pool[k]--
	s.PoolTotal--
	if s.Phase == PhaseDeal {
		h := &s.Hands[s.DealTo]
		*h = append(*h, HandTile{Kind: k, Act: s.Act})
		s.nextDeal()
		return
	}
	h := &s.Hands[s.ToMove]
	*h = append(*h, HandTile{Kind: k, Act: s.Act})
	s.Drawn = k
	s.Phase = PhaseDrawn
}

// placeFigure places a figure of the lowest kind in kinds from the
// mover's supply on the empty square j and ends the turn.
func (s *State) placeFigure(kinds uint16, j int) {
	f, sq := FigureKindID(bits.TrailingZeros16(kinds)), Square(selectBit(s.empty[0], j))
	p := s.ToMove
	supply := s.Supply[p]
	if supply[f]--; supply[f] == 0 {
		s.supplied[p] &^= 1 << (f & 15)
	}
	s.Board.Cells[sq] = FigureCell(p, f)
	s.Empties--
	bit := uint64(1) << (uint(sq) & 63) // sq < 64: no test of the shift
	s.empty[0] &^= bit
	s.figures[p][0] |= bit
	if !s.passOn() {
		s.endTurn(nil)
	}
}

// passOn passes the turn to the next player and reports true where that
// is all endTurn would do (the board has an empty square and anyone may
// draw), so that a move played for good ends its turn without a call.
func (s *State) passOn() bool {
	if s.Empties == 0 || !s.anyoneMayDraw() {
		return false
	}
	s.Placed, s.Drawn = NoSquare, -1
	if s.ToMove++; s.ToMove == s.Players {
		s.ToMove = 0
	}
	s.Phase = PhaseTurn
	return true
}

// placeTileAt plays tilePlayAt(only, i) when it places a tile of a kind
// that is only placed, and reports whether it did; it plays nothing and
// reports false when the move is another.
func (s *State) placeTileAt(only TileKindID, i int) bool {
	h := &s.Hands[s.ToMove]
	hand := *h
	for j, t := range hand {
		if only >= 0 && t.Kind != only || holds(hand[:j], t.Kind) {
			continue
		}
		info := s.kinds[t.Kind]
		if info&placeOnly == 0 {
			n := 0
			for _, mode := range s.Rules.AbilityOf(t.Kind).Play {
				n += s.modeCount(mode)
			}
			if i < n {
				return false
			}
			i -= n
			continue
		}
		if i >= s.Empties {
			i -= s.Empties
			continue
		}
		// The first tile of its kind in the hand, as removeFromHand
		// takes.
		for ; j+1 < len(hand); j++ {
			hand[j] = hand[j+1]
		}
		*h = (*h)[:len(hand)-1] // the length alone written
		sq := Square(selectBit(s.empty[0], i))
		s.Board.Cells[sq] = TileCell(t.Kind)
		s.Empties--
		bit := uint64(1) << (uint(sq) & 63)
		s.empty[0] &^= bit
		if info&targetKind != 0 {
			s.targets[s.Rules.Tiles[t.Kind].Ability] |= bit
		}
		if info&offersAfterKind != 0 {
			s.afterPlacement(sq, nil)
		} else if !s.passOn() {
			s.endTurn(nil)
		}
		return true
	}
	return false
}

// playDraw plays, after a turn's choice to draw, the draw from the pool,
// its number from chance, and the decision that follows, its number from
// src, the mover's source: the moves PlayChance and PlayAt would play,
// from the same numbers of the same streams, one at a time. A tile drawn
// that the mover must place (K4) and that is only placed goes to its
// square without going into the hand and out again. It returns the moves
// it played.
func (s *State) playDraw(src, chance *rand.PCG) int {
	k := s.ChanceMove(IntN(chance, s.PoolTotal)).Tile
	s.Pool[k]--
	s.PoolTotal--
	h := &s.Hands[s.ToMove]
	info := s.kinds[k]
	if s.Rules.Turn.Draw != DrawThenDrawn || info&(placeOnly|offersAfterKind) != placeOnly || s.Empties == 0 || holds(*h, k) {
		*h = append(*h, HandTile{Kind: k, Act: s.Act})
		s.Drawn = k
		s.Phase = PhaseDrawn
		s.playDrawn(src)
		return 2
	}
	// As placeTileAt, the kind offering nothing after its placement.
	sq := Square(selectBit(s.empty[0], IntN(src, s.Empties)))
	s.Board.Cells[sq] = TileCell(k)
	s.Empties--
	bit := uint64(1) << (uint(sq) & 63)
	s.empty[0] &^= bit
	if info&targetKind != 0 {
		s.targets[s.Rules.Tiles[k].Ability] |= bit
	}
	if !s.passOn() {
		s.endTurn(nil)
	}
	return 2
}

// playDrawn plays the decision after a draw, its number from src.
func (s *State) playDrawn(src *rand.PCG) {
	only := s.drawnOnly()
	var i int
	if only >= 0 && s.kinds[only]&placeOnly != 0 {
		i = IntN(src, max(s.Empties, 1))
	} else {
		i = IntN(src, max(s.tilePlayCount(only), 1))
	}
	if !s.placeTileAt(only, i) {
		s.Apply(s.MoveAt(i)) // EndTurn, or a play placeTileAt leaves
	}
}

// PlayUniformOut plays s on until the game is over or limit moves were
// played, and returns the moves it played: each decision as
// PlayAt(IntN(src, MoveCount())), src the mover's source,
// sources[s.ToMove], each draw from the pool as PlayChance(IntN(chance,
// PoolTotal)), and the next act, the only move, without a number. The
// moves of a turn are counted once, for the number and the move both, and
// a decision to draw plays the draw and the decision after it at once
// where the limit leaves room for the three moves. It is the game loop of
// a table of uniform players, in one function: a loop calling a function
// for each decision would pay for the calls.
func (s *State) PlayUniformOut(sources *[MaxSeats]*rand.PCG, chance *rand.PCG, limit int) int {
	if !s.forGood {
		return s.applyUniform(sources, chance, limit)
	}
	played := 0
	for ; played < limit; played++ {
		switch s.Phase { // the decisions, the commonest, first
		case PhaseTurn:
			src := sources[s.ToMove]
			kinds, figures := s.supplied[s.ToMove], 0
			if s.Empties > 0 {
				figures = bits.OnesCount16(kinds) * s.Empties
			}
			draw := s.PoolTotal > 0
			n := figures + b2i(draw)
			free := s.mayPlayWithoutDraw()
			if free {
				// As MoveCount: Kingdoms' held tile without a call.
				if hand := s.Hands[s.ToMove]; len(hand) == 1 && s.kinds[hand[0].Kind]&placeOnly != 0 {
					n += s.Empties
				} else if len(hand) > 0 {
					n += s.tilePlayCount(-1)
				}
			}
			i := IntN(src, max(n, 1))
			if i < figures {
				j := i
				for ; j >= s.Empties; j -= s.Empties {
					kinds &= kinds - 1
				}
				s.placeFigure(kinds, j)
				continue
			}
			j := i - figures
			if draw {
				if j == 0 {
					s.Phase = PhaseDraw
					if limit-played >= 3 {
						played += s.playDraw(src, chance)
					}
					continue
				}
				j--
			}
			if !free {
				s.endTurn(nil) // Pass
				continue
			}
			if !s.placeTileAt(-1, j) {
				s.Apply(s.MoveAt(i))
			}
		case PhaseDrawn:
			s.playDrawn(sources[s.ToMove])
		case PhaseDeal, PhaseDraw:
			s.PlayChance(IntN(chance, s.PoolTotal))
		case PhaseActOver:
			s.nextAct() // what it replaced is not kept
		case PhaseGameOver:
			return played
		default:
			s.PlayAt(IntN(sources[s.ToMove], s.MoveCount()))
		}
	}
	return played
}

// applyUniform is PlayUniformOut for a state that does not play for
// good: every move through Apply, one at a time.
func (s *State) applyUniform(sources *[MaxSeats]*rand.PCG, chance *rand.PCG, limit int) int {
	for played := range limit {
		switch {
		case s.Phase == PhaseGameOver:
			return played
		case s.IsChance():
			s.Apply(s.ChanceMove(IntN(chance, s.PoolTotal)))
		case s.Phase == PhaseActOver:
			s.Apply(s.MoveAt(0)) // NextAct, the only move
		default:
			s.Apply(s.MoveAt(IntN(sources[s.ToMove], s.MoveCount())))
		}
	}
	return limit
}

// IntN returns, as rand.New(src).IntN(n) would, a number in [0, n), for
// n > 0: math/rand/v2's Rand.uint64n on 64-bit machines, Lemire's
// multiply-and-reject, which takes the same numbers from the source and
// so keeps every seeded game as it was.
func IntN(src *rand.PCG, n int) int {
	u := uint64(n)
	if u&(u-1) == 0 { // a power of two
		return int(src.Uint64() & (u - 1))
	}
	hi, lo := bits.Mul64(src.Uint64(), u)
	if lo < u {
		thresh := -u % u
		for lo < thresh {
			hi, lo = bits.Mul64(src.Uint64(), u)
		}
	}
	return int(hi)
}
