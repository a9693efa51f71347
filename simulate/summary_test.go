package simulate

import (
	"bytes"
	"encoding/csv"
	"encoding/xml"
	"io"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.Abs(got-want) > tol {
		t.Errorf("%s = %.6g, want %.6g", what, got, want)
	}
}

// Reference values from textbook formulas, worked by hand.
func TestStatistics(t *testing.T) {
	iv := wilson(50, 100)
	near(t, "wilson(50,100).Low", iv.Low, 0.4038, 1e-4)
	near(t, "wilson(50,100).High", iv.High, 0.5962, 1e-4)
	iv = wilson(0, 10)
	near(t, "wilson(0,10).Low", iv.Low, 0, 1e-12)
	near(t, "wilson(0,10).High", iv.High, 0.2775, 1e-4)

	iv = meanInterval([]float64{1, 2, 3, 4, 5})
	near(t, "mean", iv.Estimate, 3, 1e-12)
	near(t, "mean low", iv.Low, 1.0368, 1e-4) // 3 − 2.7764 × 1.5811 / √5
	near(t, "mean high", iv.High, 4.9632, 1e-4)

	chi2, p := uniformTest([]float64{50, 50, 50})
	near(t, "chi2 of equal counts", chi2, 0, 1e-12)
	near(t, "p of equal counts", p, 1, 1e-12)
	chi2, p = uniformTest([]float64{60, 40})
	near(t, "chi2 60/40", chi2, 4, 1e-12)
	near(t, "p 60/40", p, 0.0455, 1e-4)

	d := meanDifference("x", []float64{1, 2, 3, 4, 5}, []float64{2, 4, 6, 8, 10})
	near(t, "Welch change", d.Change, 3, 1e-12)
	near(t, "Welch p", *d.P, 0.1075, 5e-4) // t = 1.897, df = 5.88
	if d.Interval.Low >= 0 || d.Interval.High <= 3 {
		t.Errorf("Welch interval %v should contain 0 and 3", d.Interval)
	}
	d = shareDifference("x", 60, 100, 40, 100)
	near(t, "share change", d.Change, -0.2, 1e-12)
	near(t, "share p", *d.P, 0.00468, 5e-5) // z = 2.828
	// One game a side: the means, but nothing to test them by.
	d = meanDifference("x", []float64{3}, []float64{5})
	if d.Base != 3 || d.Other != 5 || d.Change != 2 || d.Interval != nil || d.P != nil {
		t.Errorf("difference of one game each: %+v", d)
	}

	dist := describe([]float64{5, 1, 4, 2, 3})
	want := Distribution{N: 5, Mean: 3, SD: math.Sqrt(2.5), Min: 1, P5: 1, P25: 2, Median: 3, P75: 4, P95: 5, Max: 5}
	if diff := cmp.Diff(want, dist, cmp.Comparer(func(a, b float64) bool { return math.Abs(a-b) < 1e-9 })); diff != "" {
		t.Errorf("describe (-want +got):\n%s", diff)
	}
}

// syntheticRun is a run of four made-up two-player Beowulf games: seat 0
// starts games 0 and 2, seat 1 games 1 and 3; game 3 is a shared win.
func syntheticRun(t *testing.T) *Run {
	r := fixture.Rules(t, "beowulf")
	treasure, _ := tileKind(r, "+1T")
	temptation, _ := tileKind(r, "-2TE")
	horn, _ := tileKind(r, "H")
	act := func(first, a, b int) Act { return Act{First: first, Scored: []int{a, b}, Cashed: []int{0, 0}} }
	games := []Game{
		{Final: []int{120, 100}, Winners: []int{0}, Decisions: 50},
		{Final: []int{90, 130}, Winners: []int{1}, Decisions: 60},
		{Final: []int{150, 80}, Winners: []int{0}, Decisions: 40},
		{Final: []int{110, 110}, Winners: []int{0, 1}, Decisions: 55},
	}
	for i := range games {
		g := &games[i]
		g.Index, g.Seed, g.First = i, uint64(7+i), i%2
		g.Acts = []Act{act(1, 10, 20), act(i%2, 1, 2), act(0, 3, 4)}
	}
	games[0].Plays = []TilePlay{{Kind: treasure, Mode: engine.CashPlay, Count: 1}, {Kind: treasure, Mode: engine.PlacePlay, Count: 2}}
	games[2].Plays = []TilePlay{{Kind: treasure, Mode: engine.CashPlay, Count: 1}}
	games[1].Options = []TileOption{{Kind: temptation, After: engine.RemoveAfter, Offered: 4, Taken: 1}}
	games[0].Acts[0].Effects = []Effect{{Kind: horn, Change: []int{4, -2}, ChangesWinner: true}}
	games[1].Acts[2].Effects = []Effect{{Kind: horn, Change: []int{0, 0}}}
	return &Run{Rules: r, Options: Options{AI: []string{"greedy", "random"}, Names: []string{"brown", "green"}, Games: 5, Seed: 7, First: Rotate}, Played: games}
}

func TestSummarize(t *testing.T) {
	run := syntheticRun(t)
	sum := Summarize(run)
	if sum.Games != 4 || sum.Asked != 5 || sum.FirstSeed != 7 || sum.First != "" {
		t.Errorf("heading: %d of %d games from %d, first %q", sum.Games, sum.Asked, sum.FirstSeed, sum.First)
	}
	// The starter won games 0 to 2 and shared game 3.
	near(t, "1st wins", sum.Positions[0].Wins, 3.5, 1e-12)
	near(t, "2nd wins", sum.Positions[1].Wins, 0.5, 1e-12)
	near(t, "1st mean final", sum.Positions[0].Final.Estimate, (120+130+150+110)/4.0, 1e-12)
	near(t, "1st mean Act I", sum.Positions[0].ActMeans[0], (10+20+10+20)/4.0, 1e-12)
	near(t, "shared wins", sum.Balance.SharedWins, 0.25, 1e-12)
	near(t, "fair", sum.Balance.Fair, 0.5, 1e-12)
	// By kind of player: greedy is seat 0 in every game.
	if len(sum.AIs) != 2 || sum.AIs[0].AI != "greedy" {
		t.Fatalf("AIs: %+v", sum.AIs)
	}
	near(t, "greedy wins", sum.AIs[0].Wins, 2.5, 1e-12)
	near(t, "greedy win rate", sum.AIs[0].WinRate.Estimate, 2.5/4, 1e-12)
	near(t, "greedy fair share", sum.AIs[0].Fair, 0.5, 1e-12)
	near(t, "greedy mean", sum.AIs[0].Final.Estimate, (120+90+150+110)/4.0, 1e-12)
	// Margins 20, 40, 70, 0.
	near(t, "mean margin", sum.Margin.Mean, 32.5, 1e-12)
	near(t, "max margin", sum.Margin.Max, 70, 1e-12)
	near(t, "mean decisions", sum.Decisions.Mean, 51.25, 1e-12)
	// Act I's starter (seat 1) gains 10 more than the other; Act II's
	// starters alternate, 1 less and 1 more; Act III's (seat 0) 1 less.
	for a, want := range []float64{10, 0, -1} {
		near(t, sum.Acts[a].Name+" starter's lead", sum.Acts[a].StarterLead.Estimate, want, 1e-12)
	}

	notable := map[string]Notable{}
	for _, n := range sum.Notable {
		notable[n.What] = n
	}
	for what, want := range map[string]Notable{
		"highest final score":      {Seed: 9, First: "brown", Player: "brown", Value: 150},
		"lowest final score":       {Seed: 9, First: "brown", Player: "green", Value: 80},
		"widest winning margin":    {Seed: 9, First: "brown", Player: "brown", Value: 70},
		"narrowest winning margin": {Seed: 10, First: "green", Player: "brown+green", Value: 0}, // a shared win
		"most moves":               {Seed: 8, First: "green", Value: 60},
	} {
		want.What = what
		if diff := cmp.Diff(want, notable[what]); diff != "" {
			t.Errorf("%s (-want +got):\n%s", what, diff)
		}
	}

	tiles := map[string]TileSummary{}
	for _, ts := range sum.Tiles {
		tiles[ts.Tile] = ts
	}
	tr := tiles["+1T"]
	near(t, "treasure plays per game", tr.PlaysPerGame, 1, 1e-12)
	near(t, "treasure games", tr.GamesPlayed, 0.5, 1e-12)
	if diff := cmp.Diff([]Share{{"placed", 0.5, 4}, {"cashed", 0.5, 4}}, tr.Ways); diff != "" {
		t.Errorf("treasure ways (-want +got):\n%s", diff)
	}
	if tr.Scoring != nil {
		t.Errorf("a Treasure has no scoring effect: %+v", tr.Scoring)
	}
	te := tiles["-2TE"]
	if diff := cmp.Diff([]Share{{"removed a tile", 0.25, 4}}, te.Options); diff != "" {
		t.Errorf("temptation options (-want +got):\n%s", diff)
	}
	h := tiles["H"].Scoring
	if h == nil {
		t.Fatal("the Horn has no scoring effect")
	}
	// The Horn is in all three acts' sets: 12 act ends, on the board at 2,
	// changing points at one (|4| and |−2|: 3 a player), and the winner
	// of one game in four.
	want := ScoringEffect{OnBoard: 2.0 / 12, Changed: 0.5, MeanChange: 1.5, WinnerChanged: 0.25}
	if diff := cmp.Diff(want, *h, cmp.Comparer(func(a, b float64) bool { return math.Abs(a-b) < 1e-12 })); diff != "" {
		t.Errorf("horn (-want +got):\n%s", diff)
	}
	if _, ok := tiles["+3"]; ok {
		t.Error("plain tiles are listed")
	}
}

func TestCompareIdenticalRuns(t *testing.T) {
	run := syntheticRun(t)
	c := Compare(run, run)
	if len(c.Differences) != 2+3+3 {
		t.Errorf("%d differences, want 2 positions, 3 measures and 3 acts", len(c.Differences))
	}
	for _, d := range c.Differences {
		if d.Change != 0 || *d.P < 0.999 || d.Base != d.Other {
			t.Errorf("%s: %+v for identical runs", d.What, d)
		}
	}
}

func TestTextAndCSVAndPlot(t *testing.T) {
	run := syntheticRun(t)
	var b bytes.Buffer
	Summarize(run).Text(&b, TextStyle{Play: "saga play --players 2"})
	text := b.String()
	for _, want := range []string{
		"beowulf: 4 games (seeds 7 to 10), 2 players: brown greedy, green random; the first player rotates",
		"Stopped after 4 of the 5 games asked for.",
		"1st       3.5",
		"Shared wins: 25.0% of games.",
		"placed 50.0%, cashed 50.0%",
		"removed a tile in 25.0% of 4 chances",
		"saga play --players 2 --seed 9 --first brown",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}

	data, err := CSV([]*Run{run, run})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+8 {
		t.Fatalf("%d CSV rows, want a header and 8", len(rows))
	}
	wantHeader := "ruleset,game,seed,first,brown,green,brown act1,green act1,brown act2,green act2,brown act3,green act3,winners,moves"
	if got := strings.Join(rows[0], ","); got != wantHeader {
		t.Errorf("header\n%s\nwant\n%s", got, wantHeader)
	}
	if got := strings.Join(rows[4], ","); got != "beowulf,4,10,green,110,110,10,20,1,2,3,4,brown+green,55" {
		t.Errorf("row of game 4: %s", got)
	}

	for _, runs := range [][]*Run{{run}, {run, run}} {
		svg, err := Plot(runs, "svg")
		if err != nil {
			t.Fatal(err)
		}
		dec := xml.NewDecoder(bytes.NewReader(svg))
		for {
			if _, err := dec.Token(); err == io.EOF {
				break
			} else if err != nil {
				t.Fatalf("plot is not well-formed XML: %v", err)
			}
		}
	}
	if _, err := PlotFormat("spread.txt"); err == nil {
		t.Error("PlotFormat accepts .txt")
	}
	if f, err := PlotFormat("a/Spread.PNG"); err != nil || f != "png" {
		t.Errorf("PlotFormat(Spread.PNG) = %q, %v", f, err)
	}
}

// From a single game a mean has no interval and the chi-square test
// says too little to print a verdict; a comparison of single games gives
// no interval for a share either.
func TestOneGame(t *testing.T) {
	full := syntheticRun(t)
	one := &Run{Rules: full.Rules, Options: full.Options, Played: full.Played[:1]}
	var b bytes.Buffer
	Summarize(one).Text(&b, TextStyle{})
	text := b.String()
	for _, want := range []string{"(one game)", "too few games for the test"} {
		if !strings.Contains(text, want) {
			t.Errorf("text of one game lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "no clear advantage") {
		t.Errorf("one game is called a test's verdict:\n%s", text)
	}
	for _, d := range Compare(one, one).Differences {
		if d.Share && d.Interval != nil {
			t.Errorf("%s: an interval from one game each: %+v", d.What, *d.Interval)
		}
	}
}

// Rulesets with different numbers of acts are compared on everything
// but the acts, and the comparison says why.
func TestCompareDifferentActs(t *testing.T) {
	full := syntheticRun(t)
	rules := *full.Rules
	rules.Acts = rules.Acts[:2]
	short := &Run{Rules: &rules, Options: full.Options, Played: full.Played}
	c := Compare(full, short)
	for _, d := range c.Differences {
		if strings.Contains(d.What, "Act") {
			t.Errorf("acts compared across rulesets of 3 and 2 acts: %s", d.What)
		}
	}
	var b bytes.Buffer
	c.Text(&b, TextStyle{})
	if want := "The acts are not compared: beowulf has 3, beowulf 2."; !strings.Contains(b.String(), want) {
		t.Errorf("comparison text lacks %q:\n%s", want, b.String())
	}
	if c := Compare(full, full); c.Acts != "" {
		t.Errorf("rulesets of as many acts: %q", c.Acts)
	}
	c.Rules = []string{"turn.hand: 2 → 3"}
	b.Reset()
	c.Text(&b, TextStyle{})
	if want := "  The rules differ in:\n    turn.hand: 2 → 3\n"; !strings.Contains(b.String(), want) {
		t.Errorf("comparison text lacks the rules' changes:\n%s", b.String())
	}
}

// A run stopped before its first game still summarises, prints, writes
// its CSV header and compares (with nothing to compare); a plot leaves it
// out, and has nothing to draw if no run has games.
func TestRunWithoutGames(t *testing.T) {
	full := syntheticRun(t)
	empty := &Run{Rules: full.Rules, Options: full.Options}
	sum := Summarize(empty)
	var b bytes.Buffer
	sum.Text(&b, TextStyle{})
	if !strings.Contains(b.String(), "Stopped after 0 of the 5 games asked for.") {
		t.Errorf("text of no games:\n%s", b.String())
	}
	if data, err := CSV([]*Run{empty}); err != nil || strings.Count(string(data), "\n") != 1 {
		t.Errorf("CSV of no games: %q, %v", data, err)
	}
	for _, c := range []Comparison{Compare(full, empty), Compare(empty, full)} {
		if len(c.Differences) != 0 {
			t.Errorf("comparison with no games: %+v", c.Differences)
		}
		b.Reset()
		c.Text(&b, TextStyle{})
		if !strings.Contains(b.String(), "nothing to compare") {
			t.Errorf("comparison text:\n%s", b.String())
		}
	}
	if _, err := Plot([]*Run{full, empty}, "svg"); err != nil {
		t.Errorf("plot of a run with games beside one without: %v", err)
	}
	if _, err := Plot([]*Run{empty}, "svg"); err == nil {
		t.Error("plot of no games: no error")
	}
}

// Every valid test ruleset, at every player count it allows, plays,
// summarises, prints, writes and compares without a panic, and its shares
// stay within [0, 1].
func TestEveryRulesetAndPlayerCount(t *testing.T) {
	refs, _ := filepath.Glob("../rulesets/testdata/valid/*.toml")
	refs = append(refs, "beowulf", "kingdoms")
	for _, ref := range refs {
		r := fixture.Rules(t, ref)
		var runs []*Run
		for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
			ai := []string{"random", "greedy", "random", "greedy"}[:n]
			run := playOne(t, Control{}, Variant{r, options(r, 5, ai...)})
			runs = append(runs, run)
			sum := Summarize(run)
			var b bytes.Buffer
			sum.Text(&b, TextStyle{})
			for _, pos := range sum.Positions {
				inUnit(t, ref, pos.WinRate.Estimate, pos.WinRate.Low, pos.WinRate.High)
			}
			inUnit(t, ref, sum.Balance.P, sum.Balance.SharedWins)
			for _, ts := range sum.Tiles {
				inUnit(t, ref+" "+ts.Name, ts.GamesPlayed)
				for _, w := range append(ts.Ways, ts.Options...) {
					inUnit(t, ref+" "+ts.Name+" "+w.What, w.Share)
				}
				if e := ts.Scoring; e != nil {
					inUnit(t, ref+" "+ts.Name, e.OnBoard, e.Changed, e.WinnerChanged)
				}
			}
		}
		if _, err := CSV(runs); err != nil {
			t.Errorf("%s: CSV: %v", ref, err)
		}
		if _, err := Plot(runs, "svg"); err != nil {
			t.Errorf("%s: plot: %v", ref, err)
		}
		Compare(runs[0], runs[len(runs)-1]).Text(io.Discard, TextStyle{})
	}
}

func inUnit(t *testing.T, what string, shares ...float64) {
	t.Helper()
	for _, x := range shares {
		if x < 0 || x > 1 || math.IsNaN(x) {
			t.Errorf("%s: share %v outside [0, 1]", what, x)
		}
	}
}

// Shares of one whole are shown to a tenth of a percent adding up to 100.
func TestWholeShares(t *testing.T) {
	for _, tc := range []struct{ in, want []float64 }{
		{[]float64{0.6125, 0.3875}, []float64{61.3, 38.7}},
		{[]float64{1.0 / 3, 1.0 / 3, 1.0 / 3}, []float64{33.4, 33.3, 33.3}},
		{[]float64{1}, []float64{100}},
		{[]float64{0.25, 0.25}, []float64{25, 25}}, // not a whole: rounded only
	} {
		if got := wholeShares(tc.in); !cmp.Equal(got, tc.want) {
			t.Errorf("wholeShares(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

// A ruleset without a tile to cash (Kingdoms) has no cashed column.
func TestCashedColumnOnlyWhereTilesCash(t *testing.T) {
	run := syntheticRun(t)
	for _, canCash := range []bool{true, false} {
		sum := Summarize(run)
		if !sum.CanCash {
			t.Fatal("beowulf has Treasures to cash")
		}
		sum.CanCash = canCash
		var b bytes.Buffer
		sum.Text(&b, TextStyle{})
		if got := strings.Contains(b.String(), "cashed per player"); got != canCash {
			t.Errorf("can cash %v: column shown %v", canCash, got)
		}
	}
	rules := *run.Rules
	rules.Abilities = slices.Clone(rules.Abilities)
	for i := range rules.Abilities {
		rules.Abilities[i].Play = []engine.PlayMode{{Kind: engine.PlacePlay}}
	}
	if sum := Summarize(&Run{Rules: &rules, Options: run.Options}); sum.CanCash {
		t.Error("a ruleset whose tiles are only placed can cash")
	}
}
