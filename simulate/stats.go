package simulate

import (
	"math"
	"slices"

	"gonum.org/v1/gonum/stat"
	"gonum.org/v1/gonum/stat/distuv"
)

// confidence is the level of every interval a summary gives.
const confidence = 0.95

// Interval is an estimate with its 95% confidence interval, from N
// games. From a single game a mean has no interval: Low and High are the
// estimate then, and summaries say so.
type Interval struct {
	Estimate float64 `json:"estimate"`
	Low      float64 `json:"low"`
	High     float64 `json:"high"`
	N        int     `json:"n"`
}

// Distribution describes a sample of numbers: its mean, standard
// deviation, extremes and quantiles.
type Distribution struct {
	N      int     `json:"n"`
	Mean   float64 `json:"mean"`
	SD     float64 `json:"sd"`
	Min    float64 `json:"min"`
	P5     float64 `json:"p5"`
	P25    float64 `json:"p25"`
	Median float64 `json:"median"`
	P75    float64 `json:"p75"`
	P95    float64 `json:"p95"`
	Max    float64 `json:"max"`
}

// describe summarises x, which it sorts.
func describe(x []float64) Distribution {
	d := Distribution{N: len(x)}
	if len(x) == 0 {
		return d
	}
	slices.Sort(x)
	d.Mean, d.SD = stat.MeanStdDev(x, nil)
	if len(x) < 2 {
		d.SD = 0
	}
	q := func(p float64) float64 { return stat.Quantile(p, stat.Empirical, x, nil) }
	d.Min, d.P5, d.P25, d.Median, d.P75, d.P95, d.Max = x[0], q(0.05), q(0.25), q(0.5), q(0.75), q(0.95), x[len(x)-1]
	return d
}

// meanInterval is the mean of x with its t-based confidence interval.
func meanInterval(x []float64) Interval {
	if len(x) == 0 {
		return Interval{}
	}
	m, sd := stat.MeanStdDev(x, nil)
	if len(x) < 2 || sd == 0 {
		return Interval{m, m, m, len(x)}
	}
	half := tQuantile(float64(len(x)-1)) * sd / math.Sqrt(float64(len(x)))
	return Interval{m, m - half, m + half, len(x)}
}

// tQuantile is the two-sided critical value of Student's t with nu
// degrees of freedom at the summary's confidence level.
func tQuantile(nu float64) float64 {
	return distuv.StudentsT{Mu: 0, Sigma: 1, Nu: nu}.Quantile(1 - (1-confidence)/2)
}

// zQuantile is the two-sided critical value of the standard normal.
func zQuantile() float64 { return distuv.UnitNormal.Quantile(1 - (1-confidence)/2) }

// wilson is the share successes/n with its Wilson score interval, which
// stays within [0, 1] and holds up for shares near 0 or 1 and small n.
// successes may be fractional (a shared win counts in parts).
func wilson(successes float64, n int) Interval {
	if n == 0 {
		return Interval{}
	}
	z := zQuantile()
	nf := float64(n)
	p := successes / nf
	denom := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / denom
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / denom
	return Interval{p, max(0, centre-half), min(1, centre+half), n}
}

// uniformTest is Pearson's chi-square test of counts against equal
// shares: the statistic and its p-value (the chance of a deviation at
// least this large if every share were equal).
func uniformTest(counts []float64) (chi2, p float64) {
	total := 0.0
	for _, c := range counts {
		total += c
	}
	if len(counts) < 2 || total == 0 {
		return 0, 1
	}
	exp := make([]float64, len(counts))
	for i := range exp {
		exp[i] = total / float64(len(counts))
	}
	chi2 = stat.ChiSquare(counts, exp)
	return chi2, distuv.ChiSquared{K: float64(len(counts) - 1)}.Survival(chi2)
}
