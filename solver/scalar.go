package solver

import (
	"slices"

	"github.com/sagatools/saga/engine"
)

// scalar is the exact value, as the puzzle player's scalar, of the gains
// still to come from the current state if it lies strictly inside the
// window (alpha, beta); otherwise a bound on the side the window was left
// (fail-soft alpha-beta).
func (w *worker) scalar(alpha, beta value, ply int) value {
	if w.terminal() {
		return 0
	}
	sv := w.sv
	if w.s.Empties == 1 {
		if g, ok := w.settleKept(ply, false); ok {
			return g[sv.q.Player]
		}
	}
	key, fk := w.key()
	shift := fk.shift
	var e entry
	w.count()
	var best engine.Move
	hasBest := false
	hit := sv.tt.get(key, &e, nil)
	if hit {
		e.lo, e.hi = e.lo+shift, e.hi+shift
		switch {
		case e.lo == e.hi, e.lo >= beta:
			return e.lo
		case e.hi <= alpha:
			return e.hi
		}
		alpha, beta = max(alpha, e.lo), min(beta, e.hi)
		best, hasBest = e.best.move(), e.hasBest
	}
	if w.s.Empties == 2 && w.s.Rules.Turn.Draw == engine.DrawThenDrawn {
		// Two squares left where the drawn tile is played at once: a turn
		// or a draw whose squares share no line adds up from the board as
		// it is (settleTwo), and another draw is cheaper played out to
		// its last squares, exactly, than tested outcome by outcome under
		// the window (settleDrawTwo).
		v, ok := w.settleTwo(ply)
		if !ok {
			v, ok = w.settleDrawTwo(ply)
		}
		if ok {
			w.keep(&entry{key: key, lo: v, hi: v, depth: depthOf(w.s)}, shift)
			return v
		}
	}
	// Bounds from the scoring rules: a node that cannot reach the window
	// is cut at once. Under a window as wide as the search's own bounds
	// nothing can be cut, so they are not worked out there, nor with two
	// squares left, where they are too wide to cut anything. The board is
	// prepared once, for the bounds and for ordering a decision's moves.
	//
	// Nor are they worked out again at a decision found in the table: its
	// entry already holds bounds on its value, those of an earlier visit
	// or tighter, and the rare cut a fresh bound would still make costs
	// less than bounding every revisit. A chance node bounds its outcomes
	// with them, which its own value's bounds are not, so it works them
	// out.
	revisit := hit && !w.s.IsChance()
	narrow := (sv.lo < alpha || beta < sv.hi) && w.s.Empties > 2 && !revisit
	if narrow || !w.s.IsChance() {
		w.rate.Prepare(w.s)
	}
	lo, hi := sv.lo, sv.hi
	if revisit {
		lo, hi = e.lo, e.hi
	}
	if narrow {
		// Bounds in points that settle the node: hi·den <= alpha, lo·den >= beta.
		den := value(sv.scale.den)
		blo, bhi := w.bd.scalarBounds(w.s, w.rate.Scorer(), sv.q, w.s.IsChance(), int(floorDiv(alpha, int64(den))), int(ceilDiv(beta, int64(den))))
		lo, hi = sv.scale.points(blo), sv.scale.points(bhi)
		if hi <= alpha || lo >= beta {
			// Kept, so that a visit with another window need not bound
			// the node again; an entry found above (at a chance node)
			// holds as much.
			if !hit {
				w.keep(&entry{key: key, lo: lo, hi: hi, depth: depthOf(w.s)}, shift)
			}
			if hi <= alpha {
				return hi
			}
			return lo
		}
	}
	alpha0, beta0 := alpha, beta
	var v value
	if w.s.IsChance() {
		v = w.chance(alpha, beta, lo, hi, ply)
		hasBest = false
	} else {
		v, best = w.decide(alpha, beta, ply, best, hasBest, fk)
		hasBest = true
	}
	packed, fits := packMove(best)
	e = entry{key: key, lo: lo, hi: hi, best: packed, hasBest: hasBest && fits, depth: depthOf(w.s)}
	switch {
	case v <= alpha0:
		e.hi = v
	case v >= beta0:
		e.lo = v
	default:
		e.lo, e.hi = v, v
	}
	w.keep(&e, shift)
	return v
}

// keep stores e in the table, its bounds less shift (see key).
func (w *worker) keep(e *entry, shift value) {
	e.lo, e.hi = e.lo-shift, e.hi-shift
	w.put(e, nil)
}

// decide searches a decision node: the puzzle player maximises, the
// others minimise. After the first move, each move is first tested with a
// minimal window (principal variation search) and searched again with the
// full window only if it may improve on the best so far. It returns the
// value and the best move. Where only figures are left to place (fk.on),
// each child's figureKey follows from fk and the move, which costs less
// than working it out in the child.
func (w *worker) decide(alpha, beta value, ply int, ttBest engine.Move, hasBest bool, fk figureKey) (value, engine.Move) {
	s := w.s
	moves := w.ordered(ply, ttBest, hasBest)
	var keys []figureKey
	if fk.on {
		keys = w.figureKeys.get(ply, len(moves))
		for i, m := range moves {
			// ordered rated the moves, two or more: a figure's placement
			// by what it adds where that counts (scalarGain), but the
			// table's move, rated first, and a lone move are rated here.
			var figure int
			if len(moves) > 1 && w.rated[i].gain != tableMoveRating {
				figure = w.rated[i].gain
			} else if m.Kind == engine.PlaceFigure {
				figure = scalarGain(w.sv.q, s, &w.rate, m)
			}
			keys[i], _ = w.childKey(fk, m, figure)
		}
	}
	maximize := w.sv.q.maximizes(s.ToMove)
	var best value
	var bestMove engine.Move
	for i, m := range moves {
		edge, u := w.play(m)
		a, b := alpha-edge, beta-edge
		// The child's figureKey, given again before a search again: the
		// searches below it leave their own.
		hint := keys != nil && keys[i].on
		if hint {
			w.next = nextFigureKey{hash: s.Hash(), fk: keys[i]}
		}
		var child value
		switch {
		case i == 0:
			child = w.scalar(a, b, ply+1)
		case maximize:
			// Can this move beat alpha?
			child = w.scalar(a, a+1, ply+1)
			if a < child && child < b && child >= a+1 {
				if hint {
					w.next = nextFigureKey{hash: s.Hash(), fk: keys[i]}
				}
				child = w.scalar(child-1, b, ply+1)
			}
		default:
			// Can this move get below beta?
			child = w.scalar(b-1, b, ply+1)
			if a < child && child < b && child <= b-1 {
				if hint {
					w.next = nextFigureKey{hash: s.Hash(), fk: keys[i]}
				}
				child = w.scalar(a, child+1, ply+1)
			}
		}
		s.Undo(u)
		v := edge + child
		if i == 0 || maximize && best < v || !maximize && v < best {
			best, bestMove = v, m
		}
		if maximize && alpha < v {
			alpha = v
		}
		if !maximize && v < beta {
			beta = v
		}
		if alpha >= beta {
			break
		}
	}
	return best, bestMove
}

// play applies m and returns what it earned, as the puzzle player's
// scalar, with the undo record.
func (w *worker) play(m engine.Move) (value, engine.Undo) {
	s := w.s
	var before [engine.MaxSeats]int
	copy(before[:], s.Points)
	u := s.Apply(m)
	var g [engine.MaxSeats]int
	changed := false
	for p := range s.Players {
		if d := s.Points[p] - before[p]; d != 0 {
			g[p], changed = d, true
		}
	}
	if !changed {
		return 0, u
	}
	return w.sv.scale.points(w.sv.q.intScalar(s, &g)), u
}

// chance searches a chance node with Star2 probing and Star1 pruning.
// Every outcome's value lies within bounds, at first [lo, hi]. A probe
// first searches the first move of each outcome only: for the puzzle
// player, that move's value is a lower bound on the outcome; for an
// opponent, an upper bound. The probes alone may show the node's value
// outside (alpha, beta). Under a minimal window a test follows: every
// outcome is asked with a minimal window of its own whether it stays
// below its share of alpha. Then the outcomes are searched in order of
// weight, each with the window that would still let the node's value
// enter (alpha, beta) given the bounds on the outcomes not yet seen; the
// search stops as soon as the value is known to leave the window.
func (w *worker) chance(alpha, beta, lo, hi value, ply int) value {
	s := w.s
	moves := w.moves(ply)
	slices.SortStableFunc(moves, func(a, b engine.Move) int { return s.Pool[b.Tile] - s.Pool[a.Tile] })
	total := int64(s.PoolTotal)
	n := len(moves)
	lows, highs, est, weights := w.chanceScratch(ply, n)
	for i, m := range moves {
		weights[i] = int64(s.ChanceWeight(m))
		lows[i], highs[i] = lo, hi
	}
	// The probe and the test pay under the minimal windows of principal
	// variation search, where they often settle the node at once; under
	// wide windows they would mostly search exactly what Star1 will search
	// again. The probe searches each outcome's first move with a window as
	// wide as the outcome's bounds, which are loose, so it costs an exact
	// value of that move: with more than probeEmpties squares left that
	// costs more than it saves, and the test starts from the window
	// itself instead, every outcome estimated at alpha. With one square
	// left the search below is short and the probe paid, when a player
	// could keep the square open; settle now settles those draws too, so
	// the probe is not reached on the bench puzzles nor in the tests.
	if beta-alpha <= 1 {
		if s.Empties > probeEmpties {
			for i := range est {
				est[i] = max(lows[i], min(highs[i], alpha))
			}
		} else if v, cut := w.probe(moves, weights, lows, highs, est, alpha, beta, total, ply); cut {
			return v
		}
		// Each round of the test narrows the bounds of every outcome it
		// asks about, so rounds go on, estimating each outcome at alpha
		// within its new bounds, until one settles the node or asks
		// nothing (no outcome's bounds straddle its share).
		for {
			v, cut, asked := w.testShares(moves, weights, lows, highs, est, alpha, beta, total, ply)
			if cut {
				return v
			}
			if !asked {
				break
			}
			for i := range est {
				est[i] = max(lows[i], min(highs[i], alpha))
			}
		}
	}
	var sum value // Σ weight × value of the outcomes searched
	var restLo, restHi value
	for i := range n {
		restLo, restHi = restLo+lows[i]*value(weights[i]), restHi+highs[i]*value(weights[i])
	}
	for i, m := range moves {
		wt := weights[i]
		restLo, restHi = restLo-lows[i]*value(wt), restHi-highs[i]*value(wt)
		// The node's value is (sum + wt·v + rest)/total, the rest within
		// [restLo, restHi]. It fails high for v >= failHigh, low for
		// v <= failLow.
		failHigh := ceilDiv(beta*value(total)-sum-restLo, wt)
		failLow := floorDiv(alpha*value(total)-sum-restHi, wt)
		switch {
		case failHigh <= lows[i]:
			// Even this outcome's least value makes the node fail high.
			return ceilDiv(sum+lows[i]*value(wt)+restLo, total)
		case failLow >= highs[i]:
			// Even its greatest makes the node fail low.
			return floorDiv(sum+highs[i]*value(wt)+restHi, total)
		case lows[i] == highs[i]:
			// The probe found its exact value.
			sum += lows[i] * value(wt)
			continue
		}
		u := s.Apply(m)
		v := w.scalar(max(failLow, lows[i]), min(failHigh, highs[i]), ply+1)
		s.Undo(u)
		sum += v * value(wt)
		if v >= failHigh {
			return ceilDiv(sum+restLo, total)
		}
		if v <= failLow {
			return floorDiv(sum+restHi, total)
		}
	}
	return average(sum, total)
}

// probeEmpties is the most empty squares at which a chance node under a
// minimal window is probed (Star2) before its outcomes are tested.
const probeEmpties = 1

// probe tightens the outcomes' bounds by searching the first move after
// each (Star2): for the puzzle player that move's value raises the
// outcome's lower bound, for an opponent it lowers the upper bound. It
// reports a cutoff when the bounds already put the node's value outside
// (alpha, beta).
func (w *worker) probe(moves []engine.Move, weights []int64, lows, highs, est []value, alpha, beta value, total int64, ply int) (value, bool) {
	s := w.s
	q := w.sv.q
	// Σ weight × bound, kept up to date as the bounds tighten.
	sumLo, sumHi := sumWeighted(lows, weights), sumWeighted(highs, weights)
	for i, m := range moves {
		u := s.Apply(m)
		est[i] = floorDiv(lows[i]+highs[i], 2)
		wt := value(weights[i])
		if !s.IsChance() && !w.terminal() {
			// Search the first move with a window that gives its exact
			// value or shows it enough for a cutoff; never an empty one.
			if q.maximizes(s.ToMove) {
				rest := sumLo - lows[i]*wt
				need := ceilDiv(beta*value(total)-rest, int64(wt))
				a, b := lows[i]-1, min(need, highs[i]+1)
				if a < b {
					v := w.firstMove(a, b, ply+1)
					lo := max(lows[i], min(v, highs[i]))
					sumLo = rest + lo*wt
					lows[i] = lo
				}
				est[i] = lows[i]
			} else {
				rest := sumHi - highs[i]*wt
				need := floorDiv(alpha*value(total)-rest, int64(wt))
				a, b := max(need, lows[i]-1), highs[i]+1
				if a < b {
					v := w.firstMove(a, b, ply+1)
					hi := min(highs[i], max(v, lows[i]))
					sumHi = rest + hi*wt
					highs[i] = hi
				}
				est[i] = highs[i]
			}
		}
		s.Undo(u)
		if v := ceilDiv(sumLo, total); v >= beta {
			return v, true
		}
		if v := floorDiv(sumHi, total); v <= alpha {
			return v, true
		}
	}
	return 0, false
}

// testShares runs after a probe that did not settle the node: it asks each
// outcome, with a minimal window, whether it stays at or below a
// threshold, the thresholds spreading alpha's room over the outcomes
// around the probe's estimates. If every outcome stays below its
// threshold the node fails low; outcomes that rise above raise their
// lower bounds, which may make it fail high. Either way each outcome
// costs a minimal-window search instead of Star1's wide windows, which
// with loose bounds amount to exact values. An undecided test leaves the
// bounds it learned, each strictly narrower for every outcome it asked
// about, to another round or to Star1; asked says it asked about one.
func (w *worker) testShares(moves []engine.Move, weights []int64, lows, highs, est []value, alpha, beta value, total int64, ply int) (v value, cut, asked bool) {
	s := w.s
	// room is what the node may still spend below alpha: alpha·total less
	// the bounds found and the estimates of the outcomes to come.
	room := alpha*value(total) - sumWeighted(est, weights)
	sumLo := sumWeighted(lows, weights) // kept up to date as lows rise
	left := total
	for i, m := range moves {
		wt := value(weights[i])
		// The outcome's share of the room, spread by weight.
		got := highs[i]
		if lows[i] != highs[i] {
			t := max(est[i]+floorDiv(room, left), lows[i])
			if t < highs[i] {
				asked = true
				u := s.Apply(m)
				v := w.scalar(t, t+1, ply+1)
				s.Undo(u)
				if v <= t {
					highs[i] = max(lows[i], v)
				} else {
					lo := min(highs[i], v)
					sumLo += (lo - lows[i]) * wt
					lows[i] = lo
				}
				// Above its threshold, the outcome is counted at its
				// new lower bound: the other outcomes still get tested,
				// and Star1 then knows all their bounds.
				got = min(highs[i], v)
			}
		}
		room += (est[i] - got) * wt
		left -= int64(wt)
		if v := ceilDiv(sumLo, total); v >= beta {
			return v, true, asked
		}
	}
	if v := floorDiv(sumWeighted(highs, weights), total); v <= alpha {
		return v, true, asked
	}
	return 0, false, asked
}

// sumWeighted sums weight × bound over the outcomes.
func sumWeighted(bounds []value, weights []int64) value {
	var sum value
	for j := range bounds {
		sum += bounds[j] * value(weights[j])
	}
	return sum
}

// firstMove searches only the first move (in search order) of the
// decision node the worker stands on, within (alpha, beta), and returns
// its value: a bound on the node's value on the side of its mover.
func (w *worker) firstMove(alpha, beta value, ply int) value {
	s := w.s
	w.rate.Prepare(s)
	var best engine.Move
	hasBest := false
	var e entry
	if key, _ := w.key(); w.sv.tt.get(key, &e, nil) {
		best, hasBest = e.best.move(), e.hasBest
	}
	m := w.ordered(ply, best, hasBest)[0]
	edge, u := w.play(m)
	v := edge + w.scalar(alpha-edge, beta-edge, ply+1)
	s.Undo(u)
	return v
}

// chanceScratch returns scratch slices for a chance node's n outcomes at
// a ply: their lower and upper bounds, the probe's estimates and their
// weights.
func (w *worker) chanceScratch(ply, n int) (lows, highs, est []value, weights []int64) {
	v := w.vals.get(ply, 3*n)
	return v[:n], v[n : 2*n], v[2*n:], w.weights.get(ply, n)
}

// ordered returns the legal moves of a decision node, the table's best
// move first, then by the mover's projected gain, highest first. The
// rater must be prepared for the node.
func (w *worker) ordered(ply int, ttBest engine.Move, hasBest bool) []engine.Move {
	s := w.s
	moves := w.moves(ply)
	if len(moves) < 2 {
		return moves
	}
	// The worker's own buffer: a fixed one on the stack would be cleared
	// at every node, which cost more than rating the moves.
	r := w.rated[:0]
	for _, m := range moves {
		g := scalarGain(w.sv.q, s, &w.rate, m)
		if hasBest && m == ttBest {
			g = tableMoveRating
		}
		r = append(r, ratedMove{m, g})
	}
	sortByGain(r)
	w.rated = r
	for i := range r {
		moves[i] = r[i].m
	}
	return moves
}

// tableMoveRating is the rating that puts the table's best move first.
const tableMoveRating = 1 << 30

// ratedMove is a move with its rating, for ordering.
type ratedMove struct {
	m    engine.Move
	gain int
}

// sortByGain sorts moves by gain, highest first, keeping the order of
// equal gains. Most nodes have few moves, which an insertion sort orders
// faster than the library's sort through its comparison function.
func sortByGain(r []ratedMove) {
	if len(r) > 32 {
		slices.SortStableFunc(r, func(a, b ratedMove) int { return b.gain - a.gain })
		return
	}
	for i := 1; i < len(r); i++ {
		x := r[i]
		j := i
		for ; j > 0 && r[j-1].gain < x.gain; j-- {
			r[j] = r[j-1]
		}
		r[j] = x
	}
}

// scalarGain rates move m of s by what it does at once to the objective's
// scalar, from the mover's side: the puzzle player wants it up, the
// others down. The rater must be prepared for s.
func scalarGain(q Question, s *engine.State, rate *engine.Rater, m engine.Move) int {
	var g int
	switch {
	case m.Kind == engine.PlaceFigure:
		// A figure changes no other figure's score: only the mover's
		// changes, if it counts (as GainOf rates it).
		if q.Player == s.ToMove || q.Objective == Margin {
			g = rate.Scorer().FigureGain(s.Board, m.To, s.ToMove, m.Figure)
		}
		if q.Player != s.ToMove {
			g = -g
		}
	case q.Objective == Margin:
		o := q.opponent(s)
		if sc := rate.Scorer(); m.Kind == engine.PlayTile && sc.ScoresPlainly(m.Tile) && s.PlayKind(m) == engine.PlacePlay {
			// A plainly scoring tile placed, most moves with two
			// squares left: rated as GainOf rates it, with one dispatch
			// and one read of the square's segments for both players
			// instead of one each.
			g = sc.TileGainOver(m.To, q.Player, o, m.Tile)
		} else {
			g = rate.GainOf(s, m, q.Player) - rate.GainOf(s, m, o)
		}
	default:
		g = rate.GainOf(s, m, q.Player)
	}
	if !q.maximizes(s.ToMove) {
		g = -g
	}
	return g
}
