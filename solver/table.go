package solver

import (
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/sagatools/saga/engine"
)

// table is the transposition table. It starts small, so that small
// searches pay nothing for a large one, and doubles as it fills, up to
// the size the memory limit allows, past which it never grows. Each entry
// keeps bounds on a state's value (equal bounds: the exact value), the
// best move found there and, for maxⁿ, the exact gains of every seat.
//
// Slots come in buckets of two. A state new to a full bucket takes the
// slot of the entry with fewer empty squares: such an entry stands for a
// smaller search, cheaper to do again, so the results of long searches
// survive the many small ones that follow them (and the principal
// variation, read from the table after the search, finds them there).
//
// Workers share the table. Buckets are guarded by striped locks; the
// arrays are swapped atomically when the table doubles, under every lock.
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
	gains   []Gains // maxⁿ searches only: the exact gains of each slot
	mask    uint64  // of a bucket's first slot
}

type entry struct {
	key     uint64
	lo, hi  Value
	best    engine.Move
	depth   uint8 // the state's empty squares: how big a search it stands for
	used    bool
	hasBest bool
}

// firstSlots is the size a table starts at (or its limit, if smaller).
const firstSlots = 1 << 10

// newTable makes a table of at most mem bytes (a power of two of slots,
// at least one bucket), with room for every seat's gains when withGains
// is set.
func newTable(mem int64, withGains bool) *table {
	size := int64(unsafe.Sizeof(entry{}))
	if withGains {
		size += int64(unsafe.Sizeof(Gains{}))
	}
	n := int64(2)
	for n*2*size <= mem {
		n *= 2
	}
	t := &table{max: int(n)}
	t.cur.Store(makeSlots(min(int(n), firstSlots), withGains))
	return t
}

func makeSlots(n int, withGains bool) *slots {
	sl := &slots{entries: make([]entry, n), mask: uint64(n-1) &^ 1}
	if withGains {
		sl.gains = make([]Gains, n)
	}
	return sl
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
func (t *table) get(key uint64, gains *Gains) (entry, bool) {
	sl := t.cur.Load()
	l := t.lock(key & sl.mask)
	l.Lock()
	j := sl.find(key)
	var e entry
	if j >= 0 {
		e = sl.entries[j]
		if sl.gains != nil && gains != nil {
			*gains = sl.gains[j]
		}
	}
	l.Unlock()
	return e, j >= 0
}

// put stores e (and gains, in a maxⁿ table), and doubles the table when a
// quarter of it is in use and it may still grow: early doubling keeps
// collisions from throwing work away.
func (t *table) put(e entry, gains *Gains) {
	e.used = true
	sl := t.cur.Load()
	l := t.lock(e.key & sl.mask)
	l.Lock()
	j := sl.victim(e.key)
	fresh := !sl.entries[j].used
	sl.entries[j] = e
	if sl.gains != nil && gains != nil {
		sl.gains[j] = *gains
	}
	l.Unlock()
	if fresh && int(t.filled.Add(1))*4 > len(sl.entries) && len(sl.entries) < t.max && t.growing.CompareAndSwap(false, true) {
		t.double(sl)
		t.growing.Store(false)
	}
}

// double copies the table into arrays twice the size and publishes them.
// It holds every stripe's lock while it copies: the other workers wait
// for the copy rather than write to arrays about to be dropped, and one
// sweep through the old arrays costs far less than a lock per entry.
func (t *table) double(old *slots) {
	if t.cur.Load() != old {
		return // another worker doubled it already
	}
	sl := makeSlots(2*len(old.entries), old.gains != nil)
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
			sl.gains[j] = old.gains[i]
		}
	}
	t.filled.Store(filled)
	t.cur.Store(sl)
	for i := range t.locks {
		t.locks[i].Unlock()
	}
}

// depthOf is the depth a table entry for s records: its empty squares.
func depthOf(s *engine.State) uint8 { return uint8(min(s.Empties, 255)) }
