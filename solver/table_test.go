package solver

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/rulesets"
)

// The table never holds more slots than its memory limit allows, however
// many states are put in it, and while it grows its old arrays and new
// ones together keep within the limit: it grows to the largest size
// whose growth fits, and no further.
func TestTableStaysWithinItsMemory(t *testing.T) {
	mems, puts := []int64{256 << 10, 1 << 20, 5 << 20}, uint64(400_000)
	if testing.Short() {
		mems, puts = mems[:2], 100_000
	}
	for _, mem := range mems {
		for _, seats := range []int{0, 3, engine.MaxSeats} {
			tb := newTable(mem, seats)
			size := int64(unsafe.Sizeof(entry{})) + int64(seats)*int64(unsafe.Sizeof(exact.Value{}))
			peak := int64(firstSlots) * size // the arrays it starts with
			for i := range puts {
				before := tb.cur.Load()
				tb.put(entry{key: i * 0x9E3779B97F4A7C15, depth: uint8(i % 7)}, &exact.Gains{})
				if after := tb.cur.Load(); after != before {
					peak = max(peak, int64(len(before.entries)+len(after.entries))*size)
				}
			}
			sl := tb.cur.Load()
			n := len(sl.entries)
			if n != tb.max || len(sl.gains) != n*seats || peak > mem || peak != memPeak(n, size) {
				t.Errorf("%d seats, limit %d bytes: %d slots of %d bytes (%d gains), max %d; %d bytes while growing (memPeak %d)", seats, mem, n, size, len(sl.gains), tb.max, peak, memPeak(n, size))
			}
			if memPeak(2*n, size) <= mem {
				t.Errorf("%d seats, limit %d bytes: a table of %d slots would fit too", seats, mem, 2*n)
			}
		}
	}
}

// Entries, and a maxⁿ table's gains, survive the table's growth,
// fourfold while small and twofold once big.
func TestTableKeepsEntriesWhenItGrows(t *testing.T) {
	const seats = 3
	tb := newTable(DefaultMem, seats)
	const n = 150_000
	gainsOf := func(i uint64) exact.Gains {
		var g exact.Gains
		for p := range seats {
			g[p] = exact.Frac(int64(i)+int64(p), int64(p)+1)
		}
		return g
	}
	for i := range uint64(n) {
		// Even keys fall in distinct buckets of a table of 2n slots or more.
		g := gainsOf(i)
		tb.put(entry{key: 2 * i, lo: exact.IntValue(int(i)), hi: exact.IntValue(int(i))}, &g)
	}
	if got := len(tb.cur.Load().entries); got <= twofoldFrom {
		t.Fatalf("the table has %d slots; it should have grown past %d", got, twofoldFrom)
	}
	for i := range uint64(n) {
		var g exact.Gains
		e, ok := tb.get(2*i, &g)
		if want := gainsOf(i); !ok || e.lo != exact.IntValue(int(i)) || g != want {
			t.Fatalf("entry %d lost or changed after growing: %v %+v, gains %v, want %v", i, ok, e, g, want)
		}
	}
}

// In a full bucket, a new state takes the slot of the entry with fewer
// empty squares: the result of a big search outlives many small ones.
func TestTableKeepsTheBiggerSearch(t *testing.T) {
	tb := newTable(4*int64(unsafe.Sizeof(entry{})), 0) // two buckets, never grows
	mask := tb.cur.Load().mask
	big := uint64(2)
	tb.put(entry{key: big, depth: 9}, nil)
	for i := uint64(1); i < 100; i++ {
		key := big + i*(mask+2) // same bucket as big
		if key&mask != big&mask {
			t.Fatal("test keys must share a bucket")
		}
		tb.put(entry{key: key, depth: 3}, nil)
		if _, ok := tb.get(key, nil); !ok {
			t.Fatalf("the newest entry %d was not stored", i)
		}
	}
	if e, ok := tb.get(big, nil); !ok || e.depth != 9 {
		t.Error("the deeper entry was replaced by shallower ones")
	}
}

// Every move of random games packs into a table entry and back unchanged.
func TestMovesPackIntoEntries(t *testing.T) {
	for _, name := range append(rulesets.Builtins(), "../rulesets/testdata/valid/every-play.toml") {
		r, err := rulesets.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(20) {
			s, _ := engine.NewGame(r, 2+int(seed)%3, 0)
			chance := play.NewChance(seed)
			rng := rand.New(rand.NewPCG(seed, 1))
			var moves []engine.Move
			for s.Phase != engine.PhaseGameOver {
				moves = s.LegalMoves(moves[:0])
				for _, m := range moves {
					p, ok := packMove(m)
					if !ok || p.move() != m {
						t.Fatalf("%s: %+v packs to %v (%v), unpacks to %+v", name, m, p, ok, p.move())
					}
				}
				m := moves[rng.IntN(len(moves))]
				if s.IsChance() {
					m = chance.Pick(s, moves)
				}
				s.Apply(m)
			}
		}
	}
	if _, ok := packMove(engine.Move{To: 5000}); ok {
		t.Error("a move to square 5000 packed")
	}
}
