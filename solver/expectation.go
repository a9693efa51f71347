package solver

import (
	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
)

// addEarned adds to g the points each seat has earned since before (the
// points held then): what the moves played since cashed or scored.
func addEarned(g *exact.Gains, s *engine.State, before *[engine.MaxSeats]int) {
	for p := range s.Players {
		if d := s.Points[p] - before[p]; d != 0 {
			g[p] = g[p].Add(exact.IntValue(d))
		}
	}
}

// expectation is every seat's expected gains at a chance node of s: the
// outcomes, each valued by value, weighted by their chances.
func expectation(s *engine.State, outcomes []engine.Move, value func(engine.Move) exact.Gains) exact.Gains {
	var sum exact.Gains
	for _, m := range outcomes {
		w := int64(s.ChanceWeight(m))
		g := value(m)
		for p := range s.Players {
			sum[p] = sum[p].Add(g[p].MulInt(w))
		}
	}
	for p := range s.Players {
		sum[p] = sum[p].DivInt(int64(s.PoolTotal))
	}
	return sum
}
