package engine

import "math/bits"

// Undo holds what Apply changed, so that Undo can put it back exactly. It
// is small, so that returning it by value costs little: seats, squares
// and kinds fit the narrow types the Cell encoding bounds them to. Its
// zero value changes nothing beyond the turn's fields, so that Apply
// sets only what a move changes: kinds and seats are kept plus one, 0
// meaning none.
type Undo struct {
	phase   Phase
	toMove  int8
	dealTo  int8
	ender   int8
	drawn   TileKindID
	placed  Square
	empties int16

	cells  [3]cellChange
	ncells uint8

	hand     int8 // player whose hand changed, plus one
	handAdd  bool // a tile was added at handAt (else removed from there)
	handAct  int16
	handAt   int32
	handKind TileKindID // the tile removed, from act handAct

	poolTile TileKindID // tile taken from the pool, plus one
	outTiles [2]TileKindID
	nout     uint8
	figure   FigureKindID // figure taken from the supply, plus one
	actEnded bool         // the act's points (ActPoints[Act]) were added
	hashed   bool         // hash is the state's key before the move
	cashed   int          // points cashed by the mover
	hash     uint64
	nextAct  bool // a NextAct move: the state's ended[act] says what it replaced
}

// actUndo is what a NextAct move replaces: the finished act's board and
// pool and the length of each hand it emptied (R19, K6).
type actUndo struct {
	act       int
	board     *Board
	pool      []int
	poolTotal int
	hands     [MaxSeats]int32 // lengths: a slice's fits
}

type cellChange struct {
	sq  Square
	old Cell
}

// Apply plays m, which must be legal in the current phase, and returns
// what Undo needs to take it back.
func (s *State) Apply(m Move) (u Undo) {
	u.phase, u.toMove, u.dealTo, u.ender = s.Phase, int8(s.ToMove), int8(s.DealTo), int8(s.Ender)
	u.drawn, u.placed, u.empties = s.Drawn, s.Placed, int16(s.Empties)
	if s.hashOn {
		u.hash, u.hashed = s.hash, true
	}
	p := s.ToMove
	switch m.Kind {
	case Deal:
		s.takeFromPool(m.Tile, &u)
		s.addToHand(s.DealTo, m.Tile, &u)
		s.nextDeal()
	case Draw:
		s.Phase = PhaseDraw
	case Drawn:
		s.takeFromPool(m.Tile, &u)
		s.addToHand(p, m.Tile, &u)
		s.Drawn = m.Tile
		s.Phase = PhaseDrawn
	case PlaceFigure:
		s.Supply[p][m.Figure]--
		if s.playout && s.Supply[p][m.Figure] == 0 {
			s.supplied[p] &^= 1 << m.Figure
		}
		u.figure = m.Figure + 1
		if s.hashOn {
			s.hash -= SupplyKey(p, m.Figure)
		}
		s.setCell(m.To, FigureCell(p, m.Figure), &u)
		s.endTurn(&u)
	case PlayTile:
		s.playTile(m, &u)
	case After:
		if s.OptionOf(m).Kind == SwapAfter {
			a, b := s.Board.Cells[m.From], s.Board.Cells[m.To]
			s.setCell(m.From, b, &u)
			s.setCell(m.To, a, &u)
		} else {
			s.toOut(s.Board.Cells[m.From].TileKind(), &u)
			s.setCell(m.From, Empty, &u)
		}
		s.endTurn(&u)
	case Decline, EndTurn, Pass:
		s.endTurn(&u)
	case NextAct:
		// What the move replaces is kept in the state: one NextAct at
		// most ends each act, on any line of play.
		a := s.endedAct(s.Act)
		*a = actUndo{act: s.Act, board: s.Board, pool: s.Pool, poolTotal: s.PoolTotal}
		for p, h := range s.Hands {
			a.hands[p] = int32(len(h))
		}
		u.nextAct = true
		s.nextAct()
		if s.hashOn {
			s.hash = s.fullHash()
		}
	}
	return
}

// playTile plays a tile from the mover's hand (R7-R13).
func (s *State) playTile(m Move, u *Undo) {
	p := s.ToMove
	s.removeFromHand(p, m.Tile, u)
	tile := TileCell(m.Tile)
	if s.kinds[m.Tile]&placeOnly != 0 {
		s.setCell(m.To, tile, u)
		s.afterPlacement(m.To, u)
		return
	}
	switch s.PlayKind(m) {
	case CashPlay:
		// R8: the tile leaves the game and its value is scored at once.
		s.toOut(m.Tile, u)
		u.cashed = s.CashValue(m)
		s.Points[p] += u.cashed
		s.Cashed[s.Act][p] += u.cashed
		s.endTurn(u)
	case ReplacePlay:
		// R9: the replaced tile leaves the game.
		s.toOut(s.Board.Cells[m.To].TileKind(), u)
		s.setCell(m.To, tile, u)
		s.afterPlacement(m.To, u)
	case MoveFigurePlay:
		// R12: the figure steps to an adjacent empty square; the tile
		// takes the square it left.
		s.setCell(m.To, s.Board.Cells[m.From], u)
		s.setCell(m.From, tile, u)
		s.afterPlacement(m.From, u)
	default:
		s.setCell(m.To, tile, u)
		s.afterPlacement(m.To, u)
	}
}

// afterPlacement offers the placed tile's after-placement options, unless
// the placement filled the board: then the act ends at once and the option
// is not offered (R6).
func (s *State) afterPlacement(sq Square, u *Undo) {
	if s.Empties > 0 && s.kinds[s.Board.Cells[sq].TileKind()]&offersAfterKind != 0 {
		s.Phase, s.Placed = PhaseAfter, sq
		if s.offersAfter() {
			return
		}
		s.Placed = NoSquare
	}
	s.endTurn(u)
}

// endTurn passes the turn on, or ends the act when the board is full (R6)
// or nobody has a legal action left (R5, R6); u is nil for a move played
// for good (PlayAt).
func (s *State) endTurn(u *Undo) {
	s.Placed = NoSquare
	s.Drawn = -1
	if s.Empties == 0 {
		s.endAct(u)
		return
	}
	if s.anyoneMayDraw() {
		// Anyone may draw (R4): the next player moves.
		s.ToMove++
		if s.ToMove == s.Players {
			s.ToMove = 0
		}
		s.Phase = PhaseTurn
		return
	}
	for p := range s.Players {
		if s.Absent&(1<<p) == 0 && s.hasAction(p) {
			// The next player moves, or passes if they cannot (R5).
			s.ToMove = s.nextSeat(s.ToMove)
			s.Phase = PhaseTurn
			return
		}
	}
	s.endAct(u)
}

// anyoneMayDraw reports whether every seat may still draw (R4, R6): the
// pool holds a tile and nobody is absent. While the board has an empty
// square, a turn then passes to the next player whatever was played.
func (s *State) anyoneMayDraw() bool { return s.PoolTotal > 0 && s.Absent == 0 }

// nextSeat is the first seat after p that is not absent.
func (s *State) nextSeat(p int) int {
	for range s.Players {
		if p++; p == s.Players {
			p = 0
		}
		if s.Absent&(1<<p) == 0 {
			return p
		}
	}
	return p
}

// endAct scores the act (R14-R18) and adds each player's points (R18, R19).
func (s *State) endAct(u *Undo) {
	s.Ender = s.ToMove
	if u != nil { // nil: a move played for good
		u.actEnded = true
	}
	scored := s.ActPoints[s.Act] // nothing else adds to it
	if s.tally != nil && s.tally.fresh {
		s.BoardScores(scored)
	} else {
		if s.scorer == nil {
			s.scorer = s.Rules.takeScorer()
		}
		s.scorer.Totals(s.Board, scored)
	}
	for p, n := range scored {
		s.Points[p] += n
	}
	s.Phase = PhaseActOver
	if s.Act == len(s.Rules.Acts)-1 {
		s.Phase = PhaseGameOver // R21: figures placed in the last act are not unused
	}
}

// nextAct clears the finished act and sets up the next (R19, R20, K6).
func (s *State) nextAct() {
	figures, out, cells := s.Rules.Figures, s.Out, s.Board.Cells // read once, not after every count
	if len(cells) <= 64 {
		// Through the sets of squares, one word: no square's kind tested
		// but the tiles', which are most of the board. The masks of the
		// figure kinds in supply only gain.
		var occupied uint64
		for p := range s.figures {
			set := s.figures[p][0]
			occupied |= set
			for ; set != 0; set &= set - 1 {
				if f := cells[bits.TrailingZeros64(set)].FigureKind(); figures[f].AfterAct == BackToSupply {
					s.Supply[p][f]++
					s.supplied[p] |= 1 << (f & 15) // read only in a playout, of at most 16 kinds
				}
			}
		}
		for rest := ^(s.empty[0] | occupied); rest != 0; rest &= rest - 1 {
			sq := bits.TrailingZeros64(rest)
			if sq >= len(cells) {
				break
			}
			if c := cells[sq]; c.IsTile() {
				out[c.TileKind()]++
			}
		}
	} else {
		for _, c := range cells {
			switch {
			case c.IsFigure() && figures[c.FigureKind()].AfterAct == BackToSupply:
				s.Supply[c.Player()][c.FigureKind()]++
			case c.IsTile():
				out[c.TileKind()]++
			}
		}
		if s.playout {
			s.countSupplied()
		}
	}
	for k, n := range s.Pool {
		s.Out[k] += n
	}
	if !s.Rules.Turn.KeepHand {
		for p, hand := range s.Hands {
			for _, t := range hand {
				s.Out[t.Kind]++
			}
			s.Hands[p] = s.Hands[p][:0]
		}
	}
	s.beginAct(s.Act+1, s.nextFirst())
}

// undoNextAct puts back the finished act that nextAct cleared: it was
// the last move, so the hands it emptied still hold their tiles beyond
// their length.
func (s *State) undoNextAct(a *actUndo) {
	s.Act, s.Board, s.Pool, s.PoolTotal = a.act, a.board, a.pool, a.poolTotal
	s.ActPoints = s.ActPoints[:len(s.ActPoints)-1]
	s.Cashed = s.Cashed[:len(s.Cashed)-1]
	for _, c := range s.Board.Cells {
		switch {
		case c.IsFigure() && s.Rules.Figures[c.FigureKind()].AfterAct == BackToSupply:
			s.Supply[c.Player()][c.FigureKind()]--
		case c.IsTile():
			s.Out[c.TileKind()]--
		}
	}
	for k, n := range s.Pool {
		s.Out[k] -= n
	}
	for p := range s.Hands {
		if n := int(a.hands[p]); len(s.Hands[p]) < n {
			s.Hands[p] = s.Hands[p][:n]
			for _, t := range s.Hands[p] {
				s.Out[t.Kind]--
			}
		}
	}
	s.indexSquares()
	if s.tally != nil {
		s.tally.fresh = false
	}
	if s.playout {
		s.countSupplied()
		s.indexTargets()
	}
}

// nextFirst is who starts the next act: the player after the one who
// ended the act (R20), or the richest, ties going to the tied player who
// comes first after the ender (K6).
func (s *State) nextFirst() int {
	after := (s.Ender + 1) % s.Players
	if s.Rules.Turn.NextActFirst != Richest {
		return after
	}
	best, p := after, after
	for range s.Players {
		if s.Points[p] > s.Points[best] {
			best = p
		}
		if p++; p == s.Players { // seat order, without a division
			p = 0
		}
	}
	return best
}

func (s *State) setCell(sq Square, c Cell, u *Undo) {
	old := s.Board.Cells[sq]
	u.cells[u.ncells] = cellChange{sq, old}
	u.ncells++
	if old == Empty {
		s.Empties--
	}
	if c == Empty {
		s.Empties++
	}
	s.unindexSquare(sq, old)
	s.indexSquare(sq, c)
	if s.playout && (s.targeted(old) || s.targeted(c)) {
		s.retarget(sq, old, c)
	}
	s.Board.Cells[sq] = c
	if s.tally != nil {
		s.tally.change(sq, old, c)
	}
	if s.hashOn {
		s.hash += cellKey(sq, c) - cellKey(sq, old)
	}
}

func (s *State) takeFromPool(k TileKindID, u *Undo) {
	s.Pool[k]--
	s.PoolTotal--
	u.poolTile = k + 1
	if s.hashOn {
		s.hash -= poolKey(k)
	}
}

func (s *State) toOut(k TileKindID, u *Undo) {
	s.Out[k]++
	u.outTiles[u.nout] = k
	u.nout++
}

func (s *State) addToHand(p int, k TileKindID, u *Undo) {
	s.Hands[p] = append(s.Hands[p], HandTile{Kind: k, Act: s.Act})
	if s.hashOn {
		s.hash += handKey(p, k)
	}
	u.hand, u.handAt, u.handAdd = int8(p+1), int32(len(s.Hands[p])-1), true
}

// removeFromHand takes the first tile of kind k from p's hand: the oldest,
// which matters only for the colour of its back.
func (s *State) removeFromHand(p int, k TileKindID, u *Undo) {
	h := s.Hands[p]
	for i, t := range h {
		if t.Kind == k {
			u.hand, u.handAt, u.handKind, u.handAct = int8(p+1), int32(i), t.Kind, int16(t.Act)
			// Hands are short: shifting the tiles after it by hand
			// costs less than a call to copy.
			for j := i + 1; j < len(h); j++ {
				h[j-1] = h[j]
			}
			s.Hands[p] = h[:len(h)-1]
			if s.hashOn {
				s.hash -= handKey(p, k)
			}
			return
		}
	}
}

// Undo takes back the move that returned u, which must be the last move
// applied and not yet undone.
func (s *State) Undo(u Undo) {
	if u.nextAct {
		s.undoNextAct(s.endedAct(s.Act - 1))
	}
	for i := int(u.ncells) - 1; i >= 0; i-- {
		ch := u.cells[i]
		now := s.Board.Cells[ch.sq]
		s.unindexSquare(ch.sq, now)
		s.indexSquare(ch.sq, ch.old)
		if s.playout && (s.targeted(now) || s.targeted(ch.old)) {
			s.retarget(ch.sq, now, ch.old)
		}
		s.Board.Cells[ch.sq] = ch.old
		if s.tally != nil {
			s.tally.change(ch.sq, now, ch.old)
		}
	}
	if u.hand > 0 {
		p := u.hand - 1
		h := s.Hands[p]
		if u.handAdd {
			s.Hands[p] = h[:u.handAt]
		} else {
			h = append(h, HandTile{})
			for j := len(h) - 1; j > int(u.handAt); j-- {
				h[j] = h[j-1]
			}
			h[u.handAt] = HandTile{Kind: u.handKind, Act: int(u.handAct)}
			s.Hands[p] = h
		}
	}
	if u.poolTile > 0 {
		s.Pool[u.poolTile-1]++
		s.PoolTotal++
	}
	for i := range u.nout {
		s.Out[u.outTiles[i]]--
	}
	if u.figure > 0 {
		s.Supply[u.toMove][u.figure-1]++
		if s.playout {
			s.supplied[u.toMove] |= 1 << (u.figure - 1)
		}
	}
	if u.cashed != 0 {
		s.Points[u.toMove] -= u.cashed
		s.Cashed[s.Act][u.toMove] -= u.cashed
	}
	if u.actEnded {
		scored := s.ActPoints[s.Act]
		for p, n := range scored {
			s.Points[p] -= n
		}
		clear(scored)
	}
	if s.hashOn {
		if u.hashed {
			s.hash = u.hash
		} else {
			s.hash = s.fullHash() // Hash was first asked after the move
		}
	}
	s.Phase, s.ToMove, s.DealTo, s.Drawn = u.phase, int(u.toMove), int(u.dealTo), u.drawn
	s.Placed, s.Ender, s.Empties = u.placed, int(u.ender), int(u.empties)
}
