package puzzle_test

import (
	"context"
	"errors"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/solver"
)

// A series cuts each puzzle from the seed after the last one's, as
// puzzle.Endgame would from there, and stops when found says so.
func TestEndgamesSeries(t *testing.T) {
	r, err := rulesets.Load("beowulf")
	if err != nil {
		t.Fatal(err)
	}
	spec := puzzle.EndgameSpec{Ruleset: "beowulf", Rules: r, Players: 2, Empties: 8, EmptyPool: true, Seed: 5, Question: solver.Question{Objective: solver.Margin}, Make: players.Make}
	var cuts []puzzle.Cut
	if err := puzzle.Endgames(context.Background(), spec, nil, 3, nil, func(c puzzle.Cut) bool { cuts = append(cuts, c); return true }); err != nil {
		t.Fatal(err)
	}
	if len(cuts) != 3 {
		t.Fatalf("%d puzzles, want 3", len(cuts))
	}
	from := spec.Seed
	for i, c := range cuts {
		one := spec
		one.Seed = from
		p, seed, err := puzzle.Endgame(context.Background(), one)
		if err != nil {
			t.Fatal(err)
		}
		if seed != c.Seed || string(position.Format(p)) != string(position.Format(c.Puzzle)) {
			t.Errorf("puzzle %d: seed %d, but puzzle.Endgame from seed %d cuts seed %d", i, c.Seed, from, seed)
		}
		if c.Solved != 0 || c.Result != nil || c.Puzzle.Answer != nil {
			t.Errorf("puzzle %d was solved in an unsolved series", i)
		}
		from = c.Seed + 1
	}
	var n int
	if err := puzzle.Endgames(context.Background(), spec, nil, 3, nil, func(puzzle.Cut) bool { n++; return false }); err != nil || n != 1 {
		t.Errorf("found stopped the series, yet it cut %d puzzles (%v)", n, err)
	}
}

// A solved series keeps only puzzles with one clear answer, and says
// why it passed over each seed in between.
func TestEndgamesSolved(t *testing.T) {
	r, err := rulesets.Load("beowulf")
	if err != nil {
		t.Fatal(err)
	}
	spec := puzzle.EndgameSpec{Ruleset: "beowulf", Rules: r, Players: 2, Empties: 6, EmptyPool: true, Seed: 1, Question: solver.Question{Objective: solver.Margin}, Make: players.Make}
	minLead := exact.IntValue(8)
	var passed []uint64
	want := &puzzle.AnswerSpec{Unique: true, MinLead: minLead, Tries: 20, PassedOver: func(seed uint64, why string) { passed = append(passed, seed) }}
	var cuts []puzzle.Cut
	if err := puzzle.Endgames(context.Background(), spec, want, 2, nil, func(c puzzle.Cut) bool { cuts = append(cuts, c); return true }); err != nil {
		t.Fatal(err)
	}
	if len(passed) == 0 {
		t.Fatal("no seed passed over: the test no longer tests passing over")
	}
	seeds := append([]uint64(nil), passed...)
	for _, c := range cuts {
		lead, ok := puzzle.Lead(c.Result)
		if !ok || lead.Less(minLead) || c.Puzzle.Answer == nil || len(c.Puzzle.Answer.Best) != 1 {
			t.Errorf("seed %d kept with lead %v (%v) and answer %+v", c.Seed, lead, ok, c.Puzzle.Answer)
		}
		seeds = append(seeds, c.Seed)
	}
	slices.Sort(seeds)
	for i, s := range seeds {
		if s != spec.Seed+uint64(i) {
			t.Fatalf("seeds kept or passed over %v, want each seed from %d on once", seeds, spec.Seed)
		}
	}
	if got := cuts[0].Solved + cuts[1].Solved; got != len(seeds) {
		t.Errorf("solved %d puzzles in all, for %d seeds", got, len(seeds))
	}
}

// A puzzle that is the same position as one cut before is passed over,
// and a series that can only repeat itself ends with an error. Without
// a starting hand, an act's first turn depends on the seed only through
// who starts, so with two players seed 3 repeats seed 1.
func TestEndgamesSkipsRepeats(t *testing.T) {
	src, err := os.ReadFile("../rulesets/testdata/valid/minimal.toml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rulesets.Parse("minimal.toml", []byte(strings.Replace(string(src), "hand = 1", "hand = 0", 1)))
	if err != nil {
		t.Fatal(err)
	}
	start, err := engine.NewGame(r, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	spec := puzzle.EndgameSpec{Ruleset: "minimal", Rules: r, Players: 2, Empties: start.Empties, Seed: 1, Question: solver.Question{Objective: solver.Margin}, Make: players.Make}
	var seeds []uint64
	if err := puzzle.Endgames(context.Background(), spec, nil, 2, nil, func(c puzzle.Cut) bool { seeds = append(seeds, c.Seed); return true }); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(seeds, []uint64{1, 2}) {
		t.Fatalf("seeds %v, want [1 2]", seeds)
	}
	err = puzzle.Endgames(context.Background(), spec, nil, 3, nil, func(puzzle.Cut) bool { return true })
	if err == nil || !strings.Contains(err.Error(), "already cut") {
		t.Errorf("a third puzzle of two possible: %v", err)
	}
}

// The last seeds there are cut puzzles like any other, and a series that
// needs more than are left says so.
func TestEndgamesLastSeeds(t *testing.T) {
	r, err := rulesets.Load("beowulf")
	if err != nil {
		t.Fatal(err)
	}
	spec := puzzle.EndgameSpec{Ruleset: "beowulf", Rules: r, Players: 2, Empties: 8, EmptyPool: true, Seed: math.MaxUint64 - 1, Question: solver.Question{Objective: solver.Margin}, Make: players.Make}
	var seeds []uint64
	if err := puzzle.Endgames(context.Background(), spec, nil, 2, nil, func(c puzzle.Cut) bool { seeds = append(seeds, c.Seed); return true }); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(seeds, []uint64{math.MaxUint64 - 1, math.MaxUint64}) {
		t.Fatalf("seeds %v, want the last two", seeds)
	}
	err = puzzle.Endgames(context.Background(), spec, nil, 3, nil, func(puzzle.Cut) bool { return true })
	if err == nil || !strings.Contains(err.Error(), "seeds ran out") {
		t.Errorf("a third puzzle after the last seed: %v", err)
	}
	spec.Empties = 31 // never reached: the board has 30 squares
	spec.Seed = math.MaxUint64 - 2
	_, _, err = puzzle.Endgame(context.Background(), spec)
	if err == nil || !strings.Contains(err.Error(), "to the last seed there is") {
		t.Errorf("no game from the last seeds on: %v", err)
	}
}

// An interrupt while a puzzle is being looked for ends the series with
// puzzle.ErrInterrupted, after the puzzles already found.
func TestEndgamesInterrupted(t *testing.T) {
	r, err := rulesets.Load("beowulf")
	if err != nil {
		t.Fatal(err)
	}
	spec := puzzle.EndgameSpec{Ruleset: "beowulf", Rules: r, Players: 2, Empties: 6, EmptyPool: true, Seed: 1, Question: solver.Question{Objective: solver.Margin}, Make: players.Make}
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	want := &puzzle.AnswerSpec{Tries: 50}
	var seeds []uint64
	err = puzzle.Endgames(ctx, spec, want, 5, nil, func(c puzzle.Cut) bool {
		seeds = append(seeds, c.Seed)
		if len(seeds) == 2 {
			stop()
		}
		return true
	})
	if !errors.Is(err, puzzle.ErrInterrupted) || len(seeds) != 2 {
		t.Errorf("interrupted after 2 puzzles: %d found, error %v", len(seeds), err)
	}
}

// Cancelling ends a series between games, solved or not; accept is asked
// about each seed before its puzzle is solved, and its error ends the
// series.
func TestEndgamesStopAndAccept(t *testing.T) {
	r, err := rulesets.Load("beowulf")
	if err != nil {
		t.Fatal(err)
	}
	cancelled, stop := context.WithCancel(context.Background())
	stop()
	spec := puzzle.EndgameSpec{Ruleset: "beowulf", Rules: r, Players: 2, Empties: 6, EmptyPool: true, Seed: 1, Question: solver.Question{Objective: solver.Margin}, Make: players.Make}
	if err := puzzle.Endgames(cancelled, spec, nil, 2, nil, func(puzzle.Cut) bool { t.Error("a puzzle found after the stop"); return true }); !errors.Is(err, puzzle.ErrInterrupted) {
		t.Errorf("stopped before the first game: %v", err)
	}
	taken := errors.New("taken")
	var asked []uint64
	accept := func(seed uint64) error {
		asked = append(asked, seed)
		if seed == 2 {
			return taken
		}
		return nil
	}
	var solved []uint64
	want := &puzzle.AnswerSpec{Tries: 5, PassedOver: func(seed uint64, _ string) { solved = append(solved, seed) }}
	err = puzzle.Endgames(context.Background(), spec, want, 3, accept, func(c puzzle.Cut) bool { solved = append(solved, c.Seed); return true })
	if !errors.Is(err, taken) || !slices.Equal(asked, []uint64{1, 2}) || !slices.Equal(solved, []uint64{1}) {
		t.Errorf("accept refusing seed 2: error %v, asked %v, solved %v", err, asked, solved)
	}
}

// Games that reach the count but give no puzzle the question can ask say
// why, rather than that no game reached the count.
func TestEndgameSaysWhyNoPuzzle(t *testing.T) {
	r, err := rulesets.Load("beowulf")
	if err != nil {
		t.Fatal(err)
	}
	spec := puzzle.EndgameSpec{Ruleset: "beowulf", Rules: r, Players: 3, Empties: 6, EmptyPool: true, Seed: 1, Question: solver.Question{Objective: solver.Margin}, Make: players.Make}
	_, _, err = puzzle.Endgame(context.Background(), spec)
	want := "games from seed 1 on reached 6 empty squares in Act I, but gave no puzzle; the last was refused: a margin puzzle is for two players, not 3"
	if err == nil || err.Error() != want {
		t.Errorf("puzzle.Endgame of a 3-player margin puzzle: %v", err)
	}
}

// A series asked for themes keeps only puzzles whose answer turns on each
// of them, and writes the themes found into every answer; one asked for
// a rating rates each puzzle with the rungs, keeps those rated within the
// range and writes the rating and the most tempting wrong move into the
// answer, and says what it asked for when none fits.
func TestEndgamesThemesAndRating(t *testing.T) {
	r, err := rulesets.Load("beowulf")
	if err != nil {
		t.Fatal(err)
	}
	spec := puzzle.EndgameSpec{Ruleset: "beowulf", Rules: r, Players: 2, Empties: 6, EmptyPool: true, Seed: 40, Question: solver.Question{Objective: solver.Margin}, Make: players.Make}
	var why []string
	want := &puzzle.AnswerSpec{Tries: 20, Themes: []puzzle.Theme{puzzle.Split}, PassedOver: func(_ uint64, w string) { why = append(why, w) }}
	var cuts []puzzle.Cut
	if err := puzzle.Endgames(context.Background(), spec, want, 1, nil, func(c puzzle.Cut) bool { cuts = append(cuts, c); return true }); err != nil {
		t.Fatal(err)
	}
	if len(why) == 0 || !strings.Contains(why[0], "does not turn on split") {
		t.Fatalf("passed over %q, want puzzles without split passed over first", why)
	}
	a := cuts[0].Puzzle.Answer
	if !slices.Contains(a.Themes, "split") {
		t.Errorf("kept a puzzle whose answer has themes %q, without split", a.Themes)
	}
	s, _, err := cuts[0].Puzzle.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	for _, th := range puzzle.FindThemes(s, cuts[0].Result) {
		found = append(found, string(th))
	}
	if !slices.Equal(a.Themes, found) {
		t.Errorf("the answer's themes %q, the puzzle's %q", a.Themes, found)
	}

	// random finds the best move in some tries; greedy, rated 1000 here,
	// in some puzzles: every puzzle is rated within 0 to 1200.
	rungs := []puzzle.Rung{
		{Name: "random", Elo: 0, Tries: 8, Make: func(seed uint64) (play.Player, error) { return players.New("random", seed) }},
		{Name: "greedy", Elo: 1000, Tries: 1, Make: func(seed uint64) (play.Player, error) { return players.New("greedy", seed) }},
	}
	spec.Seed = 1
	for _, rr := range []puzzle.RatingRange{{Min: 0, Max: 499}, {Min: 500, Max: 1200}} {
		want := &puzzle.AnswerSpec{Unique: true, MinLead: exact.IntValue(3), Tries: 30, Rungs: rungs, Rating: &rr}
		cuts = cuts[:0]
		if err := puzzle.Endgames(context.Background(), spec, want, 1, nil, func(c puzzle.Cut) bool { cuts = append(cuts, c); return true }); err != nil {
			t.Fatalf("rating %v: %v", rr, err)
		}
		a := cuts[0].Puzzle.Answer
		if a.Rating == nil || !rr.Holds(*a.Rating) {
			t.Errorf("rating %v: kept a puzzle rated %v", rr, a.Rating)
		}
		if a.Tempting != nil && slices.ContainsFunc(a.Best, func(m position.AnswerMove) bool { return m.Text == a.Tempting.Text }) {
			t.Errorf("rating %v: the tempting move %s is a best move", rr, a.Tempting.Text)
		}
	}
	want = &puzzle.AnswerSpec{Unique: true, MinLead: exact.IntValue(3), Tries: 3, Rungs: rungs, Rating: &puzzle.RatingRange{Min: 5000, Max: 6000}}
	err = puzzle.Endgames(context.Background(), spec, want, 1, nil, func(puzzle.Cut) bool { return true })
	if err == nil || !strings.Contains(err.Error(), "was rated 5000 to 6000") {
		t.Errorf("no puzzle rated 5000 to 6000: got %v", err)
	}
}
