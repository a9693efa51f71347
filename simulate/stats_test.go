package simulate

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/stat"
)

// describeBySort is describe as it was first written: a comparison
// sort and gonum's empirical quantiles, which the counting sort and the
// quantiles' direct index must match to the bit.
func describeBySort(x []float64) Distribution {
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

// describe gives what a comparison sort and gonum's quantiles give, bit
// for bit, for samples of whole numbers over narrow and wide ranges (the
// counting sort and the comparison sort), of fractions, and of every
// size from 1 (the quantiles' index at each edge).
func TestDescribeMatchesSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	samples := map[string]func(n int) float64{
		"points":    func(int) float64 { return float64(rng.IntN(120) - 20) },
		"constant":  func(int) float64 { return 7 },
		"wide":      func(int) float64 { return float64(rng.Int64N(1<<40) - 1<<39) },
		"fractions": func(int) float64 { return float64(rng.IntN(60)) / 3 },
		"mixed":     func(n int) float64 { return float64(rng.IntN(50)) + float64(n%2)*0.5 },
		"infinite":  func(n int) float64 { return []float64{3, math.Inf(1), -2}[n%3] },
	}
	for name, draw := range samples {
		for _, size := range []int{1, 2, 3, 4, 5, 19, 20, 21, 39, 40, 41, 100, 1001, 30000} {
			x := make([]float64, size)
			for i := range x {
				x[i] = draw(i)
			}
			want := describeBySort(slices.Clone(x))
			got := describe(x)
			if !sameBits(got, want) {
				t.Errorf("%s, %d values: describe %+v, by sort %+v", name, size, got, want)
			}
			if !slices.IsSorted(x) {
				t.Errorf("%s, %d values: not sorted", name, size)
			}
		}
	}
}

func sameBits(a, b Distribution) bool {
	fa := []float64{a.Mean, a.SD, a.Min, a.P5, a.P25, a.Median, a.P75, a.P95, a.Max}
	fb := []float64{b.Mean, b.SD, b.Min, b.P5, b.P25, b.Median, b.P75, b.P95, b.Max}
	for i := range fa {
		if math.Float64bits(fa[i]) != math.Float64bits(fb[i]) {
			return false
		}
	}
	return a.N == b.N
}

// winningMargin is the difference of the two highest final scores, a
// shared highest one counting twice.
func TestWinningMargin(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		final := make([]int, 2+rng.IntN(4))
		for i := range final {
			final[i] = rng.IntN(12) - 3
		}
		sorted := slices.Sorted(slices.Values(final))
		want := sorted[len(sorted)-1] - sorted[len(sorted)-2]
		if got := winningMargin(&Game{Final: final}); got != want {
			t.Fatalf("final %v: margin %d, want %d", final, got, want)
		}
	}
}
