package exact

import (
	"cmp"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"strconv"
)

// Value is an exact rational number: an expected number of points. Values
// in search are small fractions whose denominators are products of pool
// sizes, so 64-bit numerators and denominators suffice; an operation that
// would overflow stops the search with an overflowError instead of rounding.
type Value struct {
	num, den int64 // den > 0, gcd(num, den) == 1
}

// OverflowError is raised (as a panic, recovered where a search starts) when
// exact arithmetic would leave 64 bits.
type OverflowError struct{}

func (OverflowError) Error() string {
	return "exact values outgrew 64-bit fractions; this search is far beyond any limit that could finish"
}

// IntValue is the whole number n.
func IntValue(n int) Value { return Value{num: int64(n), den: 1} }

// Frac is num/den, reduced.
func Frac(num, den int64) Value {
	if den == 0 {
		panic("exact: zero denominator")
	}
	if den < 0 {
		num, den = -num, -den
	}
	g := gcd(abs64(num), den)
	return Value{num: num / g, den: den / g}
}

func (a Value) norm() Value {
	if a.den == 0 {
		return Value{0, 1}
	}
	return a
}

// Num and Den give the reduced fraction.
func (a Value) Num() int64 { return a.norm().num }
func (a Value) Den() int64 { return a.norm().den }

// IsInt reports whether a is a whole number.
func (a Value) IsInt() bool { return a.norm().den == 1 }

// Add returns a + b.
func (a Value) Add(b Value) Value {
	a, b = a.norm(), b.norm()
	if a.den == 1 && b.den == 1 {
		return Value{addChecked(a.num, b.num), 1}
	}
	g := gcd(a.den, b.den)
	// a/ad + b/bd = (a*(bd/g) + b*(ad/g)) / (ad/g*bd)
	n := addChecked(mulChecked(a.num, b.den/g), mulChecked(b.num, a.den/g))
	d := mulChecked(a.den/g, b.den)
	return Frac(n, d)
}

// Neg returns -a.
func (a Value) Neg() Value { a = a.norm(); return Value{-a.num, a.den} }

// Sub returns a - b.
func (a Value) Sub(b Value) Value { return a.Add(b.Neg()) }

// MulInt returns a * n.
func (a Value) MulInt(n int64) Value {
	a = a.norm()
	g := gcd(abs64(n), a.den)
	return Value{mulChecked(a.num, n/g), a.den / g}
}

// DivInt returns a / n, n > 0.
func (a Value) DivInt(n int64) Value {
	a = a.norm()
	g := gcd(abs64(a.num), n)
	return Value{a.num / g, mulChecked(a.den, n/g)}
}

// Cmp compares a and b: -1, 0 or +1.
func (a Value) Cmp(b Value) int {
	a, b = a.norm(), b.norm()
	if a.den == b.den {
		return cmp.Compare(a.num, b.num)
	}
	// Compare a.num*b.den with b.num*a.den in 128 bits.
	return cmp128(a.num, b.den, b.num, a.den)
}

// Less reports a < b.
func (a Value) Less(b Value) bool { return a.Cmp(b) < 0 }

// Float is a's nearest float64, for display and statistics only.
func (a Value) Float() float64 { a = a.norm(); return float64(a.num) / float64(a.den) }

// String writes whole numbers as such and fractions as "7/3".
func (a Value) String() string {
	a = a.norm()
	if a.den == 1 {
		return strconv.FormatInt(a.num, 10)
	}
	return fmt.Sprintf("%d/%d", a.num, a.den)
}

// Decimal writes a with the given number of decimals, exactly rounded,
// marking with "≈" when it is not exact.
func (a Value) Decimal(places int) string {
	a = a.norm()
	r := new(big.Rat).SetFrac64(a.num, a.den)
	s := r.FloatString(places)
	if a.den != 1 {
		exact := new(big.Rat)
		if _, ok := exact.SetString(s); !ok || exact.Cmp(r) != 0 {
			return "≈" + s
		}
	}
	return s
}

// Rat is a as a math/big rational.
func (a Value) Rat() *big.Rat { a = a.norm(); return new(big.Rat).SetFrac64(a.num, a.den) }

func gcd(a, b int64) int64 {
	if a == 0 {
		return max(b, 1)
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func abs64(x int64) int64 {
	if x < 0 {
		if x == math.MinInt64 {
			panic(OverflowError{})
		}
		return -x
	}
	return x
}

func addChecked(a, b int64) int64 {
	s := a + b
	if (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0) {
		panic(OverflowError{})
	}
	return s
}

func mulChecked(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	hi, lo := bits.Mul64(uint64(abs64(a)), uint64(abs64(b)))
	if hi != 0 || lo > math.MaxInt64 {
		panic(OverflowError{})
	}
	if (a < 0) != (b < 0) {
		return -int64(lo)
	}
	return int64(lo)
}

// cmp128 compares a*b with c*d where b and d are positive.
func cmp128(a, b, c, d int64) int {
	sa, sc := a < 0, c < 0
	if sa != sc {
		if sa {
			return -1
		}
		return 1
	}
	h1, l1 := bits.Mul64(uint64(abs64(a)), uint64(b))
	h2, l2 := bits.Mul64(uint64(abs64(c)), uint64(d))
	r := cmp.Compare(h1, h2)
	if r == 0 {
		r = cmp.Compare(l1, l2)
	}
	if sa { // both negative: larger magnitude is smaller
		r = -r
	}
	return r
}

// RecoverOverflow turns an overflow of exact arithmetic into an error.
func RecoverOverflow(err *error) {
	if r := recover(); r != nil {
		if o, ok := r.(OverflowError); ok {
			*err = o
			return
		}
		panic(r)
	}
}
