package solver

import (
	"math"
	"slices"

	"github.com/sagatools/saga/engine"
)

// bounder computes bounds on every seat's gains still to come from a
// state, the tightest of several that hold (see bounds).
//
// The pairwise bound applies when every piece still to be played is
// simple: a figure, or a tile that scores by its value alone and can only
// be placed or cashed (a replacement or a removal counts as neither when
// no tile it could act on is on the board or to come). Then what lies on
// the board stays as it is, and a player's final act score is their score
// now plus, for each new piece, what it adds through the pieces already on
// the board, plus what each new figure of theirs gains from new tiles in
// its segments (at most the largest values still to come, one per empty
// square it sees, at its multiplier). Each empty square holds at most one
// new piece; at most as many squares as the player has figures get a
// figure, at most as many as there are tiles to come get a tile; and
// since the act ends only with the board full or nobody able to move,
// either every square is filled or every figure and every tile that can
// only be placed is; with two seats and the pool empty, the turns limit
// what each seat places (turnLimit). The bound is the best (and the
// worst) such filling of the squares, each square counted at its best
// (or worst) piece (bestShares). For a margin the two seats are bounded together
// (scalarBounds), which is tighter than the difference of their bounds.
type bounder struct {
	// loose are gainBounds at the search's root, which hold in every state
	// below it.
	loose    [2][engine.MaxSeats]int
	tiles    []engine.TileKindID // kinds still to come, scratch
	empty    []engine.Square     // the empty squares, lowest first (prepareSquares)
	segEmpty []int               // empty squares per segment, scratch
	// Per empty square, the most and the least (negated) each class of
	// new piece adds, three to a square, scratch.
	up, down []int
	best     []int // bestShares' table, scratch
	values   []int // their values, one per tile, scratch
	// Prefix sums of the largest and the smallest values, scratch.
	top, bottom []int
	// someShares' order of the squares and their greatest shares, scratch.
	order, squareMost []int
	// The squares of bd.up and bd.down in twoClasses' order, and whether
	// they are sorted for the shares now (shares clears it): the fillings
	// and the turn's bound of one decision share them.
	sorted    [2]sortedShares
	sortedNow [2]bool
	// The sums over the squares of bd.up's and bd.down's greatest share
	// (none below nothing), as shares works them out: the fillings'
	// cheapest bounds.
	freeUp, freeDown int
	anyShares        sortedShares // twoClasses' and restFillings' of other shares
	// turnBound's fillings of the squares but one, and the moves, scratch;
	// movesKnown says moves are the decision's, onlyFigures that they
	// are all placements of figures.
	rest                    []int
	moves                   []engine.Move
	movesKnown, onlyFigures bool
	rank, prefix            []int // restFillings' scratch
	reach                   reaches
	// simple says every piece to come from the state bounds last saw is
	// simple, and pairwise has prepared for it.
	simple bool
	// mustTiles counts the tiles to come that can only be placed.
	mustTiles int
	present   []bool // abilities on the board or to come, scratch
	// presentKnown says present is up to date for the state collect saw.
	presentKnown bool
	// cashes are the most each seat can still cash (cash), as collect
	// found them on its way through the hands and the pool.
	cashes [engine.MaxSeats]int
	// turns limits the pieces each seat places, for the pieces and the
	// seats shares last worked out.
	turns turnLimit
}

// bounds bounds the gains from s; sc must be prepared for s's board. It
// takes the tightest of the bounds that apply: the pairwise ones when
// every piece to come is simple, the figure-by-figure ones (if figures is
// set: they cost more) unless a tile to come moves figures, and the loose
// ones of the search's root.
func (bd *bounder) bounds(s *engine.State, sc *engine.Scorer, figures bool) (lo, hi [engine.MaxSeats]int) {
	return bd.seatBounds(s, sc, figures, true)
}

// seatBounds is bounds, with the pairwise ones only if pairs is set; it
// notes in bd.simple whether they apply.
func (bd *bounder) seatBounds(s *engine.State, sc *engine.Scorer, figures, pairs bool) (lo, hi [engine.MaxSeats]int) {
	lo, hi = bd.loose[0], bd.loose[1]
	var flo, fhi [engine.MaxSeats]int
	if figures && figureBounds(s, sc, &bd.reach, &flo, &fhi) {
		for p := range s.Players {
			lo[p], hi[p] = max(lo[p], flo[p]), min(hi[p], fhi[p]+bd.cash(s, p))
		}
	}
	bd.simple = s.Phase != engine.PhaseAfter && bd.collect(s, sc)
	if !bd.simple || !pairs {
		return lo, hi
	}
	plo, phi := bd.pairwise(s, sc)
	for p := range s.Players {
		lo[p], hi[p] = max(lo[p], plo[p]), min(hi[p], phi[p])
	}
	return lo, hi
}

// pairwise is the bound for simple pieces described with bounder.
func (bd *bounder) pairwise(s *engine.State, sc *engine.Scorer) (lo, hi [engine.MaxSeats]int) {
	bd.prepareSquares(s, sc)
	for p := range s.Players {
		lo[p], hi[p] = bd.pairBound(s, sc, p, -1, math.MinInt, math.MaxInt)
	}
	return lo, hi
}

// prepareSquares works out what pairBound shares among the seats: the
// empty squares, the prefix sums of the largest and smallest values to
// come, and the empty squares per segment. bd.values must hold the
// values to come.
func (bd *bounder) prepareSquares(s *engine.State, sc *engine.Scorer) {
	bd.empty = s.AppendEmpty(bd.empty[:0])
	slices.Sort(bd.values)
	// Prefix sums of the largest positive and the smallest negative values
	// to come: a new figure sees at most k new tiles, worth at most
	// top[k] and at least bottom[k].
	n := len(bd.values)
	if cap(bd.top) < n+1 {
		bd.top, bd.bottom = make([]int, n+1), make([]int, n+1)
	}
	bd.top, bd.bottom = bd.top[:n+1], bd.bottom[:n+1]
	for i := range n {
		bd.top[i+1] = bd.top[i] + max(bd.values[n-1-i], 0)
		bd.bottom[i+1] = bd.bottom[i] + min(bd.values[i], 0)
	}
	// Empty squares per segment, for how many new tiles a figure can see:
	// none when no tile is to come.
	if n == 0 {
		return
	}
	if len(bd.segEmpty) < 2*len(s.Board.Cells) {
		bd.segEmpty = make([]int, 2*len(s.Board.Cells))
	}
	clear(bd.segEmpty)
	for _, q := range bd.empty {
		row, col := sc.Segments(q)
		bd.segEmpty[row]++
		bd.segEmpty[col]++
	}
}

// pairBound bounds what the pieces to come can change of seat p's score
// less seat o's (o < 0: p's score alone), from the board now: each empty
// square ends up empty or holding one new piece, a tile, a figure of p or
// a figure of another seat, and the square's share is the most (or least)
// such a piece adds to the difference, a new figure's share counting the
// new tiles it could see. Taking the two seats' scores together is
// tighter than bounding each alone, where the best square for p and the
// worst for o could be two pieces on one square. bestShares finds the
// best squares within what the pieces to come allow. prepareSquares must
// have run for s. Bounds at or below settle or at or above settle the
// caller's question as well as tighter ones would: once the bounds with
// the counts of pieces left out do, they are returned as they are.
func (bd *bounder) pairBound(s *engine.State, sc *engine.Scorer, p, o, settleBelow, settleAbove int) (lo, hi int) {
	pieces, lo, hi := bd.shares(s, sc, p, o)
	blo, bhi := bd.fillings(pieces, s.Empties, lo, hi, !s.IsChance(), settleBelow, settleAbove)
	if o < 0 || pieces[0] != 0 || bhi <= settleBelow || blo >= settleAbove || settleBelow == math.MinInt || settleAbove == math.MaxInt {
		return blo, bhi
	}
	// Only the bound nearer to settling: where its turn does not settle
	// the decision, the other's seldom does, and each costs as much.
	bd.movesKnown = false
	if bhi-settleBelow <= settleAbove-blo {
		if t, ok := bd.turnBound(s, p, pieces, hi, true); ok {
			bhi = min(bhi, t)
		}
	} else if t, ok := bd.turnBound(s, p, pieces, lo, false); ok {
		blo = max(blo, t)
	}
	return blo, bhi
}

// turnBound is a bound of a margin (p's score less the other seat's) at
// a decision where every piece to come is a figure, from the mover's
// choice of a square: the best, for the mover, of the bounds of the
// states after each placement, each of them the decision's fillings
// (twoClasses) less the square placed on, plus what the figure scores
// there. This counts the turn, which the fillings leave out, so that a
// decision whose every move would be cut by its own bounds is cut
// before its moves are played. It is the upper bound if upper is set,
// else the lower one. bd.up and bd.down must hold the decision's shares
// (pairBound's), and now is its bound before any square. It reports
// false where some move is not a figure's placement or the fillings do
// not apply. The shares count every figure kind the mover has now, as
// many as or more than after the move, so the bounds of the states
// after it hold as loose or looser.
func (bd *bounder) turnBound(s *engine.State, p int, pieces [3]int, now int, upper bool) (int, bool) {
	n := len(bd.up) / 3
	class := 1 // the mover's pieces' class
	if s.ToMove != p {
		class = 2
	}
	if n < 2 || pieces[class] == 0 || s.IsChance() || s.Phase != engine.PhaseTurn {
		return 0, false
	}
	if !bd.movesKnown {
		bd.movesKnown = true
		bd.onlyFigures = bd.onlyFigureMoves(s)
	}
	if !bd.onlyFigures {
		return 0, false
	}
	after := pieces
	after[class]--
	if after[1]+after[2] < n-2 {
		return 0, false // the fillings after the move do not apply
	}
	side := 1 // bd.down
	if upper {
		side = 0
	}
	turns := bd.turns.afterFigure(class)
	bd.rest = bd.sortedRestFillings(bd.side(side), bd.sortedSide(side), after, bd.rest, &turns)
	// What the mover's figure on square j can add to the margin: p takes
	// the most of its kinds for either bound (it picks the move); the
	// other seat the least. The rest of the squares add to the upper
	// bound and take from the lower.
	shares, sign := bd.up, 1
	if class == 2 {
		shares, sign = bd.down, -1
	}
	rest := 1
	if !upper {
		rest = -1
	}
	t := now + sign*shares[class] + rest*bd.rest[0]
	for j := 1; j < n; j++ {
		v := now + sign*shares[3*j+class] + rest*bd.rest[j]
		if class == 1 {
			t = max(t, v)
		} else {
			t = min(t, v)
		}
	}
	return t, true
}

// onlyFigureMoves says whether every legal move in s places a figure.
// With a square empty, a figure in the mover's supply, no tile in the
// mover's hand and none to draw, the moves are the figures' placements
// and nothing else; otherwise the moves are listed.
func (bd *bounder) onlyFigureMoves(s *engine.State) bool {
	if s.Phase == engine.PhaseTurn && s.Empties > 0 && s.PoolTotal == 0 && len(s.Hands[s.ToMove]) == 0 {
		for _, count := range s.Supply[s.ToMove] {
			if count > 0 {
				return true
			}
		}
	}
	bd.moves = s.LegalMoves(bd.moves[:0])
	for _, m := range bd.moves {
		if m.Kind != engine.PlaceFigure {
			return false
		}
	}
	return true
}

// shares are pairBound's shares of the empty squares, in bd.up and
// bd.down (three a square, in the order of the board's cells), the
// pieces of each class to come, and the bounds before any square: the
// difference of the scores now, less o's cash and plus p's.
func (bd *bounder) shares(s *engine.State, sc *engine.Scorer, p, o int) (pieces [3]int, lo, hi int) {
	n := len(bd.values)
	// The pieces: tiles, p's figures, the other seats' figures.
	//
	// What a figure adds is, in its multiplier, convex for the most and
	// concave for the least (a sum times it, plus its size times a
	// share of the new tiles' values), so the least and the greatest
	// rank in a seat's supply are the figures to try: p's, then o's.
	pieces[0] = n
	var ranks figureRanks
	for seat := range s.Players {
		i := -1 // p's or o's ranks
		switch seat {
		case p:
			i = 0
		case o:
			i = 1
		}
		absent := s.Absent&(1<<seat) != 0
		if absent && i < 0 {
			continue
		}
		class := 2
		if seat == p {
			class = 1
		}
		for f, count := range s.Supply[seat] {
			if count == 0 {
				continue
			}
			if !absent {
				pieces[class] += count
			}
			if i < 0 {
				continue
			}
			r := s.Rules.Figures[f].Rank
			if !ranks.plays[i] {
				ranks.least[i], ranks.most[i], ranks.plays[i] = r, r, true
			}
			ranks.least[i], ranks.most[i] = min(ranks.least[i], r), max(ranks.most[i], r)
		}
	}
	for i := range ranks.plays {
		// A seat with no figure to come has no share.
		ranks.plays[i] = ranks.plays[i] && pieces[i+1] > 0
	}
	bd.freeUp, bd.freeDown = 0, 0
	bd.sortedNow = [2]bool{}
	bd.turns.set(s, p, o, pieces)
	if n == 0 {
		bd.figureShares(sc, &ranks)
	} else {
		bd.tileShares(sc, p, o, &ranks)
	}
	now := sc.Points(s.Board, p)
	lo, hi = now, now+bd.cashes[p]
	if o >= 0 {
		other := sc.Points(s.Board, o)
		lo, hi = now-other-bd.cashes[o], hi-other
	}
	return pieces, lo, hi
}

// figureRanks are the least and the greatest rank of the figures to
// come of the seat bounded (0) and of the other (1), where it plays one.
type figureRanks struct {
	least, most [2]int
	plays       [2]bool
}

// tileShares are shares' shares of the empty squares when tiles are to
// come (bd.values), for p less o (o < 0: p alone).
func (bd *bounder) tileShares(sc *engine.Scorer, p, o int, ranks *figureRanks) {
	n := len(bd.values)
	// A tile adds its value times a unit gain of the square, one for
	// positive values and one for the others: over the values of either
	// sign, the most and the least lie at its two ends.
	ends, nEnds := valueEnds(bd.values)
	up, down := bd.shareRoom(len(bd.empty))
	for k, q := range bd.empty {
		// A tile: what it adds to p's figures less what it adds to o's.
		// TileGain: the tile's value times one of the square's unit gains.
		var pos, neg int
		if o >= 0 {
			pos, neg = sc.UnitGainsOver(q, p, o)
		} else {
			pos, neg = sc.UnitGains(q, p)
		}
		tileUp, tileDown := 0, 0
		for i, g := range ends[:nEnds] {
			if g > 0 {
				g *= pos
			} else {
				g *= neg
			}
			if i == 0 {
				tileUp, tileDown = g, g
			}
			tileUp, tileDown = max(tileUp, g), min(tileDown, g)
		}
		// A figure: what it scores from the board now, and from the new
		// tiles it could see, at its multiplier; o's counts against, and
		// another seat's, when o < 0, not at all.
		row, col := sc.Segments(q)
		seen := min(bd.segEmpty[row]+bd.segEmpty[col]-2, n)
		factor := sc.LineFactor(q)
		// A figure of kind f scores sum times its multiplier, its rank
		// plus the diamonds (FigureGain, FigureMultiplier).
		sum, diamonds := sc.FigureParts(q)
		top, bottom := bd.top[seen], bd.bottom[seen]
		var figUp, figDown [2]int
		for i := range 2 {
			if !ranks.plays[i] {
				continue // no figure of the seat's to come
			}
			// The least rank and the greatest (the same when only one).
			m0, m1 := ranks.least[i]+diamonds, ranks.most[i]+diamonds
			g0, g1 := sum*m0, sum*m1
			f0, f1 := abs(m0)*factor, abs(m1)*factor
			u, d := max(g0+f0*top, g1+f1*top), min(g0+f0*bottom, g1+f1*bottom)
			if i == 1 {
				u, d = -d, -u
			}
			figUp[i], figDown[i] = u, d
		}
		u, d := up[3*k:3*k+3:3*k+3], down[3*k:3*k+3:3*k+3]
		u[0], u[1], u[2] = tileUp, figUp[0], figUp[1]
		d[0], d[1], d[2] = -tileDown, -figDown[0], -figDown[1]
		bd.freeUp += max(0, tileUp, figUp[0], figUp[1])
		bd.freeDown += max(0, -tileDown, -figDown[0], -figDown[1])
	}
}

// valueEnds are the ends of the positive values in sorted and of the
// others: the least and the greatest of each sign, at most four.
func valueEnds(sorted []int) (ends [4]int, n int) {
	// The last value not positive: the values before and at it are the
	// others, the values after it the positive ones.
	k := 0
	for k < len(sorted) && sorted[k] <= 0 {
		k++
	}
	if k > 0 {
		ends[n], ends[n+1] = sorted[0], sorted[k-1]
		n += 2
	}
	if k < len(sorted) {
		ends[n], ends[n+1] = sorted[k], sorted[len(sorted)-1]
		n += 2
	}
	return ends, n
}

// figureShares are shares' shares of the empty squares when no tile is
// to come: a figure then adds its square's sum times its multiplier, so
// the least and the greatest rank of a seat's figures give its most and
// its least on each square (of the two, which is which depends on the
// sum's sign); the other seat's count against.
func (bd *bounder) figureShares(sc *engine.Scorer, ranks *figureRanks) {
	least, most, plays := ranks.least, ranks.most, ranks.plays
	up, down := bd.shareRoom(len(bd.empty))
	for k, q := range bd.empty {
		sum, diamonds := sc.FigureParts(q)
		// The most a seat's figure adds, and the least, negated; the
		// other seat's count against.
		var up0, down0, up1, down1 int
		if plays[0] {
			a, b := sum*(least[0]+diamonds), sum*(most[0]+diamonds)
			up0, down0 = max(a, b), -min(a, b)
		}
		if plays[1] {
			a, b := sum*(least[1]+diamonds), sum*(most[1]+diamonds)
			up1, down1 = -min(a, b), max(a, b)
		}
		u, d := up[3*k:3*k+3:3*k+3], down[3*k:3*k+3:3*k+3]
		u[0], u[1], u[2] = 0, up0, up1
		d[0], d[1], d[2] = 0, down0, down1
		bd.freeUp += max(0, up0, up1)
		bd.freeDown += max(0, down0, down1)
	}
}

// shareRoom sets bd.up and bd.down to three shares for each of empties
// squares, to be written, and returns them.
func (bd *bounder) shareRoom(empties int) (up, down []int) {
	if cap(bd.up) < 3*empties || cap(bd.down) < 3*empties {
		bd.up, bd.down = make([]int, 3*empties), make([]int, 3*empties)
	}
	bd.up, bd.down = bd.up[:3*empties], bd.down[:3*empties]
	return bd.up, bd.down
}

// fillings are the bounds lo less the most the squares' shares in bd.down
// take away and hi plus the most those in bd.up add (bestShares), the
// pieces of each class and the empty squares given. A decision (not a
// draw) asks only whether they settle its question (see pairBound).
func (bd *bounder) fillings(pieces [3]int, empties, lo, hi int, decision bool, settleBelow, settleAbove int) (int, int) {
	// Each square at its best piece, whatever the counts: looser, and
	// cheaper than bestShares. A class with no piece to come has shares
	// of nothing.
	freeUp, freeDown := bd.freeUp, bd.freeDown
	if hi+freeUp <= settleBelow || lo-freeDown >= settleAbove {
		return lo - freeDown, hi + freeUp
	}
	// At a decision, the tighter bounds matter only if they settle the
	// question, and a filling the rules allow shows when they cannot: the
	// best filling adds at least as much. Most nodes that reach here are
	// not settled, and the filling costs a fraction of bestShares. Only
	// the bound nearer to settling is worked out: where it does not
	// settle, the other nearly never does, and it is left loose. At a
	// draw the tighter bounds are kept for the outcomes.
	bounded := decision && settleBelow > math.MinInt && settleAbove < math.MaxInt
	sides := [2]int{0, 1} // bd.up, then bd.down
	if bounded && hi+freeUp-settleBelow > settleAbove-(lo-freeDown) {
		sides = [2]int{1, 0}
	}
	if pieces[0] == 0 {
		// Figures only: sorting finds the best fillings, at a decision
		// the nearer side's alone.
		up, down := freeUp, freeDown
		for _, side := range sides {
			v, ok := bd.sideTwoClasses(side, pieces, empties)
			if !ok {
				break // for neither side
			}
			if side == 0 {
				up = v
			} else {
				down = v
			}
			if bounded || side == sides[1] {
				return lo - down, hi + up
			}
		}
	}
	if bounded {
		// Only a bound that may settle is worth the knapsack.
		if sides[0] == 0 && hi+bd.someShares(bd.up, pieces, empties) <= settleBelow {
			return lo - freeDown, hi + bd.bestShare(bd.up, pieces, empties)
		}
		if sides[0] == 1 && lo-bd.someShares(bd.down, pieces, empties) >= settleAbove {
			return lo - bd.bestShare(bd.down, pieces, empties), hi + freeUp
		}
		return lo - freeDown, hi + freeUp
	}
	up, down := bd.bestShares(bd.up, bd.down, pieces, empties)
	return lo - down, hi + up
}

// bestShares is the most the empty squares can add together when each
// adds nothing or one of its three shares (up[3i+c] for square i and a
// piece of class c: a tile, a figure of the seat bounded, another seat's
// figure), with at most pieces[c] squares taking class c; and the same
// for down, at once, since the two share their counts. The act ends only
// when the board is full or nobody can move (R5, R6), so unless the board
// fills, every figure is placed and every tile that can only be placed is
// (bd.mustTiles). A knapsack over the squares, whose tables hold the best
// sum for every count of each class used so far.
func (bd *bounder) bestShares(up, down []int, pieces [3]int, empties int) (mostUp, mostDown int) {
	limits, d2, plane, size := countTable(pieces, empties)
	if cap(bd.best) < 2*size {
		bd.best = make([]int, 2*size)
	}
	bestUp, bestDown := bd.best[:size], bd.best[size:2*size]
	for i := range bestUp {
		bestUp[i], bestDown[i] = noFilling, noFilling
	}
	bestUp[0], bestDown[0] = 0, 0
	for i := 0; i < len(up); i += 3 {
		filled := i/3 + 1 // squares seen so far, the most pieces placed
		u0, u1, u2 := up[i], up[i+1], up[i+2]
		w0, w1, w2 := down[i], down[i+1], down[i+2]
		// Counts in decreasing order, so that each square is taken once:
		// every state read is one with fewer pieces, not yet updated.
		for t := min(limits[0], filled); t >= 0; t-- {
			for a := min(limits[1], filled-t); a >= 0; a-- {
				at := t*plane + a*d2
				for b := min(limits[2], filled-t-a); b >= 0; b-- {
					j := at + b
					u, w := bestUp[j], bestDown[j] // the square left empty
					if t > 0 {
						u, w = max(u, bestUp[j-plane]+u0), max(w, bestDown[j-plane]+w0)
					}
					if a > 0 {
						u, w = max(u, bestUp[j-d2]+u1), max(w, bestDown[j-d2]+w1)
					}
					if b > 0 {
						u, w = max(u, bestUp[j-1]+u2), max(w, bestDown[j-1]+w2)
					}
					bestUp[j], bestDown[j] = u, w
				}
			}
		}
	}
	mostUp, mostDown = noFilling, noFilling
	for t := range limits[0] + 1 {
		for a := range limits[1] + 1 {
			for b := range limits[2] + 1 {
				if bd.endsAct(t, a, b, pieces, empties) && bd.turns.allows(t, a, b) {
					j := t*plane + a*d2 + b
					mostUp, mostDown = max(mostUp, bestUp[j]), max(mostDown, bestDown[j])
				}
			}
		}
	}
	if mostUp == noFilling {
		// Not reached: the pieces either fill the board or are all
		// placed. Were it reached, no count would be ruled out.
		mostUp, mostDown = slices.Max(bestUp), slices.Max(bestDown)
	}
	return mostUp, mostDown
}

// noFilling marks, in a knapsack's table, counts of pieces no filling uses.
const noFilling = math.MinInt / 4

// countTable is the shape of a knapsack's table over the counts of
// pieces of each class placed: class c's count up to limits[c], the
// count (t, a, b) at t*plane + a*d2 + b, size entries in all.
func countTable(pieces [3]int, empties int) (limits [3]int, d2, plane, size int) {
	for c := range limits {
		limits[c] = min(pieces[c], empties)
	}
	d2 = limits[2] + 1
	plane = (limits[1] + 1) * d2
	return limits, d2, plane, (limits[0] + 1) * plane
}

// endsAct reports whether placing t tiles, a figures of the seat bounded
// and b of other seats on the empty squares is a way the act can end: the
// board full, or every figure placed and every tile that can only be
// placed (R5, R6). The turns (bd.turns.allows) may rule it out still.
func (bd *bounder) endsAct(t, a, b int, pieces [3]int, empties int) bool {
	return t+a+b == empties || a == pieces[1] && b == pieces[2] && t >= bd.mustTiles
}

// bestShare is bestShares for one side of shares alone.
func (bd *bounder) bestShare(shares []int, pieces [3]int, empties int) int {
	limits, d2, plane, size := countTable(pieces, empties)
	if cap(bd.best) < size {
		bd.best = make([]int, size)
	}
	best := bd.best[:size]
	for i := range best {
		best[i] = noFilling
	}
	best[0] = 0
	for i := 0; i < len(shares); i += 3 {
		filled := i/3 + 1
		s0, s1, s2 := shares[i], shares[i+1], shares[i+2]
		for t := min(limits[0], filled); t >= 0; t-- {
			for a := min(limits[1], filled-t); a >= 0; a-- {
				at := t*plane + a*d2
				for b := min(limits[2], filled-t-a); b >= 0; b-- {
					j := at + b
					v := best[j]
					if t > 0 {
						v = max(v, best[j-plane]+s0)
					}
					if a > 0 {
						v = max(v, best[j-d2]+s1)
					}
					if b > 0 {
						v = max(v, best[j-1]+s2)
					}
					best[j] = v
				}
			}
		}
	}
	most := noFilling
	for t := range limits[0] + 1 {
		for a := range limits[1] + 1 {
			for b := range limits[2] + 1 {
				if bd.endsAct(t, a, b, pieces, empties) && bd.turns.allows(t, a, b) {
					most = max(most, best[t*plane+a*d2+b])
				}
			}
		}
	}
	if most == noFilling {
		most = slices.Max(best)
	}
	return most
}

// someShares is what one filling of the empty squares that the rules
// allow adds, as bestShares counts it (shares[3i+c] for square i and a
// piece of class c, at most pieces[c] of class c): at most what the best
// filling adds. Squares are taken in order of their best share, each
// given the class with the greatest share among those with pieces left,
// until the squares or the pieces run out, so that either the board is
// full or every piece is placed.
func (bd *bounder) someShares(shares []int, pieces [3]int, empties int) int {
	n := len(shares) / 3
	if cap(bd.order) < n {
		bd.order, bd.squareMost = make([]int, n), make([]int, n)
	}
	// The squares by their greatest share, greatest first, the shares
	// carried along so that the sort compares them in place.
	order, most := bd.order[:n], bd.squareMost[:n]
	for i := range order {
		m := max(shares[3*i], shares[3*i+1], shares[3*i+2])
		j := i
		for ; j > 0 && most[j-1] < m; j-- {
			order[j], most[j] = order[j-1], most[j-1]
		}
		order[j], most[j] = i, m
	}
	left := pieces
	seats := bd.turns.seats(empties)
	sum, placed := 0, 0
	for _, i := range order {
		if placed == empties {
			break
		}
		// The class with the greatest share among those that may come,
		// the first on a tie.
		sq := shares[3*i : 3*i+3 : 3*i+3]
		c, v, may := -1, 0, seats.classes(left)
		if may&1 != 0 {
			c, v = 0, sq[0]
		}
		if may&2 != 0 && (c < 0 || sq[1] > v) {
			c, v = 1, sq[1]
		}
		if may&4 != 0 && (c < 0 || sq[2] > v) {
			c, v = 2, sq[2]
		}
		if c < 0 {
			break
		}
		left[c]--
		seats.place(c)
		placed++
		sum += v
	}
	return sum
}

// twoClasses is what bestShares finds for shares (up or down) when no
// tile is to come (pieces[0] is 0), where the pieces either fill the
// board or leave one square empty; it reports false otherwise. With the
// board filled, the squares that get a figure of class 1 rather than 2
// are those where class 1 gains most over class 2, as many as gain most;
// with one square left empty, the same for the others, whichever square
// that is.
func (bd *bounder) twoClasses(shares []int, pieces [3]int, empties int) (int, bool) {
	n, a, b := len(shares)/3, pieces[1], pieces[2]
	if n != empties || a+b < n-1 {
		return 0, false
	}
	bd.anyShares.sort(shares)
	return bd.anyShares.twoClasses(shares, pieces, &bd.turns), true
}

// sideTwoClasses is twoClasses for bd.up (side 0) or bd.down (side 1),
// sorted once for the shares now.
func (bd *bounder) sideTwoClasses(side int, pieces [3]int, empties int) (int, bool) {
	shares := bd.side(side)
	n, a, b := len(shares)/3, pieces[1], pieces[2]
	if n != empties || a+b < n-1 {
		return 0, false
	}
	return bd.sortedSide(side).twoClasses(shares, pieces, &bd.turns), true
}

// side is bd.up (0) or bd.down (1).
func (bd *bounder) side(side int) []int {
	if side == 0 {
		return bd.up
	}
	return bd.down
}

// sortedSide is bd.sorted[side], sorted for the shares now.
func (bd *bounder) sortedSide(side int) *sortedShares {
	if !bd.sortedNow[side] {
		bd.sorted[side].sort(bd.side(side))
		bd.sortedNow[side] = true
	}
	return &bd.sorted[side]
}

// sortedShares are the squares of some shares (three a square) ordered
// by what a figure of class 1 gains over one of class 2 there, greatest
// first, with what every square at class 2 adds.
type sortedShares struct {
	order, gain []int
	base        int
	key         []int // gain in order, sort's scratch
}

// sort orders the squares of shares.
func (ss *sortedShares) sort(shares []int) {
	n := len(shares) / 3
	if cap(ss.order) < n {
		ss.order, ss.gain, ss.key = make([]int, n), make([]int, n), make([]int, n)
	}
	order, gain, key := ss.order[:n], ss.gain[:n], ss.key[:n]
	ss.order, ss.gain = order, gain
	base := 0 // every square to class 2
	for i := range n {
		g := shares[3*i+1] - shares[3*i+2]
		gain[i] = g
		base += shares[3*i+2]
		j := i
		for ; j > 0 && key[j-1] < g; j-- {
			order[j], key[j] = order[j-1], key[j-1]
		}
		order[j], key[j] = i, g
	}
	ss.base = base
}

// twoClasses is bounder.twoClasses for the shares ss was sorted for,
// where it applies, within what the turns allow (tl) if they allow any
// of the fillings.
func (ss *sortedShares) twoClasses(shares []int, pieces [3]int, tl *turnLimit) int {
	n, a, b := len(shares)/3, pieces[1], pieces[2]
	order, gain, base := ss.order, ss.gain, ss.base
	best := math.MinInt
	if a+b >= n {
		// Every square filled, k of them with class 1, k from n-b to a.
		sum, allowed := 0, math.MinInt
		for k := 0; k <= min(a, n); k++ {
			if k > 0 {
				sum += gain[order[k-1]]
			}
			if k >= n-b {
				best = max(best, base+sum)
				if tl.allows(0, k, n-k) {
					allowed = max(allowed, base+sum)
				}
			}
		}
		if allowed != math.MinInt {
			return allowed
		}
		return best
	}
	// a+b = n-1: every piece placed and one square left empty.
	top := 0
	for _, i := range order[:a] {
		top += gain[i]
	}
	for rank, j := range order {
		v := base - shares[3*j+2] + top
		if rank < a {
			v += gain[order[a]] - gain[j]
		}
		best = max(best, v)
	}
	return best
}

// restFillings sets out[j], for each square j of shares (up or down,
// three a square), to what twoClasses finds for the other squares with
// pieces (no tile; as many figures as fill them or leave one empty) and
// the turns of bd.turns, all from one ordering of the squares: leaving
// square j out of the order changes which squares are the first few, by
// one place.
func (bd *bounder) restFillings(shares []int, pieces [3]int, out []int) []int {
	bd.anyShares.sort(shares)
	return bd.sortedRestFillings(shares, &bd.anyShares, pieces, out, &bd.turns)
}

// sortedRestFillings is restFillings for shares sorted in ss, within
// the turns tl.
func (bd *bounder) sortedRestFillings(shares []int, ss *sortedShares, pieces [3]int, out []int, tl *turnLimit) []int {
	n, a, b := len(shares)/3, pieces[1], pieces[2]
	if cap(bd.rank) < n {
		bd.rank = make([]int, n)
	}
	if cap(bd.prefix) < n+1 {
		bd.prefix = make([]int, n+1)
	}
	order, gain, rank, prefix := ss.order, ss.gain, bd.rank[:n], bd.prefix[:n+1]
	if cap(out) < n {
		out = make([]int, n)
	}
	out = out[:n]
	base := ss.base
	for r, i := range order {
		rank[i] = r
		prefix[r+1] = prefix[r] + gain[i]
	}
	rest := n - 1 // the squares after the move
	var empties oneEmpty
	if a+b < rest {
		empties = newOneEmpty(shares, ss, a)
	}
	for j := range n {
		bj, rj := base-shares[3*j+2], rank[j]
		best := math.MinInt
		if a+b >= rest {
			// Every square filled, k with class 1: the first k in
			// order but j; within the turns if they allow some k.
			allowed := math.MinInt
			for k := max(0, rest-b); k <= min(a, rest); k++ {
				top := prefix[k]
				if k > rj {
					top = prefix[k+1] - gain[j]
				}
				best = max(best, bj+top)
				if tl.allows(0, k, rest-k) {
					allowed = max(allowed, bj+top)
				}
			}
			if allowed != math.MinInt {
				best = allowed
			}
		} else {
			best = empties.restOneEmpty(prefix, bj, rj, gain[j], a)
		}
		out[j] = best
	}
	return out
}

// topTwo keeps the greatest two values seen and the places they were
// seen at, so that the greatest but one given place is known.
type topTwo struct {
	v     [2]int
	place [2]int
}

func newTopTwo() topTwo { return topTwo{v: [2]int{math.MinInt, math.MinInt}, place: [2]int{-1, -1}} }

func (t *topTwo) add(v, place int) {
	switch {
	case v > t.v[0]:
		t.v[1], t.place[1] = t.v[0], t.place[0]
		t.v[0], t.place[0] = v, place
	case v > t.v[1]:
		t.v[1], t.place[1] = v, place
	}
}

// but is the greatest value seen at a place other than r.
func (t *topTwo) but(r int) int {
	if t.place[0] == r {
		return t.v[1]
	}
	return t.v[0]
}

// oneEmpty holds, for restFillings where one more square is left empty,
// what leaving a square empty adds, greatest first, over the ranges of
// places in the order that matter: among the first a, a+1, or from a or
// a+1 on (see restOneEmpty).
type oneEmpty struct {
	firstA, firstA1, fromA, fromA1 topTwo
}

// newOneEmpty gathers oneEmpty for shares whose squares restFillings
// ordered: a square left empty loses its class 2 share, and if it is
// one of the first a, its gain too, as the next in order takes its
// place.
func newOneEmpty(shares []int, ss *sortedShares, a int) oneEmpty {
	order, gain := ss.order, ss.gain
	o := oneEmpty{newTopTwo(), newTopTwo(), newTopTwo(), newTopTwo()}
	for r, i := range order[:min(a, len(order))] {
		v := -shares[3*i+2] - gain[i]
		o.firstA.add(v, r)
		o.firstA1.add(v, r)
	}
	if a < len(order) {
		i := order[a]
		o.firstA1.add(-shares[3*i+2]-gain[i], a)
		o.fromA.add(-shares[3*i+2], a)
	}
	for r := a + 1; r < len(order); r++ {
		v := -shares[3*order[r]+2]
		o.fromA.add(v, r)
		o.fromA1.add(v, r)
	}
	return o
}

// restOneEmpty is restFillings' value for the square at place rj, of gain
// gj, left out, where one more square e is left empty (base: every other
// square to class 2): the first a of the order without the two go to
// class 1, so which squares those are depends only on whether j and e lie
// among the first a, a+1 or a+2.
func (o *oneEmpty) restOneEmpty(prefix []int, base, rj, gj, a int) int {
	best := math.MinInt
	add := func(m, top int) {
		if m != math.MinInt {
			best = max(best, base+m+top)
		}
	}
	switch {
	case rj >= a+1:
		add(o.fromA.but(rj), prefix[a])
		add(o.firstA.but(rj), prefix[a+1])
	case rj == a:
		add(o.fromA.but(rj), prefix[a])
		add(o.firstA.but(rj), prefix[a+2]-gj)
	default:
		add(o.firstA1.but(rj), prefix[a+2]-gj)
		add(o.fromA1.but(rj), prefix[a+1]-gj)
	}
	return best
}

// collect gathers the tile kinds and values still to come (hands and
// pool), counts those that must be placed (mustTiles), adds up what each
// seat can still cash (cashes, as cash counts it), and reports whether
// every piece is simple.
func (bd *bounder) collect(s *engine.State, sc *engine.Scorer) bool {
	r := s.Rules
	bd.tiles, bd.values, bd.mustTiles = bd.tiles[:0], bd.values[:0], 0
	bd.presentKnown = false
	bd.cashes = [engine.MaxSeats]int{}
	poolCash := 0
	add := func(k engine.TileKindID, n int) bool {
		// A kind seen before was found simple then.
		if !slices.Contains(bd.tiles, k) {
			if !bd.simpleTile(s, sc, k) {
				return false
			}
			bd.tiles = append(bd.tiles, k)
		}
		for range n {
			bd.values = append(bd.values, r.Tiles[k].Value)
		}
		if mustPlace(r, k) {
			bd.mustTiles += n
		}
		return true
	}
	for p, h := range s.Hands {
		// An absent seat never plays its tiles; cash counts them all the
		// same.
		absent := s.Absent&(1<<p) != 0
		for _, t := range h {
			if !absent && !add(t.Kind, 1) {
				return false
			}
			bd.cashes[p] += bd.reach.of(r, t.Kind).Cash
		}
	}
	if s.PoolTotal > 0 {
		for k, n := range s.Pool {
			if n > 0 && !add(engine.TileKindID(k), n) {
				return false
			}
			poolCash += n * bd.reach.of(r, engine.TileKindID(k)).Cash
		}
	}
	for p := range s.Players {
		bd.cashes[p] += poolCash
	}
	return true
}

// simpleTile: scores by its value alone, played only by placing or
// cashing, with no after-placement option. A replacement or a removal of
// tiles of which none is on the board or to come (collect's present)
// never happens, so it does not count against.
func (bd *bounder) simpleTile(s *engine.State, sc *engine.Scorer, k engine.TileKindID) bool {
	r := s.Rules
	reach := bd.reach.of(r, k)
	if !sc.ScoresPlainly(k) || reach.Swaps || reach.MovesFigures {
		return false
	}
	if len(reach.Replaces)+len(reach.Removes) > 0 {
		bd.markPresent(s)
	}
	for _, a := range reach.Replaces {
		if bd.present[a] {
			return false
		}
	}
	for _, a := range reach.Removes {
		if bd.present[a] {
			return false
		}
	}
	return true
}

// markPresent notes in bd.present the abilities of the tiles on the
// board and of those to come, once per collect: a replacement or a
// removal whose target is none of them never happens.
func (bd *bounder) markPresent(s *engine.State) {
	if bd.presentKnown {
		return
	}
	bd.presentKnown = true
	r := s.Rules
	if cap(bd.present) < len(r.Abilities) {
		bd.present = make([]bool, len(r.Abilities))
	}
	bd.present = bd.present[:len(r.Abilities)]
	clear(bd.present)
	mark := func(k engine.TileKindID) {
		if a := r.Tiles[k].Ability; a != engine.NoAbility {
			bd.present[a] = true
		}
	}
	for _, c := range s.Board.Cells {
		if c.IsTile() {
			mark(c.TileKind())
		}
	}
	for p, h := range s.Hands {
		if s.Absent&(1<<p) == 0 {
			for _, t := range h {
				mark(t.Kind)
			}
		}
	}
	if s.PoolTotal > 0 {
		for k, n := range s.Pool {
			if n > 0 {
				mark(engine.TileKindID(k))
			}
		}
	}
}

// mustPlace reports whether a simple tile of kind k can only be placed: a
// player who holds one and sees an empty square has a legal action, and
// the act does not end before it is played (R5, R6).
func mustPlace(r *engine.Rules, k engine.TileKindID) bool {
	a := r.AbilityOf(k)
	if a == nil {
		return true
	}
	place := false
	for _, m := range a.Play {
		switch m.Kind {
		case engine.PlacePlay:
			place = true
		case engine.CashPlay:
			return false // it may leave the game instead
		}
	}
	return place
}

// cash is the most player p can still cash: their own cashable tiles and
// every cashable tile of the pool.
func (bd *bounder) cash(s *engine.State, p int) int {
	n := 0
	for _, t := range s.Hands[p] {
		n += bd.reach.of(s.Rules, t.Kind).Cash
	}
	for _, k := range bd.reach.cashable(s.Rules) {
		n += s.Pool[k] * bd.reach.of(s.Rules, k).Cash
	}
	return n
}

// scalarBounds bounds the question's scalar, in points, from s: from
// bounds on every seat's gains and, for a margin where every piece to
// come is simple, from the two seats' scores taken together (pairBound).
// sc must be prepared for s's board. Bounds at or below settleBelow or at
// or above settleAbove settle the caller's question: it may get looser
// ones there, which cost less.
func (bd *bounder) scalarBounds(s *engine.State, sc *engine.Scorer, q Question, figures bool, settleBelow, settleAbove int) (int, int) {
	margin := q.Objective == Margin
	blo, bhi := bd.seatBounds(s, sc, figures, !margin)
	lo, hi := q.bounds(s, &blo, &bhi)
	if margin && bd.simple {
		// Tighter than the difference of the two seats' own bounds.
		bd.prepareSquares(s, sc)
		mlo, mhi := bd.pairBound(s, sc, q.Player, q.opponent(s), settleBelow, settleAbove)
		lo, hi = max(lo, mlo), min(hi, mhi)
	}
	return lo, hi
}

// bounds bounds the question's scalar, in points, from bounds on every
// seat's gains.
func (q Question) bounds(s *engine.State, lo, hi *[engine.MaxSeats]int) (int, int) {
	p := q.Player
	if q.Objective == Margin {
		o := q.opponent(s)
		return lo[p] - hi[o], hi[p] - lo[o]
	}
	return lo[p], hi[p]
}

// bounds bounds the question's scalar in the search's units.
func (sv *solve) bounds(s *engine.State, lo, hi *[engine.MaxSeats]int) (value, value) {
	a, b := sv.q.bounds(s, lo, hi)
	return sv.scale.points(a), sv.scale.points(b)
}
