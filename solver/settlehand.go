package solver

import (
	"slices"

	"github.com/sagatools/saga/engine"
)

// Settling the last square where the drawn tile joins the hand (Beowulf,
// R4). A turn there is a figure on the square, or a draw and then any
// tile of the hand on it; nothing else fills it. Every way to fill it is
// rated on the board prepared once: the player's figures, the best play
// of the hand's tiles, and for each kind the pool holds the best play of
// that tile, so that the draw adds up over the pool without being played.
//
// A player holding Drunkenness may instead put it on a Mead (R9), which
// keeps the square open and hands the turn on. The next player then meets
// the same board with the Mead replaced, whatever tile was drawn, and
// only the pool left differs: their turn is rated once on that board,
// and its draw, for each tile the first player could have drawn, is the
// sum over the whole pool less that tile's share. The generic settle
// plays every such exchange out, one outcome and one move at a time, with
// a board prepared twice for each.

// lastSide is what a player can do on the last square, rated as the
// puzzle player's scalar on a prepared board: their best figure, the best
// play of a tile of their hand, and by tile kind the best play of a tile
// of that kind drawn.
type lastSide struct {
	fig, hand       value
	hasFig, hasHand bool
	tile            []value
	hasTile         []bool
}

// afterDraw is the side's best play on the square once a tile of kind k
// is drawn into the hand: the better, for the player (maximize: the
// puzzle player), of the hand's best and that tile's; false if neither
// can be played there.
func (sd *lastSide) afterDraw(k int, maximize bool) (value, bool) {
	v, ok := sd.hand, sd.hasHand
	if sd.hasTile[k] && (!ok || maximize == (sd.tile[k] > v)) {
		v, ok = sd.tile[k], true
	}
	return v, ok
}

// handScratch is settleHand's working memory, kept by the worker.
type handScratch struct {
	open    engine.Rater  // prepared for the board after a Mead replaced
	side    [2]lastSide   // the player to move, the next player
	plays   []engine.Move // a tile kind's plays
	opens   []engine.Move // the plays that keep the square open
	openVal []value       // by open play and tile drawn (the pool's size: none drawn)
	pool    []int         // the pool before the draw
	share   []value       // by tile kind: the next player's best with it drawn
	rules   *engine.Rules
	placed  []bool // by tile kind: only placed, and scores plainly
	// keep says whether boards are kept (ratedBoard): only where a draw
	// can come, since boards recur after the outcomes of a draw; without
	// one they are seldom met again and keeping them costs a copy of
	// each and the memory it fills.
	keep   bool
	boards []boardRating // boardMemoSize of them, made at the first one kept
	gen    uint64        // boards claimed so far
}

// boardMemoSize is how many boards the memory of rated boards keeps: more
// than a turn before the last square has moves, so that the boards it
// leaves are still kept when the next outcome of the draw before it
// meets them again.
const boardMemoSize = 256

// boardRating is what rateSide works out for the player to move on a
// board with one square left, kept for when the search meets the board
// again with other tiles in hand or in the pool (another outcome of an
// earlier draw): the board's score and unit gains on the square, the
// player's best figure, and each tile kind's rating (by kind, and whether
// plays keeping the square open were gathered), as rateKind gives it. A
// rating depends on the board, the player and their supply only.
type boardRating struct {
	cells  []engine.Cell
	p      int
	supply []int
	now    int
	unit   unitGains
	fig    value
	hasFig bool
	filled bool         // now, unit, fig and hasFig are known
	gen    uint64       // the kinds rated for this board are those of this generation
	kinds  []kindRating // 2*kind, +1 with open plays gathered
}

// known reports whether the board's score, unit gains and best figure
// are kept.
func (b *boardRating) known() bool { return b.filled }

// kindRating is rateKind's answer for a tile kind, with the plays that
// keep the square open it gathered.
type kindRating struct {
	gen     uint64 // known when it is its board's
	any, ok bool
	best    value
	opens   []engine.Move
}

// ratedBoard returns the memory's rating of s's board for the player to
// move, and whether it holds one; if not, the slot returned is claimed
// for s, its kinds unknown, for rateSide to fill. Where boards are not
// kept it returns no slot (nil), and rateSide works everything out.
func (x *handScratch) ratedBoard(s *engine.State) (*boardRating, bool) {
	if !x.keep {
		return nil, false
	}
	if x.boards == nil {
		x.boards = make([]boardRating, boardMemoSize)
	}
	b := &x.boards[boardSlot(s)]
	p := s.ToMove
	if b.kinds != nil && b.p == p && slices.Equal(b.cells, s.Board.Cells) && slices.Equal(b.supply, s.Supply[p]) {
		return b, true
	}
	b.p = p
	b.cells = append(b.cells[:0], s.Board.Cells...)
	b.supply = append(b.supply[:0], s.Supply[p]...)
	if len(b.kinds) != 2*len(s.Rules.Tiles) {
		b.kinds = make([]kindRating, 2*len(s.Rules.Tiles))
	}
	x.gen++
	b.gen = x.gen
	b.filled = false
	return b, false
}

// boardSlot is where the memory of rated boards keeps s's board for the
// player to move: a hash of the two, which the slot's key then checks in
// full.
func boardSlot(s *engine.State) int {
	h := uint64(s.ToMove)
	for _, c := range s.Board.Cells {
		h = (h ^ uint64(c)) * 0x100000001b3
	}
	return int((h ^ h>>32) % boardMemoSize)
}

// placedPlainly returns, by tile kind of the rules, whether a tile of
// that kind is only ever placed on an empty square and scores plainly
// (Scorer.ScoresPlainly), worked out the first time: on the last square
// it then has one play, which adds its value times a unit gain, and no
// option after it (R6).
func (x *handScratch) placedPlainly(rules *engine.Rules) []bool {
	if x.rules == rules {
		return x.placed
	}
	x.rules, x.placed = rules, make([]bool, len(rules.Tiles))
	sc := engine.NewScorer(rules)
	for k := range rules.Tiles {
		a := rules.AbilityOf(engine.TileKindID(k))
		placed := a == nil || len(a.Play) > 0
		if a != nil {
			for _, mode := range a.Play {
				placed = placed && mode.Kind == engine.PlacePlay
			}
		}
		x.placed[k] = placed && sc.ScoresPlainly(engine.TileKindID(k))
	}
	return x.placed
}

// settleHand is the exact value, as the puzzle player's scalar, of a turn
// on the last square in a two-player game where the drawn tile joins the
// hand and the hand is played only after a draw or from an empty pool. It
// reports false, having settled nothing, when it does not apply: a play is
// not rated in constant time, a Treasure could be cashed, a tile drawn
// could be put on a Mead, after a Mead replaced the next player could do
// other than fill the square, or someone could end a turn without
// filling it (a pass, or a drawn tile kept in hand). prepared says the
// rater is prepared for the current board; settleHand leaves it prepared
// for the current board or as it was.
func (w *worker) settleHand(prepared bool) (value, bool) {
	s := w.s
	q := w.sv.q
	if q.Objective == MaxN || s.Players != 2 || s.Absent != 0 || s.Rules.Turn.Draw != engine.DrawThenAny ||
		s.Rules.Turn.HandPlay == engine.HandAlways || s.Empties != 1 || s.Phase != engine.PhaseTurn {
		return 0, false
	}
	x := &w.hand
	sq := lastSquare(s)
	x.pool = append(x.pool[:0], s.Pool...)
	nk := len(s.Pool)
	p := s.ToMove
	me := &x.side[0]
	x.opens = x.opens[:0]
	memo, known := x.ratedBoard(s)
	if !known && !prepared {
		w.rate.Prepare(s)
		prepared = true
	}
	if !w.rateSide(&w.rate, p, sq, me, true, memo, &prepared) {
		return 0, false
	}
	x.openVal = grow(x.openVal, len(x.opens)*(nk+1))
	for i := range x.opens {
		if !w.openValues(x.opens[i], sq, x.openVal[i*(nk+1):(i+1)*(nk+1)]) {
			return 0, false
		}
	}
	maximize := q.maximizes(p)
	best, has := me.fig, me.hasFig
	if n := s.PoolTotal; n > 0 {
		var sum value
		for k, c := range x.pool {
			if c == 0 {
				continue
			}
			v, ok := me.afterDraw(k, maximize)
			for i := range x.opens {
				if ov := x.openVal[i*(nk+1)+k]; !ok || maximize == (ov > v) {
					v, ok = ov, true
				}
			}
			if !ok {
				return 0, false // the drawn tile stays in hand and the square open (R5)
			}
			sum += value(c) * v
		}
		if d := average(sum, int64(n)); !has || maximize == (d > best) {
			best, has = d, true
		}
	} else {
		if me.hasHand && (!has || maximize == (me.hand > best)) {
			best, has = me.hand, true
		}
		for i := range x.opens {
			if ov := x.openVal[i*(nk+1)+nk]; !has || maximize == (ov > best) {
				best, has = ov, true
			}
		}
	}
	return best, has
}

// rateSide fills side with what player p can do on the last square sq,
// rated on r, which is prepared for the current board, for the tile kinds
// of the hand and of the pool before the draw (handScratch.pool). With
// opens, plays of the hand's tiles that put Drunkenness on a Mead are
// gathered in handScratch.opens; any other play that does not fill the
// square, or is not rated in constant time, makes it report false.
//
// With memo, the rating of the board kept for p (ratedBoard), what the
// memo knows is taken from it and the rest is worked out and kept there,
// preparing r for the board first unless prepared says it is; with
// known false the memo holds nothing yet, and r must be prepared. Without
// memo, r must be prepared.
func (w *worker) rateSide(r *engine.Rater, p int, sq engine.Square, side *lastSide, opens bool, memo *boardRating, prepared *bool) bool {
	s := w.s
	q := w.sv.q
	x := &w.hand
	c := lastCase{r: r, sq: sq}
	if memo != nil && memo.known() {
		c.now, c.unit = memo.now, memo.unit
		side.fig, side.hasFig = memo.fig, memo.hasFig
	} else {
		// The board's score now and the unit gains on the square, as the
		// puzzle player's scalar, for the tiles placed plainly.
		var base, pos, neg [engine.MaxSeats]int
		sc := r.Scorer()
		for i := range s.Players {
			if q.counts(s, i) {
				base[i] = r.Base(i)
				pos[i], neg[i] = sc.UnitGains(sq, i)
			}
		}
		c.now, c.unit = q.intScalar(s, &base), unitGains{q.intScalar(s, &pos), q.intScalar(s, &neg)}
		gain, has := w.bestFigureOn(r, p, sq)
		side.fig, side.hasFig = w.sv.scale.points(c.now+gain), has
		if memo != nil {
			memo.now, memo.unit, memo.fig, memo.hasFig = c.now, c.unit, side.fig, side.hasFig
			memo.filled = true
		}
	}
	side.hasHand = false
	maximize := q.maximizes(p)
	for i, t := range s.Hands[p] {
		if seenKind(s.Hands[p][:i], t.Kind) {
			continue
		}
		v, any, ok := w.kindOn(&c, p, t.Kind, opens, memo, prepared)
		if !ok {
			return false
		}
		if any && (!side.hasHand || maximize == (v > side.hand)) {
			side.hand, side.hasHand = v, true
		}
	}
	side.tile = grow(side.tile, len(x.pool))
	side.hasTile = grow(side.hasTile, len(x.pool))
	placed := x.placedPlainly(s.Rules)
	for k, n := range x.pool {
		side.hasTile[k] = false
		if n == 0 {
			continue
		}
		if placed[k] {
			// Most of the pool, rated here at once as rateKind would.
			side.tile[k] = w.sv.scale.points(c.now + c.unit.of(s.Rules.Tiles[k].Value))
			side.hasTile[k] = true
			continue
		}
		v, any, ok := w.kindOn(&c, p, engine.TileKindID(k), false, memo, prepared)
		if !ok {
			return false
		}
		side.tile[k], side.hasTile[k] = v, any
	}
	return true
}

// kindOn is rateKind, through memo when there is one: a kind it knows is
// taken from it, with the open plays it gathered; another is rated on c's
// rater, prepared first unless prepared says it is, and kept.
func (w *worker) kindOn(c *lastCase, p int, k engine.TileKindID, opens bool, memo *boardRating, prepared *bool) (best value, any, ok bool) {
	x := &w.hand
	if memo == nil || x.placedPlainly(w.s.Rules)[k] {
		// A tile placed plainly is rated from the board's score and unit
		// gains alone, which memo holds, as fast as looked up.
		return w.rateKind(c, p, k, opens)
	}
	i := 2 * int(k)
	if opens {
		i++
	}
	e := &memo.kinds[i]
	if e.gen == memo.gen {
		x.opens = append(x.opens, e.opens...)
		return e.best, e.any, e.ok
	}
	if !*prepared {
		c.r.Prepare(w.s)
		*prepared = true
	}
	kept := len(x.opens)
	best, any, ok = w.rateKind(c, p, k, opens)
	e.gen, e.best, e.any, e.ok = memo.gen, best, any, ok
	e.opens = append(e.opens[:0], x.opens[kept:]...)
	return best, any, ok
}

// lastCase is the board a side is rated on: its rater, the last square,
// the board's score now and the unit gains on the square, as the puzzle
// player's scalar.
type lastCase struct {
	r    *engine.Rater
	sq   engine.Square
	now  int
	unit unitGains
}

// rateKind is the best, for player p, of the plays of a tile of kind k
// that fill the last square, rated on c's board: any says there is one,
// ok false that a play is not rated in constant time or does not fill the
// square (unless opens, for Drunkenness on a Mead, which is kept in
// handScratch.opens instead). It rates the plays of each mode of the
// tile's ability as the rater would, without listing them where it can:
// a placement of a tile that scores plainly from the unit gains, a
// replacement by the squares it targets, a figure's step onto the square
// (R12) by the player's figures next to it.
func (w *worker) rateKind(c *lastCase, p int, k engine.TileKindID, opens bool) (best value, any, ok bool) {
	s := w.s
	x := &w.hand
	sv := w.sv
	tile := &s.Rules.Tiles[k]
	if x.placedPlainly(s.Rules)[k] {
		return sv.scale.points(c.now + c.unit.of(tile.Value)), true, true
	}
	a := s.Rules.AbilityOf(k)
	if a == nil {
		return w.ratePlays(c.r, p, k, opens)
	}
	sc := c.r.Scorer()
	maximize := sv.q.maximizes(p)
	kept := len(x.opens)
	for i, mode := range a.Play {
		switch mode.Kind {
		case engine.PlacePlay:
			if !sc.ScoresPlainly(k) {
				x.opens = x.opens[:kept]
				return w.ratePlays(c.r, p, k, opens)
			}
			if v := sv.scale.points(c.now + c.unit.of(tile.Value)); !any || maximize == (v > best) {
				best, any = v, true
			}
		case engine.ReplacePlay:
			for sq, cell := range s.Board.Cells {
				if cell.IsTile() && s.Rules.Tiles[cell.TileKind()].Ability == mode.Target {
					if !opens {
						return 0, false, false
					}
					x.opens = append(x.opens, engine.Move{Kind: engine.PlayTile, Tile: k, Mode: uint8(i), To: engine.Square(sq)})
				}
			}
		case engine.MoveFigurePlay:
			if tile.Value != 0 || !sc.ScoresPlainly(k) {
				x.opens = x.opens[:kept]
				return w.ratePlays(c.r, p, k, opens)
			}
			// A tile worth nothing that scores plainly changes no
			// segment: only the figure's own score changes.
			var buf [4]engine.Square
			for _, n := range s.Board.Geometry.Neighbours(buf[:0], c.sq) {
				cell := s.Board.Cells[n]
				if !cell.IsFigure() || cell.Player() != p {
					continue
				}
				var d [engine.MaxSeats]int
				if sv.q.counts(s, p) {
					d[p] = sc.FigureGain(s.Board, c.sq, p, cell.FigureKind()) - sc.FigurePoints(s.Board, n)
				}
				if v := sv.scale.points(c.now + sv.q.intScalar(s, &d)); !any || maximize == (v > best) {
					best, any = v, true
				}
			}
		default:
			return 0, false, false
		}
	}
	return best, any, true
}

// ratePlays is rateKind from the tile's plays as listed and rated by r.
func (w *worker) ratePlays(r *engine.Rater, p int, k engine.TileKindID, opens bool) (best value, any, ok bool) {
	s := w.s
	x := &w.hand
	maximize := w.sv.q.maximizes(p)
	x.plays = s.TilePlays(x.plays[:0], p, k)
	for _, m := range x.plays {
		switch s.PlayKind(m) {
		case engine.PlacePlay, engine.MoveFigurePlay:
			v, ok := w.quickOn(r, m)
			if !ok {
				return 0, false, false
			}
			if !any || maximize == (v > best) {
				best, any = v, true
			}
		case engine.ReplacePlay:
			if !opens {
				return 0, false, false
			}
			x.opens = append(x.opens, m)
		default:
			return 0, false, false
		}
	}
	return best, any, true
}

// openValues sets out[k] to the value of open, a play of the player to
// move that puts Drunkenness on a Mead, made after drawing a tile of kind
// k (out[len(pool)]: made from an empty pool): what it earns, plus the
// next player's turn on the board it leaves, with the pool less the tile
// drawn. That turn is rated once, on the board after the play made with
// the first tile of the pool drawn; only the draw of the next player
// depends on which. It reports false when the next player could do other
// than fill the square.
func (w *worker) openValues(open engine.Move, sq engine.Square, out []value) bool {
	s := w.s
	sv := w.sv
	q := sv.q
	x := &w.hand
	n := s.PoolTotal
	p := s.ToMove
	o := 1 - p
	var draw, drawn engine.Undo
	if n > 0 {
		k0 := 0
		for x.pool[k0] == 0 {
			k0++
		}
		draw = s.Apply(engine.Move{Kind: engine.Draw})
		drawn = s.Apply(engine.Move{Kind: engine.Drawn, Tile: engine.TileKindID(k0)})
	}
	var before [engine.MaxSeats]int
	copy(before[:], s.Points)
	u := s.Apply(open)
	var d [engine.MaxSeats]int
	for i := range s.Players {
		d[i] = s.Points[i] - before[i]
	}
	earned := sv.scale.points(q.intScalar(s, &d))
	th := &x.side[1]
	ok := !s.ActOver() && s.Phase == engine.PhaseTurn && s.ToMove == o && s.Empties == 1
	if ok {
		memo, known := x.ratedBoard(s)
		prepared := !known
		if prepared {
			x.open.Prepare(s)
		}
		ok = w.rateSide(&x.open, o, sq, th, false, memo, &prepared)
	}
	s.Undo(u)
	if n > 0 {
		s.Undo(drawn)
		s.Undo(draw)
	}
	if !ok {
		return false
	}
	maximize := q.maximizes(o)
	if n == 0 {
		v, ok := th.turn(0, 0, maximize)
		out[len(x.pool)] = earned + v
		return ok
	}
	// The next player's draw from the pool less the tile drawn: each
	// kind's share, the better of the hand's best and the tile's.
	var sum value
	if n > 1 {
		x.share = grow(x.share, len(x.pool))
		for k, c := range x.pool {
			if c == 0 {
				continue
			}
			v, ok := th.afterDraw(k, maximize)
			if !ok {
				return false // the drawn tile stays in hand and the square open (R5)
			}
			x.share[k] = v
			sum += value(c) * v
		}
	}
	for k, c := range x.pool {
		if c == 0 {
			continue
		}
		var less value
		if n > 1 {
			less = sum - x.share[k]
		}
		v, ok := th.turn(less, n-1, maximize)
		if !ok {
			return false
		}
		out[k] = earned + v
	}
	return true
}

// turn is the value of the side's turn on the last square when the pool
// holds left tiles whose shares (the side's best with each drawn) add up
// to sum: the better of its best figure and the draw, or with the pool
// empty of its best figure and its hand's best play. It reports false
// when the side could only pass (R5).
func (side *lastSide) turn(sum value, left int, maximize bool) (value, bool) {
	best, has := side.fig, side.hasFig
	v, ok := side.hand, side.hasHand
	if left > 0 {
		v, ok = average(sum, int64(left)), true
	}
	if ok && (!has || maximize == (v > best)) {
		best, has = v, true
	}
	return best, has
}

// bestFigureOn is the best, for player p, of p's figures in supply
// placed on sq, as what it adds to the puzzle player's scalar, rated on
// r; false if p has none.
func (w *worker) bestFigureOn(r *engine.Rater, p int, sq engine.Square) (int, bool) {
	s := w.s
	q := w.sv.q
	maximize := q.maximizes(p)
	best, has := 0, false
	for f, c := range s.Supply[p] {
		if c == 0 {
			continue
		}
		var d [engine.MaxSeats]int
		if q.counts(s, p) {
			d[p] = r.Scorer().FigureGain(s.Board, sq, p, engine.FigureKindID(f))
		}
		if v := q.intScalar(s, &d); !has || maximize == (v > best) {
			best, has = v, true
		}
	}
	return best, has
}

// quickOn is quickFilled rated on r, as the puzzle player's scalar.
func (w *worker) quickOn(r *engine.Rater, m engine.Move) (value, bool) {
	s := w.s
	q := w.sv.q
	var g [engine.MaxSeats]int
	for i := range s.Players {
		if !q.counts(s, i) {
			continue
		}
		gain, ok := r.QuickGain(s, m, i)
		if !ok {
			return 0, false
		}
		g[i] = r.Base(i) + gain
	}
	return w.sv.scale.points(q.intScalar(s, &g)), true
}

// lastSquare is the first empty square of s's board.
func lastSquare(s *engine.State) engine.Square {
	for i, c := range s.Board.Cells {
		if c == engine.Empty {
			return engine.Square(i)
		}
	}
	return engine.NoSquare
}

// grow returns buf resliced to n elements, reallocated if too small.
func grow[T any](buf []T, n int) []T {
	if cap(buf) < n {
		return make([]T, n)
	}
	return buf[:n]
}
