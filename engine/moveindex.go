package engine

import "math/bits"

// Moves by index: a player that picks a legal move by its position in
// LegalMoves (a random player, a rollout) needs how many moves there are
// and the one picked, not the list. MoveCount and MoveAt go through the
// blocks LegalMoves lists, in its order, counting each block without
// listing it: most blocks are one move per empty square, counted in
// constant time and indexed by the empty squares' bitmap.

// MoveCount is len(s.LegalMoves(nil)).
func (s *State) MoveCount() int {
	switch s.Phase {
	case PhaseDeal, PhaseDraw:
		n := 0
		for _, count := range s.Pool {
			n += b2i(count > 0)
		}
		return n
	case PhaseTurn:
		n := 0
		if s.Empties > 0 {
			n = s.suppliedKinds() * s.Empties
		}
		n += b2i(s.PoolTotal > 0)
		if s.mayPlayWithoutDraw() {
			// A hand of one tile that is only placed (Kingdoms' held
			// tile) has the empty squares for its plays, without a call.
			if hand := s.Hands[s.ToMove]; len(hand) == 1 && s.kinds[hand[0].Kind]&placeOnly != 0 {
				n += s.Empties
			} else if len(hand) > 0 {
				n += s.tilePlayCount(-1)
			}
		}
		return max(n, 1) // or Pass
	case PhaseDrawn:
		if only := s.drawnOnly(); only >= 0 && s.kinds[only]&placeOnly != 0 {
			// The tile drawn is in the hand: its placements are the plays.
			return max(s.Empties, 1)
		}
		return max(s.tilePlayCount(s.drawnOnly()), 1) // or EndTurn
	case PhaseAfter:
		return 1 + s.afterCount()
	case PhaseActOver:
		return 1
	}
	return 0
}

// MoveAt is s.LegalMoves(nil)[i], for 0 <= i < s.MoveCount().
func (s *State) MoveAt(i int) Move {
	switch s.Phase {
	case PhaseDeal, PhaseDraw:
		kind := Deal
		if s.Phase == PhaseDraw {
			kind = Drawn
		}
		for k, count := range s.Pool {
			if count > 0 {
				if i == 0 {
					return Move{Kind: kind, Tile: TileKindID(k)}
				}
				i--
			}
		}
	case PhaseTurn:
		if s.Empties > 0 && s.playout {
			for kinds := s.supplied[s.ToMove]; kinds != 0; kinds &= kinds - 1 {
				if i < s.Empties {
					return Move{Kind: PlaceFigure, Figure: FigureKindID(bits.TrailingZeros16(kinds)), To: s.emptyAt(i)}
				}
				i -= s.Empties
			}
		} else if s.Empties > 0 {
			for f, count := range s.Supply[s.ToMove] {
				if count == 0 {
					continue
				}
				if i < s.Empties {
					return Move{Kind: PlaceFigure, Figure: FigureKindID(f), To: s.emptyAt(i)}
				}
				i -= s.Empties
			}
		}
		if s.PoolTotal > 0 {
			if i == 0 {
				return Move{Kind: Draw}
			}
			i--
		}
		if s.mayPlayWithoutDraw() {
			if m, ok := s.tilePlayAt(-1, i); ok {
				return m
			}
		}
		return Move{Kind: Pass}
	case PhaseDrawn:
		if m, ok := s.tilePlayAt(s.drawnOnly(), i); ok {
			return m
		}
		return Move{Kind: EndTurn} // R5: the drawn tile stays in hand
	case PhaseAfter:
		if i > 0 {
			return s.afterAt(i - 1)
		}
		return Move{Kind: Decline}
	case PhaseActOver:
		return Move{Kind: NextAct}
	}
	return Move{}
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
	pool := s.Pool
	for k, n := range pool {
		if x -= n; x < 0 {
			return Move{Kind: kind, Tile: TileKindID(k)}
		}
	}
	// x was out of range: the last kind the pool holds.
	for k := len(pool) - 1; k > 0; k-- {
		if pool[k] > 0 {
			return Move{Kind: kind, Tile: TileKindID(k)}
		}
	}
	return Move{Kind: kind}
}

// Playout(true) tells the state that until Playout(false) it changes
// only through Apply, Undo, PlayAt and PlayChance, nothing writing its
// fields directly: it
// then keeps a mask of the figure kinds in each seat's supply, and the
// squares of the tiles that play modes and after-placement options
// target, which MoveCount and MoveAt read instead of going over the
// supply or the board. A loop that plays a game out and lets nobody
// else at the state turns it on. Rules of more than 16 figure kinds do
// not play out.
func (s *State) Playout(on bool) {
	s.playout = on && len(s.Rules.Figures) <= 16 && s.Players <= len(s.supplied)
	s.forGood = s.playout && s.tally == nil && !s.hashOn
	for a := range s.Rules.Acts {
		s.forGood = s.forGood && s.Rules.Acts[a].Board.Squares() <= 64
	}
	if s.playout {
		s.countSupplied()
		s.indexTargets()
	}
}

// countSupplied sets the masks of the figure kinds in supply.
func (s *State) countSupplied() {
	for p := range s.Players {
		var kinds uint16
		for f, n := range s.Supply[p] {
			kinds |= uint16(b2i(n > 0)) << f
		}
		s.supplied[p] = kinds
	}
}

// suppliedKinds counts the figure kinds in the mover's supply.
func (s *State) suppliedKinds() int {
	if s.playout {
		return bits.OnesCount16(s.supplied[s.ToMove])
	}
	kinds := 0
	for _, count := range s.Supply[s.ToMove] {
		kinds += b2i(count > 0)
	}
	return kinds
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// drawnOnly is the only tile kind the mover may play after drawing, or -1
// for any (K4).
func (s *State) drawnOnly() TileKindID {
	if s.Rules.Turn.Draw == DrawThenDrawn {
		return s.Drawn
	}
	return -1
}

// tilePlayCount counts the moves tilePlays lists.
func (s *State) tilePlayCount(only TileKindID) int {
	n := 0
	hand := s.Hands[s.ToMove]
	for j, t := range hand {
		if only >= 0 && t.Kind != only || holds(hand[:j], t.Kind) {
			continue
		}
		if s.kinds[t.Kind]&placeOnly != 0 {
			n += s.Empties
			continue
		}
		for _, mode := range s.Rules.AbilityOf(t.Kind).Play {
			n += s.modeCount(mode)
		}
	}
	return n
}

// modeCount counts the plays of a tile in one of its play modes.
func (s *State) modeCount(mode PlayMode) int {
	switch mode.Kind {
	case PlacePlay:
		return s.Empties
	case CashPlay:
		return 1
	case ReplacePlay:
		return s.countTiles(mode.Target, NoSquare)
	case MoveFigurePlay:
		_, _, n := s.steps(s.ToMove, -1)
		return n
	}
	return 0
}

// tilePlayAt is tilePlays' move i; it reports false when i is past the
// last.
func (s *State) tilePlayAt(only TileKindID, i int) (Move, bool) {
	hand := s.Hands[s.ToMove]
	for j, t := range hand {
		if only >= 0 && t.Kind != only || holds(hand[:j], t.Kind) {
			continue
		}
		if s.kinds[t.Kind]&placeOnly != 0 {
			if i < s.Empties {
				return Move{Kind: PlayTile, Tile: t.Kind, To: s.emptyAt(i)}, true
			}
			i -= s.Empties
			continue
		}
		for k, mode := range s.Rules.AbilityOf(t.Kind).Play {
			n := s.modeCount(mode)
			if i >= n {
				i -= n
				continue
			}
			m := Move{Kind: PlayTile, Tile: t.Kind, Mode: uint8(k)}
			switch mode.Kind {
			case PlacePlay:
				m.To = s.emptyAt(i)
			case ReplacePlay:
				m.To = s.nthTile(mode.Target, NoSquare, i)
			case MoveFigurePlay:
				m.From, m.To, _ = s.steps(s.ToMove, i)
			}
			return m, true
		}
	}
	return Move{}, false
}

// afterCount counts the moves afterMoves lists.
func (s *State) afterCount() int {
	a := s.Rules.AbilityOf(s.Board.Cells[s.Placed].TileKind())
	if a == nil {
		return 0
	}
	n := 0
	for _, opt := range a.After {
		switch opt.Kind {
		case RemoveAfter:
			n += s.countTiles(opt.Target, s.Placed)
		case SwapAfter:
			n += s.swaps(-1, nil)
		}
	}
	return n
}

// afterAt is afterMoves' move i.
func (s *State) afterAt(i int) Move {
	a := s.Rules.AbilityOf(s.Board.Cells[s.Placed].TileKind())
	if a == nil {
		return Move{}
	}
	for k, opt := range a.After {
		m := Move{Kind: After, Option: uint8(k)}
		switch opt.Kind {
		case RemoveAfter:
			n := s.countTiles(opt.Target, s.Placed)
			if i < n {
				m.From = s.nthTile(opt.Target, s.Placed, i)
				return m
			}
			i -= n
		case SwapAfter:
			n := s.swaps(i, &m)
			if i < n {
				return m
			}
			i -= n
		}
	}
	return Move{}
}

// countTiles counts the tiles on the board, other than the one on except,
// whose ability is target.
func (s *State) countTiles(target AbilityID, except Square) int {
	if s.keepsTargets() {
		return bits.OnesCount64(s.targetTiles(target, except))
	}
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
	if s.keepsTargets() {
		return Square(selectBit(s.targetTiles(target, except), j))
	}
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

// keepsTargets reports whether the state keeps the sets of targeted
// tiles: in a playout, on a board of at most 64 squares.
func (s *State) keepsTargets() bool { return s.playout && len(s.Board.Cells) <= 64 }

// targetTiles is the squares of the tiles with ability target, but
// except, where the state keeps them; target is a play mode's or an
// after-placement option's.
func (s *State) targetTiles(target AbilityID, except Square) uint64 {
	set := s.targets[target]
	if except >= 0 {
		set &^= 1 << except
	}
	return set
}

// steps goes through player p's figure steps to orthogonally adjacent
// empty squares (R12) in figureSteps' order: it stops at step j, or
// counts them all for j < 0.
func (s *State) steps(p, j int) (from, to Square, n int) {
	g := s.Board.Geometry
	if len(s.Board.Cells) <= 64 {
		return s.smallSteps(p, j)
	}
	for w, word := range s.figures[p] {
		for ; word != 0; word &= word - 1 {
			sq := w<<6 | bits.TrailingZeros64(word)
			r, c := sq/g.Width, sq%g.Width
			// In Neighbours' order: up, down, left, right.
			for _, d := range [4]struct {
				on bool
				nb int
			}{{r > 0, sq - g.Width}, {r < g.Height-1, sq + g.Width}, {c > 0, sq - 1}, {c < g.Width-1, sq + 1}} {
				if d.on && s.Board.Cells[d.nb] == Empty {
					if n == j {
						return Square(sq), Square(d.nb), n
					}
					n++
				}
			}
		}
	}
	return NoSquare, NoSquare, n
}

// smallSteps is steps on a board of at most 64 squares, which fits one
// word: the figures with an empty square above, below, left and right
// of them are four masks of the word.
func (s *State) smallSteps(p, j int) (from, to Square, n int) {
	w := uint(s.Board.Geometry.Width)
	figures, empty := s.figures[p][0], s.empty[0]
	if j < 0 {
		n = bits.OnesCount64(figures&(empty<<w)) + bits.OnesCount64(figures&(empty>>w)) +
			bits.OnesCount64(figures&(empty<<1)&^s.edges[0]) + bits.OnesCount64(figures&(empty>>1)&^s.edges[1])
		return NoSquare, NoSquare, n
	}
	dirs := [4]uint64{
		figures & (empty << w),
		figures & (empty >> w),
		figures & (empty << 1) &^ s.edges[0],
		figures & (empty >> 1) &^ s.edges[1],
	}
	offsets := [4]int{-int(w), int(w), -1, 1}
	for f := figures; f != 0; f &= f - 1 {
		sq := bits.TrailingZeros64(f)
		for d, set := range dirs {
			if set&(1<<sq) != 0 {
				if n == j {
					return Square(sq), Square(sq + offsets[d]), n
				}
				n++
			}
		}
	}
	return NoSquare, NoSquare, n
}

// swaps goes through the swaps of two different tiles, neither the one
// just placed, in afterMoves' order: it stops at swap j, setting m's
// squares, or counts them all for j < 0. It returns how many it passed.
func (s *State) swaps(j int, m *Move) int {
	cells := s.Board.Cells
	// Every pair of the tiles but those of one kind: counted by kind
	// when the kinds are few.
	var kinds [64]int
	if len(s.Rules.Tiles) <= len(kinds) {
		tiles := 0
		for x, c := range cells {
			if c.IsTile() && Square(x) != s.Placed {
				kinds[c.TileKind()&63]++
				tiles++
			}
		}
		pairs := tiles * (tiles - 1) / 2
		for _, k := range kinds[:len(s.Rules.Tiles)] {
			pairs -= k * (k - 1) / 2
		}
		if j < 0 || j >= pairs {
			return pairs
		}
		// Find the first tile of swap j: each tile x pairs with every
		// later tile of another kind.
		n := 0
		for x, cx := range cells {
			if !cx.IsTile() || Square(x) == s.Placed {
				continue
			}
			tiles--
			kinds[cx.TileKind()&63]--
			if later := tiles - kinds[cx.TileKind()&63]; j >= n+later {
				n += later
				continue
			}
			for y := x + 1; y < len(cells); y++ {
				if cy := cells[y]; cy.IsTile() && Square(y) != s.Placed && cy != cx {
					if n == j {
						m.From, m.To = Square(x), Square(y)
						return n + 1
					}
					n++
				}
			}
		}
		return pairs // not reached
	}
	n := 0
	for x, cx := range cells {
		if !cx.IsTile() || Square(x) == s.Placed {
			continue
		}
		for y := x + 1; y < len(cells); y++ {
			if cy := cells[y]; cy.IsTile() && Square(y) != s.Placed && cy != cx {
				if n == j {
					m.From, m.To = Square(x), Square(y)
					return n + 1
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
		return Square(w<<6 | selectBit(word, i))
	}
	return NoSquare
}

// emptyAt is the empty square i, counting from the first.
func (s *State) emptyAt(i int) Square {
	if len(s.Board.Cells) <= 64 {
		return Square(selectBit(s.empty[0], i))
	}
	return s.empty.nth(i)
}

// selectBit is the position of word's set bit i, counting from the
// lowest; word has more than i set bits.
//
// It has no branch: a playout asks for a random bit, and a loop clearing
// bits up to it, or a search halving the word, guesses wrong at a
// branch nearly every call, which costs more time than the instructions
// below. Per byte, in one word: the bits set in the bytes up to it
// (prefix); the first byte whose count passes i holds the bit. Its bits,
// spread one to a byte, are counted so again.
func selectBit(word uint64, i int) int {
	const high = 0x8080808080808080 // the top bit of every byte
	c := word - word>>1&0x5555555555555555
	c = c&0x3333333333333333 + c>>2&0x3333333333333333
	c = (c + c>>4) & 0x0F0F0F0F0F0F0F0F
	prefix := c * bytesLow
	// A byte's top bit is set where its prefix is above i (no byte
	// borrows: a prefix is at most 64). The bit 63 keeps the word from
	// being 0, which spares the count of trailing zeros its test, and
	// changes nothing: the byte holding bit i is found at or before it.
	b := bits.TrailingZeros64(((prefix|high)-uint64(i+1)*bytesLow)&high|1<<63) &^ 7
	i -= int(prefix << 8 >> (b & 63) & 0xFF) // the bits of the bytes before b
	spread := (word >> (b & 63) & 0xFF) * bytesLow & 0x8040201008040201
	ones := ((spread + 0x7F7F7F7F7F7F7F7F) | spread) & high >> 7 // bit k of the byte in byte k's low bit
	prefix = ones * bytesLow
	return b + bits.TrailingZeros64(((prefix|high)-uint64(i+1)*bytesLow)&high|1<<63)>>3
}
