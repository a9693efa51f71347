package play

import (
	"math/rand/v2"

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
	// what reset fills, kept for the next reset: every hidden tile in
	// order (current and others are runs of it), and the hand places by
	// the act of their backs
	hidden []engine.HandTile
	byAct  [][]place
	// order's counts of tiles by act and kind, for acts below acts
	count       []int
	kinds, acts int
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

// SampleInto is Sample made in into's memory, with d made v's dealer (as
// v.Dealer() makes one): the same deal from the same draws. into is a
// state an earlier SampleInto returned, or nil; the state returned is the
// caller's to play on until the next call with it. A player that samples
// at every decision allocates nothing once into and d have grown.
func (v *View) SampleInto(into *engine.State, d *Dealer, rng *rand.Rand) *engine.State {
	into = v.s.CopyTo(into)
	d.reset(into, v.seat)
	d.Deal(into, rng)
	return into
}

// newDealer is the dealer of the tiles hidden from seat in s.
func newDealer(s *engine.State, seat int) *Dealer {
	d := &Dealer{}
	d.reset(s, seat)
	return d
}

// reset makes d the dealer of the tiles hidden from seat in s, reusing
// its lists.
func (d *Dealer) reset(s *engine.State, seat int) {
	d.poolTotal, d.secret = s.PoolTotal, s.Rules.Turn.SecretHand
	// The hand places by the act of their backs, in seat and hand order.
	for len(d.byAct) <= s.Act {
		d.byAct = append(d.byAct, nil)
	}
	for a := range d.byAct {
		d.byAct[a] = d.byAct[a][:0]
	}
	hidden := d.hidden[:0]
	for k, n := range s.Pool {
		for range n {
			hidden = append(hidden, engine.HandTile{Kind: engine.TileKindID(k), Act: s.Act})
		}
	}
	d.anyPlaces = d.anyPlaces[:0]
	for p, h := range s.Hands {
		if p == seat {
			continue
		}
		for i, t := range h {
			hidden = append(hidden, t)
			if d.secret {
				d.anyPlaces = append(d.anyPlaces, place{p, i})
			} else {
				d.byAct[t.Act] = append(d.byAct[t.Act], place{p, i})
			}
		}
	}
	d.kinds, d.acts = len(s.Rules.Tiles), s.Act+1
	d.order(hidden)
	d.hidden = hidden
	// The act under way's tiles come last in hidden; each earlier act's
	// are a run before them.
	d.current = d.current[:0]
	d.others = d.others[:0]
	for j, t := range hidden {
		if t.Act == s.Act {
			d.current = hidden[j:]
			break
		}
		if n := len(d.others); n == 0 || d.others[n-1].tiles[0].Act != t.Act {
			d.others = append(d.others, actTiles{tiles: hidden[j : j+1], places: d.byAct[t.Act]})
			continue
		}
		last := &d.others[len(d.others)-1]
		last.tiles = hidden[j-len(last.tiles) : j+1]
	}
	d.currentPlaces = d.byAct[s.Act]
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
	d.order(d.rest)
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

// order puts tiles, all of acts below d.acts, in a fixed order (act,
// then kind), so that a deal depends on the multiset of hidden tiles
// only, not on where they are: a counting sort, as tiles of one act and
// kind are all alike.
func (d *Dealer) order(tiles []engine.HandTile) {
	n := d.acts * d.kinds
	if cap(d.count) < n {
		d.count = make([]int, n)
	}
	count := d.count[:n]
	clear(count)
	for _, t := range tiles {
		count[t.Act*d.kinds+int(t.Kind)]++
	}
	j := 0
	for i, c := range count {
		t := engine.HandTile{Kind: engine.TileKindID(i % d.kinds), Act: i / d.kinds}
		for range c {
			tiles[j] = t
			j++
		}
	}
}

// shuffle shuffles tiles with rng; with a nil rng it leaves them be.
func shuffle(rng *rand.Rand, tiles []engine.HandTile) {
	if rng != nil {
		rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	}
}
