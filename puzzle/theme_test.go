package puzzle_test

import (
	"context"
	"slices"
	"testing"

	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/solver"
)

// Themes found on bench and library puzzles whose answers turn on them:
// a Treasure cashed, a Good Counsel moving a figure, a Gorge cutting an
// opponent's line, a negative tile laid where an opponent's figure sees
// it, a figure placed while tiles could be played.
func TestFindThemes(t *testing.T) {
	for _, c := range []struct {
		file string
		want []puzzle.Theme
	}{
		{"../puzzles/bench/beowulf-3p-det-04.toml", []puzzle.Theme{puzzle.Cash, puzzle.Timing}},
		{"../puzzles/bench/beowulf-2p-chance-04.toml", []puzzle.Theme{puzzle.MoveFigure}},
		{"../puzzles/library/beowulf-3p-paranoid-06.toml", []puzzle.Theme{puzzle.Split}},
		{"../puzzles/library/beowulf-2p-06.toml", []puzzle.Theme{puzzle.Peril}},
		{"../puzzles/library/kingdoms-solo-10.toml", []puzzle.Theme{puzzle.Timing}},
	} {
		p, _, err := position.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		s, q, err := p.Puzzle()
		if err != nil {
			t.Fatal(err)
		}
		res, err := solver.Solve(context.Background(), s, q, solver.Options{})
		if err != nil || !res.Exact {
			t.Fatalf("%s: %v", c.file, err)
		}
		if got := puzzle.FindThemes(s, res); !slices.Equal(got, c.want) {
			t.Errorf("%s (best %s): themes %v, want %v", c.file, s.Notation(res.Moves[0].Move), got, c.want)
		}
	}
}

// Every theme is described for the reader.
func TestThemesDescribed(t *testing.T) {
	for _, th := range puzzle.Themes() {
		if th.Describe() == string(th) {
			t.Errorf("theme %s has no description", th)
		}
	}
}
