package solver

import (
	"math"
	"math/bits"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
)

// value is an exact number of points as the search counts them: an
// integer number of 1/den points, den being the search's common
// denominator (scale). Expected values are weighted averages over draws,
// each a fraction whose denominator is the number of tiles in the pool;
// along any line of play the pool only shrinks, one tile per draw, so the
// product of the pool sizes met on the way divides N!/(N-m)!, N the pool
// at the root and m the most draws a line can hold. Counting in units of
// that product makes every value of the search a whole number: adding,
// comparing and averaging them are machine operations, with no fraction
// to reduce.
type value int64

// gains is every seat's gains, in the search's units.
type gains [engine.MaxSeats]value

// scale is the search's common denominator.
type scale struct {
	den int64
}

// valueRoom is the largest magnitude the search's arithmetic may meet:
// sums of weights times values stay below it, far from overflow.
const valueRoom = 1 << 61

// newScale finds the common denominator of a search from s whose gains
// lie within [lo, hi] for every seat: pool!/(pool-draws)!, where draws
// bounds the draws still to come. It reports false when values of that
// size could outgrow 64 bits.
func newScale(s *engine.State, lo, hi *[engine.MaxSeats]int) (scale, bool) {
	n := int64(s.PoolTotal)
	den := int64(1)
	for k := n; k > n-int64(drawBound(s)); k-- {
		hi, lo := bits.Mul64(uint64(den), uint64(k))
		if hi != 0 || lo > math.MaxInt64 {
			return scale{}, false
		}
		den = int64(lo)
	}
	// The largest magnitude a scalar of gains reaches (a margin is a
	// difference of two seats' gains), with room for the windows just
	// outside it, times the most any weighted sum multiplies it by.
	span := int64(2)
	for p := range s.Players {
		span += int64(max(abs(lo[p]), abs(hi[p])))
	}
	span *= 2
	h, l := bits.Mul64(uint64(den), uint64(span))
	if h != 0 || l >= valueRoom/uint64(max(n, 1)) {
		return scale{}, false
	}
	return scale{den: den}, true
}

// drawBound is the most draws any line of play from s can still hold:
// every draw takes a tile from the pool.
func drawBound(s *engine.State) int { return s.PoolTotal }

// points is n whole points in the scale's units.
func (sc scale) points(n int) value { return value(int64(n) * sc.den) }

// exact is v as an exact fraction.
func (sc scale) exact(v value) exact.Value { return exact.Frac(int64(v), sc.den) }

// exactGains is g as exact fractions, for the seats of s.
func (sc scale) exactGains(g *gains, players int) exact.Gains {
	var out exact.Gains
	for p := range players {
		out[p] = sc.exact(g[p])
	}
	return out
}

// average is sum/total for a chance node: sum is Σ weight × value over
// its outcomes, which the common denominator makes divisible by the
// pool's total. A remainder means a line held more draws than drawBound
// allowed for, which is a bug.
func average(sum value, total int64) value {
	q, r := int64(sum)/total, int64(sum)%total
	if r != 0 {
		panic("solver: a chance node's expectation is not a whole number of units")
	}
	return value(q)
}

// floorDiv is ⌊a/b⌋ for b > 0, and ceilDiv ⌈a/b⌉.
func floorDiv(a value, b int64) value {
	q := int64(a) / b
	if int64(a)%b != 0 && a < 0 {
		q--
	}
	return value(q)
}

func ceilDiv(a value, b int64) value {
	q := int64(a) / b
	if int64(a)%b != 0 && a > 0 {
		q++
	}
	return value(q)
}
