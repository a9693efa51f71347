package engine

// referenceTotals scores b the way the scorer did before it was tuned for
// speed: every square visited in turn, segments found first, flips
// decided next, then the tiles added up and every figure scored. It is
// slow and plain on purpose; the tests hold the fast scorer to it.
func referenceTotals(r *Rules, b *Board, out []int) {
	g := b.Geometry
	cells := b.Cells
	n := len(cells)
	kind := func(c Cell) *Ability {
		if !c.HasTileKind() {
			return nil
		}
		return r.AbilityOf(c.TileKind())
	}
	split := make([]bool, n)
	for sq, c := range cells {
		split[sq] = c == Hole
		if a := kind(c); a != nil {
			split[sq] = a.Split
		}
	}
	// Segments: rows first, then columns, numbered in board order.
	rowSeg, colSeg := make([]int, n), make([]int, n)
	segs := 0
	for row := range g.Height {
		open := false
		for col := range g.Width {
			sq := g.At(row, col)
			if split[sq] {
				rowSeg[sq], open = -1, false
				continue
			}
			if !open {
				segs, open = segs+1, true
			}
			rowSeg[sq] = segs - 1
		}
	}
	for col := range g.Width {
		open := false
		for row := range g.Height {
			sq := g.At(row, col)
			if split[sq] {
				colSeg[sq], open = -1, false
				continue
			}
			if !open {
				segs, open = segs+1, true
			}
			colSeg[sq] = segs - 1
		}
	}
	// R15: board-scope cancellers turn down the matching tiles of their
	// segments, themselves included, all decided on the face-up board.
	down := make([]bool, n)
	for from, c := range cells {
		a := kind(c)
		if a == nil || a.Cancel.Scope != CancelBoard || split[from] {
			continue
		}
		for sq, t := range cells {
			same := rowSeg[sq] == rowSeg[from] && rowSeg[sq] >= 0 || colSeg[sq] == colSeg[from] && colSeg[sq] >= 0
			if same && t.HasTileKind() && a.Cancel.Values.Has(r.Tiles[t.TileKind()].Value) {
				down[sq] = true
			}
		}
	}
	type aggregate struct {
		pos, neg, factor, rank int
		cancel                 ValueSet
	}
	agg := make([]aggregate, segs)
	for i := range agg {
		agg[i].factor = 1
	}
	adjacent := make([]int, n)
	for sq, c := range cells {
		if !c.HasTileKind() || split[sq] || down[sq] {
			continue
		}
		v := r.Tiles[c.TileKind()].Value
		for _, id := range [2]int{rowSeg[sq], colSeg[sq]} {
			a := &agg[id]
			if v > 0 {
				a.pos += v
			} else {
				a.neg += v
			}
			if ab := kind(c); ab != nil {
				if ab.Cancel.Scope == CancelLine {
					a.cancel |= ab.Cancel.Values
				}
				if ab.Multiply != 0 {
					a.factor *= ab.Multiply
				}
				if ab.AddRank.Scope == RankLines {
					a.rank += ab.AddRank.Amount
				}
			}
		}
		if ab := kind(c); ab != nil && ab.AddRank.Scope == RankAdjacent && ab.AddRank.Amount != 0 {
			for _, nb := range g.Neighbours(nil, Square(sq)) {
				adjacent[nb] += ab.AddRank.Amount
			}
		}
	}
	value := func(id int) int {
		a := agg[id]
		v := 0
		if a.cancel&Positive == 0 {
			v += a.pos
		}
		if a.cancel&Negative == 0 {
			v += a.neg
		}
		return v * a.factor
	}
	clear(out)
	for sq, c := range cells {
		if !c.IsFigure() || c.Player() >= len(out) {
			continue
		}
		rs, cs := rowSeg[sq], colSeg[sq]
		m := r.Figures[c.FigureKind()].Rank + agg[rs].rank + agg[cs].rank + adjacent[sq]
		out[c.Player()] += (value(rs) + value(cs)) * m
	}
}
