package position

import (
	"testing"
)

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
		if _, err := ParseAnswerValue(text); (err == nil) != ok {
			t.Errorf("%s: %v", text, err)
		}
	}
}
