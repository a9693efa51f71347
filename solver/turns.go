package solver

import (
	"github.com/sagatools/saga/engine"
)

// turnLimit is what the order of turns allows the pieces to come, in a
// position of two seats with the pool empty, at the start of a turn:
// each turn places one piece at most (with simple pieces every placement
// ends the turn), and the seats take turns in order. A seat's turn
// places nothing only when it cashes a tile or passes, and it passes
// only when it has no action, which a figure left and an empty square
// always give it. So, X moving first and Y second, as long as Y has a
// figure left X places at most one piece more than Y plus Y's cashes;
// and as long as X has one, Y places at most as many as X plus X's
// cashes. The pairwise bound's fillings count the pieces of each class
// (tiles, the seat bounded's figures, the other seat's); allows says
// whether some split of the tiles between the two seats' hands fits.
type turnLimit struct {
	on bool
	// first says the seat bounded (class 1) moves first.
	first bool
	// Per seat, the seat bounded first: the tiles in hand, how many of
	// them may be played without a placement (cashed), and the figures
	// left.
	tiles, idle, figures [2]int
}

// set works out the limit for seat p bounded against seat o (o < 0: the
// other seat) in s, or turns it off where it does not hold.
func (tl *turnLimit) set(s *engine.State, p, o int, pieces [3]int) {
	tl.on = s.Players == 2 && s.Absent == 0 && s.PoolTotal == 0 && s.Phase == engine.PhaseTurn
	if !tl.on {
		return
	}
	if o < 0 {
		o = 1 - p
	}
	tl.first = s.ToMove == p
	tl.figures = [2]int{pieces[1], pieces[2]}
	for i, seat := range [2]int{p, o} {
		tl.tiles[i], tl.idle[i] = len(s.Hands[seat]), 0
		for _, t := range s.Hands[seat] {
			if !mustPlace(s.Rules, t.Kind) {
				tl.idle[i]++
			}
		}
	}
}

// afterFigure is the limit once the seat moving first has placed a
// figure of class c (1: the seat bounded's, 2: the other seat's), which
// ends its turn.
func (tl turnLimit) afterFigure(c int) turnLimit {
	if tl.on {
		tl.first = !tl.first
		tl.figures[c-1]--
	}
	return tl
}

// allows reports whether the turns allow t tiles, a figures of the seat
// bounded and b of the other seat to be placed, for some split of the
// tiles between the two hands.
func (tl *turnLimit) allows(t, a, b int) bool {
	if !tl.on {
		return true
	}
	for mine := max(0, t-tl.tiles[1]); mine <= min(t, tl.tiles[0]); mine++ {
		placed := [2]int{a + mine, b + t - mine}
		figs := [2]int{a, b}
		x, y := 0, 1 // the seat moving first, and the other
		if !tl.first {
			x, y = 1, 0
		}
		if figs[y] < tl.figures[y] && placed[x] > placed[y]+tl.idle[y]+1 {
			continue
		}
		if figs[x] < tl.figures[x] && placed[y] > placed[x]+tl.idle[x] {
			continue
		}
		return true
	}
	return false
}

// seatRoom is what is left to each seat (the seat bounded first) of its
// tiles, its figures and the placements the turns give it, for
// someShares' filling: one the turns allow when neither seat runs out,
// as the seat moving first places at most half the squares rounded up,
// the other half rounded down, and each one more for every turn the
// other may spend without a placement.
type seatRoom struct {
	on                   bool
	tiles, figures, room [2]int
}

// seats is the room of each seat on empties squares.
func (tl *turnLimit) seats(empties int) seatRoom {
	if !tl.on {
		return seatRoom{}
	}
	r := seatRoom{on: true, tiles: tl.tiles, figures: tl.figures}
	x, y := 0, 1
	if !tl.first {
		x, y = 1, 0
	}
	r.room[x] = (empties+1)/2 + tl.idle[y]
	r.room[y] = empties/2 + tl.idle[x]
	return r
}

// classes are the classes of piece (bit c for class c: a tile, the seat
// bounded's figure, the other seat's) that may be placed next, among
// those with pieces left: a piece's seat has room, or the other seat has
// no piece left, so that it passes.
func (r *seatRoom) classes(left [3]int) uint {
	var set uint
	if !r.on {
		for c, n := range left {
			if n > 0 {
				set |= 1 << c
			}
		}
		return set
	}
	h0, h1 := r.has(0), r.has(1)
	if left[0] > 0 && (r.tiles[0] > 0 && h0 || r.tiles[1] > 0 && h1) {
		set |= 1
	}
	if left[1] > 0 && h0 {
		set |= 2
	}
	if left[2] > 0 && h1 {
		set |= 4
	}
	return set
}

// has says whether seat i may place one more piece.
func (r *seatRoom) has(i int) bool {
	return r.room[i] > 0 || r.tiles[1-i]+r.figures[1-i] == 0
}

// place counts a piece of class c placed, a tile from the hand of the
// seat with more room.
func (r *seatRoom) place(c int) {
	if !r.on {
		return
	}
	i := c - 1
	if c == 0 {
		i = 0
		if r.tiles[0] == 0 || !r.has(0) || r.tiles[1] > 0 && r.has(1) && r.room[1] > r.room[0] {
			i = 1
		}
		r.tiles[i]--
	} else {
		r.figures[i]--
	}
	r.room[i]--
}
