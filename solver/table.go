package solver

import (
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/sagatools/saga/engine"
)

// table is the transposition table. It starts small, so that small
// searches pay nothing for a large one, and doubles as it fills, up to
// the size the memory limit allows, past which it never grows; a full
// table replaces the older entry in a slot by the newer. Each entry keeps
// bounds on a state's value (equal bounds: the exact value), the best move
// found there and, for maxⁿ, the exact gains of every seat.
//
// Workers share the table. Slots are guarded by striped locks; the arrays
// are swapped atomically when the table doubles. An entry written to the
// old arrays while they are being copied may be lost, which costs a
// search again but never a wrong answer: entries are only ever read whole,
// under their stripe's lock.
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
	mask    uint64
}

type entry struct {
	key     uint64
	lo, hi  Value
	best    engine.Move
	used    bool
	hasBest bool
}

// firstSlots is the size a table starts at (or its limit, if smaller).
const firstSlots = 1 << 10

// newTable makes a table of at most mem bytes (a power of two of slots),
// with room for every seat's gains when withGains is set.
func newTable(mem int64, withGains bool) *table {
	size := int64(unsafe.Sizeof(entry{}))
	if withGains {
		size += int64(unsafe.Sizeof(Gains{}))
	}
	n := int64(1)
	for n*2*size <= mem {
		n *= 2
	}
	t := &table{max: int(n)}
	t.cur.Store(makeSlots(min(int(n), firstSlots), withGains))
	return t
}

func makeSlots(n int, withGains bool) *slots {
	sl := &slots{entries: make([]entry, n), mask: uint64(n - 1)}
	if withGains {
		sl.gains = make([]Gains, n)
	}
	return sl
}

// get returns the entry for key (and its gains, in a maxⁿ table), if the
// table holds one.
func (t *table) get(key uint64, gains *Gains) (entry, bool) {
	sl := t.cur.Load()
	i := key & sl.mask
	l := &t.locks[i&255]
	l.Lock()
	e := sl.entries[i]
	if sl.gains != nil && gains != nil && e.key == key {
		*gains = sl.gains[i]
	}
	l.Unlock()
	return e, e.used && e.key == key
}

// put stores e (and gains, in a maxⁿ table) in its slot, and doubles the
// table when a quarter of it is in use and it may still grow: early
// doubling keeps collisions from throwing work away.
func (t *table) put(e entry, gains *Gains) {
	e.used = true
	sl := t.cur.Load()
	i := e.key & sl.mask
	l := &t.locks[i&255]
	l.Lock()
	fresh := !sl.entries[i].used
	sl.entries[i] = e
	if sl.gains != nil && gains != nil {
		sl.gains[i] = *gains
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
		j := e.key & sl.mask
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
