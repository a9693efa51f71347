package play

import "github.com/sagatools/saga/engine"

// An Explainer is a player that can say how it rates the moves it
// chooses among, so that "saga move --json" can show why it chose as it
// did. It is optional: a player that is not one is asked for its move
// alone.
type Explainer interface {
	Player
	// Evaluate rates each of moves for the seat of v, as Choose rates
	// them: one value per move, higher better, and Choose takes a move
	// of the highest value. It leaves the player as it found it, so that
	// asking it does not change what Choose does next.
	Evaluate(v *View, moves []engine.Move) []float64
	// Scale says in words what a value measures, such as "own projected
	// act-score gain, in points".
	Scale() string
}
