package exact

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// Value arithmetic agrees with math/big on random fractions.
func TestValueMatchesBigRat(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	frac := func() (Value, *big.Rat) {
		n, d := rng.Int64N(2001)-1000, rng.Int64N(500)+1
		return Frac(n, d), big.NewRat(n, d)
	}
	for range 20000 {
		a, ra := frac()
		b, rb := frac()
		if got, want := a.Add(b).Rat(), new(big.Rat).Add(ra, rb); got.Cmp(want) != 0 {
			t.Fatalf("%v + %v = %v, want %v", a, b, got, want)
		}
		if got, want := a.Sub(b).Rat(), new(big.Rat).Sub(ra, rb); got.Cmp(want) != 0 {
			t.Fatalf("%v - %v = %v, want %v", a, b, got, want)
		}
		n := rng.Int64N(41) - 20
		if got, want := a.MulInt(n).Rat(), new(big.Rat).Mul(ra, big.NewRat(n, 1)); got.Cmp(want) != 0 {
			t.Fatalf("%v * %d = %v, want %v", a, n, got, want)
		}
		if n > 0 {
			if got, want := a.DivInt(n).Rat(), new(big.Rat).Quo(ra, big.NewRat(n, 1)); got.Cmp(want) != 0 {
				t.Fatalf("%v / %d = %v, want %v", a, n, got, want)
			}
		}
		if got, want := a.Cmp(b), ra.Cmp(rb); got != want {
			t.Fatalf("cmp(%v, %v) = %d, want %d", a, b, got, want)
		}
	}
}

func TestValueZeroAndString(t *testing.T) {
	var zero Value
	if zero.Cmp(IntValue(0)) != 0 || zero.String() != "0" || !zero.IsInt() {
		t.Error("the zero Value must be 0")
	}
	if s := Frac(14, -6).String(); s != "-7/3" {
		t.Errorf("Frac(14, -6) = %s, want -7/3", s)
	}
	if s := Frac(7, 3).Decimal(3); s != "≈2.333" {
		t.Errorf("Decimal = %s", s)
	}
	if s := Frac(5, 4).Decimal(2); s != "1.25" {
		t.Errorf("Decimal = %s", s)
	}
}

func TestValueOverflowPanicsWithOverflowError(t *testing.T) {
	defer func() {
		if _, ok := recover().(OverflowError); !ok {
			t.Error("want an overflowError panic")
		}
	}()
	big := Frac(1<<62, 1)
	big.Add(big).Add(big)
}
