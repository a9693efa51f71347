package solver

import (
	"math/rand/v2"

	"github.com/sagatools/saga/engine"
)

// hasher computes Zobrist-style keys of search states: what lies on every
// square, every hand, supply and the pool (as counts per kind, so tiles of
// one kind are interchangeable), whose move it is, the phase, the tile
// just drawn and the square just placed on (both steer the moves that
// follow), and which seats are absent. Points
// are not hashed: searches value the gains still to come, which do not
// depend on the points already held.
type hasher struct {
	figures  int
	square   [][]uint64 // [square][cell code]
	hand     [][]uint64 // [player][tile kind], times the count
	supply   [][]uint64 // [player][figure kind], times the count
	pool     []uint64   // [tile kind], times the count
	phase    [8]uint64
	toMove   [engine.MaxSeats]uint64
	drawn    []uint64 // [tile kind + 1]
	placed   []uint64 // [square + 1]
	tiles    int
	absentKy [256]uint64
}

func newHasher(r *engine.Rules, squares, players int) *hasher {
	rng := rand.New(rand.NewPCG(0x5a67, 0x7a0b))
	h := &hasher{figures: len(r.Figures), tiles: len(r.Tiles)}
	codes := 1 + len(r.Tiles) + players*len(r.Figures)
	h.square = make([][]uint64, squares)
	for i := range h.square {
		h.square[i] = randKeys(rng, codes)
	}
	h.hand = make([][]uint64, players)
	h.supply = make([][]uint64, players)
	for p := range players {
		h.hand[p] = randKeys(rng, len(r.Tiles))
		h.supply[p] = randKeys(rng, len(r.Figures))
	}
	h.pool = randKeys(rng, len(r.Tiles))
	for i := range h.phase {
		h.phase[i] = rng.Uint64()
	}
	for i := range h.toMove {
		h.toMove[i] = rng.Uint64()
	}
	for i := range h.absentKy {
		h.absentKy[i] = rng.Uint64()
	}
	h.drawn = randKeys(rng, len(r.Tiles)+1)
	h.placed = randKeys(rng, squares+1)
	return h
}

func randKeys(rng *rand.Rand, n int) []uint64 {
	k := make([]uint64, n)
	for i := range k {
		k[i] = rng.Uint64()
	}
	return k
}

// key hashes s.
func (h *hasher) key(s *engine.State) uint64 {
	var k uint64
	for sq, c := range s.Board.Cells {
		if code := h.code(c); code != 0 {
			k ^= h.square[sq][code]
		}
	}
	for p, hand := range s.Hands {
		for _, t := range hand {
			k += h.hand[p][t.Kind]
		}
		for f, n := range s.Supply[p] {
			k += uint64(n) * h.supply[p][f]
		}
	}
	for t, n := range s.Pool {
		k += uint64(n) * h.pool[t]
	}
	k ^= h.phase[s.Phase] ^ h.toMove[s.ToMove] ^ h.drawn[s.Drawn+1] ^ h.placed[s.Placed+1] ^ h.absentKy[s.Absent]
	return k
}

// code numbers what a square holds; 0 for empty squares, holes and
// printed features, which never change.
func (h *hasher) code(c engine.Cell) int {
	switch {
	case c.IsTile():
		return 1 + int(c.TileKind())
	case c.IsFigure():
		return 1 + h.tiles + c.Player()*h.figures + int(c.FigureKind())
	}
	return 0
}
