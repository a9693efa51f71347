package solver

import (
	"math"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
)

// table is the transposition table. It starts small, so that small
// searches pay nothing for a large one, and grows as it fills, up to the
// size the memory limit allows, past which it never grows. Each entry
// keeps bounds on a state's value (equal bounds: the exact value), the
// best move found there and, for maxⁿ, the exact gains of every seat in
// play (only those: a three-player table keeps three values an entry, not
// engine.MaxSeats, so the same memory holds more positions, which long
// maxⁿ searches need).
//
// Slots come in buckets of two. A state new to a full bucket takes the
// slot of the entry with fewer empty squares: such an entry stands for a
// smaller search, cheaper to do again, so the results of long searches
// survive the many small ones that follow them (and the principal
// variation, read from the table after the search, finds them there).
//
// Workers share the table. Buckets are guarded by striped locks; the
// arrays are swapped atomically when the table grows, under every lock.
// An entry written to the old arrays just after the copy is lost, which
// costs a search again but never a wrong answer: entries are only ever
// read whole, under their stripe's lock.
type table struct {
	cur     atomic.Pointer[slots]
	max     int          // most slots the memory limit allows
	filled  atomic.Int64 // slots in use in the current arrays
	growing atomic.Bool
	locks   [256]sync.Mutex
}

// slots are the table's arrays.
type slots struct {
	entries []entry
	gains   []exact.Value // maxⁿ searches only: slot i's gains are gains[i*seats:][:seats]
	seats   int
	mask    uint64 // of a bucket's first slot
}

type entry struct {
	key     uint64
	lo, hi  exact.Value
	best    packedMove
	depth   uint8 // the state's empty squares: how big a search it stands for
	used    bool
	hasBest bool
}

// packedMove is a move in 64 bits, so that table entries stay small: more
// of them fit in the memory limit and in the caches. A move too big to
// pack (a board of 4,095 squares or more, say) is simply not kept.
type packedMove uint64

// Bits of a packed move, lowest first: kind, mode, option, figure + 1,
// tile + 1, from + 1, to + 1.
var packedBits = [...]uint{4, 4, 4, 9, 15, 12, 12}

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

// firstSlots is the size a table starts at (or its limit, if smaller).
const firstSlots = 1 << 10

// newTable makes a table that never takes more than mem bytes, counting
// the old arrays it copies from while it grows as well as the new ones
// (see memPeak): a power of two of slots, at least one bucket, with room
// for every seat's gains in a maxⁿ table (seats > 0).
func newTable(mem int64, seats int) *table {
	size := int64(unsafe.Sizeof(entry{})) + int64(seats)*int64(unsafe.Sizeof(exact.Value{}))
	n := 2
	for n <= math.MaxInt32 && memPeak(2*n, size) <= mem {
		n *= 2
	}
	t := &table{max: n}
	t.cur.Store(makeSlots(min(n, firstSlots), seats))
	return t
}

// memPeak is the most memory a table of at most max slots of size bytes
// each ever holds: at its start, and at each growth the old arrays and
// the new ones together, until the copy is done and the old ones are
// dropped (grow returns the ones dropped before to the system first).
func memPeak(max int, size int64) int64 {
	n := min(max, firstSlots)
	peak := int64(n) * size
	for n < max {
		next := grownSize(n, max)
		peak = int64(n+next) * size
		n = next
	}
	return peak
}

func makeSlots(n, seats int) *slots {
	sl := &slots{entries: make([]entry, n), mask: uint64(n-1) &^ 1, seats: seats}
	adviseHugePages(unsafe.Pointer(&sl.entries[0]), uintptr(n)*unsafe.Sizeof(entry{}))
	if seats > 0 {
		sl.gains = make([]exact.Value, n*seats)
		adviseHugePages(unsafe.Pointer(&sl.gains[0]), uintptr(n*seats)*unsafe.Sizeof(exact.Value{}))
	}
	return sl
}

// getGains copies slot j's gains into g.
func (sl *slots) getGains(j int, g *exact.Gains) {
	copy(g[:sl.seats], sl.gains[j*sl.seats:])
}

// setGains stores g in slot j.
func (sl *slots) setGains(j int, g *exact.Gains) {
	copy(sl.gains[j*sl.seats:(j+1)*sl.seats], g[:sl.seats])
}

// touch writes once to every memory page of fresh arrays, so that the
// operating system backs them before the table is published. One write
// per page is enough; clearing the arrays whole measured slower.
func (sl *slots) touch() {
	const page = 4096
	for i := 0; i < len(sl.entries); i += page / int(unsafe.Sizeof(entry{})) {
		sl.entries[i].used = false
	}
	for i := 0; i < len(sl.gains); i += page / int(unsafe.Sizeof(exact.Value{})) {
		sl.gains[i] = exact.Value{}
	}
}

// lock is the lock of the bucket starting at slot i.
func (t *table) lock(i uint64) *sync.Mutex { return &t.locks[(i>>1)&255] }

// find returns the slot of key in its bucket, or -1.
func (sl *slots) find(key uint64) int {
	i := int(key & sl.mask)
	for j := i; j < i+2; j++ {
		if sl.entries[j].used && sl.entries[j].key == key {
			return j
		}
	}
	return -1
}

// victim is the slot of key's bucket a new entry for key takes: its own,
// an unused one, or the one standing for the smaller search (the second
// on a tie).
func (sl *slots) victim(key uint64) int {
	if j := sl.find(key); j >= 0 {
		return j
	}
	i := int(key & sl.mask)
	a, b := &sl.entries[i], &sl.entries[i+1]
	switch {
	case !a.used:
		return i
	case !b.used:
		return i + 1
	case a.depth < b.depth:
		return i
	}
	return i + 1
}

// get returns the entry for key (and its gains, in a maxⁿ table), if the
// table holds one.
func (t *table) get(key uint64, gains *exact.Gains) (entry, bool) {
	sl := t.cur.Load()
	l := t.lock(key & sl.mask)
	l.Lock()
	j := sl.find(key)
	var e entry
	if j >= 0 {
		e = sl.entries[j]
		if sl.gains != nil && gains != nil {
			sl.getGains(j, gains)
		}
	}
	l.Unlock()
	return e, j >= 0
}

// put stores e (and gains, in a maxⁿ table), and grows the table when a
// quarter of it is in use and it may still grow: growing early keeps
// collisions from throwing work away.
func (t *table) put(e entry, gains *exact.Gains) {
	e.used = true
	sl := t.cur.Load()
	l := t.lock(e.key & sl.mask)
	l.Lock()
	j := sl.victim(e.key)
	fresh := !sl.entries[j].used
	sl.entries[j] = e
	if sl.gains != nil && gains != nil {
		sl.setGains(j, gains)
	}
	l.Unlock()
	if fresh && int(t.filled.Add(1))*4 > len(sl.entries) && len(sl.entries) < t.max && t.growing.CompareAndSwap(false, true) {
		t.grow(sl)
		t.growing.Store(false)
	}
}

// twofoldFrom is the number of slots from which the table grows twofold
// rather than fourfold (2^18 slots: 14 MiB of entries).
const twofoldFrom = 1 << 18

// grow copies the table into arrays four times the size (twice, once it
// is big; or as big as the limit allows) and publishes them. First
// touches of fresh memory cost more than the copying: growing fourfold
// while small touches less memory on the way to the full size, and
// twofold once big keeps a search that stops short of the full size from
// faulting in a table far bigger than it fills (measured faster on the
// mid-size bench puzzles than growing fourfold all the way).
// It holds every stripe's lock while it copies (not while it faults the
// new arrays in): the other workers wait for the copy rather than write
// to arrays about to be dropped, and one sweep through the old arrays
// costs far less than a lock per entry.
func (t *table) grow(old *slots) {
	if t.cur.Load() != old {
		return // another worker grew it already
	}
	if len(old.entries) >= twofoldFrom {
		// The arrays dropped at the last growth may still be held from
		// the system (the collector has not run, or has kept the pages):
		// give them back first, so that the process holds no more than
		// the old arrays and the new ones, as memPeak counts. Once the
		// table is this big, that costs little beside the copy.
		debug.FreeOSMemory()
	}
	sl := makeSlots(grownSize(len(old.entries), t.max), old.seats)
	// Fault the new arrays in before taking the locks: the first touch
	// of fresh memory is most of what growing costs, and meanwhile the
	// other workers go on with the old arrays instead of waiting.
	sl.touch()
	for i := range t.locks {
		t.locks[i].Lock()
	}
	filled := int64(0)
	for i, e := range old.entries {
		if !e.used {
			continue
		}
		j := sl.victim(e.key)
		if !sl.entries[j].used {
			filled++
		}
		sl.entries[j] = e
		if sl.gains != nil {
			var g exact.Gains
			old.getGains(i, &g)
			sl.setGains(j, &g)
		}
	}
	t.filled.Store(filled)
	t.cur.Store(sl)
	for i := range t.locks {
		t.locks[i].Unlock()
	}
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
func depthOf(s *engine.State) uint8 { return uint8(min(s.Empties, 255)) }
