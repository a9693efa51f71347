package engine

import "math/bits"

// Moves in blocks: a player that rates a placement from its square (the
// greedy player) reads the empty squares once for every kind it can
// place, rather than one listed move per kind and square.

// A MoveBlock is one or more moves LegalMoves lists side by side: Move
// itself, or (Each) Move once for each empty square in board order, the
// square as its To.
type MoveBlock struct {
	Move Move
	Each bool
}

// LegalBlocks appends the legal moves of s to dst in LegalMoves' order,
// as blocks: each kind's placements (of a figure, or of a tile in a
// mode that places it) are one block Each; every other move is a block
// of its own. Outside the turn phases every move is a block of its own,
// found by MoveAt: it is meant for turns.
func (s *State) LegalBlocks(dst []MoveBlock) []MoveBlock {
	switch s.Phase {
	case PhaseTurn:
		n := len(dst)
		if s.Empties > 0 {
			for f, count := range s.Supply[s.ToMove] {
				if count > 0 {
					dst = append(dst, MoveBlock{Move{Kind: PlaceFigure, Figure: FigureKindID(f)}, true})
				}
			}
		}
		if s.PoolTotal > 0 {
			dst = append(dst, MoveBlock{Move: Move{Kind: Draw}})
		}
		if s.mayPlayWithoutDraw() {
			dst = s.tileBlocks(dst, s.ToMove, -1)
		}
		if len(dst) == n {
			dst = append(dst, MoveBlock{Move: Move{Kind: Pass}})
		}
		return dst
	case PhaseDrawn:
		n := len(dst)
		dst = s.tileBlocks(dst, s.ToMove, s.drawnOnly())
		if len(dst) == n {
			dst = append(dst, MoveBlock{Move: Move{Kind: EndTurn}}) // R5: the drawn tile stays in hand
		}
		return dst
	}
	for i := range s.MoveCount() {
		dst = append(dst, MoveBlock{Move: s.MoveAt(i)})
	}
	return dst
}

// tileBlocks is tilePlays in blocks.
func (s *State) tileBlocks(dst []MoveBlock, p int, only TileKindID) []MoveBlock {
	hand := s.Hands[p]
	for i, t := range hand {
		if only >= 0 && t.Kind != only || holds(hand[:i], t.Kind) {
			continue
		}
		dst = s.playBlocks(dst, p, t.Kind)
	}
	return dst
}

// playBlocks is playsOf in blocks.
func (s *State) playBlocks(dst []MoveBlock, p int, k TileKindID) []MoveBlock {
	a := s.Rules.AbilityOf(k)
	if a == nil {
		if s.Empties > 0 {
			dst = append(dst, MoveBlock{Move{Kind: PlayTile, Tile: k}, true})
		}
		return dst
	}
	var buf [4]Square
	for i, mode := range a.Play {
		m := Move{Kind: PlayTile, Tile: k, Mode: uint8(i)}
		switch mode.Kind {
		case PlacePlay:
			if s.Empties > 0 {
				dst = append(dst, MoveBlock{m, true})
			}
		case CashPlay:
			dst = append(dst, MoveBlock{Move: m})
		case ReplacePlay:
			for sq, c := range s.Board.Cells {
				if c.IsTile() && s.Rules.Tiles[c.TileKind()].Ability == mode.Target {
					m.To = Square(sq)
					dst = append(dst, MoveBlock{Move: m})
				}
			}
		case MoveFigurePlay:
			// As figureSteps, from the set of the mover's figures: a
			// few squares, not the board.
			for w, word := range s.figures[p] {
				for ; word != 0; word &= word - 1 {
					sq := Square(w<<6 | bits.TrailingZeros64(word))
					for _, n := range s.Board.Geometry.Neighbours(buf[:0], sq) {
						if s.Board.Cells[n] == Empty {
							m.From, m.To = sq, n
							dst = append(dst, MoveBlock{Move: m})
						}
					}
				}
			}
		}
	}
	return dst
}
