package puzzles

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

// An answer's value is refused past ±2×10^12, however it is written,
// rather than make the solver's exact values overflow.
func TestAnswerValueLimit(t *testing.T) {
	for text, ok := range map[string]bool{
		"2000000000000":         true,
		"-2000000000000":        true,
		"2000000000001":         false,
		"-9223372036854775808":  false,
		"4000000000001/2":       false,
		"4000000000000/2":       true,
		"-2000000000000.5":      false,
		"1/9223372036854775807": true,
	} {
		if _, err := parseAnswerValue(text); (err == nil) != ok {
			t.Errorf("%s: %v", text, err)
		}
	}
}
