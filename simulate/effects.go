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
	scorer      *engine.Scorer
	twin        []engine.TileKindID // per kind: its plain twin, or -1
	board       engine.Board        // scratch copy of the board scored
	with, plain []int
	out         []Effect // scratch for measure's list
}

func newEffects(r *engine.Rules) *effects {
	ext, twin := r.WithPlainTwins()
	return &effects{scorer: engine.NewScorer(ext), twin: twin}
}

// measure returns an Effect for every special kind with a scoring
// ability that has a tile on b, in kind order, cut from list, with their
// changes cut from ints.
func (e *effects) measure(b *engine.Board, players int, list *block[Effect], ints *block[int]) []Effect {
	e.out = e.out[:0]
	e.with = resize(e.with, players)
	e.plain = resize(e.plain, players)
	e.scorer.Totals(b, e.with)
	for k, twin := range e.twin {
		if twin < 0 {
			continue
		}
		b.CopyTo(&e.board)
		found := false
		for sq, c := range e.board.Cells {
			if c.IsTile() && c.TileKind() == engine.TileKindID(k) {
				e.board.Cells[sq] = engine.TileCell(twin)
				found = true
			}
		}
		if !found {
			continue
		}
		e.scorer.Totals(&e.board, e.plain)
		change := ints.take(players)
		for p := range change {
			change[p] = e.with[p] - e.plain[p]
		}
		e.out = append(e.out, Effect{Kind: engine.TileKindID(k), Change: change})
	}
	return list.copyOf(e.out)
}

func resize(v []int, n int) []int {
	if cap(v) < n {
		return make([]int, n)
	}
	return v[:n]
}
