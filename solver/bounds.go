package solver

import (
	"github.com/sagatools/saga/engine"
)

// gainBounds bounds every seat's gains from s to the end of the act, from
// what can still end up on the board: lo[p] <= gains[p] <= hi[p]. Figures
// and tiles only leave the hands, supplies and pool, so the bounds hold in
// every state the search reaches from s. They are loose (any figure could
// see every tile, at its highest multiplier) but always valid, whatever
// the special abilities.
func gainBounds(s *engine.State) (lo, hi [engine.MaxSeats]int) {
	r := s.Rules
	var rs reaches
	values, factor, rankAdd, adjacent := 0, 1, 0, 0
	count := func(k engine.TileKindID, n int) {
		reach := rs.of(r, k)
		values += n * abs(reach.Value)
		for range n {
			if factor < 1<<20 {
				factor *= reach.Factor
			}
		}
		rankAdd += n * reach.LineRank
		adjacent = max(adjacent, reach.AdjacentRank)
	}
	for _, c := range s.Board.Cells {
		if c.HasTileKind() {
			count(c.TileKind(), 1)
		}
	}
	for k, n := range s.Pool {
		count(engine.TileKindID(k), n)
	}
	cash := make([]int, s.Players)
	poolCash := 0
	for k, n := range s.Pool {
		poolCash += n * rs.of(r, engine.TileKindID(k)).Cash
	}
	for p, hand := range s.Hands {
		if s.Absent&(1<<p) != 0 {
			continue // an absent seat never plays its tiles
		}
		for _, t := range hand {
			count(t.Kind, 1)
			cash[p] += rs.of(r, t.Kind).Cash
		}
	}
	line := values * factor
	for p := range s.Players {
		score := 0
		for _, c := range s.Board.Cells {
			if c.IsFigure() && c.Player() == p {
				score += (abs(r.Figures[c.FigureKind()].Rank) + rankAdd + 4*adjacent) * line
			}
		}
		for f, n := range s.Supply[p] {
			if s.Absent&(1<<p) == 0 {
				score += min(n, s.Empties) * (abs(r.Figures[f].Rank) + rankAdd + 4*adjacent) * line
			}
		}
		lo[p], hi[p] = -score, score+cash[p]+poolCash
	}
	return lo, hi
}

// reaches are the Reach of every tile kind of a ruleset, worked out on
// first use: the bounds ask for them at every node, and ReachOf
// allocates.
type reaches struct {
	rules *engine.Rules
	all   []engine.Reach
	cash  []engine.TileKindID // the kinds that may be cashed
}

// of is the Reach of tile kind k of r.
func (rs *reaches) of(r *engine.Rules, k engine.TileKindID) *engine.Reach {
	rs.load(r)
	return &rs.all[k]
}

// cashable lists the tile kinds of r that may be cashed.
func (rs *reaches) cashable(r *engine.Rules) []engine.TileKindID {
	rs.load(r)
	return rs.cash
}

// load works out the reaches of r's tile kinds, unless it has.
func (rs *reaches) load(r *engine.Rules) {
	if rs.rules == r {
		return
	}
	rs.rules, rs.all, rs.cash = r, make([]engine.Reach, len(r.Tiles)), nil
	for i := range r.Tiles {
		rs.all[i] = r.ReachOf(engine.TileKindID(i))
		if rs.all[i].Cash > 0 {
			rs.cash = append(rs.cash, engine.TileKindID(i))
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
