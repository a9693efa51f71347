package engine

// Line is a row or a column.
type Line int

const (
	Row Line = iota
	Column
)

// Term is one tile's contribution to a figure's sum.
type Term struct {
	Square  Square
	Tile    TileKindID
	Line    Line // the line through which the figure sees the tile
	Printed int  // the tile's printed value
	Value   int  // what it adds to the sum
	// FaceDownBy is the board-scope canceller that turned the tile face down
	// (R15); NoSquare when it is face up.
	FaceDownBy Square
	// CancelledBy is a line-scope canceller in the same segment that
	// zeroes the value in this line only (K5); NoSquare when none does.
	CancelledBy Square
	// Factor is the segment's multiplier (1 when nothing multiplies it).
	Factor int
}

// RankBonus is a tile that adds diamonds to a figure (R16, K5).
type RankBonus struct {
	Square Square
	Tile   TileKindID
	Amount int
}

// FigureScore explains one figure's points.
type FigureScore struct {
	Square Square
	Player int
	Kind   FigureKindID
	Terms  []Term
	Sum    int
	// Rank is the figure's own diamonds; Multiplier adds the Bonuses.
	Rank       int
	Bonuses    []RankBonus
	Multiplier int
	Points     int
}

// TermValues are the values of f's terms, in order.
func (f FigureScore) TermValues() []int {
	v := make([]int, len(f.Terms))
	for i, t := range f.Terms {
		v[i] = t.Value
	}
	return v
}

// Score is an act's scoring: every figure, in board order (row by row), and
// each player's total.
type Score struct {
	Figures []FigureScore
	Players []int
}

// Breakdown scores b for players seats and explains every figure term by
// term: its row segment left to right, then its column segment top to
// bottom. Its totals always equal those of Totals.
func (s *Scorer) Breakdown(b *Board, players int) Score {
	s.prepare(b)
	out := Score{Players: make([]int, players)}
	for sq, c := range b.Cells {
		if !c.IsFigure() {
			continue
		}
		fs := s.explain(b, Square(sq), c)
		if fs.Player < players {
			out.Players[fs.Player] += fs.Points
		}
		out.Figures = append(out.Figures, fs)
	}
	return out
}

func (s *Scorer) explain(b *Board, sq Square, c Cell) FigureScore {
	g := b.Geometry
	fs := FigureScore{Square: sq, Player: c.Player(), Kind: c.FigureKind(), Rank: s.rules.Figures[c.FigureKind()].Rank}
	r, col := g.RowCol(sq)
	for cc := range g.Width {
		if t := g.At(r, cc); s.rowSeg[t] == s.rowSeg[sq] {
			fs.Terms = s.appendTerm(fs.Terms, b, t, Row, s.rowSeg[sq])
			fs.Bonuses = s.appendLineBonus(fs.Bonuses, b, t)
		}
	}
	for rr := range g.Height {
		if t := g.At(rr, col); s.colSeg[t] == s.colSeg[sq] {
			fs.Terms = s.appendTerm(fs.Terms, b, t, Column, s.colSeg[sq])
			fs.Bonuses = s.appendLineBonus(fs.Bonuses, b, t)
		}
	}
	for _, n := range g.Neighbours(nil, sq) {
		if t := b.Cells[n]; t.HasTileKind() && s.flippedBy[n] == NoSquare {
			if a := s.kinds[t.TileKind()].rankAdj; a != 0 {
				fs.Bonuses = append(fs.Bonuses, RankBonus{Square: n, Tile: t.TileKind(), Amount: a})
			}
		}
	}
	for _, t := range fs.Terms {
		fs.Sum += t.Value
	}
	fs.Multiplier = fs.Rank
	for _, bonus := range fs.Bonuses {
		fs.Multiplier += bonus.Amount
	}
	fs.Points = fs.Sum * fs.Multiplier
	return fs
}

func (s *Scorer) appendTerm(terms []Term, b *Board, sq Square, line Line, seg int32) []Term {
	c := b.Cells[sq]
	if !c.HasTileKind() {
		return terms
	}
	k := s.kinds[c.TileKind()]
	t := Term{Square: sq, Tile: c.TileKind(), Line: line, Printed: k.value, FaceDownBy: s.flippedBy[sq], CancelledBy: NoSquare, Factor: s.seg[seg].factor}
	switch {
	case t.FaceDownBy != NoSquare:
		t.Value = 0
	case s.seg[seg].lineCancel.Has(k.value):
		t.CancelledBy = s.lineCanceller(b, seg, line, sq, k.value)
		t.Value = 0
	default:
		t.Value = k.value * t.Factor
	}
	return append(terms, t)
}

// lineCanceller finds a face-up line-scope canceller of value v in the
// segment seg of the given line through sq.
func (s *Scorer) lineCanceller(b *Board, seg int32, line Line, sq Square, v int) Square {
	g := b.Geometry
	r, c := g.RowCol(sq)
	n, segOf := g.Width, s.rowSeg
	if line == Column {
		n, segOf = g.Height, s.colSeg
	}
	for i := range n {
		t := g.At(r, i)
		if line == Column {
			t = g.At(i, c)
		}
		if segOf[t] != seg || s.flippedBy[t] != NoSquare || !b.Cells[t].HasTileKind() {
			continue
		}
		if s.kinds[b.Cells[t].TileKind()].cancelLine.Has(v) {
			return t
		}
	}
	return NoSquare
}

func (s *Scorer) appendLineBonus(bonuses []RankBonus, b *Board, sq Square) []RankBonus {
	c := b.Cells[sq]
	if !c.HasTileKind() || s.flippedBy[sq] != NoSquare {
		return bonuses
	}
	if a := s.kinds[c.TileKind()].rankLines; a != 0 {
		bonuses = append(bonuses, RankBonus{Square: sq, Tile: c.TileKind(), Amount: a})
	}
	return bonuses
}
