package rulesets

import (
	"cmp"
	"maps"
	"math"
	"slices"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
)

// Limits on the numbers a ruleset may give. They are far beyond any game
// of the family (values −6 to +6, ranks 1 to 4, a doubling Gold Mine) and
// keep every score an exact integer: the engine counts points in machine
// integers, and a simulation adds up a million games of them.
const (
	maxTileValue   = 99
	maxRank        = 99
	maxRankAmount  = 99
	maxMultiply    = 9
	maxCashPoints  = 999
	maxStartPoints = 1_000_000
	maxActs        = 12
	// maxFigureCount bounds the figures of a kind a player owns, and
	// maxHand the tiles a hand is dealt: a board has at most 26 × 26
	// squares.
	maxFigureCount = 99
	maxHand        = 99
	// maxExtends bounds a chain of extends: a variant of a variant of
	// ..., 16 files in all. Each may be as large as tomlfile reads.
	maxExtends = 16
	// maxGamePoints bounds what one player could score in a whole game,
	// reckoned from the ruleset's worst case.
	maxGamePoints = 1e12 // 10^12, as messages say
)

// within reports v outside lo..hi as a mistake and says whether it was in.
func (dec *decoder) within(v *tomlfile.Value, what string, n, lo, hi int) bool {
	if n < lo || n > hi {
		dec.errorf(v, "%s must be between %d and %d, not %d", what, lo, hi, n)
		return false
	}
	return true
}

// checkScoreBound refuses a ruleset whose numbers, each within its limit,
// could still together give scores too big to count exactly: line
// multipliers multiply each other, so a few tiles of a large factor in
// one line are enough. The bound is a worst case, not a game that can
// happen: every figure sees two full lines of the largest value, at the
// highest rank the tiles can give, times every multiplier that fits in
// its lines.
func (dec *decoder) checkScoreBound() {
	r := dec.rules
	if len(r.Acts) == 0 || len(r.Figures) == 0 {
		return
	}
	total := float64(r.StartPoints)
	if total < 0 {
		total = -total
	}
	for _, act := range r.Acts {
		if act.Board == nil {
			return
		}
		total += dec.actBound(act)
	}
	if total <= maxGamePoints {
		return
	}
	// With every number within its limit and at most maxActs acts, ranks
	// and values alone stay below the limit (about 2.4e11 at worst, which
	// TestScoreBoundWithoutMultipliers accepts): multipliers went past it.
	if at, ok := dec.largestMultiplier(); ok {
		dec.d.Errorf(at, "scores could reach about %.1e points in a game, more than the 10^12 saga counts exactly: line multipliers multiply each other, so use smaller factors or fewer such tiles", total)
		return
	}
	dec.d.Errorf(tomlfile.Pos{File: dec.file}, "scores could reach about %.1e points in a game, more than the 10^12 saga counts exactly", total)
}

// largestMultiplier is where the largest line multiplier that the acts'
// tiles carry is written: in the file given rather than one it extends,
// and the first there, so that the same file always gets the same message.
func (dec *decoder) largestMultiplier() (tomlfile.Pos, bool) {
	r := dec.rules
	used := map[engine.AbilityID]bool{}
	for _, act := range r.Acts {
		for k, n := range dec.tilesReaching(act) {
			if t := r.Tiles[k]; n > 0 && t.Ability != engine.NoAbility {
				used[t.Ability] = true
			}
		}
	}
	var best tomlfile.Pos
	worst, found := 0, false
	for _, id := range slices.Sorted(maps.Keys(used)) {
		at, ok := dec.multiplyAt[id]
		m := abs(r.Abilities[id].Multiply)
		if !ok || m <= 1 {
			continue
		}
		if !found || m > worst || m == worst && dec.before(at, best) {
			best, worst, found = at, m, true
		}
	}
	return best, found
}

// before orders two places for blame: as blame does by file, then by
// line and column.
func (dec *decoder) before(a, b tomlfile.Pos) bool {
	if ra, rb := dec.fileRank(a), dec.fileRank(b); ra != rb {
		return ra < rb
	}
	if a.File != b.File {
		return a.File < b.File
	}
	return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
}

// actBound is the most one player could score in act: every square a
// figure scoring the worst case, plus every square a tile cashed for the
// most points.
func (dec *decoder) actBound(act engine.Act) float64 {
	r := dec.rules
	g := act.Board
	line := float64(max(g.Width, g.Height) - 1) // other squares in a line
	reach := int(2 * line)                      // squares in a figure's two lines
	var values, factors, ranks []int
	cash := 0
	for k, n := range dec.tilesReaching(act) {
		t := r.Tiles[k]
		if n == 0 {
			continue
		}
		values = append(values, abs(t.Value))
		for _, points := range t.Params {
			cash = max(cash, abs(points))
		}
		if a := r.AbilityOf(engine.TileKindID(k)); a != nil {
			for range min(n, reach) {
				if abs(a.Multiply) > 1 {
					factors = append(factors, abs(a.Multiply))
				}
				if a.AddRank.Amount != 0 {
					ranks = append(ranks, abs(a.AddRank.Amount))
				}
			}
		}
	}
	rank := 0
	for _, f := range r.Figures {
		rank = max(rank, f.Rank)
	}
	multiplier := float64(rank) + sumLargest(ranks, reach+8) // 8: the neighbours
	factor := 1.0
	slices.SortFunc(factors, func(a, b int) int { return cmp.Compare(b, a) })
	for _, f := range factors[:min(len(factors), reach)] {
		factor *= float64(f)
	}
	figure := multiplier * 2 * line * float64(slices.Max(append(values, 0))) * factor
	squares := float64(len(g.Initial))
	return squares * math.Max(figure, float64(cash))
}

// tilesReaching counts, by kind, the tiles that can lie on act's board:
// the tile sets of every act, since hands may carry tiles from act to act,
// and the features printed on the board.
func (dec *decoder) tilesReaching(act engine.Act) []int {
	n := make([]int, len(dec.rules.Tiles))
	for _, a := range dec.rules.Acts {
		for k, c := range a.Tiles {
			n[k] += c
		}
	}
	for _, c := range act.Board.Initial {
		if c.HasTileKind() {
			n[c.TileKind()]++
		}
	}
	return n
}

// sumLargest adds up the n largest of xs.
func sumLargest(xs []int, n int) float64 {
	slices.SortFunc(xs, func(a, b int) int { return cmp.Compare(b, a) })
	sum := 0.0
	for _, x := range xs[:min(len(xs), n)] {
		sum += float64(x)
	}
	return sum
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
