package solver

import (
	"slices"

	"github.com/sagatools/saga/engine"
)

// bounder computes bounds on every seat's gains still to come from a
// state, the tightest of several that hold (see bounds).
//
// The pairwise bound applies when every piece still to be played is
// simple: a figure, or a tile that scores by its value alone and can only
// be placed or cashed. Then what lies on the board stays as it is, and a
// player's final act score is their score now plus, for each new piece,
// what it adds through the pieces already on the board, plus what each new
// figure of theirs gains from new tiles in its segments (at most the
// largest values still to come, one per empty square it sees, at its
// multiplier). Each empty square holds at most one new piece, at most as
// many squares as the player has figures get a figure, at most as many as
// there are tiles to come get a tile, and squares may stay empty: so the
// bound adds the best few per-square gains (and the lower bound the worst
// few, never above 0).
type bounder struct {
	// loose are gainBounds at the search's root, which hold in every state
	// below it.
	loose    [2][engine.MaxSeats]int
	tiles    []engine.TileKindID // kinds still to come, scratch
	segEmpty []int               // empty squares per segment, scratch
	// Per empty square, the most and least one new tile or figure adds,
	// scratch.
	tileUp, tileDown, figUp, figDown []int
	values                           []int // their values, one per tile, scratch
	// Prefix sums of the largest and the smallest values, scratch.
	top, bottom []int
	reach       reaches
}

// bounds bounds the gains from s; sc must be prepared for s's board. It
// takes the tightest of the bounds that apply: the pairwise ones when
// every piece to come is simple, the figure-by-figure ones (if figures is
// set: they cost more) unless a tile to come moves figures, and the loose
// ones of the search's root.
func (bd *bounder) bounds(s *engine.State, sc *engine.Scorer, figures bool) (lo, hi [engine.MaxSeats]int) {
	lo, hi = bd.loose[0], bd.loose[1]
	var flo, fhi [engine.MaxSeats]int
	if figures && figureBounds(s, sc, &bd.reach, &flo, &fhi) {
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
	// Prefix sums of the largest positive and the smallest negative values
	// to come: a new figure sees at most k new tiles, worth at most
	// top[k] and at least bottom[k].
	n := len(bd.values)
	if cap(bd.top) < n+1 {
		bd.top, bd.bottom = make([]int, n+1), make([]int, n+1)
	}
	top, bottom := bd.top[:n+1], bd.bottom[:n+1]
	for i := range n {
		top[i+1] = top[i] + max(bd.values[n-1-i], 0)
		bottom[i+1] = bottom[i] + min(bd.values[i], 0)
	}
	// Empty squares per segment, for how many new tiles a figure can see.
	if len(bd.segEmpty) < 2*len(s.Board.Cells) {
		bd.segEmpty = make([]int, 2*len(s.Board.Cells))
	}
	clear(bd.segEmpty)
	for sq, c := range s.Board.Cells {
		if c == engine.Empty {
			row, col := sc.Segments(engine.Square(sq))
			bd.segEmpty[row]++
			bd.segEmpty[col]++
		}
	}
	tilesToCome := min(n, s.Empties)
	for p := range s.Players {
		now := sc.Points(s.Board, p)
		figures := 0
		for _, count := range s.Supply[p] {
			figures += count
		}
		figures = min(figures, s.Empties)
		if s.Absent&(1<<p) != 0 {
			figures = 0
		}
		bd.tileUp, bd.tileDown = bd.tileUp[:0], bd.tileDown[:0]
		bd.figUp, bd.figDown = bd.figUp[:0], bd.figDown[:0]
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
			bd.tileUp, bd.tileDown = append(bd.tileUp, best), append(bd.tileDown, worst)
			row, col := sc.Segments(q)
			seen := min(bd.segEmpty[row]+bd.segEmpty[col]-2, n)
			factor := sc.LineFactor(q)
			best, worst = 0, 0
			for f, count := range s.Supply[p] {
				if count == 0 {
					continue
				}
				fk := engine.FigureKindID(f)
				g := sc.FigureGain(s.Board, q, p, fk)
				m := abs(sc.FigureMultiplier(s.Board, q, p, fk)) * factor
				best, worst = max(best, g+m*top[seen]), min(worst, g+m*bottom[seen])
			}
			bd.figUp, bd.figDown = append(bd.figUp, best), append(bd.figDown, worst)
		}
		// At most `figures` squares get a new figure of p and at most
		// tilesToCome a new tile, each at its best (or worst) for p.
		up := now + sumTop(bd.figUp, figures) + sumTop(bd.tileUp, tilesToCome)
		down := now - sumTop(negate(bd.figDown), figures) - sumTop(negate(bd.tileDown), tilesToCome)
		lo[p], hi[p] = down, up+bd.cash(s, p)
	}
	return lo, hi
}

// collect gathers the tile kinds and values still to come (hands and
// pool) and reports whether every piece is simple.
func (bd *bounder) collect(s *engine.State, sc *engine.Scorer) bool {
	bd.tiles, bd.values = bd.tiles[:0], bd.values[:0]
	add := func(k engine.TileKindID, n int) bool {
		if !simpleTile(bd.reach.of(s.Rules, k), sc, k) {
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
	for p, h := range s.Hands {
		if s.Absent&(1<<p) != 0 {
			continue // an absent seat never plays its tiles
		}
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
func simpleTile(reach *engine.Reach, sc *engine.Scorer, k engine.TileKindID) bool {
	return sc.ScoresPlainly(k) && !reach.Swaps && len(reach.Removes) == 0 && len(reach.Replaces) == 0 && !reach.MovesFigures
}

// cash is the most player p can still cash: their own cashable tiles and
// every cashable tile of the pool.
func (bd *bounder) cash(s *engine.State, p int) int {
	n := 0
	for _, t := range s.Hands[p] {
		n += bd.reach.of(s.Rules, t.Kind).Cash
	}
	for k, c := range s.Pool {
		n += c * bd.reach.of(s.Rules, engine.TileKindID(k)).Cash
	}
	return n
}

// bounds bounds the question's scalar, in points, from bounds on every
// seat's gains.
func (q Question) bounds(s *engine.State, lo, hi *[engine.MaxSeats]int) (int, int) {
	p := q.Player
	if q.Objective == Margin {
		o := q.opponent(s)
		return lo[p] - hi[o], hi[p] - lo[o]
	}
	return lo[p], hi[p]
}

// bounds bounds the question's scalar in the search's units.
func (sv *solve) bounds(s *engine.State, lo, hi *[engine.MaxSeats]int) (value, value) {
	a, b := sv.q.bounds(s, lo, hi)
	return sv.scale.points(a), sv.scale.points(b)
}

// sumTop adds the k largest values of v, sorting v.
func sumTop(v []int, k int) int {
	slices.Sort(v)
	total := 0
	for i := len(v) - 1; i >= 0 && i >= len(v)-k; i-- {
		total += v[i]
	}
	return total
}

// negate negates v in place and returns it.
func negate(v []int) []int {
	for i := range v {
		v[i] = -v[i]
	}
	return v
}
