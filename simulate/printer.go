package simulate

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"text/tabwriter"
)

// printer builds the text of summaries and comparisons: tables, numbers
// with the style's minus sign, percentages and intervals.
type printer struct {
	b  strings.Builder
	st TextStyle
}

// writeTo writes what was printed, without the spaces tables leave at
// the ends of lines.
func (p *printer) writeTo(w io.Writer) {
	lines := strings.Split(p.b.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	io.WriteString(w, strings.Join(lines, "\n"))
}

func (p *printer) printf(format string, args ...any) { fmt.Fprintf(&p.b, format, args...) }

// table starts a table; flush it with its Flush method.
func (p *printer) table() *tabwriter.Writer {
	return tabwriter.NewWriter(&p.b, 0, 0, 2, ' ', 0)
}

// num writes x with the given decimals and the style's minus sign.
func (p *printer) num(x float64, decimals int) string {
	return p.st.Fixed(x, decimals)
}

// signed writes x with an explicit sign.
func (p *printer) signed(x float64, decimals int) string {
	s := p.num(x, decimals)
	if x >= 0 {
		s = "+" + s
	}
	return s
}

func (p *printer) percent(x float64) string { return p.num(100*x, 1) + "%" }

// interval writes "35.1 (33.0 to 37.2)" with the given formatter, or
// "35.1 (one game)" when there is no interval.
func (p *printer) interval(iv Interval, f func(float64) string) string {
	if iv.N == 1 && iv.Low == iv.High {
		return fmt.Sprintf("%s (one game)", f(iv.Estimate))
	}
	return fmt.Sprintf("%s (%s to %s)", f(iv.Estimate), f(iv.Low), f(iv.High))
}

// ordinal writes 1st, 2nd, 3rd, 4th...
func ordinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return fmt.Sprintf("%dth", n)
	case n%10 == 1:
		return fmt.Sprintf("%dst", n)
	case n%10 == 2:
		return fmt.Sprintf("%dnd", n)
	case n%10 == 3:
		return fmt.Sprintf("%drd", n)
	}
	return fmt.Sprintf("%dth", n)
}

// wholeOrHalf is how many decimals a win count needs: none when whole.
func wholeOrHalf(x float64) int {
	if x == float64(int64(x)) {
		return 0
	}
	return 1
}

// pValue writes a p-value briefly.
func pValue(p float64) string {
	if p < 0.001 {
		return "< 0.001"
	}
	return fmt.Sprintf("%.3f", p)
}

// minus writes a leading "-" of a token as the style's minus sign.
func (p *printer) minus(s string) string {
	return p.st.Minus(s)
}

// plural picks the word for n things.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// wholeShares writes shares that add up to 1 as percentages to one
// decimal that add up to exactly 100 (largest remainders get the extra
// tenths), so that a tile "placed 61.3%, cashed 38.7%" does not read as
// 100.1%. Shares that do not add up to 1 are only rounded.
func wholeShares(shares []float64) []float64 {
	out := make([]float64, len(shares))
	total, sum := 0.0, 0
	tenths := make([]int, len(shares))
	for i, x := range shares {
		total += x
		tenths[i] = int(math.Floor(x * 1000))
		sum += tenths[i]
	}
	if math.Abs(total-1) > 1e-9 {
		for i, x := range shares {
			out[i] = math.Round(x*1000) / 10
		}
		return out
	}
	order := make([]int, len(shares))
	for i := range order {
		order[i] = i
	}
	rest := func(i int) float64 { return shares[i]*1000 - float64(tenths[i]) }
	sort.SliceStable(order, func(a, b int) bool { return rest(order[a]) > rest(order[b]) })
	for _, i := range order[:min(len(order), 1000-sum)] {
		tenths[i]++
	}
	for i, t := range tenths {
		out[i] = float64(t) / 10
	}
	return out
}
