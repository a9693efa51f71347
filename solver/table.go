package solver

import (
	"sync"
	"unsafe"

	"github.com/sagatools/saga/engine"
)

// table is the transposition table: a fixed array, sized once from the
// memory limit, that never grows. Each entry keeps bounds on a state's
// value (equal bounds: the exact value), the best move found there and,
// for maxⁿ, the exact gains of every seat. A newer entry replaces an
// older one in its slot. Slots are guarded by striped locks, so that
// workers share the table.
type table struct {
	slots []entry
	gains []Gains // maxⁿ searches only: the exact gains of each slot
	mask  uint64
	locks [256]sync.Mutex
}

type entry struct {
	key     uint64
	lo, hi  Value
	best    engine.Move
	used    bool
	hasBest bool
}

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
	t := &table{slots: make([]entry, n), mask: uint64(n - 1)}
	if withGains {
		t.gains = make([]Gains, n)
	}
	return t
}

// get returns the entry for key (and its gains, in a maxⁿ table), if the
// table holds one.
func (t *table) get(key uint64, gains *Gains) (entry, bool) {
	i := key & t.mask
	l := &t.locks[i&255]
	l.Lock()
	e := t.slots[i]
	if t.gains != nil && gains != nil && e.key == key {
		*gains = t.gains[i]
	}
	l.Unlock()
	return e, e.used && e.key == key
}

// put stores e (and gains, in a maxⁿ table) in its slot.
func (t *table) put(e entry, gains *Gains) {
	e.used = true
	i := e.key & t.mask
	l := &t.locks[i&255]
	l.Lock()
	t.slots[i] = e
	if t.gains != nil && gains != nil {
		t.gains[i] = *gains
	}
	l.Unlock()
}
