package engine

// Where a state keeps its slices. A game of three acts and three players
// has some twenty of them (hands, supplies, points, every act's board,
// pool and rows of points); made one by one they cost more than the
// game's first moves. A state made by NewGame or Clone carves them out of
// a few blocks instead, and NewGame makes every act's board and pool with
// the game, so that beginning an act allocates nothing.

// actStore is an act's board and pool, made with the game.
type actStore struct {
	board Board
	pool  []int
}

// gameMemory is what NewGame makes in one piece: the state, and the
// lists of rows, the sets of figures, the acts' stores and the points
// that a game of at most fewSeats seats and fewActs acts needs, and the
// playout's sets of targeted tiles for rules of a few abilities. A fresh
// game's memory costs by its bytes (zeroed, and collected the sooner):
// sized for every seat a game may have, the piece would be half as large
// again.
type gameMemory struct {
	state   State
	supply  [fewSeats][]int
	hands   [fewSeats][]HandTile
	figures [fewSeats]squareSet
	rows    [2 * fewActs][]int
	acts    [fewActs]actStore
	points  [fewSeats]int
	targets [fewAbilities]uint64
	// The blocks of ints, hand tiles and cells, for games whose blocks
	// fit: one allocation where there were four. Sized for the built-in
	// rulesets' games of up to fewSeats seats, the piece stays within
	// a size class of the allocator.
	ints  [fewInts]int
	tiles [fewTiles]HandTile
	cells [fewCells]Cell
}

// fewSeats, fewActs and fewAbilities bound the games whose lists
// gameMemory holds: the built-in rulesets' games. They keep the piece
// within a size class of the allocator; a game beyond them makes its
// lists apart.
const (
	fewSeats     = 4
	fewActs      = 3
	fewAbilities = 12
	fewInts      = 136
	fewTiles     = 20
	fewCells     = 120
)

// handRoom is how many tiles beyond the hand size each hand has room
// for before it grows: a hand holds one more after a draw (R4b), more
// only when drawn tiles cannot be played (R5).
const handRoom = 3

// intBlock hands out slices of one block of ints.
type intBlock []int

// take returns the next n ints of the block, with a capacity of n.
func (b *intBlock) take(n int) []int {
	s := (*b)[:n:n]
	*b = (*b)[n:]
	return s
}

// newStorage sets up s's hands, supplies, points, tiles out and rows of
// points for a game of its rules and players, and when acts is set every
// act's board and pool; the slices are empty (hands), zero, or hold
// nothing yet (the rows). The lists of hands, supplies and rows, and the
// acts' stores, are m's, if m is not nil and has room for them.
func (s *State) newStorage(acts bool, m *gameMemory) {
	r, players := s.Rules, s.Players
	nacts := len(r.Acts)
	few := m != nil && players <= fewSeats
	n := players*len(r.Figures) + len(r.Tiles) + 2*nacts*players
	if !few {
		n += players
	}
	if acts {
		n += nacts * len(r.Tiles)
	}
	var ints intBlock
	if m != nil && n <= len(m.ints) {
		ints = m.ints[:n:n]
	} else {
		ints = make([]int, n)
	}
	var lists [][]int
	if m != nil && nacts <= fewActs {
		lists = m.rows[: 2*nacts : 2*nacts]
	} else {
		lists = make([][]int, 2*nacts)
	}
	if few {
		s.Supply, s.Hands, s.Points = m.supply[:players:players], m.hands[:players:players], m.points[:players:players]
	} else {
		s.Supply, s.Hands = make([][]int, players), make([][]HandTile, players)
		s.Points = ints.take(players)
	}
	for p := range s.Supply {
		s.Supply[p] = ints.take(len(r.Figures))
	}
	s.Out = ints.take(len(r.Tiles))
	s.ActPoints = rowsIn(&ints, lists[:nacts:nacts], players)
	s.Cashed = rowsIn(&ints, lists[nacts:], players)
	room := r.Turn.Hand + handRoom
	var tiles []HandTile
	if m != nil && players*room <= len(m.tiles) {
		tiles = m.tiles[: players*room : players*room]
	} else {
		tiles = make([]HandTile, players*room)
	}
	for p := range s.Hands {
		s.Hands[p] = tiles[p*room : p*room : (p+1)*room]
	}
	if !acts {
		return
	}
	if m != nil && nacts <= fewActs {
		s.acts = m.acts[:nacts:nacts]
	} else {
		s.acts = make([]actStore, nacts)
	}
	squares := 0
	for a := range r.Acts {
		squares += r.Acts[a].Board.Squares()
	}
	var cells []Cell
	if m != nil && squares <= len(m.cells) {
		cells = m.cells[:squares:squares]
	} else {
		cells = make([]Cell, squares)
	}
	for a := range r.Acts {
		// Field by field: the store is new, its undo record zero.
		g, st := r.Acts[a].Board, &s.acts[a]
		n := g.Squares()
		st.board.Geometry, st.board.Cells, st.pool = g, cells[:n:n], ints.take(len(r.Tiles))
		cells = cells[n:]
	}
}

// rowsIn makes list an empty list with room for its length of rows of m
// ints taken from ints, which nextRow adds without allocating.
func rowsIn(ints *intBlock, list [][]int, m int) [][]int {
	for i := range list {
		list[i] = ints.take(m)
	}
	return list[:0]
}

// actBoard is a board and a pool for act a as it begins: the act's own,
// made with the game, or new ones for a state that has none.
func (s *State) actBoard(a int) (*Board, []int) {
	act := &s.Rules.Acts[a]
	if a < len(s.acts) && s.acts[a].board.Cells != nil {
		st := &s.acts[a]
		copy(st.board.Cells, act.Board.Initial)
		copy(st.pool, act.Tiles)
		return &st.board, st.pool
	}
	return NewBoard(act.Board), append([]int(nil), act.Tiles...)
}

// endedAct is where what the NextAct move that ended act a replaced is
// kept: made for every act at the first NextAct applied, as a playout
// plays its acts' ends for good and needs none.
func (s *State) endedAct(a int) *actUndo {
	if s.ended == nil {
		s.ended = make([]actUndo, len(s.Rules.Acts))
	}
	return &s.ended[a]
}

// kindInfo is what the move code asks of a tile kind at every move,
// worked out once for a game from its rules.
type kindInfo uint8

const (
	// placeOnly: the kind is played only by placing it on an empty
	// square (no ability, or no play mode but place).
	placeOnly kindInfo = 1 << iota
	// offersAfter: a tile of the kind offers after-placement options.
	offersAfterKind
	// targetKind: a play mode or an after-placement option names the
	// kind's ability as its target; the state keeps the squares of such
	// tiles (State.targets).
	targetKind
)

// kindInfos are the kindInfo of each of r's tile kinds.
func kindInfos(r *Rules) []kindInfo {
	targeted := make([]bool, len(r.Abilities))
	for _, a := range r.Abilities {
		for _, mode := range a.Play {
			if mode.Kind == ReplacePlay && int(mode.Target) < len(targeted) {
				targeted[mode.Target] = true
			}
		}
		for _, opt := range a.After {
			if opt.Kind == RemoveAfter && int(opt.Target) < len(targeted) {
				targeted[opt.Target] = true
			}
		}
	}
	info := make([]kindInfo, len(r.Tiles))
	for k := range r.Tiles {
		if a := r.Tiles[k].Ability; a != NoAbility && targeted[a] {
			info[k] |= targetKind
		}
		a := r.AbilityOf(TileKindID(k))
		if a == nil || len(a.Play) == 1 && a.Play[0].Kind == PlacePlay {
			info[k] |= placeOnly
		}
		if a != nil && len(a.After) > 0 {
			info[k] |= offersAfterKind
		}
	}
	return info
}
