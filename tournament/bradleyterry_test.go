package tournament

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// playSynthetic adds to r the results of games per table among players
// of the given true Elo ratings, k a table: each game ranks its players
// by strength plus Gumbel noise, under which any two finish in order
// with the Bradley–Terry probability.
func playSynthetic(rng *rand.Rand, r *Results, truth []float64, k, games int) {
	o := Options{Players: names(len(truth)), Seats: k}
	for _, table := range o.Tables() {
		for range games {
			u := make([]float64, k)
			for s, p := range table {
				u[s] = truth[p]/eloPerNat - math.Log(-math.Log(rng.Float64()))
			}
			for a := range k {
				for b := a + 1; b < k; b++ {
					s := 0.0
					if u[a] > u[b] {
						s = 1
					}
					r.Add(table[a], table[b], s, 2/float64(k))
				}
			}
		}
	}
}

// With many games the fit finds the strengths the games were played
// with.
func TestFitRecoversStrengths(t *testing.T) {
	truth := []float64{0, 120, 350, 380, 600}
	for _, k := range []int{2, 3} {
		r := NewResults(len(truth))
		playSynthetic(rand.New(rand.NewPCG(3, uint64(k))), r, truth, k, 4000)
		fit, err := FitBradleyTerry(r, 0)
		if err != nil {
			t.Fatal(err)
		}
		for i, want := range truth {
			d, se := fit.Difference(i, 0)
			if got := Elo(d); math.Abs(got-want) > 25 || (i > 0 && Elo(se) > 15) {
				t.Errorf("k=%d: player %d rated %.1f ± %.1f, truly %.0f", k, i, got, Elo(se), want)
			}
		}
	}
}

// The 95% intervals cover the true strengths about 95% of the time: in
// 300 seeded tournaments of 5 players with 60 games a table, for two
// players a game and for three.
func TestIntervalsCoverTheTruth(t *testing.T) {
	truth := []float64{0, 150, 300, 450, 500}
	for _, c := range []struct {
		k        int
		low, top float64
	}{{2, 0.93, 0.97}, {3, 0.93, 0.985}} {
		rng := rand.New(rand.NewPCG(1, uint64(c.k)))
		covered, total := 0, 0
		for range 300 {
			r := NewResults(len(truth))
			playSynthetic(rng, r, truth, c.k, 60)
			fit, err := FitBradleyTerry(r, 0)
			if err != nil {
				t.Fatal(err)
			}
			for i := 1; i < len(truth); i++ {
				d, se := fit.Difference(i, 0)
				iv := wald(Elo(d), Elo(se))
				if iv.Low <= truth[i] && truth[i] <= iv.High {
					covered++
				}
				total++
			}
		}
		if rate := float64(covered) / float64(total); rate < c.low || rate > c.top {
			t.Errorf("%d players a game: the intervals covered the truth %.3f of the time, want %.2f to %.3f", c.k, rate, c.low, c.top)
		}
	}
}

// Two players: the fit is the closed form, the log-odds of the score
// with the virtual draw, and its standard error the binomial one.
func TestFitOfTwo(t *testing.T) {
	for _, c := range []struct{ score, games float64 }{{30, 50}, {50, 50}, {0, 20}, {12.5, 25}} {
		r := NewResults(2)
		for range int(c.games) {
			r.Add(1, 0, c.score/c.games, 1)
		}
		fit, err := FitBradleyTerry(r, 0)
		if err != nil {
			t.Fatal(err)
		}
		n := c.games + 1
		p := (c.score + 0.5) / n
		want, wantSE := math.Log(p/(1-p)), 1/math.Sqrt(n*p*(1-p))
		d, se := fit.Difference(1, 0)
		if math.Abs(d-want) > 1e-9 || math.Abs(se-wantSE) > 1e-9 || fit.Strength[0] != 0 {
			t.Errorf("%v of %v: strength %v ± %v, want %v ± %v", c.score, c.games, d, se, want, wantSE)
		}
	}
}

// Players no game links to the anchor are not rated; the anchor is 0
// whoever it is, and moving it shifts every strength alike.
func TestFitAnchorAndLinks(t *testing.T) {
	r := NewResults(4)
	r.Add(0, 1, 1, 1)
	r.Add(0, 1, 0.5, 1)
	r.Add(1, 2, 0, 1)
	r.Add(3, 3, 0, 0) // nothing: 3 met nobody
	a, err := FitBradleyTerry(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := FitBradleyTerry(r, 2)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Rated[0] || !a.Rated[2] || a.Rated[3] || !math.IsNaN(a.Strength[3]) {
		t.Errorf("rated %v, strengths %v: want 0 to 2 rated, 3 not", a.Rated, a.Strength)
	}
	if a.Strength[0] != 0 || b.Strength[2] != 0 {
		t.Errorf("anchors at %v and %v, want 0", a.Strength[0], b.Strength[2])
	}
	for i := range 3 {
		if math.Abs((a.Strength[i]-a.Strength[2])-b.Strength[i]) > 1e-9 {
			t.Errorf("player %d: %v from anchor 0, %v from anchor 2", i, a.Strength, b.Strength)
		}
		da, sa := a.Difference(i, 1)
		db, sb := b.Difference(i, 1)
		if math.Abs(da-db) > 1e-9 || math.Abs(sa-sb) > 1e-9 {
			t.Errorf("player %d against 1: %v ± %v and %v ± %v", i, da, sa, db, sb)
		}
	}
	if _, err := FitBradleyTerry(r, 4); err == nil {
		t.Error("an anchor that is no player was taken")
	}
}

// A ladder in which every player always beats the ones below still has
// a finite fit, in order.
func TestFitOfSweeps(t *testing.T) {
	r := NewResults(4)
	for i := range 4 {
		for j := range i {
			for range 100 {
				r.Add(i, j, 1, 1)
			}
		}
	}
	fit, err := FitBradleyTerry(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i < 4; i++ {
		if d, se := fit.Difference(i, i-1); !(d > 0) || math.IsInf(d, 0) || !(se > 0) || math.IsInf(se, 0) {
			t.Errorf("player %d over %d: %v ± %v", i, i-1, d, se)
		}
	}
}

// The Elo scale and the score it expects: 400 points are 10-to-1 odds,
// a step of 75% wins is StepElo.
func TestEloScale(t *testing.T) {
	if got := Elo(math.Log(10)); math.Abs(got-400) > 1e-9 {
		t.Errorf("10-to-1 odds are %v Elo", got)
	}
	if got := ExpectedScore(StepElo); math.Abs(got-0.75) > 1e-12 {
		t.Errorf("a step expects %v", got)
	}
	if math.Abs(StepElo-400*math.Log10(3)) > 1e-9 {
		t.Errorf("StepElo %v", StepElo)
	}
}

func ExampleFitBradleyTerry() {
	// greedy (1) beat random (0) 9 times in 10; rival (2) beat greedy 7
	// times in 10 and random 10 times in 10.
	r := NewResults(3)
	for game := range 10 {
		r.Add(1, 0, float64(min(1, 9-game)), 1)
		r.Add(2, 1, float64(min(1, 7-min(7, game))), 1)
		r.Add(2, 0, 1, 1)
	}
	fit, _ := FitBradleyTerry(r, 0)
	for i, name := range []string{"random", "greedy", "rival"} {
		d, se := fit.Difference(i, 0)
		fmt.Printf("%s %+.0f ± %.0f Elo\n", name, Elo(d), 1.96*Elo(se))
	}
	// Output:
	// random +0 ± 0 Elo
	// greedy +340 ± 263 Elo
	// rival +483 ± 289 Elo
}
