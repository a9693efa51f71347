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
	values, factor, rankAdd, adjacent := 0, 1, 0, 0
	count := func(k engine.TileKindID, n int) {
		t := r.Tiles[k]
		values += n * abs(t.Value)
		if a := r.AbilityOf(k); a != nil {
			for range n {
				if a.Multiply != 0 && factor < 1<<20 {
					factor *= abs(a.Multiply)
				}
			}
			switch a.AddRank.Scope {
			case engine.RankLines:
				rankAdd += n * abs(a.AddRank.Amount)
			case engine.RankAdjacent:
				adjacent = max(adjacent, abs(a.AddRank.Amount))
			}
		}
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
		poolCash += n * cashValue(r, engine.TileKindID(k))
	}
	for p, hand := range s.Hands {
		if s.Absent&(1<<p) != 0 {
			continue // an absent seat never plays its tiles
		}
		for _, t := range hand {
			count(t.Kind, 1)
			cash[p] += cashValue(r, t.Kind)
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

// cashValue is the most a tile of kind k can be cashed for.
func cashValue(r *engine.Rules, k engine.TileKindID) int {
	best := 0
	if a := r.AbilityOf(k); a != nil {
		for _, m := range a.Play {
			if m.Kind == engine.CashPlay {
				best = max(best, r.Tiles[k].Params[m.Param])
			}
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
