package report

import (
	"strings"
	"testing"
)

// play and replay print minus signs as the other commands do, or as "-"
// with --ascii.
func TestGameReportMinus(t *testing.T) {
	rep := &GameReport{
		Order: []string{"brown", "green", "gray"},
		Acts:  []ActReport{{Name: "Act I", Finished: true, Points: map[string]int{"brown": -18, "green": 5, "gray": 0}, Cashed: map[string]int{"brown": -2}}},
		Final: map[string]int{"brown": -18, "green": 5},
	}
	for ascii, want := range map[bool]string{false: "brown −18 (−2 cashed), green +5, gray +0", true: "brown -18 (-2 cashed), green +5, gray +0"} {
		if got := rep.Text(Style{ASCII: ascii}); !strings.Contains(got, want) || strings.Contains(got, "Final:  brown 18") {
			t.Errorf("ascii %v:\n%s\nwant %q", ascii, got, want)
		}
	}
}
