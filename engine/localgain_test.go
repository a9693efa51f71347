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

// SplitGain and CancelGain agree with rescoring the whole board whenever
// they rate a placement; SplitGain rates every placement but those in a
// segment where a board-scope canceller acts, also in segments with
// line effects (cancels, multipliers, rank).
func TestSplitAndCancelGainsMatchRescoring(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(15, 16))
	s := NewScorer(r)
	before, after := make([]int, 4), make([]int, 4)
	var splitters, cancellers []TileKindID
	for k := range r.Tiles {
		switch e := s.kinds[k]; {
		case e.split:
			splitters = append(splitters, TileKindID(k))
		case e.cancelBoard != 0 && !e.special && e.rankAdj == 0:
			cancellers = append(cancellers, TileKindID(k))
		}
	}
	rated := map[string]int{}
	for range 20000 {
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
		split := rng.IntN(2) == 0
		k := cancellers[rng.IntN(len(cancellers))]
		if split {
			k = splitters[rng.IntN(len(splitters))]
		}
		s.Totals(b, before)
		s.Prepare(b)
		lineEffects := false
		for _, seg := range [2]int32{s.rowSeg[sq], s.colSeg[sq]} {
			lineEffects = lineEffects || s.seg[seg].factor != 1 || s.seg[seg].rankAdd != 0 || s.seg[seg].lineCancel != 0
		}
		var gains [4]int
		ok := true
		for p := range 4 {
			if split {
				gains[p], ok = s.SplitGain(b, sq, p, k)
			} else {
				gains[p], ok = s.CancelGain(b, sq, p, k)
			}
		}
		if split && ok != (s.boardCancel[s.rowSeg[sq]]|s.boardCancel[s.colSeg[sq]] == 0) {
			t.Fatalf("%s: rated %v", r.Tiles[k].Name, ok)
		}
		if !ok {
			continue
		}
		b.Cells[sq] = TileCell(k)
		s.Totals(b, after)
		for p := range 4 {
			if want := after[p] - before[p]; gains[p] != want {
				t.Fatalf("%s on %d, player %d: gain %d, rescoring gives %d, on %d×%d %v", r.Tiles[k].Name, sq, p, gains[p], want, b.Geometry.Width, b.Geometry.Height, b.Cells)
			}
		}
		switch {
		case !split:
			rated["cancel"]++
		case lineEffects:
			rated["split, line effects"]++
		default:
			rated["split"]++
		}
	}
	for _, what := range []string{"cancel", "split", "split, line effects"} {
		if rated[what] < 500 {
			t.Errorf("%s rated too rarely: %v", what, rated)
		}
	}
}
