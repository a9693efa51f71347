package engine

// Hash is a 64-bit key of the state for transposition tables: two states
// with the same key have, but for a collision, the same act and board,
// the same hands (as counts per tile kind), supplies and pool, the same
// phase and player to move, the same tile just drawn and square just
// placed on, the same player due a deal and the same absent seats, and so
// the same moves to come. Points, cashed and act totals and the tiles out
// of the game are left out: searches value what is still to come.
//
// The first call works the key out; from then on Apply and Undo keep it
// up to date, a few additions per move. Keys are sums of values mixed
// from what they stand for (a tile of kind k on square sq, a figure in
// player p's supply, ...), so they need no table and are the same on
// every machine.
func (s *State) Hash() uint64 {
	if !s.hashOn {
		s.hash, s.hashOn = s.fullHash(), true
		s.forGood = false // the key needs every change
	}
	turn := uint64(s.Phase) | uint64(uint8(s.ToMove))<<8 | uint64(uint8(s.DealTo))<<16 |
		uint64(s.Absent)<<24 | uint64(uint16(s.Drawn+1))<<32 | uint64(uint16(s.Placed+1))<<48
	return s.hash + Mix(turn) + key(keyAct, 0, uint64(s.Act))
}

// Kinds of things a key stands for.
const (
	keyCell = iota + 1
	keyHand
	keySupply
	keyPool
	keyAct
)

// key mixes what a part of the state is into a value of 64 random-looking
// bits: the kind of thing, where (a square, a player) and what.
func key(kind, at, what uint64) uint64 { return Mix(kind<<56 | at<<32 | what) }

// Mix is the finalizer of SplitMix64: a bijection of 64-bit words that
// spreads every input bit over the output. It is exported for searches
// that key states their own way (the solver's keys where only figures
// are left to place), so that their keys are mixed as the engine's are.
func Mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// cellKey is what square sq holding c adds to the key: placed tiles and
// figures only, as empty squares, holes and printed features are the
// same in every state of an act.
func cellKey(sq Square, c Cell) uint64 {
	if !c.IsTile() && !c.IsFigure() {
		return 0
	}
	return key(keyCell, uint64(sq), uint64(c))
}

func handKey(p int, k TileKindID) uint64 { return key(keyHand, uint64(p), uint64(k)) }
func poolKey(k TileKindID) uint64        { return key(keyPool, 0, uint64(k)) }

// SupplyKey is what a figure of kind f in seat p's supply adds to the
// key, for each such figure. The solver's keys where only figures are
// left to place count the supplies with it too.
func SupplyKey(p int, f FigureKindID) uint64 { return key(keySupply, uint64(p), uint64(f)) }

// fullHash works out the parts of the key that Apply and Undo keep up to
// date: the board, the hands, the supplies and the pool.
func (s *State) fullHash() uint64 {
	var h uint64
	for sq, c := range s.Board.Cells {
		h += cellKey(Square(sq), c)
	}
	for p, hand := range s.Hands {
		for _, t := range hand {
			h += handKey(p, t.Kind)
		}
		for f, n := range s.Supply[p] {
			h += uint64(n) * SupplyKey(p, FigureKindID(f))
		}
	}
	for k, n := range s.Pool {
		h += uint64(n) * poolKey(TileKindID(k))
	}
	return h
}
