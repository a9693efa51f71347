package simulate

import "github.com/sagatools/saga/engine"

// Effect is what one kind of special tile did to an act's scores: each
// seat's act points with the ability, less what they would have been had
// the kind's tiles on the board been plain tiles of the same value.
type Effect struct {
	Kind   engine.TileKindID
	Change []int // per seat
	// ChangesWinner: with this change taken back and every other point
	// as played, the game would have had other winners.
	ChangesWinner bool
}

// Changed reports whether the ability changed anybody's points.
func (e Effect) Changed() bool {
	for _, d := range e.Change {
		if d != 0 {
			return true
		}
	}
	return false
}

// effects scores finished boards twice over: as they are, and with the
// tiles of one special kind made plain. The rules are extended with one
// plain twin per kind whose ability acts at scoring (split, cancel, add
// rank, multiply); printed features keep their abilities, since they are
// part of the board, not tiles a player drew. An effects value is not
// safe for concurrent use.
type effects struct {
	scorer  *engine.Scorer
	twin    []engine.TileKindID // per kind: its plain twin, or -1
	board   engine.Board        // scratch copy of the board scored
	special []engine.Square     // scratch: the squares of tiles that have a twin
	plain   []int
	out     []Effect // scratch for measure's list
}

func newEffects(r *engine.Rules) *effects {
	ext, twin := r.WithPlainTwins()
	return &effects{scorer: engine.NewScorer(ext), twin: twin}
}

// measure returns an Effect for every special kind with a scoring
// ability that has a tile on b, in kind order, cut from list, with their
// changes cut from ints. with is b's scoring, per seat, as the act's end
// scored it: the extended rules score a board without twins as the rules
// do.
func (e *effects) measure(b *engine.Board, with []int, list *block[Effect], ints *block[int]) []Effect {
	e.out = e.out[:0]
	e.special = e.special[:0]
	for sq, c := range b.Cells {
		if c.IsTile() && e.twin[c.TileKind()] >= 0 {
			e.special = append(e.special, engine.Square(sq))
		}
	}
	if len(e.special) == 0 {
		return nil
	}
	e.plain = resize(e.plain, len(with))
	b.CopyTo(&e.board)
	for k, twin := range e.twin {
		if twin < 0 || !e.putTwins(b, engine.TileKindID(k), engine.TileCell(twin)) {
			continue
		}
		e.scorer.Totals(&e.board, e.plain)
		e.takeTwins(b, engine.TileKindID(k))
		change := ints.take(len(with))
		for p := range change {
			change[p] = with[p] - e.plain[p]
		}
		e.out = append(e.out, Effect{Kind: engine.TileKindID(k), Change: change})
	}
	return list.copyOf(e.out)
}

// putTwins sets the squares of e.board where b holds a tile of kind k to
// twin, the cell of k's plain twin, and reports whether there were any.
func (e *effects) putTwins(b *engine.Board, k engine.TileKindID, twin engine.Cell) bool {
	found := false
	for _, sq := range e.special {
		if b.Cells[sq].TileKind() == k {
			e.board.Cells[sq] = twin
			found = true
		}
	}
	return found
}

// takeTwins sets the squares putTwins set for kind k back to b's own
// cells, so that e.board is a copy of b again for the next kind.
func (e *effects) takeTwins(b *engine.Board, k engine.TileKindID) {
	for _, sq := range e.special {
		if b.Cells[sq].TileKind() == k {
			e.board.Cells[sq] = b.Cells[sq]
		}
	}
}

// resize returns a slice of n ints: v cut to n where its capacity allows,
// so that a board after board reuses one array (the values it held stay
// until overwritten), else a new one.
func resize(v []int, n int) []int {
	if cap(v) < n {
		return make([]int, n)
	}
	return v[:n]
}
