package play

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// referenceDeal redeals the tiles hidden from seat in s: the pool and the other
// players' hands. Each place takes a tile it may hold: a hand tile of act
// a one of act a, unless hands are secret (then any), and the pool tiles
// of the act under way. With rng nil, the tiles go in a fixed order.
func referenceDeal(s *engine.State, seat int, rng *rand.Rand) {
	type slot struct{ p, i int } // hand p's tile i
	var hidden []engine.HandTile // every hidden tile, with its act
	slots := map[int][]slot{}    // hand places by the act they take; -1: any
	for k, n := range s.Pool {
		for range n {
			hidden = append(hidden, engine.HandTile{Kind: engine.TileKindID(k), Act: s.Act})
		}
	}
	for p, h := range s.Hands {
		if p == seat {
			continue
		}
		for i, t := range h {
			hidden = append(hidden, t)
			act := t.Act
			if s.Rules.Turn.SecretHand {
				act = -1
			}
			slots[act] = append(slots[act], slot{p, i})
		}
	}
	// Tiles by act, in a fixed order, so that a deal depends on what is
	// hidden, not on where it is.
	sortTiles(hidden)
	byAct := map[int][]engine.HandTile{}
	var acts []int
	for _, t := range hidden {
		if byAct[t.Act] == nil {
			acts = append(acts, t.Act)
		}
		byAct[t.Act] = append(byAct[t.Act], t)
	}
	put := func(tiles []engine.HandTile, places []slot) {
		for j, sl := range places {
			s.Hands[sl.p][sl.i] = tiles[j]
		}
	}
	// The pool takes its tiles from those of the act under way: a random
	// choice of them, with the rest going to the hands.
	current := byAct[s.Act]
	shuffle(rng, current)
	setPool(s, current[:s.PoolTotal])
	rest := current[s.PoolTotal:]
	if !s.Rules.Turn.SecretHand {
		put(rest, slots[s.Act])
		for _, a := range acts {
			if a != s.Act {
				shuffle(rng, byAct[a])
				put(byAct[a], slots[a])
			}
		}
		return
	}
	// Secret hands: any hidden tile not in the pool may be in any hand.
	var any []engine.HandTile
	for _, a := range acts {
		if a != s.Act {
			any = append(any, byAct[a]...)
		}
	}
	any = append(any, rest...)
	sortTiles(any)
	shuffle(rng, any)
	put(any, slots[-1])
}

// SampleInto deals as the plain reference (the one-shot deal of d4d93fc)
// does, from the same draws of the same stream, fixed (nil rng) or at
// random, in states of both rulesets with two to four players, at every
// act; and reusing one state and one dealer for many views changes
// nothing.
func TestSampleIntoDealsAsTheReference(t *testing.T) {
	var into *engine.State
	var d Dealer
	checked := 0
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		for seed := range uint64(60) {
			players := 2 + int(seed%3)
			act := int(seed/3) % len(r.Acts)
			s := midGame(t, r, players, seed, func(s *engine.State) bool {
				return s.Act == act && s.Phase == engine.PhaseTurn && s.Empties < 12+int(seed%7)
			})
			for seat := range players {
				v := NewView(s, seat)
				for round := range 3 {
					var want *engine.State
					var rng, rng2 *rand.Rand
					if round > 0 {
						rng, rng2 = rand.New(rand.NewPCG(seed, uint64(round))), rand.New(rand.NewPCG(seed, uint64(round)))
					}
					want = s.Clone()
					referenceDeal(want, seat, rng)
					into = v.SampleInto(into, &d, rng2)
					got := into
					if g, w := fmt.Sprint(got.Hands, got.Pool, got.PoolTotal), fmt.Sprint(want.Hands, want.Pool, want.PoolTotal); g != w {
						t.Fatalf("%s seed %d seat %d round %d: SampleInto deals %s, the reference %s", name, seed, seat, round, g, w)
					}
					if err := got.Check(); err != nil {
						t.Fatal(err)
					}
					checked++
				}
			}
		}
	}
	if checked < 500 {
		t.Fatalf("only %d deals checked", checked)
	}
}

// sortTiles puts tiles in a fixed order (act, then kind), as d4d93fc did.
func sortTiles(tiles []engine.HandTile) {
	slices.SortFunc(tiles, func(a, b engine.HandTile) int {
		if a.Act != b.Act {
			return a.Act - b.Act
		}
		return int(a.Kind) - int(b.Kind)
	})
}
