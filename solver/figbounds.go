package solver

import (
	"github.com/sagatools/saga/engine"
)

// figureBounds bounds every seat's final act score figure by figure, in a
// way that holds whatever special tiles are still to come (except tiles
// that move figures, for which it reports false). Each figure (on the
// board, or one a player could still place on an empty square) sees at
// most the squares of its present segments (or, when tiles may still be
// swapped, of its lines up to the holes and printed splitters, which never
// move). Each such square ends up adding at most its best and at least its
// worst possible value (any tile that could end up there, or nothing), at
// any line factor that could act there; the figure's multiplier ranges
// from its rank without bonuses to its rank with every bonus that could
// reach it. Scores from different figures add up, so the sum of their
// bounds bounds the player's score.
func figureBounds(s *engine.State, sc *engine.Scorer, rs *reaches, lo, hi *[engine.MaxSeats]int) bool {
	r := s.Rules
	c := capabilities{rs: rs}
	if !c.collect(s, sc) {
		return false
	}
	g := s.Board.Geometry
	for p := range s.Players {
		lo[p], hi[p] = 0, 0
		var newHi, newLo []int
		minRank, maxRank, figures := 0, 0, 0
		first := true
		for f, n := range s.Supply[p] {
			if n == 0 {
				continue
			}
			figures += n
			rk := r.Figures[f].Rank
			if first || rk < minRank {
				minRank = rk
			}
			if first || rk > maxRank {
				maxRank = rk
			}
			first = false
		}
		if s.Absent&(1<<p) != 0 {
			figures = 0 // an absent seat places nothing
		}
		// New figures go on empty squares, or on squares a removal may
		// empty.
		open := s.Empties
		for _, cell := range s.Board.Cells {
			if cell.IsTile() && c.removable[r.Tiles[cell.TileKind()].Ability] {
				open++
			}
		}
		figures = min(figures, open)
		for sq, cell := range s.Board.Cells {
			q := engine.Square(sq)
			switch {
			case cell.IsFigure() && cell.Player() == p:
				rk := r.Figures[cell.FigureKind()].Rank
				l, h := c.figure(s, sc, g, q, rk, rk)
				lo[p] += l
				hi[p] += h
			case figures > 0 && (cell == engine.Empty || cell.IsTile() && c.removable[r.Tiles[cell.TileKind()].Ability]):
				l, h := c.figure(s, sc, g, q, minRank, maxRank)
				newLo = append(newLo, min(l, 0))
				newHi = append(newHi, max(h, 0))
			}
		}
		lo[p] += sumExtreme(newLo, figures, false)
		hi[p] += sumExtreme(newHi, figures, true)
	}
	return true
}

// sumExtreme adds the n largest (or smallest) of v.
func sumExtreme(v []int, n int, largest bool) int {
	total := 0
	used := make([]bool, len(v))
	for range min(n, len(v)) {
		at := -1
		for i, x := range v {
			if !used[i] && (at < 0 || largest && x > v[at] || !largest && x < v[at]) {
				at = i
			}
		}
		used[at] = true
		total += v[at]
	}
	return total
}

// capabilities is what the tiles still to come (in hands and the pool, or
// the after-placement option pending) could do to the board.
type capabilities struct {
	rs             *reaches
	vmin, vmax     int  // values of tiles still to come (and 0)
	boardMin       int  // least and greatest value of a tile on the board
	boardMax       int  //
	factor         int  // most all line multipliers could multiply a line by
	rankPlus       int  // diamonds tiles still to come could add along lines
	adjacentPlus   int  // most diamonds one tile to come adds to a neighbour
	swap           bool // tiles may still be swapped
	removable      map[engine.AbilityID]bool
	replaceable    map[engine.AbilityID][2]int // least and greatest replacing value
	negativeFactor bool
	negativeRank   bool // some tile takes diamonds away
	boardRank      int  // diamonds all line-rank tiles on the board add
	boardAdjacent  int  // most diamonds one tile on the board adds to a neighbour
}

func (c *capabilities) collect(s *engine.State, sc *engine.Scorer) bool {
	r := s.Rules
	c.factor = 1
	c.removable, c.replaceable = map[engine.AbilityID]bool{}, map[engine.AbilityID][2]int{}
	ok := true
	replacers := map[engine.AbilityID][]engine.AbilityID{} // target: the abilities of tiles that may replace it
	after := func(reach engine.Reach) {
		c.swap = c.swap || reach.Swaps
		for _, target := range reach.Removes {
			c.removable[target] = true
		}
	}
	multiply := func(reach engine.Reach) {
		if (reach.Factor != 1 || reach.NegativeFactor) && c.factor < 1<<16 {
			c.factor *= reach.Factor
			c.negativeFactor = c.negativeFactor || reach.NegativeFactor
		}
	}
	come := func(k engine.TileKindID) {
		reach := *c.rs.of(r, k)
		c.vmin, c.vmax = min(c.vmin, reach.Value), max(c.vmax, reach.Value)
		if reach.MovesFigures {
			ok = false
		}
		for _, target := range reach.Replaces {
			v := reach.Value
			rng, seen := c.replaceable[target]
			if !seen {
				rng = [2]int{v, v}
			}
			c.replaceable[target] = [2]int{min(rng[0], v), max(rng[1], v)}
			replacers[target] = append(replacers[target], r.Tiles[k].Ability)
		}
		after(reach)
		multiply(reach)
		c.rankPlus += reach.LineRank
		c.adjacentPlus = max(c.adjacentPlus, reach.AdjacentRank)
		c.negativeRank = c.negativeRank || reach.NegativeRank
	}
	for p, h := range s.Hands {
		if s.Absent&(1<<p) == 0 {
			for _, t := range h {
				come(t.Kind)
			}
		}
	}
	for k, n := range s.Pool {
		if n > 0 {
			for range min(n, 8) { // factors multiply per tile
				come(engine.TileKindID(k))
			}
		}
	}
	if s.Phase == engine.PhaseAfter {
		after(*c.rs.of(r, s.Board.Cells[s.Placed].TileKind()))
	}
	// A tile that may be replaced by one that may be removed may itself be
	// taken away.
	for changed := true; changed; {
		changed = false
		for target, by := range replacers {
			for _, id := range by {
				if c.removable[id] && !c.removable[target] {
					c.removable[target], changed = true, true
				}
			}
		}
	}
	// Removing or replacing a splitting tile would join segments; these
	// bounds do not follow that.
	for k := range r.Tiles {
		id := r.Tiles[k].Ability
		_, replaceable := c.replaceable[id]
		if (c.removable[id] || replaceable) && c.rs.of(r, engine.TileKindID(k)).Splits {
			ok = false
		}
	}
	for _, cell := range s.Board.Cells {
		if cell.HasTileKind() {
			reach := *c.rs.of(r, cell.TileKind())
			c.boardMin, c.boardMax = min(c.boardMin, reach.Value), max(c.boardMax, reach.Value)
			multiply(reach)
			c.negativeRank = c.negativeRank || reach.NegativeRank
			c.boardRank += reach.LineRank
			c.boardAdjacent = max(c.boardAdjacent, reach.AdjacentRank)
		}
	}
	return ok
}

// figure bounds the score of a figure of rank from minRank to maxRank on
// square q.
func (c *capabilities) figure(s *engine.State, sc *engine.Scorer, g *engine.Geometry, q engine.Square, minRank, maxRank int) (int, int) {
	sumLo, sumHi := 0, 0
	bonus := 0
	row, col := sc.Segments(q)
	for _, line := range [2]engine.Line{engine.Row, engine.Column} {
		seg := row
		if line == engine.Column {
			seg = col
		}
		for _, y := range c.reach(s, sc, g, q, line, seg) {
			l, h := c.square(s, y)
			sumLo += l
			sumHi += h
			// Tiles on the board that could add diamonds to the figure.
			if cell := s.Board.Cells[y]; cell.HasTileKind() {
				bonus += c.rs.of(s.Rules, cell.TileKind()).LineRank
			}
		}
	}
	// Adjacent tiles on the board, and new ones on empty neighbours; with
	// swaps to come, any tile next to the figure could become the one that
	// adds the most, and every line-rank tile could be swapped into reach.
	var buf [4]engine.Square
	for _, n := range g.Neighbours(buf[:0], q) {
		cell := s.Board.Cells[n]
		switch {
		case cell == engine.Empty:
			bonus += c.adjacentPlus
		case cell.IsTile() && c.swap:
			bonus += max(c.boardAdjacent, c.adjacentPlus)
		case cell.HasTileKind():
			own := c.rs.of(s.Rules, cell.TileKind()).AdjacentRank
			// A tile that may be removed or replaced may give way to one
			// to come.
			ab := s.Rules.Tiles[cell.TileKind()].Ability
			if _, replaceable := c.replaceable[ab]; cell.IsTile() && (c.removable[ab] || replaceable) {
				own = max(own, c.adjacentPlus)
			}
			bonus += own
		}
	}
	bonus += c.rankPlus
	if c.swap {
		bonus += c.boardRank
	}
	multLo, multHi := minRank, maxRank+bonus
	if c.negativeRank {
		multLo = minRank - bonus
	}
	products := [4]int{multLo * sumLo, multLo * sumHi, multHi * sumLo, multHi * sumHi}
	lo, hi := products[0], products[0]
	for _, x := range products[1:] {
		lo, hi = min(lo, x), max(hi, x)
	}
	return lo, hi
}

// reach lists the squares a figure on q could see along line at the end of
// the act: its present segment, or with swaps to come, the stretch up to
// holes and printed splitters.
func (c *capabilities) reach(s *engine.State, sc *engine.Scorer, g *engine.Geometry, q engine.Square, line engine.Line, seg int) []engine.Square {
	var out []engine.Square
	r0, c0 := g.RowCol(q)
	for _, dir := range [2]int{-1, 1} {
		rr, cc := r0, c0
		for {
			if line == engine.Row {
				cc += dir
			} else {
				rr += dir
			}
			if !g.Contains(rr, cc) {
				break
			}
			y := g.At(rr, cc)
			cell := s.Board.Cells[y]
			if c.swap {
				if cell == engine.Hole || cell.IsPrinted() && c.splits(s, cell) {
					break
				}
				// A placed splitter may be swapped away: its square then
				// holds some other tile, and the line goes on past it.
			} else {
				ry, cy := sc.Segments(y)
				if line == engine.Row && ry != seg || line == engine.Column && cy != seg {
					break
				}
			}
			out = append(out, y)
		}
	}
	return out
}

func (c *capabilities) splits(s *engine.State, cell engine.Cell) bool {
	return c.rs.of(s.Rules, cell.TileKind()).Splits
}

// square bounds what square y adds to the sum of a figure that sees it.
func (c *capabilities) square(s *engine.State, y engine.Square) (int, int) {
	cell := s.Board.Cells[y]
	vlo, vhi := 0, 0
	switch {
	case cell == engine.Empty:
		vlo, vhi = c.vmin, c.vmax
		if c.swap {
			// A tile put here later may be swapped for any tile.
			vlo, vhi = min(vlo, c.boardMin), max(vhi, c.boardMax)
		}
	case cell.IsFigure():
		return 0, 0
	case cell.HasTileKind():
		k := cell.TileKind()
		v := s.Rules.Tiles[k].Value
		vlo, vhi = min(0, v), max(0, v) // it may be cut off or cancelled
		if cell.IsTile() {
			if c.swap {
				vlo, vhi = min(vlo, c.boardMin, c.vmin), max(vhi, c.boardMax, c.vmax)
			}
			ab := s.Rules.Tiles[k].Ability
			if c.removable[ab] {
				vlo, vhi = min(vlo, c.vmin), max(vhi, c.vmax)
			}
			if rng, ok := c.replaceable[ab]; ok {
				vlo, vhi = min(vlo, rng[0]), max(vhi, rng[1])
			}
		}
	}
	f := c.factor
	if c.negativeFactor {
		m := max(abs(vlo), abs(vhi)) * f
		return -m, m
	}
	return min(vlo*f, vlo), max(vhi*f, vhi)
}
