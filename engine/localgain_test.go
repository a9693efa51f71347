package engine

import (
	"math/rand/v2"
	"slices"
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
// they rate a placement; SplitGain rates every placement but some of
// those in a segment where a board-scope canceller acts (where a tile
// the split turns face up has effects of its own), also in segments with
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
	for range 60000 {
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
		cancelActs := s.boardCancel[s.rowSeg[sq]]|s.boardCancel[s.colSeg[sq]] != 0
		if split && !ok && !cancelActs {
			t.Fatalf("%s: not rated", r.Tiles[k].Name)
		}
		if !ok {
			continue
		}
		down := faceDown(s, b)
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
		case cancelActs && faceDown(s, b) < down:
			rated["split, tiles turned face up"]++
		case cancelActs:
			rated["split, board cancel"]++
		case lineEffects:
			rated["split, line effects"]++
		default:
			rated["split"]++
		}
	}
	for _, what := range []string{"cancel", "split", "split, line effects", "split, board cancel", "split, tiles turned face up"} {
		if rated[what] < 500 {
			t.Errorf("%s rated too rarely: %v", what, rated)
		}
	}
}

// faceDown is the number of tiles turned face down on board b, which
// scorer s has just scored.
func faceDown(s *Scorer, b *Board) int {
	s.prepare(b)
	n := 0
	for _, by := range s.flippedBy[:len(b.Cells)] {
		if by != NoSquare {
			n++
		}
	}
	return n
}

// SplitGain keeps every player's gains of the last placement it rated;
// they must not outlive the board they were rated on nor answer for
// another square. One board is changed in place, a square at a time
// (which Prepare follows) or all at once, and prepared again, and a
// splitting tile's gains on two squares asked again, players and squares
// in random order, against rescoring.
func TestSplitGainFollowsTheBoard(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(17, 18))
	s, rescore := NewScorer(r), NewScorer(r)
	before, after := make([]int, 4), make([]int, 4)
	var splitters []TileKindID
	for k := range r.Tiles {
		if s.kinds[k].split {
			splitters = append(splitters, TileKindID(k))
		}
	}
	rated := 0
	for range 2000 {
		w, h := 1+rng.IntN(7), 1+rng.IntN(7)
		b := randomBoard(rng, r, w, h)
		squares := [2]Square{Square(rng.IntN(len(b.Cells))), Square(rng.IntN(len(b.Cells)))}
		for range 10 {
			if rng.IntN(2) == 0 {
				other := randomBoard(rng, r, w, h)
				for i, c := range other.Cells {
					if b.Cells[i] != Hole && c != Hole {
						b.Cells[i] = c
					}
				}
			} else if i := rng.IntN(len(b.Cells)); b.Cells[i] != Hole {
				b.Cells[i] = FigureCell(rng.IntN(4), FigureKindID(rng.IntN(len(r.Figures))))
			}
			if b.Cells[squares[0]] == Hole || b.Cells[squares[1]] == Hole {
				break
			}
			b.Cells[squares[0]], b.Cells[squares[1]] = Empty, Empty
			k := splitters[rng.IntN(len(splitters))]
			s.Prepare(b)
			var gains [2][4]int
			var ok [2]bool
			for _, i := range rng.Perm(8) {
				gains[i%2][i/2], ok[i%2] = s.SplitGain(b, squares[i%2], i/2, k)
			}
			for j, sq := range squares {
				if !ok[j] {
					continue
				}
				rated++
				rescore.Totals(b, before)
				b.Cells[sq] = TileCell(k)
				rescore.Totals(b, after)
				b.Cells[sq] = Empty
				for p := range 4 {
					if want := after[p] - before[p]; gains[j][p] != want {
						t.Fatalf("%s on %d, player %d: gain %d, rescoring gives %d, on %d×%d %v", r.Tiles[k].Name, sq, p, gains[j][p], want, w, h, b.Cells)
					}
				}
			}
		}
	}
	if rated < 10000 {
		t.Errorf("only %d placements rated", rated)
	}
}

// A placement SplitGain rated is forgotten when the scorer follows a
// change of another square (change, as a swap's rating makes them): the
// same square rated again gives the gains of the board as it is now.
func TestSplitGainAfterAChange(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(19, 20))
	s, rescore := NewScorer(r), NewScorer(r)
	before, after := make([]int, 4), make([]int, 4)
	var splitters []TileKindID
	for k := range r.Tiles {
		if s.kinds[k].split {
			splitters = append(splitters, TileKindID(k))
		}
	}
	rated := 0
	for range 3000 {
		w, h := 2+rng.IntN(6), 2+rng.IntN(6)
		b := randomBoard(rng, r, w, h)
		sq, other := Square(rng.IntN(len(b.Cells))), Square(rng.IntN(len(b.Cells)))
		if sq == other || b.Cells[sq] == Hole || b.Cells[other] == Hole {
			continue
		}
		b.Cells[sq], b.Cells[other] = Empty, Empty
		k := splitters[rng.IntN(len(splitters))]
		s.Prepare(b)
		p := rng.IntN(4)
		s.SplitGain(b, sq, p, k)
		figure := FigureCell(rng.IntN(4), FigureKindID(rng.IntN(len(r.Figures))))
		if !s.change(other, Empty, figure, nil) {
			continue
		}
		b.Cells[other] = figure
		got, ok := s.SplitGain(b, sq, p, k)
		if !ok {
			continue
		}
		rated++
		rescore.Totals(b, before)
		b.Cells[sq] = TileCell(k)
		rescore.Totals(b, after)
		if want := after[p] - before[p]; got != want {
			t.Fatalf("%s on %d, player %d, after a figure on %d: gain %d, rescoring gives %d", r.Tiles[k].Name, sq, p, other, got, want)
		}
	}
	if rated < 500 {
		t.Errorf("only %d placements rated", rated)
	}
}

// LocalGain, CancelGain and SplitGain, told to keep each segment's share
// of a placement (segmentGain, splitShare, KeepSegmentGains), must answer
// as rescoring does for every empty square,
// player and kind in any order, the shares kept serving other squares of
// their segments: one board is changed in place (square by square,
// which Prepare follows, or all at once) and prepared again, or changed
// by the scorer's change as a swap's rating does, and every empty square
// rated for one kind, players and squares in random order.
func TestSegmentGainsMatchRescoring(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(21, 22))
	s, rescore := NewScorer(r), NewScorer(r)
	s.keepSegments = true // as a greedy player's rater has it
	before, after := make([]int, 4), make([]int, 4)
	var kinds []TileKindID
	for k := range r.Tiles {
		if e := s.kinds[k]; e.split && !e.special && e.cancelBoard == 0 && e.rankAdj == 0 || !e.split && (e.cancelBoard == 0 || !e.special && e.rankAdj == 0) {
			kinds = append(kinds, TileKindID(k))
		}
	}
	rated := map[string]int{}
	for range 600 {
		w, h := 1+rng.IntN(7), 1+rng.IntN(7)
		b := randomBoard(rng, r, w, h)
		s.Prepare(b)
		for range 6 {
			switch i := rng.IntN(len(b.Cells)); rng.IntN(3) {
			case 0:
				other := randomBoard(rng, r, w, h)
				for i, c := range other.Cells {
					if b.Cells[i] != Hole && c != Hole {
						b.Cells[i] = c
					}
				}
				s.Prepare(b)
			case 1:
				if b.Cells[i] != Hole {
					b.Cells[i] = FigureCell(rng.IntN(4), FigureKindID(rng.IntN(len(r.Figures))))
				}
				s.Prepare(b)
			default:
				// As a swap's rating does: the scorer told of the change.
				c := FigureCell(rng.IntN(4), FigureKindID(rng.IntN(len(r.Figures))))
				if b.Cells[i] != Hole && s.change(Square(i), b.Cells[i], c, nil) {
					b.Cells[i] = c
				} else {
					s.Prepare(b)
				}
			}
			k := kinds[rng.IntN(len(kinds))]
			cancel, split := s.kinds[k].cancelBoard != 0, s.kinds[k].split
			var empties []Square
			for sq, c := range b.Cells {
				if c == Empty {
					empties = append(empties, Square(sq))
				}
			}
			type rating struct {
				sq Square
				p  int
			}
			var order []rating
			for _, sq := range empties {
				for p := range 4 {
					order = append(order, rating{sq, p})
				}
			}
			rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			if rng.IntN(2) == 0 { // squares in turn, as a player rates them
				slices.SortStableFunc(order, func(x, y rating) int { return x.p - y.p })
			}
			rescore.Totals(b, before)
			for _, o := range order {
				var got int
				var ok bool
				switch {
				case split:
					got, ok = s.SplitGain(b, o.sq, o.p, k)
				case cancel:
					got, ok = s.CancelGain(b, o.sq, o.p, k)
				default:
					got, ok = s.LocalGain(b, o.sq, o.p, k)
				}
				if !ok {
					continue
				}
				b.Cells[o.sq] = TileCell(k)
				rescore.Totals(b, after)
				b.Cells[o.sq] = Empty
				if want := after[o.p] - before[o.p]; got != want {
					t.Fatalf("%s on %d, player %d: gain %d, rescoring gives %d, on %d×%d %v", r.Tiles[k].Name, o.sq, o.p, got, want, w, h, b.Cells)
				}
				rated[r.Tiles[k].Name]++
			}
		}
	}
	for _, name := range []string{"dragon", "horn", "wizard", "mine", "bright horn", "gorge", "bright gorge"} {
		if rated[name] < 500 {
			t.Errorf("%s rated too rarely: %v", name, rated)
		}
	}
	cancels := 0
	for k := range r.Tiles {
		if s.kinds[k].cancelBoard != 0 {
			cancels += rated[r.Tiles[k].Name]
		}
	}
	if cancels < 500 {
		t.Errorf("board-scope cancellers rated too rarely: %v", rated)
	}
}

// LineGain answers as asking CancelGain, SplitGain and LocalGain in turn
// does, taking the first that rates the placement, for every kind on
// every empty square of random prepared boards, for every seat.
func TestLineGainIsTheFirstThatRates(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(33, 34))
	for _, keep := range []bool{false, true} {
		s := NewScorer(r)
		s.keepSegments = keep
		rated := 0
		for range 300 {
			b := randomBoard(rng, r, 1+rng.IntN(7), 1+rng.IntN(7))
			s.Prepare(b)
			for sq, c := range b.Cells {
				if c != Empty {
					continue
				}
				for k := range r.Tiles {
					kind := TileKindID(k)
					if s.ScoresPlainly(kind) {
						continue
					}
					for p := range 4 {
						want, wantOK := s.CancelGain(b, Square(sq), p, kind)
						if !wantOK {
							want, wantOK = s.SplitGain(b, Square(sq), p, kind)
						}
						if !wantOK {
							want, wantOK = s.LocalGain(b, Square(sq), p, kind)
						}
						if got, ok := s.LineGain(b, Square(sq), p, kind); got != want || ok != wantOK {
							t.Fatalf("%s on %d, seat %d: LineGain %d %v, in turn %d %v", r.Tiles[k].Name, sq, p, got, ok, want, wantOK)
						}
						if wantOK {
							rated++
						}
					}
				}
			}
		}
		if rated < 10000 {
			t.Errorf("only %d placements rated", rated)
		}
	}
}

// LineGains gives on every empty square what LineGain gives there (a
// scorer that keeps nothing, prepared on the same board, asked square by
// square), or NoLineGain where it reports false, for every kind that does
// not score plainly and every seat, on random boards prepared anew or
// followed through changes, with segment shares kept and not; and it
// leaves the other squares alone.
func TestLineGainsMatchLineGain(t *testing.T) {
	r := testRules(t)
	rng := rand.New(rand.NewPCG(35, 36))
	ref := NewScorer(r)
	rated := map[string]int{}
	for _, keep := range []bool{false, true} {
		s := NewScorer(r)
		s.keepSegments = keep
		for range 400 {
			w, h := 1+rng.IntN(7), 1+rng.IntN(7)
			b := randomBoard(rng, r, w, h)
			s.Prepare(b)
			for range 4 {
				if i := rng.IntN(len(b.Cells)); b.Cells[i] != Hole {
					// A change the scorer follows, or prepares anew for.
					if rng.IntN(2) == 0 {
						b.Cells[i] = FigureCell(rng.IntN(4), FigureKindID(rng.IntN(len(r.Figures))))
					} else {
						b.Cells[i] = Empty
					}
					s.Prepare(b)
				}
				ref.Prepare(b)
				gains := make([]int, len(b.Cells))
				for k := range r.Tiles {
					kind := TileKindID(k)
					if s.ScoresPlainly(kind) {
						continue
					}
					for p := range 4 {
						for sq := range gains {
							gains[sq] = -sq - 1
						}
						s.LineGains(b, p, kind, gains)
						for sq, c := range b.Cells {
							want := -sq - 1
							if c == Empty {
								gain, ok := ref.LineGain(b, Square(sq), p, kind)
								want = lineGainOrNone(gain, ok)
								if ok {
									rated[r.Tiles[k].Name]++
								}
							}
							if gains[sq] != want {
								t.Fatalf("%s on %d (%v), seat %d, kept %v: %d, want %d, on %d×%d %v", r.Tiles[k].Name, sq, c, p, keep, gains[sq], want, w, h, b.Cells)
							}
						}
					}
				}
			}
		}
	}
	for k := range r.Tiles {
		if name := r.Tiles[k].Name; !ref.ScoresPlainly(TileKindID(k)) && rated[name] < 1000 {
			t.Errorf("%s rated too rarely: %v", name, rated)
		}
	}
}
