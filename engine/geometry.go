package engine

import "fmt"

// Geometry is the shape of an act's board: its size, the squares that do not
// exist (holes, for non-rectangular boards) and the features printed on it
// (such as Gorges), which act like tiles that can never be moved or removed.
type Geometry struct {
	Width, Height int
	// Initial holds the board before play: Empty, Hole or a printed tile
	// for each square, row-major.
	Initial []Cell
}

// NewGeometry returns a fully open board of the given size.
func NewGeometry(width, height int) (*Geometry, error) {
	if width < 1 || width > MaxColumns || height < 1 || height > MaxRows {
		return nil, fmt.Errorf("a board must be 1 to %d columns wide and 1 to %d rows high, not %d × %d", MaxColumns, MaxRows, width, height)
	}
	return &Geometry{Width: width, Height: height, Initial: make([]Cell, width*height)}, nil
}

// Squares is the number of squares, holes included.
func (g *Geometry) Squares() int { return g.Width * g.Height }

// At returns the square at row r, column c.
func (g *Geometry) At(r, c int) Square { return Square(r*g.Width + c) }

// RowCol splits a square into its row and column.
func (g *Geometry) RowCol(sq Square) (r, c int) { return int(sq) / g.Width, int(sq) % g.Width }

// Contains reports whether row r, column c lies within the board's bounds.
func (g *Geometry) Contains(r, c int) bool { return r >= 0 && r < g.Height && c >= 0 && c < g.Width }

// Name names a square the way the rulebooks do, e.g. "B3".
func (g *Geometry) Name(sq Square) string {
	r, c := g.RowCol(sq)
	return SquareName(r, c)
}

// Parse finds a square by its name, checking it lies on the board.
func (g *Geometry) Parse(name string) (Square, error) {
	r, c, err := ParseSquareName(name)
	if err != nil {
		return NoSquare, err
	}
	if !g.Contains(r, c) {
		return NoSquare, fmt.Errorf("square %s is off the board (columns A-%s, rows 1-%d)", name, ColumnName(g.Width-1), g.Height)
	}
	return g.At(r, c), nil
}

// Playable counts the squares pieces can be placed on when the board is
// empty: neither holes nor printed features.
func (g *Geometry) Playable() int {
	n := 0
	for _, c := range g.Initial {
		if c == Empty {
			n++
		}
	}
	return n
}

// Transpose returns the board mirrored on its main diagonal: rows become
// columns. Scoring must not care (R14 treats rows and columns alike).
func (g *Geometry) Transpose() *Geometry {
	t := &Geometry{Width: g.Height, Height: g.Width, Initial: make([]Cell, len(g.Initial))}
	for r := range g.Height {
		for c := range g.Width {
			t.Initial[t.At(c, r)] = g.Initial[g.At(r, c)]
		}
	}
	return t
}

// Neighbours appends the orthogonally adjacent squares of sq that lie on
// the board (holes included) to dst.
func (g *Geometry) Neighbours(dst []Square, sq Square) []Square {
	r, c := g.RowCol(sq)
	if r > 0 {
		dst = append(dst, sq-Square(g.Width))
	}
	if r < g.Height-1 {
		dst = append(dst, sq+Square(g.Width))
	}
	if c > 0 {
		dst = append(dst, sq-1)
	}
	if c < g.Width-1 {
		dst = append(dst, sq+1)
	}
	return dst
}

// Adjacent reports whether squares a and b are orthogonal neighbours.
func (g *Geometry) Adjacent(a, b Square) bool {
	ar, ac := g.RowCol(a)
	br, bc := g.RowCol(b)
	return ar == br && (ac-bc == 1 || bc-ac == 1) || ac == bc && (ar-br == 1 || br-ar == 1)
}
