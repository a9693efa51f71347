package solver

import (
	"slices"

	"github.com/sagatools/saga/engine"
)

// Settling two squares left. Where the drawn tile must be played at once
// (Kingdoms, K4), a turn with two empty squares A and B plays out in a few
// steps: the player places a figure on A or B, or draws and puts the tile
// there; the next player fills the other square the same way, and the act
// ends. When A and B share no row and no column, and no tile that could
// come reaches from one square's lines into the other's, what a piece on
// A adds to the score does not depend on what lies on B: every line that
// changes with A's piece misses B, and the other way round. Every line of
// play then adds up from the gains of single pieces on A and on B, each
// rated once on the board as it is now, so the whole turn, draws
// included, is settled from the board prepared once, without playing it:
// no node for each move, outcome and last square, and no table traffic for
// them. A draw whose squares do share a line is still settled without a
// window: its outcomes and the placements of each tile drawn are played,
// and the last squares after them settled, which costs less than testing
// the outcomes one by one against the window with a search each.

// twoRules is what settleTwo knows of a ruleset: whether every tile
// scores within its own lines, or (adjacent) within those of its
// orthogonal neighbours too, and is only ever placed.
type twoRules struct {
	rules    *engine.Rules
	local    bool   // every tile kind qualifies
	adjacent []bool // by tile kind: adds rank to orthogonally adjacent figures
}

// of returns what settleTwo needs to know of r, worked out the first time.
func (t *twoRules) of(r *engine.Rules) *twoRules {
	if t.rules == r {
		return t
	}
	*t = twoRules{rules: r, local: true, adjacent: make([]bool, len(r.Tiles))}
	for k := range r.Tiles {
		a := r.AbilityOf(engine.TileKindID(k))
		if a == nil {
			continue
		}
		// A tile cancelled board-wide, or a rank added along its lines,
		// changes what figures in other lines score; an option after a
		// placement or a play other than placing changes more of the
		// board or the turn.
		if a.Cancel.Scope == engine.CancelBoard || a.AddRank.Amount != 0 && a.AddRank.Scope != engine.RankAdjacent || len(a.After) > 0 {
			t.local = false
		}
		for _, mode := range a.Play {
			if mode.Kind != engine.PlacePlay {
				t.local = false
			}
		}
		t.adjacent[k] = a.AddRank.Amount != 0 && a.AddRank.Scope == engine.RankAdjacent
	}
	return t
}

// twoSquares holds the gains settleTwo adds up, as the puzzle player's
// scalar in points.
type twoSquares struct {
	sq   [2]engine.Square
	base int   // the board's score now
	tile []int // by tile kind and square (2k+j): a tile of the pool placed there, by anyone
	pool [2]int
	// the next player's figures on each square: the best for them, and
	// whether they hold one
	figure    [2]int
	hasFigure bool
}

// settleTwo is the exact value, as the puzzle player's scalar, of the
// current state, a turn or a draw with two empty squares left in a
// two-player game where the drawn tile is played at once. It reports
// false, having searched nothing, when the state cannot be settled this
// way: the squares share a line (or, with a tile to come that raises its
// neighbours' ranks, a figure next to one square shares a line with the
// other), a tile plays other than by placing, a play is not rated in
// constant time, a player to move holds a tile, or a player could pass.
func (w *worker) settleTwo(ply int) (value, bool) {
	s := w.s
	q := w.sv.q
	if q.Objective == MaxN || s.Players != 2 || s.Absent != 0 || s.Rules.Turn.Draw != engine.DrawThenDrawn || s.Empties != 2 {
		return 0, false
	}
	p := s.ToMove
	o := 1 - p
	switch {
	case s.Phase == engine.PhaseDraw:
	case s.Phase == engine.PhaseTurn && len(s.Hands[p]) == 0:
	default:
		return 0, false
	}
	rules := w.two.of(s.Rules)
	if !rules.local || len(s.Hands[o]) > 0 {
		return 0, false
	}
	var t twoSquares
	if !w.twoSquares(&t, ply, rules, o) {
		return 0, false
	}
	sv := w.sv
	if s.Phase == engine.PhaseDraw {
		return t.draw(sv, s)
	}
	// A figure of the player's on either square, or a draw.
	var best value
	has := false
	for f, c := range s.Supply[p] {
		if c == 0 {
			continue
		}
		for j := range 2 {
			var d [engine.MaxSeats]int
			if q.counts(s, p) {
				d[p] = w.rate.Scorer().FigureGain(s.Board, t.sq[j], p, engine.FigureKindID(f))
			}
			v, ok := t.last(sv, s, t.base+q.intScalar(s, &d), 1-j, -1)
			if !ok {
				return 0, false
			}
			if !has || q.maximizes(p) == (v > best) {
				best, has = v, true
			}
		}
	}
	if s.PoolTotal > 0 {
		v, ok := t.draw(sv, s)
		if !ok {
			return 0, false
		}
		if !has || q.maximizes(p) == (v > best) {
			best, has = v, true
		}
	}
	return best, has
}

// twoSquares fills t for the current state, the next player being o, and
// prepares the rater for the board; false if a tile of the pool does not
// qualify (see settleTwo).
func (w *worker) twoSquares(t *twoSquares, ply int, rules *twoRules, o int) bool {
	s := w.s
	n := 0
	for i, c := range s.Board.Cells {
		if c == engine.Empty {
			t.sq[n] = engine.Square(i)
			if n++; n == 2 {
				break
			}
		}
	}
	g := s.Board.Geometry
	ra, ca := g.RowCol(t.sq[0])
	rb, cb := g.RowCol(t.sq[1])
	if ra == rb || ca == cb {
		return false
	}
	for k, c := range s.Pool {
		if c > 0 && rules.adjacent[k] && (wizardReach(s, t.sq[0], t.sq[1]) || wizardReach(s, t.sq[1], t.sq[0])) {
			return false
		}
	}
	var units [2]unitGains
	t.base = w.prepareLast(t.sq[:], units[:])
	t.tile = w.ints.get(ply, 2*len(s.Pool))
	for k, c := range s.Pool {
		if c == 0 {
			continue
		}
		gains := t.tile[2*k : 2*k+2]
		if tile := &s.Rules.Tiles[k]; tile.Ability == engine.NoAbility {
			gains[0], gains[1] = units[0].of(tile.Value), units[1].of(tile.Value)
		} else if !w.placeGains(engine.TileKindID(k), t.sq[:], gains) {
			return false
		}
		for j := range 2 {
			t.pool[j] += c * t.tile[2*k+j]
		}
	}
	for j := range 2 {
		t.figure[j], t.hasFigure = w.bestFigure(o, t.sq[j])
	}
	return true
}

// unitGains are what a plain tile worth +1 (pos) or, per unit, -1 (neg)
// adds on a square (Scorer.UnitGains), as the puzzle player's scalar.
type unitGains struct{ pos, neg int }

// of is what a plain tile of value v adds on the square: the scalar is a
// sum of seats' points with fixed signs, so it scales with v.
func (u unitGains) of(v int) int {
	if v < 0 {
		return v * u.neg
	}
	return v * u.pos
}

// prepareLast prepares the rater for the board, sets units[j] to the unit
// gains on squares[j], and returns the board's score now, as the puzzle
// player's scalar.
func (w *worker) prepareLast(squares []engine.Square, units []unitGains) int {
	s := w.s
	q := w.sv.q
	w.rate.Prepare(s)
	sc := w.rate.Scorer()
	var base [engine.MaxSeats]int
	var pos, neg [2][engine.MaxSeats]int
	for i := range s.Players {
		if q.counts(s, i) {
			base[i] = w.rate.Base(i)
			for j, sq := range squares {
				pos[j][i], neg[j][i] = sc.UnitGains(sq, i)
			}
		}
	}
	for j := range squares {
		units[j] = unitGains{q.intScalar(s, &pos[j]), q.intScalar(s, &neg[j])}
	}
	return q.intScalar(s, &base)
}

// placeGains sets out[j] to what a tile of kind k with an ability placed
// on squares[j] (one square or two) adds, by anyone, as the puzzle
// player's scalar, on the board the rater is prepared for, as rated in
// constant time; false unless it is placed on these squares and nowhere
// else, once each.
func (w *worker) placeGains(k engine.TileKindID, squares []engine.Square, out []int) bool {
	s := w.s
	q := w.sv.q
	var placed [2]bool
	w.plays = s.TilePlays(w.plays[:0], s.ToMove, k)
	for _, m := range w.plays {
		j := slices.Index(squares, m.To)
		if j < 0 || s.PlayKind(m) != engine.PlacePlay || placed[j] {
			return false
		}
		var d [engine.MaxSeats]int
		for i := range s.Players {
			if !q.counts(s, i) {
				continue
			}
			g, ok := w.rate.QuickGain(s, m, i)
			if !ok {
				return false
			}
			d[i] = g
		}
		placed[j] = true
		out[j] = q.intScalar(s, &d)
	}
	for j := range squares {
		if !placed[j] {
			return false
		}
	}
	return true
}

// bestFigure is the best, for player p, of p's figures in supply placed
// on sq, as the puzzle player's scalar, on the board the rater is
// prepared for; false if p has none.
func (w *worker) bestFigure(p int, sq engine.Square) (int, bool) {
	return w.bestFigureOn(&w.rate, p, sq)
}

// draw is the value of the draw of the player to move: every tile of the
// pool, placed on either square, then the next player's turn.
func (t *twoSquares) draw(sv *solve, s *engine.State) (value, bool) {
	q := sv.q
	var total value
	for k, c := range s.Pool {
		if c == 0 {
			continue
		}
		var best value
		for j := range 2 {
			v, ok := t.last(sv, s, t.base+t.tile[2*k+j], 1-j, engine.TileKindID(k))
			if !ok {
				return 0, false
			}
			if j == 0 || q.maximizes(s.ToMove) == (v > best) {
				best = v
			}
		}
		total += value(c) * best
	}
	return average(total, int64(s.PoolTotal)), true
}

// last is the value of the next player's turn on square j, the last one,
// the board's score being now: a figure of theirs, or a tile drawn from
// the pool less one tile of kind drawn (none if it is -1). It reports
// false when the next player could pass.
func (t *twoSquares) last(sv *solve, s *engine.State, now, j int, drawn engine.TileKindID) (value, bool) {
	q := sv.q
	left, sum := int64(s.PoolTotal), t.pool[j]
	if drawn >= 0 {
		left, sum = left-1, sum-t.tile[2*int(drawn)+j]
	}
	return lastTurn(sv, now, t.figure[j], t.hasFigure, sum, left, q.maximizes(1-s.ToMove))
}

// lastTurn is the value of a turn on the last square, the board's score
// being now: the better, for the mover (maximize), of its best figure
// there (figure, if it has one) and a draw of one of left tiles whose
// gains there add up to sum. It reports false when the mover could pass
// (R5).
func lastTurn(sv *solve, now, figure int, hasFigure bool, sum int, left int64, maximize bool) (value, bool) {
	if !hasFigure && left == 0 {
		return 0, false
	}
	var v value
	if hasFigure {
		v = sv.scale.points(now + figure)
	}
	if left > 0 {
		d := average(sv.scale.points(sum)+value(left)*sv.scale.points(now), left)
		if !hasFigure || maximize == (d > v) {
			v = d
		}
	}
	return v, true
}

// settleDrawTwo is the exact value, as the puzzle player's scalar, of a
// draw with two squares left where the drawn tile is played at once and
// settleTwo cannot add it up: every outcome is played, and every
// placement of the tile drawn, and the last square after each is settled
// (through the table of settled last squares), with no window and no node
// of its own for the outcomes and placements. It reports false when a
// tile drawn could do other than fill a square, or a last square is not
// settled.
func (w *worker) settleDrawTwo(ply int) (value, bool) {
	s := w.s
	sv := w.sv
	if sv.settled == nil || s.Rules.Turn.Draw != engine.DrawThenDrawn || s.Phase != engine.PhaseDraw || s.Empties != 2 {
		return 0, false
	}
	var sum value
	for _, m := range w.moves(ply) {
		wt := value(s.ChanceWeight(m))
		u := s.Apply(m)
		best, ok := w.placeLast(ply + 1)
		s.Undo(u)
		if !ok {
			return 0, false
		}
		sum += wt * best
	}
	return average(sum, int64(s.PoolTotal)), true
}

// placeLast is the value of the decision of the player who drew, with two
// squares left: the best of the placements of the tile drawn, each
// followed by the last square settled. It reports false when a move does
// other than fill a square, or a last square is not settled.
func (w *worker) placeLast(ply int) (value, bool) {
	s := w.s
	q := w.sv.q
	maximize := q.maximizes(s.ToMove)
	var best value
	for i, m := range w.moves(ply) {
		if m.Kind != engine.PlayTile || s.PlayKind(m) != engine.PlacePlay {
			return 0, false
		}
		// When nobody can move after it the act ends with the last
		// square open (R6), and the edge holds the act's score.
		edge, u := w.play(m)
		v := edge
		if !w.terminal() {
			if s.Phase != engine.PhaseTurn || s.Empties != 1 {
				s.Undo(u)
				return 0, false
			}
			g, ok := w.settleKept(ply+1, false)
			if !ok {
				s.Undo(u)
				return 0, false
			}
			v += g[q.Player]
		}
		s.Undo(u)
		if i == 0 || maximize == (v > best) {
			best = v
		}
	}
	return best, true
}

// wizardReach reports whether a tile on square a that raises the ranks of its
// orthogonal neighbours would change what a piece on square b adds: a
// figure next to a shares a row or a column with b.
func wizardReach(s *engine.State, a, b engine.Square) bool {
	g := s.Board.Geometry
	rb, cb := g.RowCol(b)
	var buf [4]engine.Square
	for _, n := range g.Neighbours(buf[:0], a) {
		if r, c := g.RowCol(n); s.Board.Cells[n].IsFigure() && (r == rb || c == cb) {
			return true
		}
	}
	return false
}

// settleLast is settle for a turn on the last square in a two-player game
// where the drawn tile is played at once, with the player's hand empty and
// every tile scoring within its lines (see settleTwo): the best of the
// player's figures on the square and the draw, every tile of the pool
// rated on the board prepared once, without making the moves, playing
// the draw or sorting its outcomes. It reports false, having settled
// nothing, when it does not apply or the player could pass.
func (w *worker) settleLast() (value, bool) {
	s := w.s
	sv := w.sv
	q := sv.q
	if q.Objective == MaxN || s.Players != 2 || s.Absent != 0 || s.Rules.Turn.Draw != engine.DrawThenDrawn ||
		s.Empties != 1 || s.Phase != engine.PhaseTurn || len(s.Hands[s.ToMove]) > 0 || !w.two.of(s.Rules).local {
		return 0, false
	}
	sq := engine.Square(0)
	for i, c := range s.Board.Cells {
		if c == engine.Empty {
			sq = engine.Square(i)
			break
		}
	}
	squares := [1]engine.Square{sq}
	var units [1]unitGains
	now := w.prepareLast(squares[:], units[:])
	sum := 0
	for k, c := range s.Pool {
		if c == 0 {
			continue
		}
		var gain [1]int
		if tile := &s.Rules.Tiles[k]; tile.Ability == engine.NoAbility {
			gain[0] = units[0].of(tile.Value)
		} else if !w.placeGains(engine.TileKindID(k), squares[:], gain[:]) {
			return 0, false
		}
		sum += c * gain[0]
	}
	figure, hasFigure := w.bestFigure(s.ToMove, sq)
	return lastTurn(sv, now, figure, hasFigure, sum, int64(s.PoolTotal), q.maximizes(s.ToMove))
}
