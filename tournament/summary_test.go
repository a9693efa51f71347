package tournament

import (
	"math"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
)

// fakeRun is a run of opt whose games end as result says: result(i, j,
// n) is whether player i finishes ahead of j in their n-th game in that
// seating (the player in seat 0 being i).
func fakeRun(opt Options, result func(i, j, n int) bool) *Run {
	run := &Run{Rules: &engine.Rules{Name: "fake"}, Options: opt}
	met := map[[2]int]int{}
	for _, s := range opt.Schedule() {
		i, j := s.Seats[0], s.Seats[1]
		g := Game{Index: s.Index, Table: s.Table, Deal: s.Deal, Seed: s.Seed, Seats: s.Seats,
			Final: []int{0, 0}, Winners: []int{0}, Moves: []int{10, 12}, Thinking: []int64{int64(1000 * (i + 1)), int64(1000 * (j + 1))}}
		if !result(i, j, met[[2]int{i, j}]) {
			g.Winners = []int{1}
		}
		met[[2]int{i, j}]++
		run.Games = append(run.Games, g)
	}
	return run
}

// fitOf is the fit a summary of run makes.
func fitOf(t *testing.T, run *Run) *Fit {
	fit, err := FitBradleyTerry(count(run).results, slices.Index(run.Options.Players, "random"))
	if err != nil {
		t.Fatal(err)
	}
	return fit
}

func rating(sum *Summary, player string) Rating {
	i := slices.IndexFunc(sum.Ratings, func(r Rating) bool { return r.Player == player })
	if i < 0 {
		return Rating{Elo: math.NaN()}
	}
	return sum.Ratings[i]
}

// A summary's numbers follow from the games: the matrix counts them, the
// ratings are in order with the anchor at 0, the skill depth is the
// strongest's rating in steps, the neighbours' upsets are what the
// matrix says, and the oracle's gain is its rating less search's.
func TestSummarize(t *testing.T) {
	opt := Options{Players: []string{"search", "random", "oracle", "greedy"}, Seats: 2, Games: 40, Seed: 1}
	// Each player finishes ahead of one listed after it in the ladder
	// random < greedy < search < oracle 3 times in 4, always ahead of
	// random, and one sweep: oracle never behind random.
	strength := map[string]int{"random": 0, "greedy": 1, "search": 2, "oracle": 3}
	run := fakeRun(opt, func(i, j, n int) bool {
		si, sj := strength[opt.Players[i]], strength[opt.Players[j]]
		switch {
		case sj == 0:
			return true
		case si == 0:
			return false
		case si > sj:
			return n%4 != 0
		}
		return n%4 == 0
	})
	sum, err := Summarize(run, SummaryOptions{Anchor: "random", Oracles: map[string]string{"oracle": "search", "ghost": "search"}})
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, r := range sum.Ratings {
		order = append(order, r.Player)
	}
	if !slices.Equal(order, []string{"oracle", "search", "greedy", "random"}) {
		t.Fatalf("ladder %v", order)
	}
	if r := rating(sum, "random"); r.Elo != 0 || r.Low != 0 || r.High != 0 || r.Games != 120 || r.Score != 0 {
		t.Errorf("the anchor: %+v", r)
	}
	for _, r := range sum.Ratings[:3] {
		if !(r.Low < r.Elo && r.Elo < r.High) || r.Games != 120 {
			t.Errorf("%+v", r)
		}
	}
	if len(sum.Matrix) != 12 {
		t.Fatalf("%d pairings in the matrix, want 12", len(sum.Matrix))
	}
	for _, c := range sum.Matrix {
		si, sj := strength[c.Player], strength[c.Opponent]
		want := 0.25
		switch {
		case sj == 0:
			want = 1
		case si == 0:
			want = 0
		case si > sj:
			want = 0.75
		}
		if c.Games != 40 || c.Rate.Estimate != want || c.Score != want*40 || !(c.Rate.Low <= want && want <= c.Rate.High) {
			t.Errorf("%s against %s: %+v, want %v of 40", c.Player, c.Opponent, c, want)
		}
	}
	if sk := sum.Skill; sk == nil || sk.From != "random" || sk.To != "oracle" || sk.Elo.Estimate != rating(sum, "oracle").Elo ||
		math.Abs(sk.Steps.Estimate-sk.Elo.Estimate/StepElo) > 0.01 || math.Abs(sk.Steps.Low-sk.Elo.Low/StepElo) > 0.01 {
		t.Errorf("skill %+v", sum.Skill)
	} else if d, se := fitOf(t, run).Difference(2, 3); math.Abs(sum.Skill.AtLeast-(sweepBound(40)+Elo(d-z*se))) > 0.1 || sum.Skill.AtLeast < 100 {
		// random never finished ahead of greedy: at least that sweep's
		// bound and the lower end of oracle above greedy.
		t.Errorf("skill at least %v, want %v", sum.Skill.AtLeast, sweepBound(40)+Elo(d-z*se))
	}
	if l := sum.Luck; l == nil || len(l.Neighbours) != 3 || l.Neighbours[0].Weaker != "random" || l.Neighbours[2].Stronger != "oracle" ||
		l.Neighbours[1].Rate.Estimate != 0.25 || l.Neighbours[1].Games != 40 || math.Abs(l.Mean-(0+0.25+0.25)/3) > 1e-4 {
		t.Errorf("luck %+v", sum.Luck)
	} else if u := l.Neighbours[1]; math.Abs(u.Expected-ExpectedScore(-u.Gap)) > 1e-3 || u.Gap <= 0 {
		t.Errorf("upset %+v", u)
	}
	if len(sum.Hidden) != 1 || sum.Hidden[0].Oracle != "oracle" || sum.Hidden[0].Honest != "search" || sum.Hidden[0].Games != 40 ||
		math.Abs(sum.Hidden[0].Elo.Estimate-(rating(sum, "oracle").Elo-rating(sum, "search").Elo)) > 0.11 || sum.Hidden[0].Rate.Estimate != 0.75 {
		t.Errorf("hidden information %+v", sum.Hidden)
	}
	if len(sum.Sweeps) != 3 {
		t.Errorf("sweeps %+v, want the three over random", sum.Sweeps)
	}
	for _, sw := range sum.Sweeps {
		// 0 of 40: the loser's share is at most Wilson's upper end.
		most := wilson(0, 40).High
		if sw.Loser != "random" || sw.Games != 40 || math.Abs(sw.AtLeast-Elo(math.Log((1-most)/most))) > 0.1 {
			t.Errorf("sweep %+v", sw)
		}
	}
	var times []string
	for _, x := range sum.Times {
		times = append(times, x.Player)
		if x.Games != 120 || x.Moves != 120*11 || x.PerMove <= 0 || math.Abs(x.PerGame-x.PerMove*11) > 1e-9*x.PerGame {
			t.Errorf("time %+v", x)
		}
	}
	if !slices.Equal(times, opt.Players) {
		t.Errorf("times of %v", times)
	}
}

// Without random, the first listed is the anchor and the skill depth is
// measured from the weakest; a run with no games rates nobody but the
// anchor.
func TestSummarizeWithoutRandom(t *testing.T) {
	opt := Options{Players: []string{"mid", "low", "high"}, Seats: 2, Games: 20, Seed: 1}
	rank := map[string]int{"low": 0, "mid": 1, "high": 2}
	run := fakeRun(opt, func(i, j, n int) bool {
		if rank[opt.Players[i]] > rank[opt.Players[j]] {
			return n%5 != 0
		}
		return n%5 == 0
	})
	sum, err := Summarize(run, SummaryOptions{Anchor: "random"})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Anchor != "mid" || rating(sum, "mid").Elo != 0 || !(rating(sum, "low").Elo < 0) || sum.Skill == nil || sum.Skill.From != "low" || sum.Skill.To != "high" || sum.Skill.AtLeast != 0 {
		t.Errorf("anchor %s, ratings %+v, skill %+v", sum.Anchor, sum.Ratings, sum.Skill)
	}
	if len(sum.Hidden) != 0 || len(sum.Sweeps) != 0 {
		t.Errorf("hidden %+v, sweeps %+v", sum.Hidden, sum.Sweeps)
	}
	run.Games = nil
	sum, err = Summarize(run, SummaryOptions{Anchor: "random"})
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Ratings) != 1 || !slices.Equal(sum.Unrated, []string{"low", "high"}) || sum.Skill != nil || sum.Games != 0 || sum.Scheduled != 60 {
		t.Errorf("no games: %+v", sum)
	}
}
