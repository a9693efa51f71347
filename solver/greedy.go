package solver

import (
	"github.com/sagatools/saga/engine"
)

// Greedy takes the move that most raises its own projected act score:
// what it would score if the act ended right after the move, plus any
// points cashed. Placements of figures and plain tiles are rated in
// constant time from the prepared board; other moves by playing them and
// rescoring. A draw is rated by its expectation over the pool: the better
// of the best play of the drawn tile and (where the rules let the player
// choose, R4) of the best tile already in hand, plain tiles only. Ties go
// to the first such move in legal-move order, so the player is
// deterministic.
type Greedy struct {
	rules   *engine.Rules
	scorer  *engine.Scorer // holds the prepared board of the decision
	rescore *engine.Scorer // scores boards after moves it cannot rate
	totals  []int
}

// NewGreedy returns a greedy player.
func NewGreedy() *Greedy { return &Greedy{} }

func (*Greedy) Name() string { return "greedy" }

func (g *Greedy) Choose(s *engine.State, moves []engine.Move) (engine.Move, error) {
	return g.choose(s, moves), nil
}

func (g *Greedy) choose(s *engine.State, moves []engine.Move) engine.Move {
	if len(moves) == 1 {
		return moves[0]
	}
	if g.rules != s.Rules {
		g.rules, g.scorer, g.rescore = s.Rules, engine.NewScorer(s.Rules), engine.NewScorer(s.Rules)
		g.totals = make([]int, engine.MaxSeats)
	}
	g.scorer.Prepare(s.Board)
	base := g.scorer.Points(s.Board, s.ToMove)
	best, bestGain, draw := -1, 0, -1
	for i, m := range moves {
		if m.Kind == engine.Draw {
			draw = i
			continue
		}
		if gain := g.gain(s, m, base); best < 0 || gain > bestGain {
			best, bestGain = i, gain
		}
	}
	if draw >= 0 && (best < 0 || g.drawValue(s) > float64(bestGain)) {
		return moves[draw]
	}
	return moves[best]
}

// gain rates move m for the mover.
func (g *Greedy) gain(s *engine.State, m engine.Move, base int) int {
	p := s.ToMove
	sc := g.scorer
	plain := func(sq engine.Square) bool {
		c := s.Board.Cells[sq]
		return c == engine.Empty || c.IsTile() && sc.ScoresPlainly(c.TileKind())
	}
	switch m.Kind {
	case engine.PlaceFigure:
		return sc.FigureGain(s.Board, m.To, p, m.Figure)
	case engine.Decline, engine.Pass, engine.EndTurn:
		return 0
	case engine.PlayTile:
		switch s.PlayKind(m) {
		case engine.PlacePlay:
			if sc.ScoresPlainly(m.Tile) {
				return sc.TileGain(m.To, p, m.Tile)
			}
		case engine.ReplacePlay:
			if old := s.Board.Cells[m.To]; sc.ScoresPlainly(m.Tile) && plain(m.To) {
				return sc.TileGain(m.To, p, m.Tile) - sc.Contribution(m.To, p, old.TileKind())
			}
		case engine.CashPlay:
			u := s.Apply(m)
			cashed := s.Points[p]
			s.Undo(u)
			return cashed - s.Points[p]
		}
	case engine.After:
		x, y := s.Board.Cells[m.From], s.Board.Cells[m.To]
		switch {
		case s.AfterKind(m) == engine.RemoveAfter && plain(m.From):
			return -sc.Contribution(m.From, p, x.TileKind())
		case s.AfterKind(m) == engine.SwapAfter && plain(m.From) && plain(m.To):
			kx, ky := x.TileKind(), y.TileKind()
			return sc.TileGain(m.From, p, ky) - sc.Contribution(m.From, p, kx) +
				sc.TileGain(m.To, p, kx) - sc.Contribution(m.To, p, ky)
		}
	}
	return g.rescored(s, m, base)
}

// rescored rates m by playing it and scoring the board afterwards.
func (g *Greedy) rescored(s *engine.State, m engine.Move, base int) int {
	p := s.ToMove
	points := s.Points[p]
	u := s.Apply(m)
	after := s.Points[p] - points // cashed, or the act's score if m ended it
	if s.Phase != engine.PhaseActOver && s.Phase != engine.PhaseGameOver {
		g.rescore.Totals(s.Board, g.totals[:s.Players])
		after += g.totals[p]
	}
	s.Undo(u)
	return after - base
}

// drawValue is the expected gain of drawing and then playing the best
// plain tile available.
func (g *Greedy) drawValue(s *engine.State) float64 {
	p := s.ToMove
	maxPos, minNeg, any := 0, 0, false
	for sq, c := range s.Board.Cells {
		if c != engine.Empty {
			continue
		}
		pos, neg := g.scorer.UnitGains(engine.Square(sq), p)
		if !any || pos > maxPos {
			maxPos = pos
		}
		if !any || neg < minNeg {
			minNeg = neg
		}
		any = true
	}
	if !any {
		return 0
	}
	bestOf := func(k engine.TileKindID) int {
		if !g.scorer.ScoresPlainly(k) {
			return 0
		}
		v := s.Rules.Tiles[k].Value
		if v > 0 {
			return v * maxPos
		}
		return v * minNeg
	}
	hand := 0
	if s.Rules.Turn.Draw == engine.DrawThenAny {
		for _, t := range s.Hands[p] {
			hand = max(hand, bestOf(t.Kind))
		}
	}
	total := 0
	for k, n := range s.Pool {
		if n > 0 {
			total += n * max(hand, bestOf(engine.TileKindID(k)))
		}
	}
	return float64(total) / float64(s.PoolTotal)
}
