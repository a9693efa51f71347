package simulate

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/stat"
	"gonum.org/v1/gonum/stat/distuv"
)

// Comparison sets one run of a variant beside a base run, measure by
// measure, each difference with its 95% confidence interval and the
// p-value of a test that there is none. The runs are taken as independent
// samples: the same seeds give different games under different rules.
type Comparison struct {
	Base        string       `json:"base"`
	Other       string       `json:"other"`
	Differences []Difference `json:"differences"`
	// Acts says why the acts are not compared, when they are not.
	Acts string `json:"acts,omitempty"`
	// Rules lists how Other's rules differ from Base's, when the caller
	// knows (rulesets.Changes), so that the table can be read against them.
	Rules []string `json:"rules,omitempty"`
}

// Difference is one measure in both runs.
type Difference struct {
	What  string  `json:"what"`
	Base  float64 `json:"base"`
	Other float64 `json:"other"`
	// Change is Other less Base. Interval, its 95% confidence interval,
	// and P, the p-value of a test that there is no change, are nil when
	// a run has too few games to work them out (two for a mean).
	Change   float64   `json:"change"`
	Interval *Interval `json:"interval,omitempty"`
	P        *float64  `json:"p,omitempty"`
	// Share marks measures that are shares (win rates), whose change is
	// in percentage points.
	Share bool `json:"share,omitempty"`
}

// Compare measures how other differs from base: each position's win
// rate (two-proportion z test), and the mean final points, winning
// margin, points of each act and moves per game (Welch's t test, over the
// games' means). The acts are compared by place, when the two rulesets
// have as many. Runs without games give no differences.
func Compare(base, other *Run) Comparison {
	c := Comparison{Base: base.Rules.Name, Other: other.Rules.Name}
	if len(base.Played) == 0 || len(other.Played) == 0 {
		return c
	}
	n := min(len(base.Options.AI), len(other.Options.AI))
	for j := range n {
		bw, bn := positionWins(base, j)
		ow, on := positionWins(other, j)
		c.Differences = append(c.Differences, shareDifference(fmt.Sprintf("%s player's win rate", ordinal(j+1)), bw, bn, ow, on))
	}
	type measure struct {
		what string
		of   func(g *Game) float64
	}
	measures := []measure{
		{"final points", meanFinal},
		{"winning margin", func(g *Game) float64 { return float64(winningMargin(g)) }},
		{"moves per game", func(g *Game) float64 { return float64(g.Decisions) }},
	}
	if b, o := len(base.Rules.Acts), len(other.Rules.Acts); b != o {
		c.Acts = fmt.Sprintf("The acts are not compared: %s has %d, %s %d.", base.Rules.Name, b, other.Rules.Name, o)
	} else {
		for a := range base.Rules.Acts {
			name := base.Rules.Acts[a].Name
			if o := other.Rules.Acts[a].Name; o != name {
				name += " / " + o
			}
			measures = append(measures, measure{name + " points", func(g *Game) float64 { return meanActPoints(g, a) }})
		}
	}
	for _, m := range measures {
		c.Differences = append(c.Differences, meanDifference("mean "+m.what, perGame(base, m.of), perGame(other, m.of)))
	}
	return c
}

// shareDifference compares two shares, wins out of games, with a Wald
// interval for the difference and a pooled two-proportion z test.
func shareDifference(what string, x1 float64, n1 int, x2 float64, n2 int) Difference {
	d := Difference{What: what, Share: true}
	if n1 == 0 || n2 == 0 {
		return d
	}
	p1, p2 := x1/float64(n1), x2/float64(n2)
	d.Base, d.Other, d.Change = p1, p2, p2-p1
	if n1 < 2 || n2 < 2 {
		return d // a share of one game is all or nothing: no interval
	}
	se := math.Sqrt(p1*(1-p1)/float64(n1) + p2*(1-p2)/float64(n2))
	d.Interval = &Interval{d.Change, d.Change - zQuantile()*se, d.Change + zQuantile()*se, n1 + n2}
	p := 1.0 // both never won, or both always did
	pooled := (x1 + x2) / float64(n1+n2)
	if se0 := math.Sqrt(pooled * (1 - pooled) * (1/float64(n1) + 1/float64(n2))); se0 > 0 {
		p = twoSided(distuv.UnitNormal.CDF(-math.Abs(d.Change / se0)))
	}
	d.P = &p
	return d
}

// meanDifference compares two means with Welch's t test, which does not
// assume equal variances.
func meanDifference(what string, x1, x2 []float64) Difference {
	d := Difference{What: what}
	if len(x1) == 0 || len(x2) == 0 {
		return d
	}
	d.Base, d.Other = stat.Mean(x1, nil), stat.Mean(x2, nil)
	d.Change = d.Other - d.Base
	if len(x1) < 2 || len(x2) < 2 {
		return d // no variance to test against
	}
	a, b := stat.Variance(x1, nil)/float64(len(x1)), stat.Variance(x2, nil)/float64(len(x2))
	se := math.Sqrt(a + b)
	p := 1.0
	if se == 0 { // every game alike in both runs
		d.Interval = &Interval{d.Change, d.Change, d.Change, len(x1) + len(x2)}
		if d.Change != 0 {
			p = 0
		}
		d.P = &p
		return d
	}
	df := (a + b) * (a + b) / (a*a/float64(len(x1)-1) + b*b/float64(len(x2)-1))
	half := tQuantile(df) * se
	d.Interval = &Interval{d.Change, d.Change - half, d.Change + half, len(x1) + len(x2)}
	p = twoSided(distuv.StudentsT{Mu: 0, Sigma: 1, Nu: df}.CDF(-math.Abs(d.Change / se)))
	d.P = &p
	return d
}

// twoSided doubles a one-sided tail probability, at most 1.
func twoSided(tail float64) float64 { return min(1, 2*tail) }
