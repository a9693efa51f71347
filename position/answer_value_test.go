package position

import (
	"testing"

	"github.com/sagatools/saga/exact"
)

// Values are read exactly as integers and fractions, and as decimals
// that hold for every value rounding to them.
func TestAnswerValues(t *testing.T) {
	for _, c := range []struct {
		text  string
		holds []exact.Value
		fails []exact.Value
	}{
		{"20", []exact.Value{exact.IntValue(20)}, []exact.Value{exact.Frac(201, 10)}},
		{"−20", []exact.Value{exact.IntValue(-20)}, []exact.Value{exact.IntValue(20)}},
		{"+37/3", []exact.Value{exact.Frac(37, 3)}, []exact.Value{exact.Frac(12, 1)}},
		{"12.33", []exact.Value{exact.Frac(37, 3), exact.Frac(1233, 100)}, []exact.Value{exact.Frac(1234, 100)}},
		{"012.5", []exact.Value{exact.Frac(25, 2)}, []exact.Value{exact.IntValue(12)}},
		{"-0.50", []exact.Value{exact.Frac(-1, 2)}, []exact.Value{exact.Frac(1, 2)}},
		{"-0.00", []exact.Value{exact.Frac(-1, 300), exact.Frac(1, 300), exact.IntValue(0)}, []exact.Value{exact.Frac(-1, 100)}},
		{"0.00", []exact.Value{exact.Frac(-1, 300)}, []exact.Value{exact.Frac(1, 100)}},
		{"0.5", []exact.Value{exact.Frac(1, 2), exact.Frac(11, 20), exact.Frac(9, 20)}, []exact.Value{exact.Frac(56, 100)}},
	} {
		v, err := ParseAnswerValue(c.text)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		for _, x := range c.holds {
			if !v.Holds(x) {
				t.Errorf("%q does not hold for %v", c.text, x)
			}
		}
		for _, x := range c.fails {
			if v.Holds(x) {
				t.Errorf("%q holds for %v", c.text, x)
			}
		}
	}
	for _, bad := range []string{"", "-", "1/0", "1.", ".5", "3/4/5", "1e3", "--2", "0.1234567891", "99999999999999999999"} {
		if _, err := ParseAnswerValue(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
