package position

import (
	"fmt"
	"math/big"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
)

// Limits on what a position file may give. Position
// files are TOML, read up to tomlfile's limits; hands and the pool hold
// no more tiles of a kind than their act's set (see handTile and pool).
const (
	// maxPoints bounds the points a position file gives: a player's
	// [points], the numbers of its claims, and, twice it (a margin is a
	// difference), its answer's values. It is the most a ruleset may let
	// a player score in a game (rulesets refuses more), so that every sum
	// stays exact.
	maxPoints = 1_000_000_000_000
)

// pointsWithin reports n beyond ±limit as a mistake at v, what naming
// the number, and says whether it was within.
func (r *reader) pointsWithin(v *tomlfile.Value, what string, n, limit int64) bool {
	if n < -limit || n > limit {
		r.d.Errorf(v.Pos, "%s must be between %d and %d, not %d", what, -limit, limit, n)
		return false
	}
	return true
}

// tileCount is a tile kind of an act's set.
type tileCount struct {
	act  int
	kind engine.TileKindID
}

// handTile counts a tile read from a hand, refusing it, at v, when the
// hands hold more of its kind than all the acts' sets together have:
// no game could hold them, and a hand could otherwise be as large as the
// file. The first tile too many is reported, once. (Which act's set a
// tile came from is solve's to check, with the pool: test and rulebook
// positions write a kept tile without its act.)
func (r *reader) handTile(v *tomlfile.Value, t engine.HandTile) bool {
	if r.inHands == nil {
		r.inHands = map[tileCount]int{}
	}
	r.inHands[tileCount{t.Act, t.Kind}]++
	all := tileCount{-1, t.Kind} // every act's
	r.inHands[all]++
	sets := 0
	for _, act := range r.p.Rules.Acts {
		sets += act.Tiles[t.Kind]
	}
	n := r.inHands[all]
	if n == sets+1 {
		r.d.Errorf(v.Pos, "the hands hold more than the %d × %s of all the acts' sets", sets, r.p.Rules.Tiles[t.Kind].Token())
	}
	return n <= sets
}

// poolWithin refuses a pool count n of kind k, written at v, beyond what
// the act's set leaves once the hands have their tiles of this act, as
// Puzzle does for a position made in memory.
func (r *reader) poolWithin(v *tomlfile.Value, k engine.TileKindID, n int64) bool {
	p := r.p
	act := p.Rules.Acts[p.Act]
	inHands := r.inHands[tileCount{p.Act, k}]
	switch {
	case n > int64(act.Tiles[k]):
		r.d.Errorf(v.Pos, "the pool holds %d × %s, but %s's set has %d: a pool holds only tiles of its own act", n, p.Rules.Tiles[k].Token(), act.Name, act.Tiles[k])
	case int(n)+inHands > act.Tiles[k]:
		r.d.Errorf(v.Pos, "the pool holds %d × %s and the hands %d more from %s, whose set has %d", n, p.Rules.Tiles[k].Token(), inHands, act.Name, act.Tiles[k])
	default:
		return true
	}
	return false
}

// figureTerms bounds the terms a claim lists: a figure's terms are tiles
// in its lines, so there are fewer than the board has squares.
func (r *reader) figureTerms(v *tomlfile.Value) bool {
	if n, most := len(v.Array), r.p.Board.Geometry.Squares(); n > most {
		r.d.Errorf(v.Pos, "a figure's terms are tiles in its lines, at most %d on this board, not %d", most, n)
		return false
	}
	return true
}

// answerValueWithin refuses an answer's value r, written as text,
// beyond ±2 × maxPoints: no game has such a value, and it may not fit
// the solver's exact values (−9223372036854775808 cannot be negated).
func answerValueWithin(text string, r *big.Rat) error {
	limit := new(big.Rat).SetInt64(2 * maxPoints)
	if new(big.Rat).Abs(r).Cmp(limit) > 0 {
		return fmt.Errorf("%s is beyond any game's values, which lie between %d and %d", text, -2*maxPoints, 2*maxPoints)
	}
	return nil
}
