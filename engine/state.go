package engine

import (
	"fmt"
	"math/bits"
)

// Phase is where a game stands in its turn structure.
type Phase uint8

const (
	// PhaseDeal: at the start of an act, players draw up to their hand
	// size; each draw is a chance move (R3, R20, K4).
	PhaseDeal Phase = iota
	// PhaseTurn: the player to move chooses what to do (R4, K4).
	PhaseTurn
	// PhaseDraw: the player committed to drawing; the draw is a chance
	// move (R4b).
	PhaseDraw
	// PhaseDrawn: the player has drawn and must now play a tile (R4b, R5).
	PhaseDrawn
	// PhaseAfter: the tile just placed offers an optional action (R7, R11).
	PhaseAfter
	// PhaseActOver: the act is scored; the next move starts the next act
	// (R19, R20, K6).
	PhaseActOver
	// PhaseGameOver: the last act is scored (R21).
	PhaseGameOver
)

func (p Phase) String() string {
	switch p {
	case PhaseDeal:
		return "deal"
	case PhaseTurn:
		return "turn"
	case PhaseDraw:
		return "draw"
	case PhaseDrawn:
		return "drawn"
	case PhaseAfter:
		return "after"
	case PhaseActOver:
		return "act over"
	case PhaseGameOver:
		return "game over"
	}
	return fmt.Sprintf("Phase(%d)", p)
}

// HandTile is a tile in a player's hand and the act whose set it came from
// (tile backs differ by act, so this is open information).
type HandTile struct {
	Kind TileKindID
	Act  int
}

// State is a whole game in progress: the current act's board and pool,
// every player's hand, supply and points, whose move it is and what kind of
// move is due. Apply changes it and returns what Undo needs to restore it.
// Change a game through Apply and Undo (NewGame and StateAt make one):
// besides its fields, the state keeps indexes of its board (the empty
// squares, each player's figures) that they keep in step.
type State struct {
	Rules   *Rules
	Players int // number of seats
	Act     int // index into Rules.Acts

	Board *Board
	// Pool[k] is how many tiles of kind k the current act's pool holds.
	Pool      []int
	PoolTotal int
	Hands     [][]HandTile
	// Supply[p][f] is how many figures of kind f player p has off the board.
	Supply [][]int
	Points []int
	// Out[k] counts tiles of kind k that have left the game: cashed,
	// replaced, removed, or discarded when an act ended.
	Out []int

	Phase  Phase
	ToMove int
	// DealTo is the player the next deal goes to (PhaseDeal).
	DealTo int
	// Drawn is the tile drawn this turn (PhaseDrawn), for rules where
	// only the drawn tile may be played (K4).
	Drawn TileKindID
	// Placed is the square of the tile just placed (PhaseAfter).
	Placed Square
	// Ender is the player whose move ended the last act.
	Ender int
	// Absent marks seats (bit p for seat p) that never move: a solo
	// puzzle's other players. Their figures still score.
	Absent uint8
	// Empties counts the empty squares of the board.
	Empties int
	// ActPoints[a][p] is what player p scored at the end of act a;
	// Cashed[a][p] what p cashed during act a (R8).
	ActPoints [][]int
	Cashed    [][]int

	scorer *Scorer // for act ends; taken on first use, never shared by clones
	// Every act's board and pool, made with the game (see actBoard); a
	// clone has none.
	acts []actStore
	// ended[a] is what the NextAct move that ended act a replaced, made
	// at the first NextAct applied: moves played for good keep nothing.
	ended []actUndo
	// kinds says how each tile kind is played; shared by clones.
	kinds []kindInfo
	// empty holds the empty squares, as Empties counts them, and
	// figures[p] the squares of player p's figures.
	empty   squareSet
	figures []squareSet // per seat; never shared by clones
	// targets[a], in a playout on boards of at most 64 squares, holds
	// the squares of the tiles with ability a, for the abilities that
	// play modes and after-placement options name as their target (a
	// bit each).
	targets []uint64 // never shared by clones
	// edges are the squares of the first and of the last column, on
	// boards of at most 64 squares.
	edges [2]uint64

	// playout is set between Playout(true) and Playout(false), when
	// supplied[p] has a bit for each figure kind in seat p's supply.
	playout  bool
	supplied [MaxSeats]uint16
	// forGood is set by Playout(true) when the boards fit a word and
	// neither the board's score nor the key is kept, and cleared when
	// either begins to be kept: PlayAt and PlayChance may then play
	// moves themselves.
	forGood bool

	// The board's score and the state's key, kept up to date by Apply
	// and Undo once asked for (BoardScores, Hash).
	tally  *tally // never shared by clones
	hash   uint64
	hashOn bool
}

// NewGame sets up a game for the given number of players, first player to
// move first, at the start of the first act: the deal is due.
func NewGame(r *Rules, players, first int) (*State, error) {
	if players < r.MinPlayers || players > r.MaxPlayers {
		return nil, fmt.Errorf("ruleset %q is for %d to %d players, not %d", r.Name, r.MinPlayers, r.MaxPlayers, players)
	}
	if first < 0 || first >= players {
		return nil, fmt.Errorf("first player %d is not a seat of a %d-player game", first, players)
	}
	if players > MaxSeats {
		return nil, fmt.Errorf("a game has at most %d players, not %d", MaxSeats, players)
	}
	m := &gameMemory{}
	s := &m.state
	// The piece is new, every field zero: those that are not start so.
	s.Rules, s.Players, s.Drawn, s.kinds = r, players, -1, r.gameKinds()
	if players <= len(m.figures) {
		s.figures = m.figures[:players:players]
	} else {
		s.figures = make([]squareSet, players)
	}
	if n := len(r.Abilities); n <= len(m.targets) {
		s.targets = m.targets[:n:n]
	}
	s.newStorage(true, m)
	s.begin(first)
	return s, nil
}

// Restart makes s a new game of its rules and number of players, first
// player to move first, as NewGame makes one, reusing s's memory: its
// hands, supplies, points, every act's board and pool, and the scorer for
// act ends. A program that plays game after game on one state allocates
// nothing for each new game. What s held before is gone, and no Undo of
// its moves applies any more.
func (s *State) Restart(first int) error {
	if first < 0 || first >= s.Players {
		return fmt.Errorf("first player %d is not a seat of a %d-player game", first, s.Players)
	}
	old := *s
	// Every field not named here starts from its zero value, as in NewGame.
	*s = State{Rules: old.Rules, Players: old.Players, Drawn: -1, kinds: old.kinds, scorer: old.scorer, figures: old.figures, targets: old.targets}
	if old.storageFits() {
		s.Hands, s.Supply, s.Points, s.Out = old.Hands, old.Supply, old.Points, old.Out
		s.ActPoints, s.Cashed = old.ActPoints[:0], old.Cashed[:0]
		for p := range s.Hands {
			s.Hands[p] = s.Hands[p][:0]
		}
		clear(s.Out)
		s.acts, s.ended = old.acts, old.ended
		clear(s.ended)
	} else {
		s.newStorage(true, nil)
	}
	s.begin(first)
	return nil
}

// storageFits reports whether s's hands, supplies, points and tiles out
// have the shape NewGame gives them, so that Restart may reuse them.
func (s *State) storageFits() bool {
	r := s.Rules
	if len(s.Hands) != s.Players || len(s.Supply) != s.Players || len(s.Points) != s.Players || len(s.Out) != len(r.Tiles) {
		return false
	}
	for _, row := range s.Supply {
		if len(row) != len(r.Figures) {
			return false
		}
	}
	return true
}

// begin gives every player their figures and starting points and begins
// the first act with first.
func (s *State) begin(first int) {
	r := s.Rules
	if sh := r.sharedOf(); sh != nil && s.Players < len(sh.figures) {
		for p := range s.Players {
			copy(s.Supply[p], sh.figures[s.Players])
		}
	} else {
		for f := range r.Figures {
			n := r.Figures[f].CountFor(s.Players) // a look-up in a map
			for p := range s.Players {
				s.Supply[p][f] = n
			}
		}
	}
	for p := range s.Players {
		s.Points[p] = r.StartPoints
	}
	s.beginAct(0, first)
}

// nextRow adds a row of m zeros to list.
func nextRow(list [][]int, m int) [][]int {
	if len(list) < cap(list) {
		list = list[:len(list)+1]
		if row := list[len(list)-1]; len(row) == m {
			clear(row)
			return list
		}
		list[len(list)-1] = make([]int, m)
		return list
	}
	return append(list, make([]int, m))
}

// beginAct lays out act a's board and pool and starts the deal with first.
func (s *State) beginAct(a, first int) {
	s.Act = a
	s.Board, s.Pool = s.actBoard(a)
	if sh := s.Rules.sharedOf(); sh != nil {
		// The board is the act's before play: its index is worked out.
		ix := &sh.acts[a]
		s.Empties, s.empty, s.edges, s.PoolTotal = ix.empties, ix.empty, ix.edges, ix.tiles
		s.clearFigures()
	} else {
		s.Empties = s.Board.Empties()
		s.indexSquares()
		s.PoolTotal = 0
		for _, n := range s.Pool {
			s.PoolTotal += n
		}
	}
	if s.tally != nil {
		s.tally.fresh = false
	}
	if s.playout {
		clear(s.targets) // the act's board holds no tiles yet
	}
	s.ActPoints = nextRow(s.ActPoints, s.Players)
	s.Cashed = nextRow(s.Cashed, s.Players)
	s.ToMove = first
	s.DealTo = first
	s.Phase = PhaseDeal
	s.Placed = NoSquare
	s.nextDeal()
}

// indexSquares sets the state's sets of squares from its board.
func (s *State) indexSquares() {
	s.empty = squareSet{}
	s.clearFigures()
	for sq, c := range s.Board.Cells {
		s.indexSquare(Square(sq), c)
	}
	s.edges = [2]uint64{}
	if w := s.Board.Geometry.Width; len(s.Board.Cells) <= 64 {
		for first := 0; first < len(s.Board.Cells); first += w {
			s.edges[0] |= 1 << first
			s.edges[1] |= 1 << (first + w - 1)
		}
	}
}

// clearFigures empties each seat's set of figures.
func (s *State) clearFigures() {
	if len(s.figures) != s.Players {
		s.figures = make([]squareSet, s.Players)
	}
	clear(s.figures)
}

// indexTargets sets the sets of targeted tiles from the board.
func (s *State) indexTargets() {
	if len(s.targets) != len(s.Rules.Abilities) {
		s.targets = make([]uint64, len(s.Rules.Abilities))
	}
	clear(s.targets)
	if len(s.Board.Cells) > 64 {
		return // not kept
	}
	// Only squares neither empty nor a figure's may hold a tile: at an
	// act's beginning, few or none.
	var figures uint64
	for _, set := range s.figures {
		figures |= set[0]
	}
	for rest := ^(s.empty[0] | figures); rest != 0; rest &= rest - 1 {
		sq := bits.TrailingZeros64(rest)
		if sq >= len(s.Board.Cells) {
			break
		}
		if c := s.Board.Cells[sq]; s.targeted(c) {
			s.targets[s.Rules.Tiles[c.TileKind()].Ability] |= 1 << sq
		}
	}
}

// indexSquare adds sq, which holds c, to the state's set for c.
func (s *State) indexSquare(sq Square, c Cell) {
	switch {
	case c == Empty:
		s.empty.add(sq)
	case c.IsFigure() && c.Player() < len(s.figures):
		s.figures[c.Player()].add(sq)
	}
}

// unindexSquare takes sq, which holds c, out of the state's set for c.
func (s *State) unindexSquare(sq Square, c Cell) {
	switch {
	case c == Empty:
		s.empty.remove(sq)
	case c.IsFigure() && c.Player() < len(s.figures):
		s.figures[c.Player()].remove(sq)
	}
}

// retarget moves sq, which held old and now holds c, between the sets of
// targeted tiles.
func (s *State) retarget(sq Square, old, c Cell) {
	if len(s.Board.Cells) > 64 {
		return
	}
	if s.targeted(old) {
		s.targets[s.Rules.Tiles[old.TileKind()].Ability] &^= 1 << sq
	}
	if s.targeted(c) {
		s.targets[s.Rules.Tiles[c.TileKind()].Ability] |= 1 << sq
	}
}

// targeted reports whether c holds a tile of a targeted kind.
func (s *State) targeted(c Cell) bool {
	return c.IsTile() && s.kinds[c.TileKind()]&targetKind != 0
}

// nextDeal finds the next player, from DealTo on in seat order, who holds
// fewer tiles than the hand size: each fills their hand in turn, starting
// with the act's first player. When nobody needs a tile, or the pool is
// empty, the first turn is due.
func (s *State) nextDeal() {
	if s.PoolTotal > 0 {
		p := s.DealTo
		for range s.Players {
			if len(s.Hands[p]) < s.Rules.Turn.Hand {
				s.DealTo = p
				return
			}
			if p++; p == s.Players { // seat order, without a division
				p = 0
			}
		}
	}
	s.Phase = PhaseTurn
}

// AppendEmpty appends the board's empty squares to dst, lowest first: a
// walk over the state's set of them, where a loop over the cells would
// visit every square.
func (s *State) AppendEmpty(dst []Square) []Square {
	return s.empty.appendSquares(dst, len(s.Board.Cells))
}

// IsChance reports whether the next move is nature's: a tile drawn at
// random from the pool.
func (s *State) IsChance() bool { return s.Phase == PhaseDeal || s.Phase == PhaseDraw }

// ActOver reports whether the act has been scored (the game may be over
// too): no move of the act is left.
func (s *State) ActOver() bool { return s.Phase == PhaseActOver || s.Phase == PhaseGameOver }

// Clone returns a deep copy sharing only the immutable rules and geometry.
func (s *State) Clone() *State {
	c := *s
	c.acts, c.ended = nil, nil // its next acts make their own
	c.newStorage(false, nil)
	for p := range s.Players {
		copy(c.Supply[p], s.Supply[p])
		c.Hands[p] = append(c.Hands[p], s.Hands[p]...)
	}
	copy(c.Points, s.Points)
	copy(c.Out, s.Out)
	for a := range s.ActPoints {
		c.ActPoints = nextRow(c.ActPoints, s.Players)
		c.Cashed = nextRow(c.Cashed, s.Players)
		copy(c.ActPoints[a], s.ActPoints[a])
		copy(c.Cashed[a], s.Cashed[a])
	}
	c.Board = s.Board.Clone()
	c.Pool = append([]int(nil), s.Pool...)
	c.figures = append([]squareSet(nil), s.figures...)
	c.targets = append([]uint64(nil), s.targets...)
	c.scorer, c.tally, c.hashOn = nil, nil, false // each works its own out
	return &c
}

// CopyTo makes dst a deep copy of s, as Clone does, and returns it. It
// reuses dst's memory where it has room (its board, pool, hands and other
// slices, and its scorers), so that copying states again and again into
// one allocates nothing; with a nil dst it is Clone.
func (s *State) CopyTo(dst *State) *State {
	if dst == nil || dst == s {
		return s.Clone()
	}
	board, pool, out, points := dst.Board, dst.Pool, dst.Out, dst.Points
	hands, supply := dst.Hands, dst.Supply
	actPoints, cashed := dst.ActPoints, dst.Cashed
	scorer, t, figures, targets := dst.scorer, dst.tally, dst.figures, dst.targets
	if scorer != nil && scorer.rules != s.Rules {
		scorer = nil
	}
	if t != nil && t.sc.rules != s.Rules {
		t = nil
	}
	*dst = *s
	dst.acts, dst.ended = nil, nil
	dst.scorer, dst.tally, dst.hashOn = scorer, t, false
	if t != nil {
		t.fresh = false // the tally's scorer is kept for the new board
	}
	dst.Board = s.Board.CopyTo(board)
	dst.Pool = append(pool[:0], s.Pool...)
	dst.Out = append(out[:0], s.Out...)
	dst.Points = append(points[:0], s.Points...)
	dst.figures = append(figures[:0], s.figures...)
	dst.targets = append(targets[:0], s.targets...)
	dst.Hands = copyRows(hands, s.Hands)
	dst.Supply = copyRows(supply, s.Supply)
	dst.ActPoints = copyRows(actPoints, s.ActPoints)
	dst.Cashed = copyRows(cashed, s.Cashed)
	return dst
}

// copyRows makes dst a deep copy of src, reusing dst's rows.
func copyRows[T any](dst, src [][]T) [][]T {
	if cap(dst) < len(src) {
		dst = append(dst[:cap(dst)], make([][]T, len(src)-cap(dst))...)
	}
	dst = dst[:len(src)] // rows beyond an earlier, shorter copy keep their memory
	for i, row := range src {
		dst[i] = append(dst[i][:0], row...)
	}
	return dst
}

func cloneInts2(v [][]int) [][]int {
	out := make([][]int, len(v))
	for i, row := range v {
		out[i] = append([]int(nil), row...)
	}
	return out
}

// Winners are the seats with the highest points; ties are settled by the
// ruleset's tie-break (R21).
func (s *State) Winners() []int { return s.AppendWinners(nil) }

// AppendWinners appends the Winners to dst and returns the extended
// slice: a program that asks again and again reuses one slice.
func (s *State) AppendWinners(dst []int) []int {
	best := s.Points[0]
	for _, p := range s.Points {
		best = max(best, p)
	}
	start := len(dst)
	for p, n := range s.Points {
		if n == best {
			dst = append(dst, p)
		}
	}
	tied := dst[start:]
	if len(tied) < 2 || s.Rules.Turn.TieBreak != UnusedRank {
		return dst
	}
	// R21: most diamonds on the figures still in supply.
	unused := func(p int) int {
		d := 0
		for f, n := range s.Supply[p] {
			d += n * s.Rules.Figures[f].Rank
		}
		return d
	}
	most := -1
	for _, p := range tied {
		most = max(most, unused(p))
	}
	winners := tied[:0] // the tied seats, filtered in place
	for _, p := range tied {
		if unused(p) == most {
			winners = append(winners, p)
		}
	}
	return dst[:start+len(winners)]
}

// Setup describes a position in the middle of an act: the parts of a State
// that a position file gives.
type Setup struct {
	Players int
	Act     int
	Board   *Board
	Hands   [][]HandTile
	Supply  [][]int // per player and figure kind
	Pool    []int   // per tile kind
	Points  []int
	ToMove  int
	Absent  uint8 // seats that never move (see State.Absent)
}

// StateAt builds the state of a setup, at the start of ToMove's turn.
// Tiles that left the game are inferred: the sets of the acts so far, less
// what is in the pool, the hands and on the board (never below zero, since
// rulebook examples may use more tiles than a set has).
func StateAt(r *Rules, su Setup) (*State, error) {
	switch {
	case su.Players < r.MinPlayers || su.Players > r.MaxPlayers:
		return nil, fmt.Errorf("ruleset %q is for %d to %d players, not %d", r.Name, r.MinPlayers, r.MaxPlayers, su.Players)
	case su.Act < 0 || su.Act >= len(r.Acts):
		return nil, fmt.Errorf("act %d is not in ruleset %q", su.Act+1, r.Name)
	case su.Board == nil || su.Board.Geometry != r.Acts[su.Act].Board:
		return nil, fmt.Errorf("the board is not act %d's", su.Act+1)
	case len(su.Hands) != su.Players || len(su.Supply) != su.Players || len(su.Points) != su.Players:
		return nil, fmt.Errorf("hands, supplies and points must be given for each of the %d players", su.Players)
	case len(su.Pool) != len(r.Tiles):
		return nil, fmt.Errorf("the pool must count every tile kind")
	case su.ToMove < 0 || su.ToMove >= su.Players:
		return nil, fmt.Errorf("player to move %d is not a seat", su.ToMove)
	}
	s := &State{
		Rules: r, Players: su.Players, Act: su.Act,
		Board:  su.Board.Clone(),
		Pool:   append([]int(nil), su.Pool...),
		Hands:  make([][]HandTile, su.Players),
		Supply: cloneInts2(su.Supply),
		Points: append([]int(nil), su.Points...),
		Out:    make([]int, len(r.Tiles)),
		Phase:  PhaseTurn, ToMove: su.ToMove, Drawn: -1, Placed: NoSquare, Ender: -1,
		Absent: su.Absent, kinds: r.gameKinds(),
	}
	if su.Absent&(1<<su.ToMove) != 0 {
		return nil, fmt.Errorf("the player to move is absent")
	}
	for p, h := range su.Hands {
		s.Hands[p] = append([]HandTile(nil), h...)
		for _, t := range h {
			if t.Act > su.Act || t.Act < 0 {
				return nil, fmt.Errorf("a tile in hand comes from act %d, which has not begun", t.Act+1)
			}
		}
	}
	for p, sup := range s.Supply {
		if len(sup) != len(r.Figures) {
			return nil, fmt.Errorf("player %d's supply must count every figure kind", p+1)
		}
		for _, n := range sup {
			if n < 0 {
				return nil, fmt.Errorf("player %d's supply holds a negative count", p+1)
			}
		}
	}
	for k, n := range s.Pool {
		if n < 0 {
			return nil, fmt.Errorf("the pool holds %d tiles of %s", n, r.Tiles[k].Token())
		}
		s.PoolTotal += n
	}
	for range su.Act + 1 {
		s.ActPoints = append(s.ActPoints, make([]int, su.Players))
		s.Cashed = append(s.Cashed, make([]int, su.Players))
	}
	s.Empties = s.Board.Empties()
	s.indexSquares()
	s.inferOut()
	if s.Empties == 0 {
		return nil, fmt.Errorf("the board is full: the act is over")
	}
	anyone := false
	for p := range s.Players {
		anyone = anyone || s.Absent&(1<<p) == 0 && s.hasAction(p)
	}
	if !anyone {
		return nil, fmt.Errorf("no player has a legal action: the act is over (R6)")
	}
	return s, nil
}

// inferOut sets Out to what the sets of the acts so far hold beyond the
// pool, the hands and the board.
func (s *State) inferOut() {
	for k := range s.Out {
		n := 0
		for a := 0; a <= s.Act; a++ {
			n += s.Rules.Acts[a].Tiles[k]
		}
		s.Out[k] = n - s.Pool[k]
	}
	for _, h := range s.Hands {
		for _, t := range h {
			s.Out[t.Kind]--
		}
	}
	for _, c := range s.Board.Cells {
		if c.IsTile() {
			s.Out[c.TileKind()]--
		}
	}
	for k, n := range s.Out {
		s.Out[k] = max(n, 0)
	}
}
