package engine

import (
	"encoding/binary"
	"math/bits"
)

// The packed scorer is Totals' way for boards of at most eight rows and
// eight columns whose rules have at most 32 tile kinds, of values small
// enough to be held in four bits, and at most 32 figure kinds: a row of
// the board is read into one machine word, a byte per square, and its
// sums are taken a whole word at a time, SIMD within a register. A
// square's byte holds its value plus a bias (so that negative values need
// no sign) in its low four bits, and above them flags: a figure, a square
// that splits lines, a tile with an effect on its lines or neighbours, a
// board-scope canceller. A row's sum is then one multiplication, the sums
// of all columns are the rows' words added (no byte carries into the
// next: the bias and the sizes keep every sum below 256), and a row's
// figures, splits and special tiles are bit masks gathered from its word.
// Boards with a board-scope canceller (R15) take the general way, as do
// rules or boards that do not fit.
type packedScorer struct {
	// square[packedIndex(c)] is the byte of a square holding c. The
	// indices stop at 127, but a table of 256 is indexed by a byte with
	// no mask or bounds check.
	square [256]uint8
	// bias is added to every value in a square's byte; it is also the
	// largest value either way, so that value plus bias fits four bits.
	bias int
	// rank[c&31] is the diamonds of the figure c: an array, so that the
	// kind (below 32, and so in c's low five bits) needs no bounds check.
	rank [32]int
	// What a special tile of kind k does, kept here so that the kind
	// (below 32) needs no bounds check: the diamonds it adds to the
	// figures next to it (K5) and to those in its lines, its lines'
	// factor, the values it zeroes in its lines, and does, which has
	// bit 0 set if it zeroes any, bit 1 if it multiplies and bit 2 if it
	// adds diamonds next to it. lineRanks says some kind adds diamonds
	// to its lines.
	rankAdj    [32]int
	rankLines  [32]int32
	factor     [32]int8
	cancelLine [32]ValueSet
	does       [32]uint8
	lineRanks  bool

	// Per board with a line-scope canceller (see cancel): the segments
	// whose positive and negative values they zero.
	cancels [4]uint64
	// biases holds bias in every byte.
	biases uint64
	// Per board: all is the rows' bytes or-ed, and colSums, per column,
	// a byte each, the sum of the biased values of its last segment (of
	// the whole column if it has no splitting square).
	all, colSums uint64
	// The squares, a bit each, of the first column, of the last column
	// and of the whole of the board last seen with tiles that add
	// diamonds to their neighbours, and its width and height.
	first, last, board uint64
	edgesW, edgesH     int

	// Per board: each row's bytes, column 0 lowest, and the figures, a
	// bit per square (a board of at most 64 squares), gathered as the
	// lines are summed (the special tiles, rarer, are found in the rows
	// where they act). Per square, the key of the segment holding it
	// along its row and along its column: row segments are keyed
	// row<<3|k, column segments 64|column<<3|k, k the number of
	// splitting squares before the segment in its line (and a word's
	// slack past the last square: a row's keys are written a word at a
	// time, with no bounds check). Per key, the segment's value and the
	// diamonds it adds to its figures: tables of 256 are indexed by a key
	// byte with no mask, and of 32-bit values they are no bigger than
	// tables of 128 words (newPackedScorer bounds the factors and
	// diamonds so that every value fits).
	rows              [packedMax]uint64
	figures           uint64
	rowKeys, colKeys  [packedMax*packedMax + 8]uint8
	segValue, segRank [256]int32
}

const (
	// packedMax is the most rows and columns the packed scorer takes: a
	// byte per square in a word.
	packedMax = 8
	// packedBias is the largest bias: value plus bias fits four bits.
	packedBias = 7
	// packedFactor and packedRank bound a multiplier's factor and the
	// diamonds a tile adds to its lines, so that segments' values and
	// diamonds fit 32 bits.
	packedFactor = 8
	packedRank   = 1 << 20

	bytesLow    = 0x0101010101010101 // the low bit of every byte
	byteNibbles = 0x0F0F0F0F0F0F0F0F // the biased values of a word's squares
	// colKeyBase holds 64|c<<3 in byte c: the key of column c's first
	// segment.
	colKeyBase = 0x7870686058504840

	// Flags of a square's byte, above its biased value.
	packedFigure      = 1 << 4
	packedSplit       = 1 << 5
	packedSpecial     = 1 << 6 // multiplies, cancels in or adds rank to its lines, or adds rank next to it
	packedBoardCancel = 1 << 7
)

// packedIndex is where a square holding c finds its byte: the cell's class
// in the low two bits, its kind's low six bits above them (the sixth is 0:
// the packed scorer takes at most 32 tile and 32 figure kinds). Empty is
// 0, Hole 4, and all figures share the class of figures.
func packedIndex(c Cell) uint8 { return uint8(bits.RotateLeft16(uint16(c), 2)) }

// newPackedScorer prepares the packed scorer for the rules, or returns nil
// when their tiles do not fit it.
func newPackedScorer(r *Rules, kinds []kindEffects) *packedScorer {
	if len(kinds) > 32 || len(r.Figures) > 32 {
		return nil
	}
	bias := 0
	for _, k := range kinds {
		bias = max(bias, k.value, -k.value)
	}
	if bias > packedBias {
		return nil
	}
	for _, k := range kinds {
		// A segment's value, at most packedMax*packedBias either way,
		// times the factors of the at most packedMax multipliers in it
		// must fit 30 bits, so that two segments' sum fits 32, as must
		// their diamonds.
		if k.factor > packedFactor || k.factor < -packedFactor || k.rankLines > packedRank || k.rankLines < -packedRank {
			return nil
		}
	}
	p := &packedScorer{bias: bias, biases: uint64(bias) * bytesLow}
	for i := range p.square {
		p.square[i] = uint8(bias) // empty: value 0
	}
	p.square[packedIndex(Hole)] = packedSplit
	for i := range 32 {
		p.square[packedIndex(FigureCell(0, FigureKindID(i)))] = uint8(bias) | packedFigure
	}
	for f := range r.Figures {
		p.rank[f] = r.Figures[f].Rank
	}
	for i := range kinds {
		k := &kinds[i]
		b := uint8(k.value + bias)
		switch {
		case k.split:
			b = packedSplit // in no segment: no value
		case k.cancelBoard != 0:
			b |= packedBoardCancel
		case k.special || k.rankAdj != 0:
			b |= packedSpecial
		}
		p.square[packedIndex(TileCell(TileKindID(i)))] = b
		p.square[packedIndex(PrintedCell(TileKindID(i)))] = b
		if b&packedSpecial == 0 {
			continue // its effects are never looked up
		}
		p.rankAdj[i] = k.rankAdj
		p.rankLines[i] = int32(k.rankLines)
		p.factor[i] = int8(k.factor)
		p.cancelLine[i] = k.cancelLine
		if k.cancelLine != 0 {
			p.does[i] |= 1
		}
		if k.factor != 1 {
			p.does[i] |= 2
		}
		if k.rankAdj != 0 {
			p.does[i] |= 4
		}
		p.lineRanks = p.lineRanks || k.rankLines != 0
	}
	return p
}

// gather collects bit b (1 or a flag, a constant) of a word's bytes into a
// bit mask, byte c to bit c: the multiplication moves bit b of byte c to
// bit 56+c, and no two of the bits it adds below meet, so none carries.
func gather(x, b uint64) uint { return uint((x & (b * bytesLow)) * (0x0102040810204080 / b) >> 56) }

// byteSum is the sum of a word's bytes, when it is below 256.
func byteSum(x uint64) int { return int(x * bytesLow >> 56) }

// totals scores b as Scorer.Totals does and reports true, or reports false
// (having written nothing) when b does not fit the packed scorer.
func (p *packedScorer) totals(b *Board, out []int) bool {
	w, h := b.Geometry.Width, b.Geometry.Height
	if w > packedMax || h > packedMax {
		return false
	}
	all := p.read(b.Cells, w, h)
	if all&(packedBoardCancel*bytesLow) != 0 {
		return false
	}
	if all&(packedSplit*bytesLow) == 0 {
		p.sumWhole(w, h)
	} else {
		p.sumLines(w, h)
	}
	var adjacent uint64
	ranked := false
	if all&(packedSpecial*bytesLow) != 0 {
		p.all = all
		adjacent, ranked = p.addEffects(b.Cells, w, h)
	}
	// Not clear(out): the few seats cost less than a call to clear
	// memory.
	for i := 0; i < len(out); i++ {
		out[i] = 0
	}
	// Each figure's points to its owner's total, in this function: a
	// call's arguments would cost more than the loop. A square is at
	// most 64, within the key tables with their slack: no mask; the
	// owner is Cell.Player in 32 bits, one instruction less.
	cells := b.Cells
	if !ranked {
		// No tile adds diamonds to its lines: the segments' diamonds
		// are all 0 and need not be read.
		for figs := p.figures; figs != 0; figs &= figs - 1 {
			sq := bits.TrailingZeros64(figs)
			x := uint32(cells[sq])
			if pl := int(x>>8) & 0x3F; pl < len(out) {
				out[pl] += int(p.segValue[p.rowKeys[sq]]+p.segValue[p.colKeys[sq]]) * p.rank[x&31]
			}
		}
	} else {
		for figs := p.figures; figs != 0; figs &= figs - 1 {
			sq := bits.TrailingZeros64(figs)
			x := uint32(cells[sq])
			row, col := p.rowKeys[sq], p.colKeys[sq]
			if pl := int(x>>8) & 0x3F; pl < len(out) {
				out[pl] += int(p.segValue[row]+p.segValue[col]) * (p.rank[x&31] + int(p.segRank[row]+p.segRank[col]))
			}
		}
	}
	if adjacent != 0 {
		p.scoreAdjacent(b.Cells, out, adjacent, w, h)
	}
	return true
}

// read reads the board into rows and returns the bytes of all rows or-ed.
// It is kept apart so that its loop has the registers to itself.
//
//go:noinline
func (p *packedScorer) read(cells []Cell, w, h int) uint64 {
	var all uint64
	square := &p.square
	if w == 6 {
		// Boards six squares wide, as both built-in rulesets' first two
		// acts have: a row's squares are read from one pointer, checked
		// once, with no inner loop. The rows are taken off the end, last
		// row first: cutting a slice's end leaves its start unmoved,
		// which cutting its front would mask in case nothing were left.
		rest := cells[:6*h]
		var figures uint64
		for r := h - 1; len(rest) >= 6; r-- {
			row := (*[6]Cell)(rest[len(rest)-6:])
			rest = rest[:len(rest)-6]
			v := uint64(square[packedIndex(row[0])]) | uint64(square[packedIndex(row[1])])<<8 |
				uint64(square[packedIndex(row[2])])<<16 | uint64(square[packedIndex(row[3])])<<24 |
				uint64(square[packedIndex(row[4])])<<32 | uint64(square[packedIndex(row[5])])<<40
			p.rows[r&7] = v
			all |= v
			// Row r's figures below those of the rows after it.
			figures = figures<<6 | uint64(gather(v, packedFigure))
		}
		p.figures = figures
		return all
	}
	var figures uint64
	for r := range h {
		row := cells[r*w : r*w+w]
		var v uint64
		// Two squares a turn, from the row's end, so that column 0 ends
		// in the lowest byte.
		i := len(row) - 1
		for ; i >= 1; i -= 2 {
			v = v<<16 | uint64(square[packedIndex(row[i])])<<8 | uint64(square[packedIndex(row[i-1])])
		}
		if i == 0 {
			v = v<<8 | uint64(square[packedIndex(row[0])])
		}
		p.rows[r&7] = v
		all |= v
		figures |= uint64(gather(v, packedFigure)) << (r * w & 63)
	}
	p.figures = figures
	return all
}

// sumLines sets the keys of every square's segments and the values of
// all segments, with no line effect yet, and lists the figures. The
// columns are summed as the rows are added up, a byte each; a splitting
// square, whose own byte holds no value, closes its column's segment.
func (p *packedScorer) sumLines(w, h int) {
	bias := p.bias
	// Per column, a byte each: the sum since the segment's first row,
	// that row, and the key of its segment (colKeyBase plus the
	// splitting squares above it).
	var sums, starts uint64
	colKeys := uint64(colKeyBase)
	for r, v := range p.rows[:h] {
		x := v & byteNibbles
		sp := v >> 5 & bytesLow // the splitting squares' bytes hold 1
		// The keys of row r's squares start at its first square; the
		// bytes past its end are overwritten by the next row's.
		at := r * w & 63
		key := r << 3 & 63
		binary.LittleEndian.PutUint64(p.rowKeys[at:], uint64(key)*bytesLow+sp*bytesLow<<8)
		binary.LittleEndian.PutUint64(p.colKeys[at:], colKeys)
		if sp == 0 {
			p.segValue[key], p.segRank[key] = int32(byteSum(x)-bias*w), 0
		} else {
			p.splitRow(r, x, gather(sp, 1), w)
			for q := gather(sp, 1); q != 0; q &= q - 1 {
				sh := 8 * bits.TrailingZeros(q) & 63
				if n := r - int(starts>>sh&0xFF); n > 0 {
					key := colKeys >> sh & 127
					p.segValue[key], p.segRank[key] = int32(int(sums>>sh&0xFF)-bias*n), 0
				}
			}
			ends := sp * 0xFF
			sums &^= ends
			starts = starts&^ends | uint64(r+1)*sp
			colKeys += sp
		}
		sums += x
	}
	p.colSums = sums
	keys, lens := colKeys, uint64(h)*bytesLow-starts
	for range w {
		if n := int(lens & 0xFF); n > 0 {
			p.segValue[uint8(keys)], p.segRank[uint8(keys)] = int32(int(sums&0xFF)-bias*n), 0
		}
		keys, lens, sums = keys>>8, lens>>8, sums>>8
	}
}

// sumWhole is sumLines for a board with no splitting square: each line
// is one segment, of the line's sum.
func (p *packedScorer) sumWhole(w, h int) {
	rowBias := p.bias * w
	var sums uint64
	// keys holds row r's key in every byte; at is its first square.
	var keys uint64
	at := 0
	for _, v := range p.rows[:h] {
		x := v & byteNibbles
		binary.LittleEndian.PutUint64(p.rowKeys[at&63:], keys)
		binary.LittleEndian.PutUint64(p.colKeys[at&63:], colKeyBase)
		key := uint8(keys)
		p.segValue[key], p.segRank[key] = int32(byteSum(x)-rowBias), 0
		sums += x
		keys += 8 * bytesLow
		at += w
	}
	p.colSums = sums
	colBias := p.bias * h
	key := uint8(64)
	for range w {
		p.segValue[key], p.segRank[key] = int32(int(sums&0xFF)-colBias), 0
		sums >>= 8
		key += 8
	}
}

// splitRow sets the values of row r's segments from its biased values x
// and its splitting squares sb (a bit mask).
func (p *packedScorer) splitRow(r int, x uint64, sb uint, w int) {
	// Byte c of prefix is the sum of bytes 0 to c of x; a splitting
	// square adds nothing, so the sum up to it is the sum before the
	// next segment.
	prefix := x * bytesLow
	start, k, before := 0, 0, 0
	// The row's end is a bit past its last square. Masking w spares a
	// check of shifts by 64 or more, and counting in 32 bits a check of
	// a zero word (q always holds the end's bit); as w is at most
	// packedMax, neither changes a value.
	for q := sb | 1<<(w&63); ; q &= q - 1 {
		end := bits.TrailingZeros32(uint32(q))
		if end > start {
			upto := int(prefix >> (8 * (end - 1) & 63) & 0xFF)
			key := (r<<3 | k) & 127
			p.segValue[key], p.segRank[key] = int32(upto-before-p.bias*(end-start)), 0
			before = upto
		}
		if end >= w {
			return
		}
		start, k = end+1, k+1
	}
}

// addEffects adds the effects of the tiles that act on their lines to the
// segments they reach; it returns the squares of the tiles that add
// diamonds to their neighbours (for scoreAdjacent), a bit each, and
// whether any tile adds diamonds to its lines.
func (p *packedScorer) addEffects(cells []Cell, w, h int) (uint64, bool) {
	var cancellers, multipliers, adjacent uint64
	var ranks int32
	// The special tiles, row by row: they are few, and a row without
	// one costs a test. Each is sorted into the masks of what it does
	// without a branch on its kind, which would be taken at random; a
	// kind that does none of it (that adds diamonds to its lines only)
	// skips them, a branch taken the same way for every special tile of
	// rules whose special kinds all do, or none does.
	for r, v := range p.rows[:h] {
		for s := v & (packedSpecial * bytesLow); s != 0; s &= s - 1 {
			sq := (r*w + bits.TrailingZeros64(s)>>3) & 63
			k := cells[sq] & 31
			if p.lineRanks {
				rank := p.rankLines[k]
				p.segRank[p.rowKeys[sq]] += rank
				p.segRank[p.colKeys[sq]] += rank
				ranks |= rank
			}
			if does := uint64(p.does[k]); does != 0 {
				cancellers |= does & 1 << sq
				multipliers |= does >> 1 & 1 << sq
				adjacent |= does >> 2 & 1 << sq
			}
		}
	}
	if cancellers != 0 {
		p.cancel(cells, cancellers, w, h)
	}
	// The multipliers last, as the cancellers set their segments' values
	// from the tiles anew.
	for ; multipliers != 0; multipliers &= multipliers - 1 {
		sq := bits.TrailingZeros64(multipliers) & 63
		f := int32(p.factor[cells[sq]&31])
		p.segValue[p.rowKeys[sq]] *= f
		p.segValue[p.colKeys[sq]] *= f
	}
	return adjacent, ranks != 0
}

// cancel sets anew the values of the segments of the line-scope
// cancellers on the squares in cancellers (a bit each): each from its
// tiles' positive and negative values, less those any canceller in it
// zeroes.
func (p *packedScorer) cancel(cells []Cell, cancellers uint64, w, h int) {
	// What the cancellers zero, a bit per segment key (row keys are
	// below 64, column keys 64 and above): the positive values of the
	// segments in cancels[0] and [1], the negative in [2] and [3].
	p.cancels = [4]uint64{}
	for m := cancellers; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m) & 63
		set := p.cancelLine[cells[sq]&31]
		row, col := uint64(1)<<(p.rowKeys[sq]&63), uint64(1)<<(p.colKeys[sq]&63)
		if set&Positive != 0 {
			p.cancels[0] |= row
			p.cancels[1] |= col
		}
		if set&Negative != 0 {
			p.cancels[2] |= row
			p.cancels[3] |= col
		}
	}
	// Per column, a byte each, the sum of the positive values of all
	// rows: a column with no splitting square (in all) is one segment,
	// whose parts are its bytes in this and in colSums.
	var positives uint64
	for _, v := range p.rows[:h] {
		positives += p.positives(v)
	}
	sums, flags := p.colSums, p.all
	rowBias, colBias := p.bias*w, p.bias*h
	for ; cancellers != 0; cancellers &= cancellers - 1 {
		sq := bits.TrailingZeros64(cancellers) & 63
		row, col := p.rowKeys[sq], p.colKeys[sq]
		var pos, neg int
		if v := p.rows[row>>3&7]; v&(packedSplit*bytesLow) == 0 {
			// The whole row.
			x := v & byteNibbles
			pos = byteSum(p.positives(x))
			neg = byteSum(x) - rowBias - pos
		} else {
			pos, neg = p.parts(row, sq, w, h)
		}
		p.segValue[row] = p.cancelled(row, 0, pos, neg)
		if sh := col & 0x38; flags>>sh&packedSplit == 0 {
			// The whole column.
			pos = int(positives >> sh & 0xFF)
			neg = int(sums>>sh&0xFF) - colBias - pos
		} else {
			pos, neg = p.parts(col, sq, w, h)
		}
		p.segValue[col] = p.cancelled(col, 1, pos, neg)
	}
}

// cancelled is the value of the segment at key, in line (0 rows, 1
// columns), from its positive and negative values: each is 0 if a
// canceller in the segment zeroes it.
func (p *packedScorer) cancelled(key uint8, line int, pos, neg int) int32 {
	bit := uint64(1) << (key & 63)
	if p.cancels[line&1]&bit != 0 {
		pos = 0
	}
	if p.cancels[2|line&1]&bit != 0 {
		neg = 0
	}
	return int32(pos + neg)
}

// parts is the sums of the positive and of the negative values in the
// segment at key, which holds square sq, of a board w wide and h high.
func (p *packedScorer) parts(key uint8, sq, w, h int) (pos, neg int) {
	if key < 64 {
		// The segment's squares: those of its row with its key that do
		// not split, before the row's end.
		r := key >> 3
		v := p.rows[r&7]
		keys := binary.LittleEndian.Uint64(p.rowKeys[int(r)*w&63:])
		in := equalBytes(keys, uint64(key)) &^ (v >> 5 & bytesLow * 0xFF) & (^uint64(0) >> ((64 - 8*w) & 63))
		pos = byteSum(p.positives(v) & in)
		return pos, byteSum(v&byteNibbles&in) - p.bias*byteSum(in&bytesLow) - pos
	}
	// The column from the splitting square or the edge above sq down to
	// the one below it; sq's keys name its row and its column.
	sh, top := int(p.colKeys[sq&63]>>3&7)<<3, int(p.rowKeys[sq&63]>>3)
	for top > 0 && p.rows[(top-1)&7]>>sh&packedSplit == 0 {
		top--
	}
	bias := p.bias
	for r := top; r < h; r++ {
		b := int(p.rows[r&7] >> sh & 0xFF)
		if b&packedSplit != 0 {
			break
		}
		if d := b&15 - bias; d > 0 {
			pos += d
		} else {
			neg += d
		}
	}
	return pos, neg
}

// positives is, per byte of a row's word, the value of the square if it
// is positive, else 0 (so also for splitting squares, which hold none).
func (p *packedScorer) positives(v uint64) uint64 {
	// Each byte is 0x80 plus the value: no byte borrows from the next,
	// and the top bit says the value is not negative.
	t := (v&byteNibbles | 0x8080808080808080) - p.biases
	top := t & 0x8080808080808080
	return t & (top - top>>7)
}

// equalBytes has 0xFF in the bytes of x that hold b, 0 in the others.
func equalBytes(x, b uint64) uint64 {
	y := x ^ b*bytesLow
	nonzero := ((y & 0x7F7F7F7F7F7F7F7F) + 0x7F7F7F7F7F7F7F7F | y) >> 7 & bytesLow
	return (nonzero ^ bytesLow) * 0xFF
}

// scoreAdjacent adds the points of the diamonds the tiles on the squares
// adjacent (a bit each) add to the figures next to them (K5). A figure
// scores its lines' value times its diamonds, so the diamonds a neighbour
// adds score that value times them, apart from the figure's own: totals
// need not look for neighbours at every figure, nor a table of each
// square's diamonds be cleared after every board.
func (p *packedScorer) scoreAdjacent(cells []Cell, out []int, adjacent uint64, w, h int) {
	if w != p.edgesW || h != p.edgesH {
		var first uint64
		for r := range h {
			first |= 1 << (r * w & 63)
		}
		p.first, p.last, p.board = first, first<<(w-1&63), ^uint64(0)>>((64-w*h)&63)
		p.edgesW, p.edgesH = w, h
	}
	first, last, board := p.first, p.last, p.board
	for ; adjacent != 0; adjacent &= adjacent - 1 {
		sq := bits.TrailingZeros64(adjacent) & 63
		a := p.rankAdj[cells[sq]&31]
		at := uint64(1) << sq
		next := at>>1&^last | at<<1&^first | at>>(w&63) | at<<(w&63)&board
		for figs := next & p.figures; figs != 0; figs &= figs - 1 {
			f := bits.TrailingZeros64(figs) & 63
			if pl := cells[f].Player(); pl < len(out) {
				out[pl] += int(p.segValue[p.rowKeys[f]]+p.segValue[p.colKeys[f]]) * a
			}
		}
	}
}
