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
	sortSample(x)
	d.Mean, d.SD = stat.MeanStdDev(x, nil)
	if len(x) < 2 {
		d.SD = 0
	}
	q := func(p float64) float64 { return empiricalQuantile(p, x) }
	d.Min, d.P5, d.P25, d.Median, d.P75, d.P95, d.Max = x[0], q(0.05), q(0.25), q(0.5), q(0.75), q(0.95), x[len(x)-1]
	return d
}

// empiricalQuantile is stat.Quantile(p, stat.Empirical, x, nil) for a
// sorted x without NaNs: the first value at which the count of values so
// far reaches p of them all. stat.Quantile finds it by counting, and
// checks that x is sorted, each time it is called; the index is known at
// once.
func empiricalQuantile(p float64, x []float64) float64 {
	reach := math.Ceil(p * float64(len(x)))
	return x[max(int(reach), 1)-1]
}

// sortSample sorts x. The samples a summary describes are whole numbers
// of points or moves spread over a range much smaller than the number of
// games, which a counting sort puts in order in one pass over each;
// others are sorted by comparison.
func sortSample(x []float64) {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, v := range x {
		if v != math.Trunc(v) || math.IsInf(v, 0) || math.Signbit(v) && v == 0 {
			// Not a whole number, or one whose place a count does not
			// keep: a NaN, an infinity, or a zero with a sign.
			slices.Sort(x)
			return
		}
		lo, hi = min(lo, v), max(hi, v)
	}
	if hi-lo > float64(2*len(x)+1024) {
		slices.Sort(x)
		return
	}
	counts := make([]int, int(hi-lo)+1)
	for _, v := range x {
		counts[int(v-lo)]++
	}
	i := 0
	for k, c := range counts {
		v := lo + float64(k)
		for range c {
			x[i] = v
			i++
		}
	}
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
