package players

import (
	"math"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
)

// Greedy takes the move that most raises its own projected act score (see
// engine.Rater). A draw is rated by its expectation over the tiles that
// could come up (the unseen tiles of the act under way, each as likely:
// play.View.DrawOdds): the better of the best play of the drawn tile and
// (where the rules let the player choose, R4) of the best tile already in
// hand, plainly scoring tiles only. Ties go to the first such move in
// legal-move order, so the player is deterministic. It sees what its seat
// sees: nothing it rates depends on a hidden tile.
//
// The rival player is greedy against the others: it rates every move by
// its own gain less the mean gain of the other players in the game, so it
// also lays perils in their lines and takes away tiles that help them,
// which greedy never does on purpose.
type Greedy struct {
	rate     engine.Rater
	relative bool  // the rival player
	rivals   []int // for the rival, the other players in the game now
	at       spot  // the position prepared for
	// The position's state, for the moves the board cannot rate: the
	// caller's, or else dealt from view (stateNow) when first needed; and
	// what the rater's QuickGain reads of it (shown): the caller's state,
	// or light, a state of what the view shows alone.
	state *engine.State
	view  *play.View
	shown *engine.State
	light engine.State
	// the state dealt at a decision that needs one, and the scratch of
	// its deal
	sample *engine.State
	dealer play.Dealer
	// the view's board and the seat's hand, copied at each decision of Choose's
	board *engine.Board
	hand  []engine.HandTile
	odds  []int // the view's DrawOdds
	// the moves choose rates in its second loop, by index
	others []int
	// Per empty square, worked out for a decision when first needed
	// (units): what a plainly scoring tile worth +1 (Pos) or -1 (Neg,
	// per unit) is worth there, and the best of them (0 and 0 without
	// an empty square); and what a figure there sees (Sum and Diamonds,
	// Scorer.FigureParts; the rival's Sum times the number of rivals).
	squares        []engine.SquareGains
	maxPos, minNeg int
	unitsReady     bool
	// Per square holding a plainly scoring tile, worked out for a
	// decision when a swap of two such tiles is first rated: what such a
	// tile worth +1 or -1 adds there, as pos and neg are for empty
	// squares (taking it away loses as much).
	tilePos, tileNeg []int
	tilesReady       bool
	// Per empty square, worked out for a decision when a placement of
	// special tile kind lineKind is first rated (lineReady), greedy's
	// gain from the tile's lines (Scorer.LineGains): the legal moves list
	// a kind's squares together, so one kind's table serves its run.
	lineGains []int
	lineKind  engine.TileKindID
	lineReady bool
	// Per tile kind of the rules last prepared for: its value, whether
	// it scores plainly (Scorer.ScoresPlainly), and whether it can only
	// be placed (every play of it a PlacePlay) and scores plainly
	// (kinds' placed) or not (lined: rated from its lines); per figure
	// kind, its rank.
	rules      *engine.Rules
	plain      []bool
	plainValue []int // the value of a kind that scores plainly, or 0
	kinds      []tileKind
	lined      []bool
	rank       *[engine.MaxFigureKinds]int // indexed without a bounds check
}

// A tileKind is what choose's first loop reads of a tile kind, side by
// side so that one look-up finds it.
type tileKind struct {
	value  int
	placed bool
}

// NewGreedy returns a greedy player.
func NewGreedy() *Greedy { return &Greedy{} }

// NewRival returns a rival player: greedy for its lead over the others.
func NewRival() *Greedy { return &Greedy{relative: true} }

// Name is the player's name as saga's commands take it: "greedy", or
// "rival" for the player greedy for its lead.
func (g *Greedy) Name() string {
	if g.relative {
		return "rival"
	}
	return "greedy"
}

// A spot is what the player reads of the position it rates, besides the
// moves: the board, who moves and the mover's hand. Moves the board alone
// cannot rate need the whole state as well.
type spot struct {
	rules   *engine.Rules
	board   *engine.Board
	toMove  int
	players int
	absent  uint8
	hand    []engine.HandTile
}

// spotOf is the spot of state s.
func spotOf(s *engine.State) spot {
	return spot{s.Rules, s.Board, s.ToMove, s.Players, s.Absent, s.Hands[s.ToMove]}
}

// Choose takes the move of moves that most raises the seat's projected act
// score (for the rival, its lead over the others), rated from the seat's
// view v alone, as the type's comment says.
func (g *Greedy) Choose(v *play.View, moves []engine.Move) (engine.Move, error) {
	if len(moves) == 1 {
		return moves[0], nil
	}
	g.readyForView(v)
	i, _ := g.choose(moves, nil) // the view's DrawOdds, if a draw is rated
	g.view = nil
	return moves[i], nil
}

// ChooseBlock is Choose at a turn, its moves in blocks (play.BlockChooser):
// the placements of figures and of plainly scoring tiles are rated from
// the empty squares, with no move listed for them.
func (g *Greedy) ChooseBlock(v *play.View, blocks []engine.MoveBlock, empty []engine.Square) (engine.Move, error) {
	if len(blocks) == 1 && (!blocks[0].Each || len(empty) == 1) {
		m := blocks[0].Move
		if blocks[0].Each {
			m.To = empty[0]
		}
		return m, nil
	}
	g.readyForView(v)
	m := g.chooseBlocks(blocks, empty)
	g.view = nil
	return m, nil
}

// readyForView readies the player for a decision of Choose's or
// ChooseBlock's on the position v shows. Most moves are rated from the
// board and the seat's hand, which the view shows; a state is dealt only
// for the others (stateNow).
func (g *Greedy) readyForView(v *play.View) {
	g.board, g.hand = v.BoardInto(g.board), v.AppendHand(g.hand[:0])
	g.rate.KeepSegmentGains() // it rates special tiles on every empty square
	g.rate.PrepareBoard(v.Rules(), g.board)
	g.tables(v.Rules())
	g.ready(spot{v.Rules(), g.board, v.ToMove(), v.Players(), v.Absent(), g.hand})
	g.state, g.view, g.shown = nil, v, nil
}

// chooseBlocks is choose over blocks of moves, at a decision of Choose's:
// each move is rated as choose rates it, in list order, so that a move
// is taken over an earlier one only if it is worth more; the placements
// choose's first loop rates are rated square by square from empty, with
// no move spelled out. A move is known by its place among the moves: its
// block's first place plus its square's among empty.
func (g *Greedy) chooseBlocks(blocks []engine.MoveBlock, empty []engine.Square) engine.Move {
	for _, b := range blocks {
		if b.Each && (b.Move.Kind == engine.PlaceFigure || b.Move.Kind == engine.PlayTile && g.kinds[b.Move.Tile].placed) {
			g.units()
			break
		}
	}
	squares, rank := g.squares, g.rank
	best, bestGain := -1, math.MinInt // as in placements
	draw := -1
	at := 0 // the place of the block's first move
	for k := range blocks {
		b := &blocks[k]
		m := b.Move
		switch {
		case !b.Each:
			if m.Kind == engine.Draw {
				draw = at
			} else if gain := g.otherWorth(&m); gain > bestGain {
				best, bestGain = at, gain
			}
			at++
			continue
		case m.Kind == engine.PlaceFigure:
			r := rank[uint8(m.Figure)]
			for j, e := range empty {
				sq := &squares[e]
				if gain := sq.Sum * (r + sq.Diamonds); gain > bestGain {
					best, bestGain = at+j, gain
				}
			}
		case m.Kind == engine.PlayTile && g.kinds[m.Tile].placed:
			v, first, unit := g.kinds[m.Tile].value, 0, 0
			switch {
			case v > 0:
				unit = squares[empty[0]].Pos
				for j, e := range empty {
					if pos := squares[e].Pos; pos > unit {
						first, unit = j, pos
					}
				}
			case v < 0:
				unit = squares[empty[0]].Neg
				for j, e := range empty {
					if neg := squares[e].Neg; neg < unit {
						first, unit = j, neg
					}
				}
			}
			if gain := v * unit; gain > bestGain {
				best, bestGain = at+first, gain
			}
		default:
			for j, e := range empty {
				m.To = e
				if gain := g.otherWorth(&m); gain > bestGain {
					best, bestGain = at+j, gain
				}
			}
		}
		at += len(empty)
	}
	if draw >= 0 && (best < 0 || g.drawWorth(nil) > float64(bestGain)) {
		best = draw
	}
	return blockMove(blocks, empty, best)
}

// blockMove is the move at place i among blocks' moves.
func blockMove(blocks []engine.MoveBlock, empty []engine.Square, i int) engine.Move {
	for _, b := range blocks {
		if !b.Each {
			if i == 0 {
				return b.Move
			}
			i--
			continue
		}
		if i < len(empty) {
			b.Move.To = empty[i]
			return b.Move
		}
		i -= len(empty)
	}
	panic("players: a move's place past its blocks")
}

// stateNow is the state of the position prepared for. At a decision of
// Choose's, the first call deals it: the rater plays the player's own
// moves on it, and any deal of the hidden tiles will do, as none of them
// is rated: the fixed one.
func (g *Greedy) stateNow() *engine.State {
	if g.state == nil {
		g.sample = g.view.KnownInto(g.sample, &g.dealer)
		g.state = g.sample
		g.rate.Prepare(g.state) // the same board: nothing to follow
	}
	return g.state
}

// best is the index of the move the player takes and its worth (for a
// draw, its expected worth). odds are the chances of each tile kind
// coming up on a draw (nil: the pool of s, taken as known).
func (g *Greedy) best(s *engine.State, moves []engine.Move, odds []int) (int, float64) {
	g.prepare(s)
	if odds == nil {
		odds = s.Pool
	}
	return g.choose(moves, odds)
}

// choose is best once the player is ready for the position. Figures and
// plainly scoring tiles, most moves, are rated in a first loop
// (placements), and the other moves it meets are listed for a second, in
// which a move ties the best so far when it comes before it: either way
// the first move of the highest worth is taken. A draw is rated last.
func (g *Greedy) choose(moves []engine.Move, odds []int) (int, float64) {
	for i := range moves {
		if m := &moves[i]; m.Kind == engine.PlaceFigure || m.Kind == engine.PlayTile && g.kinds[m.Tile].placed {
			g.units()
			break
		}
	}
	if cap(g.others) < len(moves) {
		g.others = make([]int, len(moves))
	}
	others := g.others[:len(moves)]
	best, bestGain, n := placements(moves, g.squares, g.rank, g.kinds, others)
	draw := -1
	for _, i := range others[:n] {
		m := &moves[i]
		if m.Kind == engine.Draw {
			draw = i
			continue
		}
		if gain := g.otherWorth(m); gain > bestGain || gain == bestGain && i < best {
			best, bestGain = i, gain
		}
	}
	if draw >= 0 {
		if v := g.drawWorth(odds); best < 0 || v > float64(bestGain) {
			return draw, v
		}
	}
	return best, float64(bestGain)
}

// placements rates the placements of figures and of plainly scoring
// tiles only placed among moves, most moves, from units' tables (when
// none is among them, none is read), and lists the other moves in
// others[:n]: it returns the first of them of the highest worth (-1 if
// none) and its worth. A figure changes no other figure's score, so the
// rival's worth is its own gain (Scorer.FigureGain) on worth's scale,
// which units scales the squares' sums to; a plain tile's is its value
// times the square's unit worth. Moves come in runs of one figure or
// tile kind (the legal moves list each kind's squares together), and a
// run is rated with its kind's numbers at hand: a tile's best square in
// its run is the one of the best unit worth, its value's sign saying
// which, so that the loop compares them and multiplies once. Loops of
// their own, which call nothing, keep their variables in registers.
func placements(moves []engine.Move, squares []engine.SquareGains, rank *[engine.MaxFigureKinds]int, kinds []tileKind, others []int) (best, bestGain, n int) {
	// No worth is as low as bestGain's start, so the loops need not ask
	// whether there is a move yet.
	best, bestGain = -1, math.MinInt
	for i := 0; i < len(moves); {
		m := &moves[i] // not copied: a Move has too many fields to stay in registers
		switch {
		case m.Kind == engine.PlaceFigure:
			f := m.Figure
			r := rank[uint8(f)]
			for ; i < len(moves) && moves[i].Kind == engine.PlaceFigure && moves[i].Figure == f; i++ {
				sq := &squares[moves[i].To]
				if gain := sq.Sum * (r + sq.Diamonds); gain > bestGain {
					best, bestGain = i, gain
				}
			}
		case m.Kind == engine.PlayTile && kinds[m.Tile].placed:
			t, v := m.Tile, kinds[m.Tile].value
			at, unit := i, 0 // the run's first best square and its unit worth
			switch {
			case v > 0:
				unit = squares[m.To].Pos
				for i++; i < len(moves) && moves[i].Kind == engine.PlayTile && moves[i].Tile == t; i++ {
					if pos := squares[moves[i].To].Pos; pos > unit {
						at, unit = i, pos
					}
				}
			case v < 0:
				unit = squares[m.To].Neg
				for i++; i < len(moves) && moves[i].Kind == engine.PlayTile && moves[i].Tile == t; i++ {
					if neg := squares[moves[i].To].Neg; neg < unit {
						at, unit = i, neg
					}
				}
			default: // worth nothing anywhere
				for i++; i < len(moves) && moves[i].Kind == engine.PlayTile && moves[i].Tile == t; i++ {
				}
			}
			if gain := v * unit; gain > bestGain {
				best, bestGain = at, gain
			}
		default:
			others[n] = i
			n++
			i++
		}
	}
	return best, bestGain, n
}

// otherWorth is worth for a move choose's first loop does not rate.
func (g *Greedy) otherWorth(m *engine.Move) int {
	switch m.Kind {
	case engine.PlayTile:
		if g.lined[m.Tile] {
			if gain, ok := g.lineWorth(m); ok {
				return gain
			}
			return g.slowWorth(*m)
		}
		if !g.plain[m.Tile] || g.shownNow().PlayKind(*m) != engine.PlacePlay {
			return g.quickWorth(m)
		}
		g.units()
		sq := &g.squares[m.To]
		return unitWorth(g.kinds[m.Tile].value, sq.Pos, sq.Neg) // as choose does
	case engine.After:
		x, y := g.at.board.Cells[m.From], g.at.board.Cells[m.To]
		if !x.IsTile() || !y.IsTile() || !g.plain[x.TileKind()] || !g.plain[y.TileKind()] || g.shownNow().AfterKind(*m) != engine.SwapAfter {
			return g.quickWorth(m)
		}
		if !g.tilesReady {
			g.tiles()
		}
		return g.swapWorth(m.From, m.To, x.TileKind(), y.TileKind())
	}
	return g.quickWorth(m)
}

// prepare readies the player for the moves of s. Alone in the game (a
// solo puzzle, or a ruleset for one), the rival has nobody to play
// against and plays as greedy does.
func (g *Greedy) prepare(s *engine.State) {
	g.rate.KeepSegmentGains() // it rates special tiles on every empty square
	g.rate.Prepare(s)
	g.tables(s.Rules)
	g.ready(spotOf(s))
	g.state, g.view, g.shown = s, nil, s
}

// ready readies the player for the moves of at, once the rater is.
func (g *Greedy) ready(at spot) {
	g.at = at
	g.unitsReady, g.tilesReady, g.lineReady = false, false, false
	g.rivals = g.rivals[:0]
	if !g.relative {
		return
	}
	for p := range at.players {
		if p != at.toMove && at.absent&(1<<p) == 0 {
			g.rivals = append(g.rivals, p)
		}
	}
}

// tables works out the player's tables of rules r, unless it has them;
// the rater must be prepared for r.
func (g *Greedy) tables(r *engine.Rules) {
	if g.rules != r {
		sc := g.rate.Scorer() // prepared for r
		g.rules = r
		g.plain, g.plainValue = make([]bool, len(r.Tiles)), make([]int, len(r.Tiles))
		g.kinds, g.lined = make([]tileKind, len(r.Tiles)), make([]bool, len(r.Tiles))
		for k := range r.Tiles {
			g.plain[k] = sc.ScoresPlainly(engine.TileKindID(k))
			if g.plain[k] {
				g.plainValue[k] = r.Tiles[k].Value
			}
			only := onlyPlaced(r, engine.TileKindID(k))
			g.kinds[k] = tileKind{value: r.Tiles[k].Value, placed: only && g.plain[k]}
			g.lined[k] = only && !g.plain[k]
		}
		g.rank = new([engine.MaxFigureKinds]int) // Rules.Check: no more kinds
		for f := range r.Figures {
			g.rank[f] = r.Figures[f].Rank
		}
		if squares := r.LargestBoard(); len(g.squares) < squares {
			g.squares = make([]engine.SquareGains, squares)
		}
	}
}

// onlyPlaced reports whether every play of tile kind k places it
// (State.PlayKind is PlacePlay whatever the move's mode).
func onlyPlaced(r *engine.Rules, k engine.TileKindID) bool {
	a := r.AbilityOf(k)
	if a == nil {
		return true
	}
	for _, mode := range a.Play {
		if mode.Kind != engine.PlacePlay {
			return false
		}
	}
	return true
}

// worth rates m for the player: greedy's own gain, or the rival's gain
// less the others' mean gain, scaled by their number to stay whole.
func (g *Greedy) worth(s *engine.State, m engine.Move) int {
	if len(g.rivals) == 0 {
		return g.rate.Gain(s, m)
	}
	gains := g.rate.Gains(s, m)
	w := gains[s.ToMove] * len(g.rivals)
	for _, p := range g.rivals {
		w -= gains[p]
	}
	return w
}

// shownNow is shown, made from the view when first needed at a decision
// of Choose's.
func (g *Greedy) shownNow() *engine.State {
	if g.shown == nil {
		v := g.view
		g.light = engine.State{Rules: v.Rules(), Players: v.Players(), Act: v.Act(), Board: g.board,
			Phase: v.Phase(), ToMove: v.ToMove(), Placed: v.Placed(), Absent: v.Absent()}
		g.shown = &g.light
	}
	return g.shown
}

// quickWorth is worth for a move the rater's QuickGain rates from what
// the view shows (cashing, replacing, a figure's step, removing, passing),
// or worth on the state for the others.
func (g *Greedy) quickWorth(m *engine.Move) int {
	shown := g.shownNow()
	gain, ok := g.rate.QuickGain(shown, *m, g.at.toMove)
	if ok && len(g.rivals) > 0 {
		w := gain * len(g.rivals)
		for _, p := range g.rivals {
			var lost int
			if lost, ok = g.rate.QuickGain(shown, *m, p); !ok {
				break
			}
			w -= lost
		}
		gain = w
	}
	if ok {
		return gain
	}
	return g.slowWorth(*m)
}

// slowWorth is worth, on the state of the position, for a move the
// rater's QuickGain has reported false for, for the mover at least (a
// special tile's placement its lines cannot rate is one): greedy's gain
// does not ask QuickGain again.
func (g *Greedy) slowWorth(m engine.Move) int {
	s := g.stateNow()
	if len(g.rivals) == 0 {
		return g.rate.SlowGainOf(s, m, s.ToMove)
	}
	return g.worth(s, m)
}

// lineWorth is worth for a placement of a tile that does not score
// plainly, from its lines on the board prepared for, as the rater's
// QuickGain rates it (Scorer.LineGain); it reports false when its lines
// cannot rate it. With no rivals to rate, it looks the gain up in the
// table of the kind's gains on every empty square (lineGains), made at
// the kind's first placement rated: one pass over the board serves the
// run of the kind's placements.
func (g *Greedy) lineWorth(m *engine.Move) (int, bool) {
	if len(g.rivals) == 0 {
		if !g.lineReady || g.lineKind != m.Tile {
			if n := len(g.at.board.Cells); len(g.lineGains) < n {
				g.lineGains = make([]int, n)
			}
			g.rate.Scorer().LineGains(g.at.board, g.at.toMove, m.Tile, g.lineGains)
			g.lineKind, g.lineReady = m.Tile, true
		}
		gain := g.lineGains[m.To]
		return gain, gain != engine.NoLineGain
	}
	gain, ok := g.lineGain(m, g.at.toMove)
	if !ok {
		return gain, ok
	}
	w := gain * len(g.rivals)
	for _, p := range g.rivals {
		gain, ok := g.lineGain(m, p)
		if !ok {
			return 0, false
		}
		w -= gain
	}
	return w, true
}

// lineGain is lineWorth's gain for seat p.
func (g *Greedy) lineGain(m *engine.Move, p int) (int, bool) {
	return g.rate.Scorer().LineGain(g.at.board, m.To, p, m.Tile)
}

// unitWorth is what a plainly scoring tile worth v is worth on a square
// of unit worths pos and neg.
func unitWorth(v, pos, neg int) int {
	if v > 0 {
		return v * pos
	}
	return v * neg
}

// swapWorth is worth for a swap of the plainly scoring tiles of kinds x,
// on from, and y, on to, once tiles has worked out the squares: each
// tile leaves its square for the other's (Rater.QuickGain).
func (g *Greedy) swapWorth(from, to engine.Square, x, y engine.TileKindID) int {
	vx, vy := g.kinds[x].value, g.kinds[y].value
	pf, nf, pt, nt := g.tilePos[from], g.tileNeg[from], g.tilePos[to], g.tileNeg[to]
	return unitWorth(vy, pf, nf) - unitWorth(vx, pf, nf) + unitWorth(vx, pt, nt) - unitWorth(vy, pt, nt)
}

// tiles works out, once per decision, the unit worths of the squares of
// the board prepared for that hold plainly scoring tiles, on units'
// scale.
func (g *Greedy) tiles() {
	g.tilesReady = true
	b := g.at.board
	n := len(b.Cells)
	if len(g.tilePos) < n {
		g.tilePos, g.tileNeg = make([]int, n), make([]int, n)
	}
	sc := g.rate.Scorer()
	times := max(len(g.rivals), 1)
	for sq, c := range b.Cells {
		if !c.IsTile() || !g.plain[c.TileKind()] {
			continue
		}
		pos, neg := sc.UnitGains(engine.Square(sq), g.at.toMove)
		pos, neg = times*pos, times*neg
		for _, p := range g.rivals {
			rp, rn := sc.UnitGains(engine.Square(sq), p)
			pos, neg = pos-rp, neg-rn
		}
		g.tilePos[sq], g.tileNeg[sq] = pos, neg
	}
}

// units works out, once per decision, the unit worths of the empty
// squares of the board prepared for.
func (g *Greedy) units() {
	if g.unitsReady {
		return
	}
	g.unitsReady = true
	b := g.at.board
	n := len(b.Cells)
	if len(g.squares) < n {
		g.squares = make([]engine.SquareGains, n)
	}
	// Greedy's unit worths are the mover's unit gains; the rival's, the
	// mover's times the number of rivals less each rival's.
	sc := g.rate.Scorer()
	times := max(len(g.rivals), 1)
	g.maxPos, g.minNeg = sc.AddUnitGains(b, g.at.toMove, times, g.squares, true)
	for _, p := range g.rivals {
		g.maxPos, g.minNeg = sc.AddUnitGains(b, p, -1, g.squares, false)
	}
	if times > 1 {
		// The rival's worth of a figure is its own gain times the
		// number of rivals (choose).
		for sq, c := range b.Cells {
			if c == engine.Empty {
				g.squares[sq].Sum *= times
			}
		}
	}
}

// drawValue is the expected worth of drawing and then playing the best
// plainly scoring tile available, tile kind k coming up with odds[k] out
// of their total (nil: the pool of s); prepare must have been called on
// s.
func (g *Greedy) drawValue(s *engine.State, odds []int) float64 {
	if odds == nil {
		odds = s.Pool
	}
	return g.drawWorth(odds)
}

// drawWorth is drawValue once the player is ready for the position; nil
// odds, at a decision of Choose's, are the view's DrawOdds.
func (g *Greedy) drawWorth(odds []int) float64 {
	g.units()
	// Without an empty square, both are 0: every tile is worth nothing.
	maxPos, minNeg := g.maxPos, g.minNeg
	if odds == nil {
		g.odds = g.view.AppendDrawOdds(g.odds[:0])
		odds = g.odds
	}
	bestOf := func(k engine.TileKindID) int {
		return unitWorth(g.plainValue[k], maxPos, minNeg)
	}
	hand := 0
	if g.at.rules.Turn.Draw == engine.DrawThenAny {
		for _, t := range g.at.hand {
			hand = max(hand, bestOf(t.Kind))
		}
	}
	total, count := 0, 0
	for k, n := range odds {
		if n > 0 {
			total += n * max(hand, bestOf(engine.TileKindID(k)))
			count += n
		}
	}
	if count == 0 {
		return 0
	}
	return float64(total) / float64(count)
}
