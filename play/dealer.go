package play

import (
	"math/rand/v2"
	"slices"

	"github.com/sagatools/saga/engine"
)

// A Dealer deals the tiles hidden from a view's seat again and again,
// each time at random, into one state: Sample without making a new state
// each time, for players that search many deals of one position. It
// holds the hidden tiles (the view's Unseen, with the act of each) and
// the places they may go: the pool and the other players' hands, each
// hand tile of the act its back shows (any act when hands are secret),
// the pool's of the act under way.
type Dealer struct {
	poolTotal int
	secret    bool
	// current are the hidden tiles of the act under way; others the
	// hidden tiles of each earlier act, ascending, each with the hand
	// places that take them (for secret hands every hand place is in
	// anyPlaces instead). All lists are in a fixed order, so that a deal
	// depends on what is hidden, not on where it is.
	current       []engine.HandTile
	currentPlaces []place
	others        []actTiles
	anyPlaces     []place
	// scratch buffers, reused by every deal
	tiles, rest []engine.HandTile
}

// place is the i-th tile of hand p.
type place struct{ p, i int }

// actTiles are the hidden tiles of one act and the hand places of that
// act's backs.
type actTiles struct {
	tiles  []engine.HandTile
	places []place
}

// Dealer returns a dealer of the tiles hidden from the view's seat.
func (v *View) Dealer() *Dealer { return newDealer(v.s, v.seat) }

// newDealer is the dealer of the tiles hidden from seat in s.
func newDealer(s *engine.State, seat int) *Dealer {
	d := &Dealer{poolTotal: s.PoolTotal, secret: s.Rules.Turn.SecretHand}
	var hidden []engine.HandTile
	for k, n := range s.Pool {
		for range n {
			hidden = append(hidden, engine.HandTile{Kind: engine.TileKindID(k), Act: s.Act})
		}
	}
	byAct := map[int][]place{}
	for p, h := range s.Hands {
		if p == seat {
			continue
		}
		for i, t := range h {
			hidden = append(hidden, t)
			if d.secret {
				d.anyPlaces = append(d.anyPlaces, place{p, i})
			} else {
				byAct[t.Act] = append(byAct[t.Act], place{p, i})
			}
		}
	}
	sortTiles(hidden)
	for _, t := range hidden {
		if t.Act == s.Act {
			d.current = append(d.current, t)
			continue
		}
		if n := len(d.others); n == 0 || d.others[n-1].tiles[0].Act != t.Act {
			d.others = append(d.others, actTiles{places: byAct[t.Act]})
		}
		last := &d.others[len(d.others)-1]
		last.tiles = append(last.tiles, t)
	}
	d.currentPlaces = byAct[s.Act]
	return d
}

// Deal deals the hidden tiles into s at random with rng, every
// consistent deal equally likely, or in a fixed order with a nil rng. s
// must stand where the view stood, its hands holding the same number of
// tiles as then: the view's Sample, or a state taken back there with
// Undo. Only the pool and the other players' hands change.
func (d *Dealer) Deal(s *engine.State, rng *rand.Rand) {
	// The pool takes a random choice of the act under way's tiles; the
	// rest go to the hands.
	d.tiles = append(d.tiles[:0], d.current...)
	shuffle(rng, d.tiles)
	setPool(s, d.tiles[:d.poolTotal])
	rest := d.tiles[d.poolTotal:]
	if !d.secret {
		put(s, rest, d.currentPlaces)
		for _, a := range d.others {
			d.rest = append(d.rest[:0], a.tiles...)
			shuffle(rng, d.rest)
			put(s, d.rest, a.places)
		}
		return
	}
	// Secret hands: any hidden tile not in the pool may be in any hand.
	d.rest = d.rest[:0]
	for _, a := range d.others {
		d.rest = append(d.rest, a.tiles...)
	}
	d.rest = append(d.rest, rest...)
	sortTiles(d.rest)
	shuffle(rng, d.rest)
	put(s, d.rest, d.anyPlaces)
}

// put puts tiles[j] in places[j] of s's hands.
func put(s *engine.State, tiles []engine.HandTile, places []place) {
	for j, pl := range places {
		s.Hands[pl.p][pl.i] = tiles[j]
	}
}

// setPool makes tiles the pool.
func setPool(s *engine.State, tiles []engine.HandTile) {
	clear(s.Pool)
	for _, t := range tiles {
		s.Pool[t.Kind]++
	}
	s.PoolTotal = len(tiles)
}

// sortTiles puts tiles in a fixed order (act, then kind), so that a deal
// depends on the multiset of hidden tiles only, not on where they are.
func sortTiles(tiles []engine.HandTile) {
	slices.SortFunc(tiles, func(a, b engine.HandTile) int {
		if a.Act != b.Act {
			return a.Act - b.Act
		}
		return int(a.Kind) - int(b.Kind)
	})
}

// shuffle shuffles tiles with rng; with a nil rng it leaves them be.
func shuffle(rng *rand.Rand, tiles []engine.HandTile) {
	if rng != nil {
		rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	}
}
