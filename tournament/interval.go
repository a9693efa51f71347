package tournament

import "math"

// Interval is an estimate with its 95% interval.
type Interval struct {
	Estimate float64 `json:"estimate"`
	Low      float64 `json:"low"`
	High     float64 `json:"high"`
}

// z is the two-sided critical value of the standard normal for 95%
// intervals, its 97.5% quantile.
const z = 1.959963984540054

// wilson is the share successes/n with its Wilson score interval, which
// stays within [0, 1] and holds up near 0 and 1 and for few games.
// successes may be fractional (a draw counts a half).
func wilson(successes, n float64) Interval {
	if n == 0 {
		return Interval{math.NaN(), 0, 1}
	}
	p := successes / n
	denom := 1 + z*z/n
	centre := (p + z*z/(2*n)) / denom
	half := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / denom
	return Interval{p, max(0, centre-half), min(1, centre+half)}
}

// wald is estimate ± z standard errors.
func wald(estimate, se float64) Interval {
	return Interval{estimate, estimate - z*se, estimate + z*se}
}
