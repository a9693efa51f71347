package engine

import "math/bits"

// Scorer scores boards at the end of an act (R14-R18, K5). It keeps scratch
// space between calls so that Totals allocates nothing; a Scorer is
// therefore not safe for concurrent use: give each goroutine its own.
//
// Scoring walks the board once, row by row, adding what each square holds
// to its row segment and to its column segment. What a square adds is
// read from a table indexed by the square's cell (see effectIndex), so
// that the walk branches only on the few squares that split lines or act
// on them. Boards with a board-scope canceller (R15) then take a slower
// second step that turns tiles face down and adds the segments up again.
// Totals takes a shorter way for the boards that fit it, a row to a
// machine word (see packedScorer), with the same results.
type Scorer struct {
	rules *Rules
	kinds []kindEffects
	// packed scores the boards that fit it for Totals (see
	// packedScorer); nil when the rules do not fit it or the scorer is
	// for gains alone (newGainScorer).
	packed *packedScorer
	// effect[s.effectIndex(c)] is the effect word of a square holding c.
	effect []uint64
	// A cell's class (top two bits) and its low kindBits bits index
	// effect: low = 1<<kindBits - 1, classShift = 14 - kindBits.
	low        uint
	classShift uint
	// rank[f] is figure kind f's diamonds.
	rank []int

	// Per square: the row segment and the column segment it belongs to
	// (-1 for holes and splitting tiles, which belong to none, R14), and
	// which board-scope canceller turned its tile face down (R15).
	rowSeg, colSeg []int32
	flippedBy      []Square
	adjacent       []int // per square: diamonds from adjacent tiles
	adjacentOn     bool  // some entry of adjacent is set
	// The squares of the board-scope cancellers, and of the tiles they
	// turned down; flipped is set when flippedBy may have other entries.
	cancellers, flips []Square
	flipped           bool

	// figures lists the squares holding a figure, in board order.
	figures  []Square
	nfigures int

	// Segments: row segments are numbered up from 0 (seg[:rows]), column
	// segments down from top−1 (seg[colsFrom:top]), so that one walk
	// numbers both; top is the most a board of its shape can need
	// (segmentsOf).
	seg                 []segment
	rows, colsFrom, top int
	// words[sq] is the effect word of square sq.
	words []uint64

	// Filled by Prepare, for gains: per segment, the board-scope cancel
	// sets acting in it and, per player, the summed multipliers of the
	// player's figures in it, in 32 bits: a scorer is made for each
	// player and swap, and these are most of its bytes.
	boardCancel []ValueSet
	segMult     []int32
	// The last placement SplitGain rated on the prepared board, with
	// every player's gain; board is nil when none is kept. Whatever
	// changes the scorer's board (prepare, change, and so Prepare)
	// forgets it.
	split struct {
		board *Board
		sq    Square
		gains [MaxSeats]int
		ok    bool
	}
	// scores are each seat's points on the board prev, once Points has
	// asked for them (scoresKnown), kept up to date by the changes
	// Prepare follows, so that asking again costs nothing; a player who
	// never asks does not pay for them.
	scores      [MaxSeats]int
	scoresKnown bool
	// Segment gains kept for the board gainBoard (segmentgain.go), when
	// keepSegments: the entries of generation gen are current; forget
	// starts a new one.
	keepSegments bool
	segGains     []segmentGain
	// Split shares (splitShare), when keepSegments: per square, what a
	// splitting tile placed there does in its row and in its column for
	// each player, worked out for segment id's squares at generation
	// splitGen[id].
	splitGains [][2][MaxSeats]int32
	splitGen   []uint32
	// Per segment, its share of an empty square's gains for the player
	// AddUnitGains last asked about (SquareGains' fields, for one
	// segment).
	shares    []SquareGains
	gen       uint32
	gainBoard *Board
	// gainsReady says Prepare's work describes the board prev, of
	// geometry prevGeometry, so that changes from it can be followed.
	gainsReady   bool
	prev         []Cell
	prevGeometry *Geometry
}

// segment aggregates the face-up tiles of one segment.
type segment struct {
	pos, neg   int      // sums of the positive and negative values
	factor     int      // product of the line multipliers
	rankAdd    int      // diamonds added to every figure in the segment
	value      int      // what the segment adds to a figure's sum
	lineCancel ValueSet // values a line-scope canceller zeroes
	// What a tile worth +1 (posUnit) or -1 (negUnit, per unit) adds to
	// the segment's value: its factor, or 0 where a line-scope canceller
	// zeroes it. Set by Prepare, for gains.
	posUnit, negUnit int
}

// add puts a face-up tile of kind k into the segment: its value into the
// sum of its sign, and its effects on the line.
func (g *segment) add(k *kindEffects) {
	if k.value > 0 {
		g.pos += k.value
	} else {
		g.neg += k.value
	}
	g.factor *= k.factor
	g.rankAdd += k.rankLines
	g.lineCancel |= k.cancelLine
}

// setUnits sets what a tile worth +1 or -1 adds to the segment's value:
// its factor, or 0 where a line-scope canceller in it zeroes such tiles.
func (g *segment) setUnits() {
	g.posUnit, g.negUnit = cancelled(g.lineCancel, g.factor, g.factor)
}

// cancelled is pos and neg, each 0 where cancel holds its sign.
func cancelled(cancel ValueSet, pos, neg int) (int, int) {
	if cancel&Positive != 0 {
		pos = 0
	}
	if cancel&Negative != 0 {
		neg = 0
	}
	return pos, neg
}

// kindEffects flattens a tile kind's scoring effects.
type kindEffects struct {
	value       int
	split       bool
	cancelBoard ValueSet
	cancelLine  ValueSet
	factor      int // 1 when the kind multiplies nothing
	rankLines   int
	rankAdj     int
	special     bool // has any effect beyond its value
}

// An effect word packs what a square adds to the segments through it: the
// positive value in bits 0-23, the negated negative value in bits 24-55
// and flags in bits 56-63, so that adding words sums both signs at once:
// no segment is long enough for a sum to carry out of its field, and the
// flags' own sums, which wrap around, are never read. A splitting square
// lies in no segment and adds nothing (R14).
const (
	effSplit       uint64 = 1 << (56 + iota) // a hole or a splitting tile
	effLine                                  // multiplies, cancels in or adds rank to its lines
	effBoardCancel                           // turns tiles face down (R15)
	effAdjacent                              // adds rank to adjacent figures (K5)
	_
	_
	_
	effFigure // a figure: bit 63, so that word>>63 is 1 for figures
)

// unpackValues splits a sum of effect words into the sums of the positive
// and the negative values.
func unpackValues(v uint64) (pos, neg int) { return int(v & (1<<24 - 1)), -int(uint32(v >> 24)) }

// smallKindBits is the fewest low bits of a cell that index the effect
// table: enough for 32 tile kinds.
const smallKindBits = 5

// effectIndex is where the effect word of a square holding c is: the
// cell's class above its low bits. Empty and Hole are 0 and 1, tiles and
// printed features of kind k are k within their class, and every figure
// indexes a word of no effect.
func (s *Scorer) effectIndex(c Cell) uint {
	return uint(c)>>(s.classShift&15)&^s.low | uint(c)&s.low
}

// NewScorer prepares a scorer for boards of the given rules.
func NewScorer(r *Rules) *Scorer {
	s := newGainScorer(r)
	s.packed = newPackedScorer(r, s.kinds)
	return s
}

// newGainScorer is NewScorer without the packed scorer, for the scorers
// a rater prepares boards on and never asks for Totals (which would
// score on the slower way, to the same totals): it costs a new scorer as
// much again.
func newGainScorer(r *Rules) *Scorer {
	largest, segments := 0, 0
	for _, act := range r.Acts {
		largest = max(largest, act.Board.Squares())
		segments = max(segments, segmentsOf(act.Board.Width, act.Board.Height))
	}
	kindBits := max(smallKindBits, bits.Len(uint(len(r.Tiles))))
	s := &Scorer{rules: r, kinds: make([]kindEffects, len(r.Tiles))}
	s.low, s.classShift = 1<<kindBits-1, uint(14-kindBits)
	// The effect table and the board's words share a block, and so do
	// the figures' ranks and the squares' adjacent diamonds (see grow).
	words := make([]uint64, 4<<kindBits+largest)
	s.effect, s.words = words[:4<<kindBits:4<<kindBits], words[4<<kindBits:]
	ints := make([]int, len(r.Figures)+largest)
	s.rank, s.adjacent = ints[:len(r.Figures):len(r.Figures)], ints[len(r.Figures):]
	s.effect[s.effectIndex(Hole)] = effSplit
	for i := 3 << kindBits; i < 4<<kindBits; i++ {
		s.effect[i] = effFigure // figures, whatever their owner and kind
	}
	for i := range r.Tiles {
		t := &r.Tiles[i]
		k := kindEffects{value: t.Value, factor: 1}
		if t.Ability != NoAbility {
			a := &r.Abilities[t.Ability]
			k.split = a.Split
			switch a.Cancel.Scope {
			case CancelBoard:
				k.cancelBoard = a.Cancel.Values
			case CancelLine:
				k.cancelLine = a.Cancel.Values
			}
			if a.Multiply != 0 {
				k.factor = a.Multiply
			}
			switch a.AddRank.Scope {
			case RankLines:
				k.rankLines = a.AddRank.Amount
			case RankAdjacent:
				k.rankAdj = a.AddRank.Amount
			}
		}
		k.special = k.cancelLine != 0 || k.factor != 1 || k.rankLines != 0
		s.kinds[i] = k
		word := k.effectWord()
		s.effect[s.effectIndex(TileCell(TileKindID(i)))] = word
		s.effect[s.effectIndex(PrintedCell(TileKindID(i)))] = word
	}
	for f := range r.Figures {
		s.rank[f] = r.Figures[f].Rank
	}
	s.grow(largest, segments)
	return s
}

// sibling is a new gain scorer (as newGainScorer makes) for s's rules
// and boards, sharing s's tables of the kinds, which no scorer changes
// once made: a rater makes one for each special tile a swap moves, and
// those tables are much of a new scorer's bytes and work.
func (s *Scorer) sibling() *Scorer {
	t := &Scorer{rules: s.rules, kinds: s.kinds, effect: s.effect, low: s.low, classShift: s.classShift, rank: s.rank}
	t.grow(len(s.rowSeg), len(s.seg))
	return t
}

// effectWord is the effect word of a face-up tile of the kind.
func (k *kindEffects) effectWord() uint64 {
	var w uint64
	switch {
	case k.split:
		w |= effSplit
	case k.value > 0:
		w = uint64(k.value)
	default:
		w = uint64(-k.value) << 24
	}
	if k.special {
		w |= effLine
	}
	if k.cancelBoard != 0 {
		w |= effBoardCancel
	}
	if k.rankAdj != 0 {
		w |= effAdjacent
	}
	return w
}

// grow makes room for boards of the given number of squares and
// segment ids (segmentsOf). The scratch slices of each type share one
// block, so that a new scorer costs a few allocations, not a dozen.
func (s *Scorer) grow(squares, segments int) {
	if len(s.seg) < segments {
		s.seg = make([]segment, segments)
		s.boardCancel, s.segMult = nil, nil // made by Prepare
	}
	if len(s.rowSeg) >= squares {
		return
	}
	ids := make([]int32, 2*squares)
	s.rowSeg, s.colSeg = ids[:squares:squares], ids[squares:]
	sqs := make([]Square, 4*squares)
	s.flippedBy, sqs = sqs[:squares:squares], sqs[squares:]
	for i := range s.flippedBy {
		s.flippedBy[i] = NoSquare
	}
	s.cancellers, sqs = sqs[:0:squares], sqs[squares:]
	s.flips, sqs = sqs[:0:squares], sqs[squares:]
	s.figures = sqs[:squares:squares]
	if len(s.adjacent) < squares {
		s.adjacent = make([]int, squares)
	}
	if len(s.words) < squares {
		s.words = make([]uint64, squares)
	}
}

// segmentsOf is how many segment ids walk numbers a board of the given
// width and height with: a row of w squares holds at most (w+1)/2
// segments, split squares between them, and a column of h squares takes
// at most h/2+1 ids, one for each segment a split square ends and one
// for the segment after the last (unused where the column ends with a
// split square). Most boards use far fewer, but every array indexed by
// segment is as long as this, and it is most of a scorer's bytes.
func segmentsOf(w, h int) int { return h*((w+1)/2) + w*(h/2+1) }

// Totals writes each player's points for the act into out (indexed by seat;
// figures of seats beyond len(out) are ignored). It allocates nothing.
func (s *Scorer) Totals(b *Board, out []int) {
	if s.packed != nil {
		// The packed scorer leaves the scratch space as it was, but
		// whatever it held no longer describes the board last scored.
		s.gainsReady = false
		s.forget()
		if s.packed.totals(b, out) {
			return
		}
	}
	s.prepare(b)
	clear(out)
	cells := b.Cells
	rowSeg, colSeg := s.rowSeg[:len(cells)], s.colSeg[:len(cells)]
	seg := s.seg[:s.top]
	for _, sq := range s.figures[:s.nfigures] {
		c := cells[sq]
		row, col := &seg[rowSeg[sq]], &seg[colSeg[sq]]
		m := s.rank[c.FigureKind()] + row.rankAdd + col.rankAdd
		if s.adjacentOn {
			m += s.adjacent[sq]
		}
		if p := c.Player(); p < len(out) {
			out[p] += (row.value + col.value) * m
		}
	}
}

// prepare computes segments, face-down tiles and per-segment aggregates,
// and lists the figures.
func (s *Scorer) prepare(b *Board) {
	s.gainsReady = false
	s.forget()
	w := b.Geometry.Width
	s.grow(len(b.Cells), segmentsOf(w, len(b.Cells)/w))
	if s.flipped {
		for i := range s.flippedBy {
			s.flippedBy[i] = NoSquare
		}
		s.flipped = false
	}
	for _, sq := range s.flips {
		s.flippedBy[sq] = NoSquare
	}
	s.cancellers, s.flips = s.cancellers[:0], s.flips[:0]
	flags := s.walk(b)
	// R15: all flips are decided from the face-up board at once, so every
	// board-scope canceller acts, even one that is itself turned down.
	if flags&effBoardCancel != 0 {
		s.flip(b)
	}
	if flags&effLine != 0 {
		s.addLineEffects(b)
	}
	s.adjacentOn = false
	if flags&effAdjacent != 0 {
		s.addAdjacent(b)
	}
}

// walk numbers the segments, sums them and lists the figures; it returns
// the flags of all the effects it met. It reads the board into effect
// words, then sums the rows and the columns of words in one more pass,
// and last adds the line effects of the few squares that have them:
// short loops without calls, which keep their variables in registers.
func (s *Scorer) walk(b *Board) uint64 {
	cells := b.Cells
	n, w := len(cells), b.Geometry.Width
	words := s.words[:n]
	figures := s.figures[:n]
	var all uint64
	nf := 0
	if s.low == 1<<smallKindBits-1 {
		// At most 32 tile kinds, as in every built-in ruleset: the
		// index takes constant shifts and needs no bounds check.
		effect := (*[4 << smallKindBits]uint64)(s.effect)
		for sq, c := range cells {
			e := effect[uint(c)>>(14-smallKindBits)&(3<<smallKindBits)|uint(c)&(1<<smallKindBits-1)]
			words[sq] = e
			all |= e
			figures[nf] = Square(sq)
			nf += int(e >> 63)
		}
	} else {
		effect := s.effect
		shift, low := s.classShift&15, s.low
		for sq, c := range cells {
			e := effect[uint(c)>>shift&^low|uint(c)&low]
			words[sq] = e
			all |= e
			figures[nf] = Square(sq)
			nf += int(e >> 63)
		}
	}
	s.nfigures = nf
	s.top = segmentsOf(w, n/w)
	s.sumLines(n, w)
	return all
}

// setValues stores a segment's summed values (a sum of effect words) as
// segment seg, with no line effect yet.
func setValues(seg *segment, values uint64) {
	seg.pos, seg.neg = unpackValues(values)
	seg.factor, seg.rankAdd, seg.lineCancel = 1, 0, 0
	seg.value = seg.pos + seg.neg
}

// sumLines sums the segments of the rows and the columns in one pass over
// the board, row by row: the row's sum in a register, the columns' in an
// array. A splitting square closes the segments it ends, if any, and
// lies in none (R14). Row segments are numbered up from 0, column
// segments down from the top in the order they end; a column that ends
// with a splitting square leaves its last id unused.
func (s *Scorer) sumLines(n, w int) {
	words := s.words[:n]
	rowSeg, colSeg := s.rowSeg[:n], s.colSeg[:n]
	seg := s.seg[:s.top]
	var colSums [MaxColumns]uint64
	var colIDs [MaxColumns]int32
	sums, cur := colSums[:w], colIDs[:w]
	next := s.top - 1
	for i := range cur {
		cur[i] = int32(next)
		next--
	}
	rows := 0
	var sum uint64
	col := 0
	for sq, e := range words {
		if e&effSplit == 0 {
			sum += e
			sums[col] += e
			rowSeg[sq], colSeg[sq] = int32(rows), cur[col]
		} else {
			if col > 0 && rowSeg[sq-1] >= 0 {
				setValues(&seg[rows], sum)
				rows, sum = rows+1, 0
			}
			if sq >= w && colSeg[sq-w] >= 0 {
				setValues(&seg[cur[col]], sums[col])
				cur[col], sums[col] = int32(next), 0
				next--
			}
			rowSeg[sq], colSeg[sq] = -1, -1
		}
		if col++; col == w {
			if rowSeg[sq] >= 0 {
				setValues(&seg[rows], sum)
				rows++
			}
			sum, col = 0, 0
		}
	}
	for i := range cur {
		if colSeg[n-w+i] >= 0 {
			setValues(&seg[cur[i]], sums[i])
		}
	}
	s.rows, s.colsFrom = rows, next+1
}

// addLineEffects adds the effects of the face-up tiles that multiply,
// cancel in or add rank to their lines to the two segments each lies in.
func (s *Scorer) addLineEffects(b *Board) {
	for sq, e := range s.words[:len(b.Cells)] {
		if e&effLine == 0 || s.flippedBy[sq] != NoSquare {
			continue
		}
		k := &s.kinds[b.Cells[sq].TileKind()]
		for _, id := range [2]int32{s.rowSeg[sq], s.colSeg[sq]} {
			seg := &s.seg[id]
			seg.factor *= k.factor
			seg.rankAdd += k.rankLines
			seg.lineCancel |= k.cancelLine
			seg.value = segmentValueOf(seg)
		}
	}
}

// flip turns face down the tiles the board-scope cancellers reach and
// takes their values out of their segments.
func (s *Scorer) flip(b *Board) {
	cells := b.Cells
	for sq, e := range s.words[:len(cells)] {
		if e&effBoardCancel != 0 {
			s.cancellers = append(s.cancellers, Square(sq))
		}
	}
	for _, sq := range s.cancellers {
		set := s.kinds[cells[sq].TileKind()].cancelBoard
		s.flipSegment(b, sq, set, Row)
		s.flipSegment(b, sq, set, Column)
	}
	for _, sq := range s.flips {
		v := s.kinds[cells[sq].TileKind()].value
		for _, id := range [2]int32{s.rowSeg[sq], s.colSeg[sq]} {
			seg := &s.seg[id]
			if v > 0 {
				seg.pos -= v
			} else {
				seg.neg -= v
			}
			seg.value = segmentValueOf(seg)
		}
	}
}

// flipSegment turns face down the tiles with values in set that share the
// canceller's segment along the given line.
func (s *Scorer) flipSegment(b *Board, from Square, set ValueSet, line Line) {
	seg, step := s.rowSeg, 1
	if line == Column {
		seg, step = s.colSeg, b.Geometry.Width
	}
	id := seg[from]
	// Like a line-scope canceller, a board-scope one is subject to its own
	// set: it lies in its own lines.
	if k := b.Cells[from].TileKind(); set.Has(s.kinds[k].value) && s.flippedBy[from] == NoSquare {
		s.flippedBy[from] = from
		s.flips = append(s.flips, from)
	}
	// Segments never span two rows (or columns): a square of another row
	// has another segment id, so walking stops at the row's end too.
	for _, dir := range [2]int{-step, step} {
		for sq := int(from) + dir; sq >= 0 && sq < len(b.Cells) && seg[sq] == id; sq += dir {
			if t := b.Cells[sq]; t.HasTileKind() && set.Has(s.kinds[t.TileKind()].value) && s.flippedBy[sq] == NoSquare {
				s.flippedBy[sq] = from
				s.flips = append(s.flips, Square(sq))
			}
		}
	}
}

// segmentValue is what a segment's tiles add to a figure's sum.
func (s *Scorer) segmentValue(i int32) int { return s.seg[i].value }

// multiplier is a figure's rank plus the diamonds the board adds (R16, K5).
func (s *Scorer) multiplier(sq Square, c Cell) int {
	m := s.rank[c.FigureKind()] + s.seg[s.rowSeg[sq]].rankAdd + s.seg[s.colSeg[sq]].rankAdd
	if s.adjacentOn {
		m += s.adjacent[sq]
	}
	return m
}

// addAdjacent records, for each square, the diamonds that face-up tiles
// on its orthogonal neighbours add to a figure there (K5 Wizard).
func (s *Scorer) addAdjacent(b *Board) {
	n, w := len(b.Cells), b.Geometry.Width
	adjacent := s.adjacent[:n]
	clear(adjacent)
	for sq, e := range s.words[:n] {
		if e&effAdjacent == 0 || s.flippedBy[sq] != NoSquare {
			continue
		}
		a := s.kinds[b.Cells[sq].TileKind()].rankAdj
		if col := sq % w; col > 0 {
			adjacent[sq-1] += a
		}
		if col := sq % w; col < w-1 {
			adjacent[sq+1] += a
		}
		if sq >= w {
			adjacent[sq-w] += a
		}
		if sq+w < n {
			adjacent[sq+w] += a
		}
		s.adjacentOn = true
	}
}

// points of the figure c on sq (R18): the sum of its two segments times its
// diamonds.
func (s *Scorer) points(sq Square, c Cell) int {
	row, col := s.rowSeg[sq], s.colSeg[sq]
	return (s.seg[row].value + s.seg[col].value) * s.multiplier(sq, c)
}
