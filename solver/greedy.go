package solver

import (
	"github.com/sagatools/saga/engine"
)

// Greedy takes the move that most raises its own projected act score (see
// rater). A draw is rated by its expectation over the pool: the better of
// the best play of the drawn tile and (where the rules let the player
// choose, R4) of the best tile already in hand, plainly scoring tiles
// only. Ties go to the first such move in legal-move order, so the player
// is deterministic.
type Greedy struct{ rate rater }

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
	g.rate.prepare(s)
	best, bestGain, draw := -1, 0, -1
	for i, m := range moves {
		if m.Kind == engine.Draw {
			draw = i
			continue
		}
		if gain := g.rate.gain(s, m); best < 0 || gain > bestGain {
			best, bestGain = i, gain
		}
	}
	if draw >= 0 && (best < 0 || g.drawValue(s) > float64(bestGain)) {
		return moves[draw]
	}
	return moves[best]
}

// drawValue is the expected gain of drawing and then playing the best
// plainly scoring tile available.
func (g *Greedy) drawValue(s *engine.State) float64 {
	sc := g.rate.scorer
	p := s.ToMove
	maxPos, minNeg, any := 0, 0, false
	for sq, c := range s.Board.Cells {
		if c != engine.Empty {
			continue
		}
		pos, neg := sc.UnitGains(engine.Square(sq), p)
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
		if !sc.ScoresPlainly(k) {
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
