package solver

import (
	"slices"

	"github.com/sagatools/saga/engine"
)

// bounder computes bounds on every seat's gains still to come from a
// state: tight ones when every piece still to be played is simple (a
// figure, or a tile that scores by its value alone and can only be placed
// or cashed), else the loose ones of gainBounds.
//
// With simple pieces only, what lies on the board stays as it is, so a
// player's final act score is their score now, plus for each empty
// square the most (or least) one piece put there can add through the
// pieces already on the board, plus what a new figure can gain from new
// tiles in its lines: at most every new figure seeing the largest values
// still to come, at the highest multiplier. Squares may stay empty, so a
// square adds at least 0 to the upper bound and at most 0 to the lower.
type bounder struct {
	// loose are gainBounds at the search's root, which hold in every state
	// below it.
	loose  [2][engine.MaxSeats]int
	tiles  []engine.TileKindID // kinds still to come, scratch
	values []int               // their values, one per tile, scratch
}

// bounds bounds the gains from s; sc must be prepared for s's board. It
// takes the tightest of the bounds that apply: the pairwise ones when
// every piece to come is simple, the figure-by-figure ones (if figures is
// set: they cost more) unless a tile to come moves figures, and the loose
// ones of the search's root.
func (bd *bounder) bounds(s *engine.State, sc *engine.Scorer, figures bool) (lo, hi [engine.MaxSeats]int) {
	lo, hi = bd.loose[0], bd.loose[1]
	var flo, fhi [engine.MaxSeats]int
	if figures && figureBounds(s, sc, &flo, &fhi) {
		for p := range s.Players {
			lo[p], hi[p] = max(lo[p], flo[p]), min(hi[p], fhi[p]+bd.cash(s, p))
		}
	}
	if s.Phase == engine.PhaseAfter || !bd.collect(s, sc) {
		return lo, hi
	}
	plo, phi := bd.pairwise(s, sc)
	for p := range s.Players {
		lo[p], hi[p] = max(lo[p], plo[p]), min(hi[p], phi[p])
	}
	return lo, hi
}

// pairwise is the bound for simple pieces described with bounder.
func (bd *bounder) pairwise(s *engine.State, sc *engine.Scorer) (lo, hi [engine.MaxSeats]int) {
	slices.Sort(bd.values)
	empties := s.Empties
	for p := range s.Players {
		now := sc.Points(s.Board, p)
		up, down := now, now
		figures, multMax, factorMax := 0, 0, 1
		for f, n := range s.Supply[p] {
			figures += n
			_ = f
		}
		figures = min(figures, empties)
		for sq, c := range s.Board.Cells {
			if c != engine.Empty {
				continue
			}
			q := engine.Square(sq)
			best, worst := 0, 0
			for _, k := range bd.tiles {
				g := sc.TileGain(q, p, k)
				best, worst = max(best, g), min(worst, g)
			}
			for f, n := range s.Supply[p] {
				if n == 0 {
					continue
				}
				fk := engine.FigureKindID(f)
				g := sc.FigureGain(s.Board, q, p, fk)
				best, worst = max(best, g), min(worst, g)
				multMax = max(multMax, abs(sc.FigureMultiplier(s.Board, q, p, fk)))
			}
			factorMax = max(factorMax, sc.LineFactor(q))
			up += best
			down += worst
		}
		// New figures meeting new tiles: each of at most `figures` figures
		// sees at most empties-1 new tiles.
		seen := max(empties-1, 0)
		pos, neg := 0, 0
		for i := 0; i < seen && i < len(bd.values); i++ {
			if v := bd.values[len(bd.values)-1-i]; v > 0 {
				pos += v
			}
			if v := bd.values[i]; v < 0 {
				neg += v
			}
		}
		up += figures * multMax * factorMax * pos
		down += figures * multMax * factorMax * neg
		lo[p], hi[p] = down, up+bd.cash(s, p)
	}
	return lo, hi
}

// collect gathers the tile kinds and values still to come (hands and
// pool) and reports whether every piece is simple.
func (bd *bounder) collect(s *engine.State, sc *engine.Scorer) bool {
	bd.tiles, bd.values = bd.tiles[:0], bd.values[:0]
	add := func(k engine.TileKindID, n int) bool {
		if !simpleTile(s.Rules, sc, k) {
			return false
		}
		if !slices.Contains(bd.tiles, k) {
			bd.tiles = append(bd.tiles, k)
		}
		for range n {
			bd.values = append(bd.values, s.Rules.Tiles[k].Value)
		}
		return true
	}
	for _, h := range s.Hands {
		for _, t := range h {
			if !add(t.Kind, 1) {
				return false
			}
		}
	}
	for k, n := range s.Pool {
		if n > 0 && !add(engine.TileKindID(k), n) {
			return false
		}
	}
	return true
}

// simpleTile: scores by its value alone, played only by placing or
// cashing, with no after-placement option.
func simpleTile(r *engine.Rules, sc *engine.Scorer, k engine.TileKindID) bool {
	a := r.AbilityOf(k)
	if a == nil {
		return true
	}
	if !sc.ScoresPlainly(k) || len(a.After) > 0 {
		return false
	}
	for _, m := range a.Play {
		if m.Kind != engine.PlacePlay && m.Kind != engine.CashPlay {
			return false
		}
	}
	return true
}

// cash is the most player p can still cash: their own cashable tiles and
// every cashable tile of the pool.
func (bd *bounder) cash(s *engine.State, p int) int {
	n := 0
	for _, t := range s.Hands[p] {
		n += cashValue(s.Rules, t.Kind)
	}
	for k, c := range s.Pool {
		n += c * cashValue(s.Rules, engine.TileKindID(k))
	}
	return n
}

// scalar bounds the question's scalar from seat bounds.
func (q Question) bounds(s *engine.State, lo, hi *[engine.MaxSeats]int) (Value, Value) {
	p := q.Player
	if q.Objective == Margin {
		o := q.opponent(s)
		return IntValue(lo[p] - hi[o]), IntValue(hi[p] - lo[o])
	}
	return IntValue(lo[p]), IntValue(hi[p])
}
