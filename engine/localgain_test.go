package engine

import (
	"math/rand/v2"
	"testing"
)

// LocalGain agrees with rescoring the whole board, for every kind of
// tile it rates; it rates every kind but splitters and board-scope
// cancellers.
func TestLocalGainMatchesRescoring(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(13, 14))
	s := NewScorer(r)
	before, after := make([]int, 4), make([]int, 4)
	rated := map[TileKindID]int{}
	for range 6000 {
		b := randomBoard(rng, r, 1+rng.IntN(7), 1+rng.IntN(7))
		var empties []Square
		for sq, c := range b.Cells {
			if c == Empty {
				empties = append(empties, Square(sq))
			}
		}
		if len(empties) == 0 {
			continue
		}
		sq := empties[rng.IntN(len(empties))]
		k := TileKindID(rng.IntN(len(r.Tiles)))
		s.Totals(b, before)
		s.Prepare(b)
		var gains [4]int
		ok := true
		for p := range 4 {
			gains[p], ok = s.LocalGain(b, sq, p, k)
		}
		e := &s.kinds[k]
		if ok == (e.split || e.cancelBoard != 0) {
			t.Fatalf("%s: rated %v", r.Tiles[k].Name, ok)
		}
		if !ok {
			continue
		}
		b.Cells[sq] = TileCell(k)
		s.Totals(b, after)
		for p := range 4 {
			if want := after[p] - before[p]; gains[p] != want {
				t.Fatalf("%s on %d, player %d: local gain %d, rescoring gives %d, on %v", r.Tiles[k].Name, sq, p, gains[p], want, b.Cells)
			}
		}
		rated[k]++
	}
	for _, name := range []string{"dragon", "horn", "wizard", "mine", "bright horn"} {
		found := false
		for k, t := range r.Tiles {
			found = found || t.Name == name && rated[TileKindID(k)] > 20
		}
		if !found {
			t.Errorf("%s rated too rarely: %v", name, rated)
		}
	}
}
