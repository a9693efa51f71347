package players

import (
	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
)

// Greedy and rival explain their choices (play.Explainer): the worth
// they give each move, on the scale of points. Choose takes the first
// move of the highest worth, but draws only when drawing is worth
// strictly more than every other move.

// Evaluate rates each move as Choose does: greedy by its own gain in
// projected act score, rival by that gain less the mean gain of the
// others in the game; a draw by its expected worth.
func (g *Greedy) Evaluate(v *play.View, moves []engine.Move) []float64 {
	s := v.Sample(nil) // as in Choose: no rated number depends on a hidden tile
	g.prepare(s)
	// worth and drawValue scale the rival's numbers by the number of
	// others, to keep them whole; a value here is in points.
	scale := float64(max(len(g.rivals), 1))
	out := make([]float64, len(moves))
	for i, m := range moves {
		if m.Kind == engine.Draw {
			out[i] = g.drawValue(s, v.DrawOdds()) / scale
			continue
		}
		out[i] = float64(g.worth(s, m)) / scale
	}
	return out
}

// Scale says what Evaluate's numbers are.
func (g *Greedy) Scale() string {
	if g.relative {
		return "own gain in projected act score less the others' mean gain, in points"
	}
	return "own gain in projected act score, in points"
}
