package solver

import (
	"github.com/sagatools/saga/engine"
)

// Settling the last empty square. Most of a search's nodes lie just
// before the end of the act, where one square is left: there, a move that
// fills it ends the act, and what it earns is the board's score after it,
// which the rater knows in constant time from one preparation of the
// board. A chance node before such a decision is settled the same way: a
// draw does not change the board, so every outcome is rated on the board
// prepared once.

// settle returns the exact value of the current state, which has one
// empty square and is not over, in the form gains takes: every seat's
// gains for maxⁿ, the scalar in the puzzle player's place otherwise. A
// move that keeps the square open without touching the board (cash a
// Treasure, end the turn with the drawn tile in hand, pass) is followed
// by the next turn, settled the same way: the exchange of Treasures
// cashed at the end of an act is played out without a window, every
// position of it rated on the board prepared once. It reports false,
// having searched nothing more at this state, when a move changes the
// board without filling the square (Drunkenness onto a Mead, a choice
// after a placement): such states are searched as usual. prepared says
// the rater is prepared for the current board; settling never prepares
// it for another, since no move it plays changes the board.
func (w *worker) settle(ply int, prepared bool) (gains, bool) {
	s := w.s
	v, ok := w.settleLast()
	if !ok {
		v, ok = w.settleHand(prepared)
	}
	if ok {
		// As many nodes as settle counts: the turn and its draw.
		w.count()
		if s.PoolTotal > 0 {
			w.count()
		}
		var g gains
		g[w.sv.q.Player] = v
		return g, true
	}
	moves := w.moves(ply)
	if !s.IsChance() {
		for _, m := range moves {
			if !w.fills(m) && m.Kind != engine.Draw && !w.keepsOpen(m) {
				return gains{}, false
			}
		}
	}
	w.count()
	if !prepared {
		w.rate.Prepare(s)
	}
	if s.IsChance() {
		return w.settleChance(ply, moves)
	}
	vals := w.gainBufs.get(ply, len(moves))
	for i, m := range moves {
		if w.fills(m) {
			vals[i] = w.filled(m)
			continue
		}
		if m.Kind != engine.Draw {
			g, ok := w.settleOpen(ply, m)
			if !ok {
				return gains{}, false
			}
			vals[i] = g
			continue
		}
		u := s.Apply(m)
		g, ok := w.settleChance(ply+1, w.moves(ply+1))
		s.Undo(u)
		if !ok {
			return gains{}, false
		}
		vals[i] = g
	}
	best := 0
	for i := 1; i < len(moves); i++ {
		if preferValues(w.sv.q, s, &vals[i], &vals[best]) {
			best = i
		}
	}
	return vals[best], true
}

// keepsOpen reports whether m, played with one square left, keeps it
// open: a Treasure cashed (R8), Drunkenness put on a Mead (R9), a turn
// ended with the drawn tile in hand, a pass (R5).
func (w *worker) keepsOpen(m engine.Move) bool {
	switch m.Kind {
	case engine.Pass, engine.EndTurn:
		return true
	case engine.PlayTile:
		k := w.s.PlayKind(m)
		return k == engine.CashPlay || k == engine.ReplacePlay
	}
	return false
}

// settleOpen is the value of m, which keeps the last square open
// (keepsOpen): what it earns plus the value of the state after it,
// settled the same way, or 0 if the act ends there (R6). Such exchanges
// are short: every Treasure cashed and every Mead replaced leaves the
// game, and a turn ended without a play empties the pool by one. A move
// that leaves the board as it is is rated on the board prepared once;
// Drunkenness on a Mead changes the board, which is prepared for the
// state after it and then again for this one, so that the rater is
// prepared for the current board whatever settleOpen returns. For the
// scalar objectives the state after m is looked up in, and stored to,
// the table of settled last squares. It reports false when the state
// after m is not settled.
func (w *worker) settleOpen(ply int, m engine.Move) (gains, bool) {
	s := w.s
	sv := w.sv
	board := m.Kind == engine.PlayTile && s.PlayKind(m) == engine.ReplacePlay
	var before [engine.MaxSeats]int
	copy(before[:], s.Points)
	u := s.Apply(m)
	var g gains
	ok := true
	if !s.ActOver() {
		g, ok = w.settleKept(ply+1, !board)
	}
	var d [engine.MaxSeats]int
	changed := false
	for p := range s.Players {
		if d[p] = s.Points[p] - before[p]; d[p] != 0 {
			changed = true
		}
	}
	if ok && changed {
		if sv.q.Objective == MaxN {
			for p := range s.Players {
				g[p] += sv.scale.points(d[p])
			}
		} else {
			g[sv.q.Player] += sv.scale.points(sv.q.intScalar(s, &d))
		}
	}
	s.Undo(u)
	if board {
		w.rate.Prepare(s)
	}
	if !ok {
		return gains{}, false
	}
	return g, true
}

// settleKept is settle through the table of settled last squares, for
// the scalar objectives: a state settled before is looked up, one settled
// now is kept. prepared says the rater is prepared for its board.
func (w *worker) settleKept(ply int, prepared bool) (gains, bool) {
	sv := w.sv
	if sv.settled == nil {
		return w.settle(ply, prepared)
	}
	key := w.s.Hash()
	var g gains
	if v, ok := sv.settled.get(key); ok {
		g[sv.q.Player] = v
		return g, true
	}
	g, ok := w.settle(ply, prepared)
	if ok && sv.settled.put(key, g[sv.q.Player]) {
		if w.freshSettled++; w.freshSettled == filledBatch {
			sv.settled.addFilled(w.freshSettled)
			w.freshSettled = 0
		}
	}
	return g, ok
}

// settleChance settles a draw before the last square is filled: every
// outcome's value, weighted by its chance, all rated on the board
// prepared once. It reports false when an outcome lets the player keep
// the square open.
func (w *worker) settleChance(ply int, moves []engine.Move) (gains, bool) {
	w.count()
	if g, ok, quick := w.settleDraw(); quick && ok {
		return g, ok
	}
	s := w.s
	var sum gains
	for _, m := range moves {
		wt := value(s.ChanceWeight(m))
		u := s.Apply(m)
		child, ok := w.settle(ply+1, true)
		s.Undo(u)
		if !ok {
			return gains{}, false
		}
		for p := range s.Players {
			sum[p] += child[p] * wt
		}
	}
	for p := range s.Players {
		sum[p] = average(sum[p], int64(s.PoolTotal))
	}
	return sum, true
}

// settleDraw is settleChance without playing the draws: the player who
// draws then plays a tile of the hand (or only the one drawn), so each
// outcome's best play is the best of the plays of the hand's tiles, rated
// once for all outcomes, and of the tile drawn. It reports quick false,
// having settled nothing, when a play is not rated in constant time on
// the prepared board: the outcomes must then be played out.
func (w *worker) settleDraw() (g gains, ok, quick bool) {
	s := w.s
	q := w.sv.q
	p := s.ToMove
	onlyDrawn := s.Rules.Turn.Draw == engine.DrawThenDrawn
	var hand gains
	hasHand := false
	if !onlyDrawn {
		for i, t := range s.Hands[p] {
			if seenKind(s.Hands[p][:i], t.Kind) {
				continue
			}
			v, any, ok, quick := w.bestPlay(p, t.Kind)
			if !quick || !ok {
				return gains{}, ok, quick
			}
			if any && (!hasHand || preferValues(q, s, &v, &hand)) {
				hand, hasHand = v, true
			}
		}
	}
	var sum gains
	plain := w.plainTiles()
	for k, n := range s.Pool {
		if n == 0 {
			continue
		}
		var v gains
		if plain.ok && s.Rules.Tiles[k].Ability == engine.NoAbility {
			if onlyDrawn {
				plain.add(s.Rules.Tiles[k].Value, n)
				continue
			}
			v = plain.of(s.Rules.Tiles[k].Value)
		} else {
			var any, ok, quick bool
			if v, any, ok, quick = w.bestPlay(p, engine.TileKindID(k)); !quick || !ok {
				return gains{}, ok, quick
			}
			if !any {
				v = hand
			}
			if !any && !hasHand {
				return gains{}, false, true // nothing to play: the turn ends, the square stays open (R5)
			}
		}
		// The tile drawn joins the hand last: its plays come after the
		// hand's, and win only if strictly better.
		if hasHand && !preferValues(q, s, &v, &hand) {
			v = hand
		}
		for i := range s.Players {
			sum[i] += v[i] * value(n)
		}
	}
	plain.addTo(&sum)
	for i := range s.Players {
		sum[i] = average(sum[i], int64(s.PoolTotal))
	}
	return sum, true, true
}

// plainDraws rates the draws of tiles without abilities onto the last
// square: such a tile is only placed, and adds its value times a unit
// gain of each seat, the positive or the negative one by its sign, so
// that the draws of all of them add up from two sums over the pool.
type plainDraws struct {
	ok       bool // the last square is known
	counted  [engine.MaxSeats]bool
	base     gains // every counted seat's score on the board now
	pos, neg [engine.MaxSeats]int
	// Σ count × value of the positive and of the negative tiles added,
	// and their count.
	sumPos, sumNeg, count int
	scale                 scale
	q                     Question
	s                     *engine.State
}

// gains is what each counted seat scores with tiles worth sumPos in all
// on the square's positive unit and sumNeg on its negative one, over
// count draws, in the form settle returns.
func (d *plainDraws) gains(sumPos, sumNeg, count int) gains {
	var g gains
	for p := range d.s.Players {
		if d.counted[p] {
			g[p] = d.base[p]*value(count) + d.scale.points(d.pos[p]*sumPos+d.neg[p]*sumNeg)
		}
	}
	if d.q.Objective == MaxN {
		return g
	}
	var scalar gains
	scalar[d.q.Player] = d.q.valueScalar(d.s, &g)
	return scalar
}

// of is the value of placing a tile worth v on the square.
func (d *plainDraws) of(v int) gains {
	if v > 0 {
		return d.gains(v, 0, 1)
	}
	return d.gains(0, v, 1)
}

// add counts n draws of a tile worth v, to be added up by addTo.
func (d *plainDraws) add(v, n int) {
	if v > 0 {
		d.sumPos += n * v
	} else {
		d.sumNeg += n * v
	}
	d.count += n
}

// addTo adds to sum the values of the draws counted, each weighted by its
// count.
func (d *plainDraws) addTo(sum *gains) {
	if d.count == 0 {
		return
	}
	g := d.gains(d.sumPos, d.sumNeg, d.count)
	for p := range d.s.Players {
		sum[p] += g[p]
	}
}

// plainTiles prepares plainDraws for the last square of the prepared
// board.
func (w *worker) plainTiles() plainDraws {
	s := w.s
	var d plainDraws
	sq := engine.NoSquare
	for i, c := range s.Board.Cells {
		if c == engine.Empty {
			sq = engine.Square(i)
			break
		}
	}
	if sq == engine.NoSquare {
		return d
	}
	d.ok = true
	sc := w.rate.Scorer()
	for p := range s.Players {
		if w.sv.q.counts(s, p) {
			d.counted[p] = true
			d.base[p] = w.sv.scale.points(w.rate.Base(p))
			d.pos[p], d.neg[p] = sc.UnitGains(sq, p)
		}
	}
	d.scale, d.q, d.s = w.sv.scale, w.sv.q, s
	return d
}

// bestPlay is the best, for player p, of the plays of a tile of kind k
// from the hand, each filling the last square, rated on the prepared
// board: any says there is a play, ok false that a play keeps the square
// open, quick false that a play is not rated in constant time.
func (w *worker) bestPlay(p int, k engine.TileKindID) (best gains, any, ok, quick bool) {
	s := w.s
	w.plays = s.TilePlays(w.plays[:0], p, k)
	for i, m := range w.plays {
		if !w.fills(m) {
			return gains{}, false, false, true
		}
		v, quick := w.quickFilled(m)
		if !quick {
			return gains{}, false, true, false
		}
		if i == 0 || preferValues(w.sv.q, s, &v, &best) {
			best = v
		}
	}
	return best, len(w.plays) > 0, true, true
}

// seenKind reports whether hand holds a tile of kind k.
func seenKind(hand []engine.HandTile, k engine.TileKindID) bool {
	for _, t := range hand {
		if t.Kind == k {
			return true
		}
	}
	return false
}

// fills reports whether m puts a piece on the last empty square, which
// ends the act at once (R6). Good Counsel does too: its figure steps onto
// the square (R12).
func (w *worker) fills(m engine.Move) bool {
	s := w.s
	if s.Empties != 1 {
		return false
	}
	switch m.Kind {
	case engine.PlaceFigure:
		return true
	case engine.PlayTile:
		k := s.PlayKind(m)
		return k == engine.PlacePlay || k == engine.MoveFigurePlay
	}
	return false
}

// filled is what m, which fills the last square, earns, in the form
// settle returns: the act's score on the board after it, from the
// prepared board's score and the rater's gain.
func (w *worker) filled(m engine.Move) gains {
	if g, quick := w.quickFilled(m); quick {
		return g
	}
	s := w.s
	played := w.rate.RescoredAll(s, m)
	var g gains
	for p := range s.Players {
		if w.sv.q.counts(s, p) {
			g[p] = w.sv.scale.points(w.rate.Base(p) + played[p])
		}
	}
	return w.asSettled(&g)
}

// quickFilled is filled for the moves the rater rates in constant time on
// the prepared board; it reports false for the others, without playing
// them.
func (w *worker) quickFilled(m engine.Move) (gains, bool) {
	s := w.s
	var g gains
	for p := range s.Players {
		if !w.sv.q.counts(s, p) {
			continue
		}
		gain, ok := w.rate.QuickGain(s, m, p)
		if !ok {
			return gains{}, false
		}
		g[p] = w.sv.scale.points(w.rate.Base(p) + gain)
	}
	return w.asSettled(&g), true
}

// asSettled puts every seat's gains g in the form settle returns: as they
// are for maxⁿ, the scalar in the puzzle player's place otherwise.
func (w *worker) asSettled(g *gains) gains {
	q := w.sv.q
	if q.Objective == MaxN {
		return *g
	}
	var scalar gains
	scalar[q.Player] = q.valueScalar(w.s, g)
	return scalar
}
