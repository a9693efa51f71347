package engine

import "math"

// Gains: what a placement would change in a player's act score if the act
// ended right after it, computed from the prepared segments in constant
// time. Players that look one move ahead (greedy) use it to rate many
// candidate moves without rescoring the board for each.

// Prepare scores board b into the scorer's scratch space so that
// FigureGain, TileGain and Points can be asked about it. It must be
// called again after b changes. When b differs from the board last
// prepared only by figures and plainly scoring tiles put on or taken off
// squares, Prepare follows those changes instead of scoring b anew.
func (s *Scorer) Prepare(b *Board) {
	if s.follow(b) {
		return
	}
	s.prepare(b)
	if len(s.segMult) < s.top*MaxSeats {
		s.segMult = make([]int32, len(s.seg)*MaxSeats)
		s.boardCancel = make([]ValueSet, len(s.seg))
	}
	clear(s.segMult[:s.rows*MaxSeats])
	clear(s.segMult[s.colsFrom*MaxSeats : s.top*MaxSeats])
	clear(s.boardCancel[:s.rows])
	clear(s.boardCancel[s.colsFrom:s.top])
	for _, ids := range [2][2]int{{0, s.rows}, {s.colsFrom, s.top}} {
		for i := ids[0]; i < ids[1]; i++ {
			seg := &s.seg[i]
			seg.setUnits()
		}
	}
	cells := b.Cells
	for _, sq := range s.figures[:s.nfigures] {
		c := cells[sq]
		m := int32(s.multiplier(sq, c))
		p := c.Player()
		s.segMult[int(s.rowSeg[sq])*MaxSeats+p] += m
		s.segMult[int(s.colSeg[sq])*MaxSeats+p] += m
	}
	s.scoresKnown = false
	// Gains must know the tiles a board-scope canceller would turn down
	// where they are placed.
	for _, sq := range s.cancellers {
		set := s.kinds[cells[sq].TileKind()].cancelBoard
		s.boardCancel[s.rowSeg[sq]] |= set
		s.boardCancel[s.colSeg[sq]] |= set
	}
	s.prev = append(s.prev[:0], cells...)
	s.prevGeometry = b.Geometry
	s.gainsReady = true
}

// Points is player p's act score on the prepared board.
func (s *Scorer) Points(b *Board, p int) int {
	if s.gainsReady {
		if !s.scoresKnown {
			s.scores = [MaxSeats]int{}
			for _, sq := range s.figures[:s.nfigures] {
				if c := b.Cells[sq]; c.Player() < MaxSeats {
					s.scores[c.Player()] += s.points(sq, c)
				}
			}
			s.scoresKnown = true
		}
		return s.scores[p]
	}
	total := 0
	for _, sq := range s.figures[:s.nfigures] {
		if c := b.Cells[sq]; c.Player() == p {
			total += s.points(sq, c)
		}
	}
	return total
}

// FigureGain is what placing figure kind f of player p on the empty square
// sq adds to p's score: a figure changes no other figure's score.
func (s *Scorer) FigureGain(b *Board, sq Square, p int, f FigureKindID) int {
	c := FigureCell(p, f)
	return (s.segmentValue(s.rowSeg[sq]) + s.segmentValue(s.colSeg[sq])) * s.multiplier(sq, c)
}

// FigureParts are what a figure placed on the empty square sq of the
// prepared board would see: the sum of its two segments, and the
// diamonds the board adds to its rank there. FigureGain is the sum times
// the figure's rank plus the diamonds; a player rating every figure kind
// on every square asks for them once per square.
func (s *Scorer) FigureParts(sq Square) (sum, diamonds int) {
	row, col := &s.seg[s.rowSeg[sq]], &s.seg[s.colSeg[sq]]
	diamonds = row.rankAdd + col.rankAdd
	if s.adjacentOn {
		diamonds += s.adjacent[sq]
	}
	return row.value + col.value, diamonds
}

// FigurePoints is what the figure on sq scores on the prepared board.
func (s *Scorer) FigurePoints(b *Board, sq Square) int {
	return s.points(sq, b.Cells[sq])
}

// ScoresPlainly reports whether tiles of kind k act at scoring by their
// value alone (no split, cancel, rank or multiply effect), so that
// TileGain can rate their placement. Play-time abilities do not matter.
func (s *Scorer) ScoresPlainly(k TileKindID) bool {
	e := &s.kinds[k]
	return !e.split && !e.special && e.cancelBoard == 0 && e.rankAdj == 0
}

// TileGain is what placing a tile of kind k that scores plainly on the
// empty square sq
// adds to player p's score: its value for each of p's figures in the two
// segments it joins, times their multipliers, unless it would be turned
// face down (R15) or cancelled in that line (K5).
func (s *Scorer) TileGain(sq Square, p int, k TileKindID) int {
	v := s.kinds[k].value
	pos, neg := s.UnitGains(sq, p)
	if v > 0 {
		return v * pos
	}
	return v * neg
}

// UnitGains are what a plainly scoring tile worth +1 (pos) and one worth
// -1 (neg, per unit of its value) adds to player p's score on square sq,
// which is empty or holds a plainly scoring tile: TileGain is the tile's
// value times one of them, and taking such a tile away loses as much.
func (s *Scorer) UnitGains(sq Square, p int) (pos, neg int) {
	row, col := s.rowSeg[sq], s.colSeg[sq]
	return s.unitGains(row, col, int(s.segMult[int(row)*MaxSeats+p]), int(s.segMult[int(col)*MaxSeats+p]))
}

// unitGains are the unit gains of a square in segments row and col for
// a player whose figures there have the multipliers mr and mc.
func (s *Scorer) unitGains(row, col int32, mr, mc int) (pos, neg int) {
	r, c := &s.seg[row], &s.seg[col]
	pos, neg = r.posUnit*mr+c.posUnit*mc, r.negUnit*mr+c.negUnit*mc
	if cancel := s.boardCancel[row] | s.boardCancel[col]; cancel != 0 {
		if cancel&Positive != 0 {
			pos = 0
		}
		if cancel&Negative != 0 {
			neg = 0
		}
	}
	return pos, neg
}

// SquareGains are what a player rates on an empty square at once: the
// unit gains there (UnitGains, Pos and Neg, possibly scaled and summed
// over players) and what a figure there sees (FigureParts, Sum and
// Diamonds), side by side so that one look-up finds them.
type SquareGains struct {
	Pos, Neg, Sum, Diamonds int
}

// AddUnitGains adds times UnitGains(sq, p) to the Pos and Neg of gains[sq]
// for every empty square sq of the prepared board b, or, with parts, sets
// them to it and sets Sum and Diamonds to FigureParts(sq): a player
// rating every plain tile and figure on every square asks once per
// board, in one loop, not once per square. It returns the greatest Pos
// and the least Neg it leaves on an empty square (0 and 0 when there is
// none), the best a plain tile could do anywhere.
func (s *Scorer) AddUnitGains(b *Board, p, times int, gains []SquareGains, parts bool) (maxPos, minNeg int) {
	cells := b.Cells
	n := len(cells)
	gains = gains[:n]
	rowSeg, colSeg := s.rowSeg[:n], s.colSeg[:n]
	seg := s.seg[:s.top]
	// p's multipliers, a segment's MaxSeats apart.
	mult := s.segMult[p : s.top*MaxSeats]
	maxPos, minNeg = math.MinInt, math.MaxInt
	if !parts {
		for sq, c := range cells {
			if c != Empty {
				continue
			}
			row, col := rowSeg[sq], colSeg[sq]
			r, cl := &seg[row], &seg[col]
			mr, mc := int(mult[int(row)*MaxSeats]), int(mult[int(col)*MaxSeats])
			ps, ng := s.cancelUnits(row, col, r.posUnit*mr+cl.posUnit*mc, r.negUnit*mr+cl.negUnit*mc)
			g := &gains[sq]
			g.Pos += times * ps
			g.Neg += times * ng
			maxPos, minNeg = max(maxPos, g.Pos), min(minNeg, g.Neg)
		}
	} else if len(s.cancellers) == 0 {
		// The common board, with no canceller to ask about: each
		// segment's share of a square's gains worked out once, for the
		// segments in use, and then a square's are two shares added, in
		// a loop short enough to keep its variables in registers.
		if len(s.shares) < len(seg) {
			s.shares = make([]SquareGains, len(s.seg)) // made when first needed
		}
		shares := s.shares[:s.top]
		for _, ids := range [2][2]int{{0, s.rows}, {s.colsFrom, s.top}} {
			for id := ids[0]; id < ids[1]; id++ {
				g, m := &seg[id], int(mult[id*MaxSeats])
				shares[id] = SquareGains{times * g.posUnit * m, times * g.negUnit * m, g.value, g.rankAdd}
			}
		}
		if s.adjacentOn {
			// The same, with the diamonds of adjacent tiles (K5): a loop
			// of its own, so that boards without them read nothing more.
			adjacent := s.adjacent[:n]
			for sq, c := range cells {
				if c != Empty {
					continue
				}
				r, cl := &shares[rowSeg[sq]], &shares[colSeg[sq]]
				ps, ng := r.Pos+cl.Pos, r.Neg+cl.Neg
				gains[sq] = SquareGains{ps, ng, r.Sum + cl.Sum, r.Diamonds + cl.Diamonds + adjacent[sq]}
				maxPos, minNeg = max(maxPos, ps), min(minNeg, ng)
			}
		} else {
			for sq, c := range cells {
				if c != Empty {
					continue
				}
				r, cl := &shares[rowSeg[sq]], &shares[colSeg[sq]]
				ps, ng := r.Pos+cl.Pos, r.Neg+cl.Neg
				gains[sq] = SquareGains{ps, ng, r.Sum + cl.Sum, r.Diamonds + cl.Diamonds}
				maxPos, minNeg = max(maxPos, ps), min(minNeg, ng)
			}
		}
	} else {
		for sq, c := range cells {
			if c != Empty {
				continue
			}
			row, col := rowSeg[sq], colSeg[sq]
			r, cl := &seg[row], &seg[col]
			mr, mc := int(mult[int(row)*MaxSeats]), int(mult[int(col)*MaxSeats])
			ps, ng := s.cancelUnits(row, col, r.posUnit*mr+cl.posUnit*mc, r.negUnit*mr+cl.negUnit*mc)
			ps, ng = times*ps, times*ng
			gains[sq] = SquareGains{ps, ng, r.value + cl.value, r.rankAdd + cl.rankAdd}
			maxPos, minNeg = max(maxPos, ps), min(minNeg, ng)
		}
		if s.adjacentOn {
			for sq, c := range cells {
				if c == Empty {
					gains[sq].Diamonds += s.adjacent[sq]
				}
			}
		}
	}
	if maxPos == math.MinInt { // no empty square
		return 0, 0
	}
	return maxPos, minNeg
}

// cancelUnits are the unit gains pos and neg of a square in segments row
// and col, less what a board-scope canceller acting there turns face
// down.
func (s *Scorer) cancelUnits(row, col int32, pos, neg int) (int, int) {
	if len(s.cancellers) == 0 {
		return pos, neg
	}
	return cancelled(s.boardCancel[row]|s.boardCancel[col], pos, neg)
}

// Contribution is what the plainly scoring tile of kind k adds to player
// p's score where it lies on square sq (0 if it is face down).
func (s *Scorer) Contribution(sq Square, p int, k TileKindID) int {
	return s.TileGain(sq, p, k)
}

// FigureMultiplier is the multiplier a figure of kind f of player p would
// have on the empty square sq of the prepared board: its rank plus the
// diamonds the board adds there.
func (s *Scorer) FigureMultiplier(b *Board, sq Square, p int, f FigureKindID) int {
	return s.multiplier(sq, FigureCell(p, f))
}

// LineFactor is the larger absolute line multiplier of the two segments
// through square sq of the prepared board.
func (s *Scorer) LineFactor(sq Square) int {
	a, b := s.seg[s.rowSeg[sq]].factor, s.seg[s.colSeg[sq]].factor
	return max(a, -a, b, -b)
}

// Segments returns the row and column segments of square sq on the
// prepared board (-1 for holes and splitting tiles).
func (s *Scorer) Segments(sq Square) (row, col int) {
	return int(s.rowSeg[sq]), int(s.colSeg[sq])
}

// SegmentFactor is the product of the line multipliers acting in
// segment seg of the prepared board.
func (s *Scorer) SegmentFactor(seg int) int { return s.seg[seg].factor }

// SegmentRank is the diamonds the tiles of segment seg add to its figures.
func (s *Scorer) SegmentRank(seg int) int { return s.seg[seg].rankAdd }

// AdjacentRank is the diamonds adjacent tiles add to a figure on sq.
func (s *Scorer) AdjacentRank(sq Square) int {
	if !s.adjacentOn {
		return 0
	}
	return s.adjacent[sq]
}

// segmentRange is the first and the last square of sq's segment along
// line on the prepared board, and the step from one square of it to the
// next. Segments never span two rows (or columns): a square of another
// row has another segment id.
func (s *Scorer) segmentRange(b *Board, sq Square, line Line) (first, last, step int) {
	ids, step := s.rowSeg, 1
	if line == Column {
		ids, step = s.colSeg, b.Geometry.Width
	}
	id := ids[sq]
	first, last = int(sq), int(sq)
	for first-step >= 0 && ids[first-step] == id {
		first -= step
	}
	for last+step < len(b.Cells) && ids[last+step] == id {
		last += step
	}
	return first, last, step
}

// plainEffects reports whether tile kind k has no effect at scoring beyond
// its value and is not turned down by anything.
func (s *Scorer) plainEffects(k TileKindID) bool {
	e := &s.kinds[k]
	return !e.split && !e.special && e.cancelBoard == 0 && e.rankAdj == 0
}

// CancelGain is what placing a tile of kind k, which cancels values for
// the whole board (R15) and has no other effect, on the empty square sq
// adds to player p's score: its own value, less the contribution of every
// tile it turns face down. It reports false when a tile it would turn down
// has effects of its own (then rescore).
func (s *Scorer) CancelGain(b *Board, sq Square, p int, k TileKindID) (int, bool) {
	e := &s.kinds[k]
	if e.cancelBoard == 0 || e.split || e.special || e.rankAdj != 0 {
		return 0, false
	}
	// Its own value first, as a tile that scores plainly. It lies in its
	// own lines: subject to its own set (a canceller cancels itself).
	gain := 0
	if !e.cancelBoard.Has(e.value) {
		pos, neg := s.UnitGains(sq, p)
		if e.value > 0 {
			gain = e.value * pos
		} else {
			gain = e.value * neg
		}
	}
	// The tiles it turns down lie in its two segments; what they take
	// from p is the same wherever in the segment it goes (sq is empty).
	for i, line := range [2]Line{Row, Column} {
		id := [2]int32{s.rowSeg[sq], s.colSeg[sq]}[i]
		if !s.keepSegments {
			lost, ok := s.cancelledIn(b, sq, line, p, e.cancelBoard)
			if !ok {
				return 0, false
			}
			gain -= lost
			continue
		}
		share, known := s.segmentEntry(b, id, p, k)
		if !known {
			share.gain, share.ok = s.cancelledIn(b, sq, line, p, e.cancelBoard)
		}
		if !share.ok {
			return 0, false
		}
		gain -= share.gain
	}
	return gain, true
}

// cancelledIn is what the face-up tiles with a value in set, in sq's
// segment along line, add to player p's score: what a board-scope
// canceller placed in the segment takes away. It reports false when one
// of them has effects of its own.
func (s *Scorer) cancelledIn(b *Board, sq Square, line Line, p int, set ValueSet) (int, bool) {
	gain := 0
	first, last, step := s.segmentRange(b, sq, line)
	for y := first; y <= last; y += step {
		c := b.Cells[y]
		if !c.HasTileKind() || s.flippedBy[y] != NoSquare || !set.Has(s.kinds[c.TileKind()].value) {
			continue
		}
		if !s.plainEffects(c.TileKind()) {
			return 0, false
		}
		gain += s.Contribution(Square(y), p, c.TileKind())
	}
	return gain, true
}

// SplitGain is what placing a tile of kind k that splits lines (R14) and
// has no other effect on the empty square sq adds to player p's score:
// in its row and in its column, the segment through sq falls into the
// part before sq and the part after, each with only its own tiles' values
// and line effects, and the figures in each see only their part. Where a
// board-scope canceller acts in either segment, splitting it may turn
// tiles face up (splitCancelGain); it reports false when one of those
// has effects of its own (then rescore).
func (s *Scorer) SplitGain(b *Board, sq Square, p int, k TileKindID) (int, bool) {
	return s.splitGain(b, sq, p, k, s.keepSegments)
}

// splitGain is SplitGain, from the segments' split shares (splitShare)
// if shares.
func (s *Scorer) splitGain(b *Board, sq Square, p int, k TileKindID, shares bool) (int, bool) {
	e := &s.kinds[k]
	if !e.split || e.special || e.cancelBoard != 0 || e.rankAdj != 0 {
		return 0, false
	}
	cancel := s.boardCancel[s.rowSeg[sq]]|s.boardCancel[s.colSeg[sq]] != 0
	// Past the checks above, the gains depend on the square only, not on
	// the splitting kind. A scorer keeping segment gains works out each
	// segment's squares at once (splitShare).
	if shares && !cancel {
		return s.splitShare(b, sq, Row, p) + s.splitShare(b, sq, Column, p), true
	}
	// Callers rate a placement for each player in turn: the first call
	// rates every player's figures from one reading of the lines, and the
	// others find their gains kept.
	if s.split.board != b || s.split.sq != sq {
		s.split.board, s.split.sq, s.split.gains, s.split.ok = b, sq, [MaxSeats]int{}, true
		if cancel {
			s.split.ok = s.splitCancelGains(b, sq, &s.split.gains)
		} else {
			for _, line := range [2]Line{Row, Column} {
				first, last, step := s.segmentRange(b, sq, line)
				whole := &s.seg[s.rowSeg[sq]]
				if line == Column {
					whole = &s.seg[s.colSeg[sq]]
				}
				s.sideGains(b, first, int(sq)-step, step, whole, &s.split.gains)
				s.sideGains(b, int(sq)+step, last, step, whole, &s.split.gains)
			}
		}
	}
	return s.split.gains[p], s.split.ok
}

// splitCancelGains adds to g what placing a splitting tile on the empty
// square sq gains each player where a board-scope canceller acts in its
// row or column segment. A tile is face down while a canceller in one of
// its segments cancels its value (R15); splitting takes squares out of
// segments and never puts any in, so it turns tiles face up and none
// down: a tile of a part of a split segment stays face down only if a
// canceller in that part or in its other segment, which the split leaves
// whole, still cancels it. Each part is then rated as sideGains rates it,
// with the tiles it now shows face up; a tile turned face up also adds
// its value to its other segment, whose figures gain by it. That segment
// is no part of a split one, and no two such tiles share it (two tiles
// of one row have two columns, and the other segment of a tile of the
// row is a column, of the column a row), so the gains add up. It reports
// false when a tile turned face up has effects of its own.
func (s *Scorer) splitCancelGains(b *Board, sq Square, g *[MaxSeats]int) bool {
	cells := b.Cells
	for _, line := range [2]Line{Row, Column} {
		first, last, step := s.segmentRange(b, sq, line)
		ids, others := s.rowSeg, s.colSeg
		if line == Column {
			ids, others = s.colSeg, s.rowSeg
		}
		whole := &s.seg[ids[sq]]
		for _, part := range [2][2]int{{first, int(sq) - step}, {int(sq) + step, last}} {
			var cancel ValueSet // of the part's cancellers, face down or not
			for y := part[0]; y <= part[1]; y += step {
				if c := cells[y]; c.HasTileKind() {
					cancel |= s.kinds[c.TileKind()].cancelBoard
				}
			}
			side := segment{factor: 1}
			figures := false
			for y := part[0]; y <= part[1]; y += step {
				c := cells[y]
				if c.IsFigure() {
					figures = true
				}
				if !c.HasTileKind() {
					continue
				}
				k := &s.kinds[c.TileKind()]
				if s.flippedBy[y] != NoSquare {
					if cancel.Has(k.value) || s.boardCancel[others[y]].Has(k.value) {
						continue // still face down
					}
					if !s.plainEffects(c.TileKind()) {
						return false
					}
					s.faceUp(b, Square(y), line.other(), k.value, g)
				}
				side.add(k)
			}
			if figures {
				s.partGains(b, part[0], part[1], step, whole, &side, g)
			}
		}
	}
	return true
}

// faceUp adds to g what the figures in sq's segment along line gain when
// the face-down tile of value v on sq turns face up there.
func (s *Scorer) faceUp(b *Board, sq Square, line Line, v int, g *[MaxSeats]int) {
	id := s.rowSeg[sq]
	if line == Column {
		id = s.colSeg[sq]
	}
	seg := s.seg[id]
	before := seg.value
	if v > 0 {
		seg.pos += v
	} else {
		seg.neg += v
	}
	change := segmentValueOf(&seg) - before
	if change == 0 {
		return
	}
	first, last, step := s.segmentRange(b, sq, line)
	for y := first; y <= last; y += step {
		if c := b.Cells[y]; c.IsFigure() {
			g[c.Player()] += change * s.multiplier(Square(y), c)
		}
	}
}

// other is the line across this one.
func (l Line) other() Line { return 1 - l }

// sideGains adds to g what each player's figures on the squares from
// first to last (step apart) gain when their segment, whole, shrinks to
// those squares.
func (s *Scorer) sideGains(b *Board, first, last, step int, whole *segment, g *[MaxSeats]int) {
	side := segment{factor: 1}
	figures := false
	for y := first; y <= last; y += step {
		c := b.Cells[y]
		switch {
		case c.HasTileKind() && s.flippedBy[y] == NoSquare:
			k := &s.kinds[c.TileKind()]
			side.add(k)
		case c.IsFigure():
			figures = true
		}
	}
	if !figures {
		return
	}
	// The figures' gains, as partGains has them, in the same loop: a
	// call here costs the solver, which rates many splits.
	value := segmentValueOf(&side)
	for y := first; y <= last; y += step {
		c := b.Cells[y]
		if !c.IsFigure() {
			continue
		}
		m := s.multiplier(Square(y), c)
		other := s.figureSum(Square(y), c) - whole.value
		g[c.Player()] += (other+value)*(m-whole.rankAdd+side.rankAdd) - (other+whole.value)*m
	}
}

// partGains adds to g what each player's figures on the squares from
// first to last (step apart) gain when their segment, whole, shrinks to
// those squares, whose face-up tiles add up to side.
func (s *Scorer) partGains(b *Board, first, last, step int, whole, side *segment, g *[MaxSeats]int) {
	value := segmentValueOf(side)
	for y := first; y <= last; y += step {
		c := b.Cells[y]
		if !c.IsFigure() {
			continue
		}
		m := s.multiplier(Square(y), c)
		other := s.figureSum(Square(y), c) - whole.value
		g[c.Player()] += (other+value)*(m-whole.rankAdd+side.rankAdd) - (other+whole.value)*m
	}
}

// figureSum is the sum of the two segments the figure c on sq sees.
func (s *Scorer) figureSum(sq Square, c Cell) int {
	return s.seg[s.rowSeg[sq]].value + s.seg[s.colSeg[sq]].value
}

// TileGainOver is TileGain(sq, p, k) less TileGain(sq, o, k), from one
// read of the square's segments (UnitGainsOver).
func (s *Scorer) TileGainOver(sq Square, p, o int, k TileKindID) int {
	v := s.kinds[k].value
	pos, neg := s.UnitGainsOver(sq, p, o)
	if v > 0 {
		return v * pos
	}
	return v * neg
}

// UnitGainsOver are UnitGains(sq, p) less UnitGains(sq, o): what a
// plainly scoring tile on sq adds to p's score over o's, per unit of its
// value, for a positive value and for the others, read from the square's
// segments once for both players.
func (s *Scorer) UnitGainsOver(sq Square, p, o int) (pos, neg int) {
	row, col := s.rowSeg[sq], s.colSeg[sq]
	mr := int(s.segMult[int(row)*MaxSeats+p]) - int(s.segMult[int(row)*MaxSeats+o])
	mc := int(s.segMult[int(col)*MaxSeats+p]) - int(s.segMult[int(col)*MaxSeats+o])
	return s.unitGains(row, col, mr, mc)
}
