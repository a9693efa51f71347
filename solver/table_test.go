package solver

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/rulesets"
)

// The table never holds more slots than its memory limit allows, however
// many states are put in it, and while it grows its old arrays and new
// ones together keep within the limit: it grows to the largest size
// whose growth fits, and no further, from either size it starts at.
func TestTableStaysWithinItsMemory(t *testing.T) {
	mems, puts := []int64{256 << 10, 1 << 20, 5 << 20, 13 << 20}, uint64(400_000)
	if testing.Short() {
		mems, puts = mems[:2], 100_000
	}
	for _, start := range []int{firstSlots, twofoldFrom} {
		for _, mem := range mems {
			for _, seats := range []int{0, 3, engine.MaxSeats} {
				tb := newTable(mem, seats, start)
				size := int64(slotWords+seats) * 8
				first := tb.cur.Load().len()
				peak := slotsBytes(first, size) // the arrays it starts with
				if first != min(start, tb.max) {
					t.Errorf("%d seats, limit %d bytes: starts at %d slots, want %d", seats, mem, first, min(start, tb.max))
				}
				for i := range puts {
					before := tb.cur.Load()
					tb.put(&entry{key: i * 0x9E3779B97F4A7C15, depth: uint8(i % 7)}, &gains{})
					tb.addFilled(1)
					if after := tb.cur.Load(); after != before {
						peak = max(peak, slotsBytes(before.len(), size)+slotsBytes(after.len(), size))
					}
				}
				sl := tb.cur.Load()
				n := sl.len()
				if n != tb.max || sl.width != slotWords+seats || len(sl.words) != n*sl.width || peak > mem || peak != memPeak(n, size, start) {
					t.Errorf("start %d, %d seats, limit %d bytes: %d slots of %d words, max %d; %d bytes while growing (memPeak %d)", start, seats, mem, n, sl.width, tb.max, peak, memPeak(n, size, start))
				}
				if memPeak(2*n, size, start) <= mem {
					t.Errorf("start %d, %d seats, limit %d bytes: a table of %d slots would fit too", start, seats, mem, 2*n)
				}
			}
		}
	}
}

// A search of bigFrom squares or more with bigMoves moves a square starts
// its table at twofoldFrom slots, one of the sizes a table grows through
// from firstSlots, so that past it the table grows through the same sizes
// whichever it starts at; other searches start at firstSlots.
func TestTableStartsAtASizeItGrowsThrough(t *testing.T) {
	for empties := range 2 * bigFrom {
		for moves := range 3 * bigMoves * bigFrom {
			want := firstSlots
			if empties >= bigFrom && moves >= bigMoves*empties {
				want = twofoldFrom
			}
			if got := startSlots(empties, moves); got != want {
				t.Errorf("%d empty squares, %d moves: starts at %d slots, want %d", empties, moves, got, want)
			}
		}
	}
	n := firstSlots
	for n < twofoldFrom {
		n = grownSize(n, math.MaxInt)
	}
	if n != twofoldFrom {
		t.Errorf("a table from %d slots grows to %d, past %d", firstSlots, n, twofoldFrom)
	}
	// A search's table starts at the size for its root, of either kind.
	seen := map[int]bool{}
	for _, name := range rulesets.Builtins() {
		r, err := rulesets.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(31, uint64(len(name))))
		for i := range 20 {
			s := randomEndgame(rng, r, 2, bigFrom+2, 0)
			q := Question{Objective: []Objective{Margin, MaxN}[i%2], Player: s.ToMove}
			want := startSlots(s.Empties, len(s.LegalMoves(nil)))
			if got := newSolve(s, q, Options{}).tt.cur.Load().len(); got != want {
				t.Errorf("%s #%d: a search of %d squares and %d moves starts its table at %d slots, want %d", name, i, s.Empties, len(s.LegalMoves(nil)), got, want)
			}
			seen[want] = true
		}
	}
	if !seen[firstSlots] || !seen[twofoldFrom] {
		t.Errorf("the searches tried start at %v slots, not at both sizes", seen)
	}
}

// Entries, and a maxⁿ table's gains, survive the table's growth,
// fourfold while small and twofold once big, from either size it starts
// at.
func TestTableKeepsEntriesWhenItGrows(t *testing.T) {
	for _, start := range []int{firstSlots, twofoldFrom} {
		testTableKeepsEntries(t, start)
	}
}

func testTableKeepsEntries(t *testing.T, start int) {
	const seats = 3
	tb := newTable(DefaultMem, seats, start)
	const n = 150_000
	gainsOf := func(i uint64) gains {
		var g gains
		for p := range seats {
			g[p] = value(int64(i)*7 + int64(p) - 500)
		}
		return g
	}
	for i := range uint64(n) {
		// Even keys fall in distinct buckets of a table of 2n slots or more.
		g := gainsOf(i)
		tb.put(&entry{key: 2 * i, lo: value(i), hi: value(i) + 3, best: packedMove(i), hasBest: i%2 == 0, depth: uint8(i % 50)}, &g)
		tb.addFilled(1)
	}
	if got := tb.cur.Load().len(); got <= twofoldFrom {
		t.Fatalf("start %d: the table has %d slots; it should have grown past %d", start, got, twofoldFrom)
	}
	for i := range uint64(n) {
		var g gains
		var e entry
		ok := tb.get(2*i, &e, &g)
		want := entry{key: 2 * i, lo: value(i), hi: value(i) + 3, best: packedMove(i), hasBest: i%2 == 0, depth: uint8(i % 50)}
		if !ok || e != want || g != gainsOf(i) {
			t.Fatalf("start %d: entry %d lost or changed after growing: %v %+v, gains %v, want %+v %v", start, i, ok, e, g, want, gainsOf(i))
		}
	}
}

// In a full bucket, a new state takes the slot of the entry with fewer
// empty squares: the result of a big search outlives many small ones.
func TestTableKeepsTheBiggerSearch(t *testing.T) {
	tb := newTable(4*slotWords*8, 0, firstSlots) // two buckets, never grows
	mask := tb.cur.Load().mask
	big := uint64(2)
	tb.put(&entry{key: big, depth: 9}, nil)
	var e entry
	for i := uint64(1); i < 100; i++ {
		key := big + i*(mask+2) // same bucket as big
		if key&mask != big&mask {
			t.Fatal("test keys must share a bucket")
		}
		tb.put(&entry{key: key, depth: 3}, nil)
		if !tb.get(key, &e, nil) {
			t.Fatalf("the newest entry %d was not stored", i)
		}
	}
	if !tb.get(big, &e, nil) || e.depth != 9 {
		t.Error("the deeper entry was replaced by shallower ones")
	}
}

// A slot read while it is being written reads as a miss or as a whole
// entry, never as a mix of two: workers writing and reading the same few
// slots at once only ever see entries that were written. Exact entries,
// whose bounds are equal, are the case a plain xor check would miss.
func TestTableReadsWholeEntries(t *testing.T) {
	tb := newTable(4*slotWords*8, 2, firstSlots) // two buckets
	entryOf := func(key, n uint64) (entry, gains) {
		return entry{key: key, lo: value(n), hi: value(n + key%2), depth: uint8(n % 60), hasBest: true, best: packedMove(n * key)},
			gains{value(3 * n), value(5 * n)}
	}
	done := make(chan bool)
	for wr := range uint64(2) {
		go func() {
			for n := range uint64(200_000) {
				e, g := entryOf(1+n%3, n*2+wr)
				tb.put(&e, &g)
			}
			done <- true
		}()
	}
	reads := 0
	for running := 2; running > 0; {
		select {
		case <-done:
			running--
		default:
		}
		for key := uint64(1); key <= 3; key++ {
			var e entry
			var g gains
			if tb.get(key, &e, &g) {
				reads++
				n := uint64(e.lo)
				want, wantGains := entryOf(key, n)
				if e != want || g != wantGains {
					t.Fatalf("read %+v %v, which was never written (%+v %v)", e, g, want, wantGains)
				}
			}
		}
	}
	if reads == 0 {
		t.Error("nothing read")
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

// The table of settled last squares gives back the value put for a key or
// nothing, never another key's value, while writers fill it and it grows,
// and it stays within its memory.
func TestSettledTableGivesBackWhatWasPut(t *testing.T) {
	const mem = 1 << 20
	tb := newSettledTable(mem)
	valueOf := func(key uint64) value { return value(key*7) - 1000 }
	done := make(chan bool)
	for wr := range uint64(2) {
		go func() {
			fresh := 0
			for i := range uint64(300_000) {
				key := (i%3000 + 1 + 3000*wr) * 0x9E3779B97F4A7C15
				if tb.put(key, valueOf(key)) {
					if fresh++; fresh == filledBatch {
						tb.addFilled(fresh)
						fresh = 0
					}
				}
			}
			done <- true
		}()
	}
	hits := 0
	for running := 2; running > 0; {
		select {
		case <-done:
			running--
		default:
		}
		for i := range uint64(6000) {
			key := (i + 1) * 0x9E3779B97F4A7C15
			if v, ok := tb.get(key); ok {
				hits++
				if v != valueOf(key) {
					t.Fatalf("key %x: %v, put %v", key, v, valueOf(key))
				}
			}
		}
	}
	if hits == 0 {
		t.Error("nothing found")
	}
	if sl := tb.cur.Load(); len(sl.words)*8 > mem || len(sl.words)/2 > tb.max {
		t.Errorf("%d slots for %d bytes; at most %d", len(sl.words)/2, mem, tb.max)
	}
}
