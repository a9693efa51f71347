package report

import (
	"strings"
	"testing"

	"github.com/sagatools/saga/tournament"
)

// Times are written to three figures in the unit that suits them.
func TestSeconds(t *testing.T) {
	for x, want := range map[float64]string{
		0:          "0 s",
		58e-9:      "58.0 ns",
		251.4e-9:   "251 ns",
		17.44e-6:   "17.4 µs",
		999.7e-6:   "1.00 ms",
		1.794e-3:   "1.79 ms",
		0.7481:     "748 ms",
		2.049:      "2.05 s",
		125.6:      "126 s",
		9.996:      "10.0 s",
		0.00999949: "10.0 ms",
	} {
		if got := Seconds(x); got != want {
			t.Errorf("Seconds(%v) = %q, want %q", x, got, want)
		}
	}
}

// A tournament's text writes ratings below the anchor with the style's
// minus sign, and says when a run stopped before any game.
func TestTournamentTextMinus(t *testing.T) {
	sum := &tournament.Summary{
		Ruleset: "beowulf", Seats: 2, Players: []string{"greedy", "random"}, GamesPerTable: 2, Tables: 1, Scheduled: 2, Games: 2,
		FirstSeed: 1, LastSeed: 1, Anchor: "greedy",
		Ratings: []tournament.Rating{{Player: "greedy", Games: 2, Score: 1}, {Player: "random", Elo: -331.2, Low: -900.6, High: 238, Games: 2}},
	}
	for ascii, want := range map[bool]string{false: "random  −331  −901 to +238", true: "random  -331  -901 to +238"} {
		if got := TournamentText(sum, Style{ASCII: ascii}); !strings.Contains(got, want) {
			t.Errorf("ascii %v:\n%s\nwant %q", ascii, got, want)
		}
	}
	sum.Games, sum.Ratings = 0, nil
	if got := TournamentText(sum, Style{}); !strings.Contains(got, "Stopped before any game finished.") || strings.Contains(got, "Ratings") {
		t.Errorf("no games:\n%s", got)
	}
}
