package engine

// Board is an act's board during play: its geometry and what each square
// holds now.
type Board struct {
	Geometry *Geometry
	Cells    []Cell
}

// NewBoard returns the board of geometry g before play: empty squares,
// holes and printed features only.
func NewBoard(g *Geometry) *Board {
	return &Board{Geometry: g, Cells: append([]Cell(nil), g.Initial...)}
}

// Clone returns an independent copy sharing the immutable geometry.
func (b *Board) Clone() *Board {
	return &Board{Geometry: b.Geometry, Cells: append([]Cell(nil), b.Cells...)}
}

// CopyTo copies b into dst (a new board if dst is nil), reusing dst's
// cells, and returns dst: for those that copy a board again and again.
func (b *Board) CopyTo(dst *Board) *Board {
	if dst == nil {
		dst = &Board{}
	}
	dst.Geometry = b.Geometry
	dst.Cells = append(dst.Cells[:0], b.Cells...)
	return dst
}

// Empties counts the empty squares.
func (b *Board) Empties() int {
	n := 0
	for _, c := range b.Cells {
		if c == Empty {
			n++
		}
	}
	return n
}

// Transpose returns the board mirrored on its main diagonal: the piece on
// row r, column c moves to row c, column r.
func (b *Board) Transpose() *Board {
	g := b.Geometry
	t := &Board{Geometry: g.Transpose(), Cells: make([]Cell, len(b.Cells))}
	for r := range g.Height {
		for c := range g.Width {
			t.Cells[t.Geometry.At(c, r)] = b.Cells[g.At(r, c)]
		}
	}
	return t
}
