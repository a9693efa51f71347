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
	// KnownInto's scratch: the hidden tiles by act and kind, and per act
	// the kind its next hand place takes
	known, next []int
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

// KnownInto is SampleInto(into, d, nil): the view's game with the hidden
// tiles dealt in the fixed order, the same deal, made in one pass over
// the other players' hands instead of by making d the view's dealer. d
// lends its scratch only; whatever view it dealt for before, it still
// deals for. For players that rate their own moves on a state and never
// deal again.
func (v *View) KnownInto(into *engine.State, d *Dealer) *engine.State {
	s, seat := v.s, v.seat
	into = s.CopyTo(into)
	kinds, acts := len(s.Rules.Tiles), s.Act+1
	// The hidden tiles counted by act and kind, as reset counts them.
	if cap(d.known) < acts*kinds {
		d.known = make([]int, acts*kinds)
	}
	count := d.known[:acts*kinds]
	clear(count)
	copy(count[s.Act*kinds:], s.Pool)
	for p, h := range s.Hands {
		if p != seat {
			for _, t := range h {
				count[t.Act*kinds+int(t.Kind)]++
			}
		}
	}
	// The pool takes the act under way's first tiles in kind order (Deal
	// with a nil rng: d.current unshuffled).
	cur := count[s.Act*kinds:]
	clear(into.Pool)
	for k, left := 0, s.PoolTotal; left > 0; k++ {
		n := min(cur[k], left)
		into.Pool[k], cur[k], left = n, cur[k]-n, left-n
	}
	// The hand places take the rest in order: with open backs, each
	// act's tiles by kind in the places of that act's backs, seat by
	// seat; with secret hands, all of them by act, then kind, in every
	// place.
	if cap(d.next) < acts {
		d.next = make([]int, acts)
	}
	next := d.next[:acts]
	clear(next)
	secret := s.Rules.Turn.SecretHand
	for p, h := range s.Hands {
		if p == seat {
			continue
		}
		for i, t := range h {
			a := t.Act
			if secret {
				a = 0
			}
			j := a*kinds + next[a]
			for count[j] == 0 {
				j++
			}
			count[j]--
			next[a] = j - a*kinds
			into.Hands[p][i] = engine.HandTile{Kind: engine.TileKindID(j % kinds), Act: j / kinds}
		}
	}
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
	d.kinds, d.acts = len(s.Rules.Tiles), s.Act+1
	// The hand places by the act of their backs, in seat and hand order;
	// the hidden tiles counted by act and kind.
	for len(d.byAct) <= s.Act {
		d.byAct = append(d.byAct, nil)
	}
	for a := range d.byAct {
		d.byAct[a] = d.byAct[a][:0]
	}
	count := d.counts()
	copy(count[s.Act*d.kinds:], s.Pool)
	d.anyPlaces = d.anyPlaces[:0]
	for p, h := range s.Hands {
		if p == seat {
			continue
		}
		for i, t := range h {
			count[t.Act*d.kinds+int(t.Kind)]++
			if d.secret {
				d.anyPlaces = append(d.anyPlaces, place{p, i})
			} else {
				d.byAct[t.Act] = append(d.byAct[t.Act], place{p, i})
			}
		}
	}
	// The hidden tiles in order: each earlier act's a run, the act under
	// way's last. The list has room for them all, so the runs stay where
	// they are taken.
	total := 0
	for _, n := range count {
		total += n
	}
	if cap(d.hidden) < total {
		d.hidden = make([]engine.HandTile, 0, total)
	}
	d.hidden = d.hidden[:0]
	d.others = d.others[:0]
	for a := range s.Act {
		from := len(d.hidden)
		if d.hidden = d.spread(d.hidden, a); len(d.hidden) > from {
			d.others = append(d.others, actTiles{tiles: d.hidden[from:], places: d.byAct[a]})
		}
	}
	from := len(d.hidden)
	d.hidden = d.spread(d.hidden, s.Act)
	d.current = d.hidden[from:]
	d.currentPlaces = d.byAct[s.Act]
}

// counts is d.count cleared, one entry per act below d.acts and kind.
func (d *Dealer) counts() []int {
	n := d.acts * d.kinds
	if cap(d.count) < n {
		d.count = make([]int, n)
	}
	count := d.count[:n]
	clear(count)
	return count
}

// spread appends the tiles d.count holds of act a to tiles, by kind.
func (d *Dealer) spread(tiles []engine.HandTile, a int) []engine.HandTile {
	for k, n := range d.count[a*d.kinds : (a+1)*d.kinds] {
		t := engine.HandTile{Kind: engine.TileKindID(k), Act: a}
		for range n {
			tiles = append(tiles, t)
		}
	}
	return tiles
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
	count := d.counts()
	for _, t := range tiles {
		count[t.Act*d.kinds+int(t.Kind)]++
	}
	tiles = tiles[:0]
	for a := range d.acts {
		tiles = d.spread(tiles, a)
	}
}

// shuffle shuffles tiles with rng; with a nil rng it leaves them be.
func shuffle(rng *rand.Rand, tiles []engine.HandTile) {
	if rng != nil {
		rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	}
}
