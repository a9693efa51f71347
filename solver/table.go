package solver

import (
	"math"
	"runtime/debug"
	"sync/atomic"

	"github.com/sagatools/saga/engine"
)

// table is the transposition table. It starts small, so that small
// searches pay nothing for a large one, or, for a search of many squares,
// at the size such searches fill (startSlots), and grows as it fills, up
// to the size the memory limit allows, past which it never grows. Each entry
// keeps bounds on a state's value (equal bounds: the exact value), the
// best move found there and, for maxⁿ, the exact gains of every seat in
// play (only those: a three-player table keeps three values an entry, not
// engine.MaxSeats, so the same memory holds more positions, which long
// maxⁿ searches need).
//
// Slots come in buckets of two, one cache line. A state new to a full
// bucket takes the slot of the entry with fewer empty squares: such an
// entry stands for a smaller search, cheaper to do again, so the results
// of long searches survive the many small ones that follow them (and the
// principal variation, read from the table after the search, finds them
// there).
//
// Workers share the table without locks. A slot is a few words, each
// read and written atomically, and its first word is the key xor a
// check of the others: a slot read while another worker writes it, half
// old and half new, fails the check and reads as a miss (two writes of
// the same state's entry mix into bounds that both hold). Growing copies the
// slots into bigger arrays and publishes them; an entry written to the
// old arrays meanwhile is lost, which costs a search again but never a
// wrong answer.
type table struct {
	cur     atomic.Pointer[slots]
	max     int          // most slots the memory limit allows
	filled  atomic.Int64 // slots in use in the current arrays, counted in batches
	growing atomic.Bool
}

// slots are the table's arrays: slotWords words per slot, then for maxⁿ
// one per seat in play.
type slots struct {
	words []uint64
	width int    // words per slot
	seats int    // gains kept per slot (maxⁿ)
	mask  uint64 // of a bucket's first slot
}

// A slot's words: the check (key ^ the others), the lower and upper
// bounds, and the best move with the entry's depth and flags; then the
// gains, for maxⁿ.
const slotWords = 4

// entry is a table entry as the search reads and writes it.
type entry struct {
	key     uint64
	lo, hi  value
	best    packedMove
	hasBest bool
	depth   uint8 // the state's empty squares (at most maxDepth): how big a search it stands for
}

// Bits of a slot's last word: the move in the low 56 bits, then the
// depth, whether the move is kept, and that the slot is in use.
const (
	moveBits  = 56
	depthBits = 6
	maxDepth  = 1<<depthBits - 1
	bestBit   = 1 << (moveBits + depthBits)
	usedBit   = 1 << 63
)

// packedMove is a move in 56 bits, so that table entries stay small: more
// of them fit in the memory limit and in the caches. A move too big to
// pack (a board of 4,095 squares or more, say) is simply not kept.
type packedMove uint64

// Bits of a packed move, lowest first: kind, mode, option, figure + 1,
// tile + 1, from + 1, to + 1.
var packedBits = [...]uint{4, 4, 4, 8, 12, 12, 12}

// packMove packs m, reporting false when it does not fit.
func packMove(m engine.Move) (packedMove, bool) {
	fields := [...]int{int(m.Kind), int(m.Mode), int(m.Option), int(m.Figure) + 1, int(m.Tile) + 1, int(m.From) + 1, int(m.To) + 1}
	var p uint64
	shift := uint(0)
	for i, f := range fields {
		if f < 0 || f >= 1<<packedBits[i] {
			return 0, false
		}
		p |= uint64(f) << shift
		shift += packedBits[i]
	}
	return packedMove(p), true
}

// move unpacks p.
func (p packedMove) move() engine.Move {
	var fields [len(packedBits)]int
	for i, b := range packedBits {
		fields[i] = int(p & (1<<b - 1))
		p >>= b
	}
	return engine.Move{
		Kind: engine.MoveKind(fields[0]), Mode: uint8(fields[1]), Option: uint8(fields[2]),
		Figure: engine.FigureKindID(fields[3] - 1), Tile: engine.TileKindID(fields[4] - 1),
		From: engine.Square(fields[5] - 1), To: engine.Square(fields[6] - 1),
	}
}

// firstSlots is the size a table starts at for a search of few squares
// (or its limit, if smaller).
const firstSlots = 1 << 10

// bigFrom is the number of empty squares, and bigMoves the legal moves
// per empty square at the root, from which a search starts its table at
// twofoldFrom slots rather than firstSlots. Such searches grow to that
// size or near it, and each growth on the way stalls the worker that
// grows it, while the other workers' entries written meanwhile are lost;
// with huge pages the bigger arrays cost a few faults, taken as the
// search reaches them. A search of as many squares with fewer moves may
// fill a small part of it, and then pays more for the faults (each
// clears a huge page) than the growths cost.
const (
	bigFrom  = 10
	bigMoves = 3
)

// startSlots is the size a table for a search from a state of empties
// empty squares and moves legal moves starts at (or its limit, if
// smaller): firstSlots or twofoldFrom, both sizes a table starting at
// firstSlots grows through, so that a table grows through the same
// sizes past its start whichever it starts at.
func startSlots(empties, moves int) int {
	if empties >= bigFrom && moves >= bigMoves*empties {
		return twofoldFrom
	}
	return firstSlots
}

// newTable makes a table that starts at start slots (a size from
// startSlots, or its limit, if smaller) and never takes more than mem
// bytes, counting the old arrays it copies from while it grows as well
// as the new ones (see memPeak): a power of two of slots, at least one
// bucket, with room for seats gains per slot (maxⁿ; 0 otherwise).
func newTable(mem int64, seats, start int) *table {
	size := int64(slotWords+seats) * 8
	n := 2
	for n <= math.MaxInt32 && memPeak(2*n, size, start) <= mem {
		n *= 2
	}
	t := &table{max: n}
	t.cur.Store(makeSlots(min(n, start), seats))
	return t
}

// memPeak is the most memory a table of at most max slots of size bytes
// each, starting at start slots, ever holds: at its start, and at each
// growth the old arrays and the new ones together, until the copy is done
// and the old ones are dropped (grow returns the ones dropped before to
// the system first).
func memPeak(max int, size int64, start int) int64 {
	n := min(max, start)
	peak := slotsBytes(n, size)
	for n < max {
		next := grownSize(n, max)
		peak = slotsBytes(n, size) + slotsBytes(next, size)
		n = next
	}
	return peak
}

// slotsBytes is the memory the arrays of n slots of size bytes take.
func slotsBytes(n int, size int64) int64 { return arrayBytes(int64(n) * size / 8) }

func makeSlots(n, seats int) *slots {
	width := slotWords + seats
	return &slots{words: tableWords(n * width), width: width, seats: seats, mask: uint64(n-1) &^ 1}
}

// len is the number of slots.
func (sl *slots) len() int { return len(sl.words) / sl.width }

// touch writes once to every memory page of fresh arrays, so that the
// operating system backs them before the table is published. One write
// per page is enough; clearing the arrays whole measured slower.
func (sl *slots) touch() { touchPages(sl.words) }

// touchPages writes a zero to every memory page of words, fresh arrays
// no one reads yet. A page first read is backed by the zero page, and its
// first write then copies it and flushes the other cores' address
// translations, which costs several times a plain first write.
func touchPages(words []uint64) {
	const page = 4096 / 8
	for i := 0; i < len(words); i += page {
		words[i] = 0
	}
}

// read reads slot j whole and reports whether it holds key, copying its
// gains into g (maxⁿ, if g is not nil).
func (sl *slots) read(j int, key uint64, e *entry, g *gains) bool {
	w := sl.words[j*sl.width : (j+1)*sl.width]
	meta := atomic.LoadUint64(&w[3])
	if meta&usedBit == 0 {
		return false
	}
	lo, hi := atomic.LoadUint64(&w[1]), atomic.LoadUint64(&w[2])
	check := key ^ checkOf(lo, hi, meta)
	for i := range sl.seats {
		x := atomic.LoadUint64(&w[slotWords+i])
		check ^= x * gainMixers[i&7]
		if g != nil {
			g[i] = value(x)
		}
	}
	if atomic.LoadUint64(&w[0]) != check {
		return false
	}
	*e = entry{key: key, lo: value(lo), hi: value(hi), best: packedMove(meta & (1<<moveBits - 1)),
		hasBest: meta&bestBit != 0, depth: uint8(meta >> moveBits & maxDepth)}
	return true
}

// meta is the last word of a slot that holds e.
func (e *entry) meta() uint64 {
	m := uint64(e.best)&(1<<moveBits-1) | uint64(min(e.depth, maxDepth))<<moveBits | usedBit
	if e.hasBest {
		m |= bestBit
	}
	return m
}

// write writes e (and g, for maxⁿ) into slot j.
func (sl *slots) write(j int, e *entry, g *gains) {
	w := sl.words[j*sl.width : (j+1)*sl.width]
	meta := e.meta()
	check := e.key ^ checkOf(uint64(e.lo), uint64(e.hi), meta)
	for i := range sl.seats {
		var x uint64
		if g != nil {
			x = uint64(g[i])
		}
		check ^= x * gainMixers[i&7]
		atomic.StoreUint64(&w[slotWords+i], x)
	}
	atomic.StoreUint64(&w[1], uint64(e.lo))
	atomic.StoreUint64(&w[2], uint64(e.hi))
	atomic.StoreUint64(&w[3], meta)
	atomic.StoreUint64(&w[0], check)
}

// checkOf mixes a slot's words into its check: each word times an odd
// constant of its own, so that words of two entries mixed by a torn read
// do not cancel out (a plain xor of the bounds would make every pair of
// exact entries, whose bounds are equal, look alike).
func checkOf(lo, hi, meta uint64) uint64 {
	return lo*0x9e3779b97f4a7c15 ^ hi*0xc2b2ae3d27d4eb4f ^ meta*0x165667b19e3779f9
}

// gainMixers are the constants checkOf uses for a maxⁿ slot's gains.
var gainMixers = [8]uint64{0xd6e8feb86659fd93, 0xa0761d6478bd642f, 0xe7037ed1a0b428db, 0x8ebc6af09c88c6e3,
	0x589965cc75374cc3, 0x1d8e4e27c47d124f, 0xff51afd7ed558ccd, 0xc4ceb9fe1a85ec53}

// depthAt is the depth of the entry in slot j, and whether it is in use
// (read without the check: it only chooses which slot to overwrite).
func (sl *slots) depthAt(j int) (uint8, bool) {
	meta := atomic.LoadUint64(&sl.words[j*sl.width+3])
	return uint8(meta >> moveBits & maxDepth), meta&usedBit != 0
}

// get reads the entry for key (and its gains, in a maxⁿ table, if g is
// not nil), reporting whether the table holds one.
func (t *table) get(key uint64, e *entry, g *gains) bool {
	sl := t.cur.Load()
	i := int(key & sl.mask)
	return sl.read(i, key, e, g) || sl.read(i+1, key, e, g)
}

// put stores e (and g, in a maxⁿ table). It reports whether e took a slot
// that was not in use: the worker counts those (filled) and adds them up
// now and then, and the table grows when a quarter of it is in use and it
// may still grow: growing early keeps collisions from throwing work away.
func (t *table) put(e *entry, g *gains) bool {
	sl := t.cur.Load()
	j := sl.victim(e.key)
	_, used := sl.depthAt(j)
	sl.write(j, e, g)
	return !used
}

// filledBatch is how many fresh slots a worker counts before adding them
// to the table's count.
const filledBatch = 64

// addFilled adds n fresh slots to the count, and grows the table if it is
// a quarter full.
func (t *table) addFilled(n int) {
	sl := t.cur.Load()
	if int(t.filled.Add(int64(n)))*4 > sl.len() && sl.len() < t.max && t.growing.CompareAndSwap(false, true) {
		t.grow(sl)
		t.growing.Store(false)
	}
}

// victim is the slot of key's bucket a new entry for key takes: its own,
// an unused one, or the one standing for the smaller search (the second
// on a tie).
func (sl *slots) victim(key uint64) int {
	i := int(key & sl.mask)
	var e entry
	if sl.read(i, key, &e, nil) {
		return i
	}
	if sl.read(i+1, key, &e, nil) {
		return i + 1
	}
	da, ua := sl.depthAt(i)
	db, ub := sl.depthAt(i + 1)
	switch {
	case !ua:
		return i
	case !ub:
		return i + 1
	case da < db:
		return i
	}
	return i + 1
}

// twofoldFrom is the number of slots from which the table grows twofold
// rather than fourfold (2^18 slots: 8 MiB of entries).
const twofoldFrom = 1 << 18

// grow copies the table into arrays four times the size (twice, once it
// is big; or as big as the limit allows) and publishes them. First
// touches of fresh memory cost more than the copying: growing fourfold
// while small touches less memory on the way to the full size, and
// twofold once big keeps a search that stops short of the full size from
// faulting in a table far bigger than it fills. The other workers go on
// with the old arrays meanwhile, without waiting: what they write there
// after the copy passed is lost.
func (t *table) grow(old *slots) {
	if t.cur.Load() != old {
		return // another worker grew it already
	}
	if old.len() >= twofoldFrom {
		// The arrays dropped at the last growth may still be held from
		// the system (the collector has not run, or has kept the pages):
		// give them back first, so that the process holds no more than
		// the old arrays and the new ones, as memPeak counts. Once the
		// table is this big, that costs little beside the copy.
		debug.FreeOSMemory()
	}
	sl := makeSlots(grownSize(old.len(), t.max), old.seats)
	sl.touch()
	filled := int64(0)
	var e entry
	var g gains
	for j := range old.len() {
		w := old.words[j*old.width:]
		meta := atomic.LoadUint64(&w[3])
		if meta&usedBit == 0 {
			continue
		}
		// The key is not kept: it is the check xor the check of the
		// other words.
		key := atomic.LoadUint64(&w[0]) ^ checkOf(atomic.LoadUint64(&w[1]), atomic.LoadUint64(&w[2]), meta)
		for i := range old.seats {
			key ^= atomic.LoadUint64(&w[slotWords+i]) * gainMixers[i&7]
		}
		if !old.read(j, key, &e, &g) {
			continue // being written
		}
		k := sl.victim(key)
		if _, used := sl.depthAt(k); !used {
			filled++
		}
		sl.write(k, &e, &g)
	}
	t.filled.Store(filled)
	t.cur.Store(sl)
}

// grownSize is the number of slots a table of n slots grows to, with
// at most max: four times n while small, twice once big.
func grownSize(n, max int) int {
	factor := 4
	if n >= twofoldFrom {
		factor = 2
	}
	return min(factor*n, max)
}

// depthOf is the depth a table entry for s records: its empty squares.
func depthOf(s *engine.State) uint8 { return uint8(min(s.Empties, maxDepth)) }
