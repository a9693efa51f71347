package engine

// Rater rates moves by how much they change players' projected act
// scores: what each would score if the act ended right after the move,
// plus points cashed. Placements of figures and plainly scoring tiles,
// replacements, removals and swaps of plainly scoring tiles are rated in
// constant time from the prepared board, placements of special tiles
// from their lines (Scorer.LineGain), swaps of
// a special tile and a plain one from the special tile's lines on the
// board without it (swapGains); other moves by playing them and
// rescoring. The greedy and rival players play by it; the exact solver
// orders its moves by it.
type Rater struct {
	rules   *Rules
	scorer  *Scorer // holds the prepared board; never asked for Totals
	rescore *Scorer // scores boards after moves rated by playing them
	// the boards without a special tile some swap moves, for the moves
	// prepared for: swaps[:nswaps]
	swaps  []swapBoard
	nswaps int
	totals []int
	board  *Board
	base   [MaxSeats]int  // projected scores on the prepared board,
	known  [MaxSeats]bool // worked out on first use
	// keepSegments: the scorer keeps segment gains (KeepSegmentGains).
	keepSegments bool
}

// Prepare readies the rater for the moves of s.
func (r *Rater) Prepare(s *State) { r.PrepareBoard(s.Rules, s.Board) }

// PrepareBoard readies the rater for moves on board b of the rules given,
// for a player that rates only what the board shows (Scorer, Base) and
// has no state at hand; Gain and the others need Prepare.
func (r *Rater) PrepareBoard(rules *Rules, b *Board) {
	if r.rules != rules {
		r.rules, r.rescore, r.swaps = rules, nil, nil
		r.scorer = r.newScorer(false)
		r.scorer.keepSegments = r.keepSegments
	}
	r.scorer.Prepare(b)
	r.board = b
	r.known = [MaxSeats]bool{}
	r.nswaps = 0
}

// Scorer is the scorer holding the prepared board.
func (r *Rater) Scorer() *Scorer { return r.scorer }

// Base is player p's projected score on the prepared board.
func (r *Rater) Base(p int) int {
	if !r.known[p] {
		r.base[p], r.known[p] = r.scorer.Points(r.board, p), true
	}
	return r.base[p]
}

// Gain rates move m for the mover of s, which prepare was last called on.
func (r *Rater) Gain(s *State, m Move) int {
	return r.GainOf(s, m, s.ToMove)
}

// GainOf rates move m for player p: the change in p's projected score.
func (r *Rater) GainOf(s *State, m Move, p int) int {
	if g, ok := r.QuickGain(s, m, p); ok {
		return g
	}
	if g, ok := r.swapGains(s, m, p); ok {
		return g[p]
	}
	return r.RescoredFor(s, m, p)
}

// SlowGainOf is GainOf for a move QuickGain reports false for, for
// player p, on s or on a state showing what a seat's view of s shows: it
// does not ask QuickGain again.
func (r *Rater) SlowGainOf(s *State, m Move, p int) int {
	if g, ok := r.swapGains(s, m, p); ok {
		return g[p]
	}
	return r.RescoredFor(s, m, p)
}

// Gains rates move m for every seat, playing it at most once.
func (r *Rater) Gains(s *State, m Move) [MaxSeats]int {
	var g [MaxSeats]int
	for p := range s.Players {
		var ok bool
		if g[p], ok = r.QuickGain(s, m, p); !ok {
			if g, ok := r.swapGains(s, m, -1); ok {
				return g
			}
			return r.RescoredAll(s, m)
		}
	}
	return g
}

// QuickGain is gainOf for the moves the prepared board rates in constant
// time; it reports false for the others, which must be played to be
// rated. It reads of s only what a seat's view shows (the rules, the
// board, the mover, the square just placed on), so that a player may ask
// it on a state holding only that.
func (r *Rater) QuickGain(s *State, m Move, p int) (int, bool) {
	sc := r.scorer
	plain := func(sq Square) bool {
		c := s.Board.Cells[sq]
		return c == Empty || c.IsTile() && sc.ScoresPlainly(c.TileKind())
	}
	switch m.Kind {
	case PlaceFigure:
		if p != s.ToMove {
			return 0, true // a figure changes no other figure's score
		}
		return sc.FigureGain(s.Board, m.To, p, m.Figure), true
	case Decline, Pass, EndTurn, Draw:
		return 0, true
	case PlayTile:
		switch s.PlayKind(m) {
		case PlacePlay:
			if sc.ScoresPlainly(m.Tile) {
				return sc.TileGain(m.To, p, m.Tile), true
			}
			if g, ok := sc.LineGain(s.Board, m.To, p, m.Tile); ok {
				return g, true
			}
		case ReplacePlay:
			if old := s.Board.Cells[m.To]; sc.ScoresPlainly(m.Tile) && plain(m.To) {
				return sc.TileGain(m.To, p, m.Tile) - sc.Contribution(m.To, p, old.TileKind()), true
			}
		case MoveFigurePlay:
			// R12: the figure steps to To and the tile takes From. A tile
			// worth nothing that scores plainly changes no segment, so
			// only the figure's own score changes, for its owner.
			if t := m.Tile; sc.ScoresPlainly(t) && s.Rules.Tiles[t].Value == 0 {
				fig := s.Board.Cells[m.From]
				if fig.Player() != p {
					return 0, true
				}
				return sc.FigureGain(s.Board, m.To, p, fig.FigureKind()) - sc.FigurePoints(s.Board, m.From), true
			}
		case CashPlay:
			// The board does not change; the mover scores the tile's value.
			if p != s.ToMove {
				return 0, true
			}
			return s.CashValue(m), true
		}
	case After:
		x, y := s.Board.Cells[m.From], s.Board.Cells[m.To]
		switch {
		case s.AfterKind(m) == RemoveAfter && plain(m.From):
			return -sc.Contribution(m.From, p, x.TileKind()), true
		case s.AfterKind(m) == SwapAfter && plain(m.From) && plain(m.To):
			kx, ky := x.TileKind(), y.TileKind()
			return sc.TileGain(m.From, p, ky) - sc.Contribution(m.From, p, kx) +
				sc.TileGain(m.To, p, kx) - sc.Contribution(m.To, p, ky), true
		}
	}
	return 0, false
}

// RescoredFor rates m for player p by playing it and scoring the board
// afterwards.
func (r *Rater) RescoredFor(s *State, m Move, p int) int {
	g := r.RescoredAll(s, m)
	return g[p]
}

// RescoredAll rates m for every seat by playing it once and scoring the
// board afterwards.
func (r *Rater) RescoredAll(s *State, m Move) [MaxSeats]int {
	var g [MaxSeats]int
	points := g
	copy(points[:], s.Points)
	u := s.Apply(m)
	for p := range s.Players {
		g[p] = s.Points[p] - points[p] // cashed, or the act's score if m ended it
	}
	if !s.ActOver() {
		if r.rescore == nil {
			r.rescore, r.totals = r.newScorer(true), make([]int, MaxSeats) // made when first needed
		}
		r.rescore.Totals(s.Board, r.totals[:s.Players])
		for p := range s.Players {
			g[p] += r.totals[p]
		}
	}
	s.Undo(u)
	for p := range s.Players {
		g[p] -= r.Base(p)
	}
	return g
}
