package report

import (
	"math"
	"testing"
)

// The least int has no positive counterpart: it is written with one
// minus sign all the same.
func TestNumLeastInt(t *testing.T) {
	for ascii, want := range map[bool]string{false: "−9223372036854775808", true: "-9223372036854775808"} {
		if got := (Style{ASCII: ascii}).Num(math.MinInt64); got != want {
			t.Errorf("ascii %v: %s, want %s", ascii, got, want)
		}
	}
}
