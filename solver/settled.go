package solver

import (
	"sync/atomic"
	"unsafe"
)

// settledTable keeps the exact values of settled last squares for the
// scalar objectives. They are most of what a search meets and recur often
// enough to keep (settling one costs more than looking it up), but they
// need no bounds, best move or depth: a slot is two words, the key xor a
// check of the value and the value, so that a slot holds twice as many of them as the
// main table's, and they do not push the bigger searches out of it. Like
// the main table it is shared without locks (a slot read half-written
// fails the check), starts small and grows as it fills, within its share
// of the memory limit; growing starts afresh rather than copying, since
// a last square costs little to settle again.
type settledTable struct {
	cur     atomic.Pointer[settledSlots]
	max     int // most slots its memory allows
	filled  atomic.Int64
	growing atomic.Bool
}

type settledSlots struct {
	words []uint64 // two per slot
	mask  uint64
}

// settledMixer spreads a value over the check word, so that a torn read
// of two slots' words fails the check.
const settledMixer = 0x9e3779b97f4a7c15

// newSettledTable makes a table of at most mem bytes.
func newSettledTable(mem int64) *settledTable {
	n := int64(1)
	for n*2*16 <= mem {
		n *= 2
	}
	t := &settledTable{max: int(n)}
	t.cur.Store(makeSettledSlots(min(int(n), firstSlots)))
	return t
}

func makeSettledSlots(n int) *settledSlots {
	sl := &settledSlots{words: make([]uint64, 2*n), mask: uint64(n - 1)}
	adviseHugePages(unsafe.Pointer(&sl.words[0]), uintptr(len(sl.words))*8)
	// Touched before use, as the main table's grown arrays are: a search
	// reads a slot before it writes it, and the growths start afresh, so
	// nearly every page of them is written soon.
	touchPages(sl.words)
	return sl
}

// get returns the value kept for key, if any.
func (t *settledTable) get(key uint64) (value, bool) {
	sl := t.cur.Load()
	i := 2 * (key & sl.mask)
	v := atomic.LoadUint64(&sl.words[i+1])
	if atomic.LoadUint64(&sl.words[i])^v*settledMixer != key || key == 0 {
		return 0, false
	}
	return value(v), true
}

// put keeps v for key, reporting whether it took a slot not in use.
func (t *settledTable) put(key uint64, v value) bool {
	sl := t.cur.Load()
	i := 2 * (key & sl.mask)
	fresh := atomic.LoadUint64(&sl.words[i]) == 0 && atomic.LoadUint64(&sl.words[i+1]) == 0
	atomic.StoreUint64(&sl.words[i+1], uint64(v))
	atomic.StoreUint64(&sl.words[i], key^uint64(v)*settledMixer)
	return fresh
}

// addFilled adds n fresh slots to the count and grows the table when half
// of it is in use.
func (t *settledTable) addFilled(n int) {
	sl := t.cur.Load()
	size := len(sl.words) / 2
	if int(t.filled.Add(int64(n)))*2 > size && size < t.max && t.growing.CompareAndSwap(false, true) {
		if t.cur.Load() == sl {
			factor := 4
			if size >= twofoldFrom {
				factor = 2
			}
			t.filled.Store(0)
			t.cur.Store(makeSettledSlots(min(factor*size, t.max)))
		}
		t.growing.Store(false)
	}
}
