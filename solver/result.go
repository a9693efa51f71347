package solver

import (
	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
)

// Result answers a question about a state.
type Result struct {
	Question Question
	// Exact is false when a limit stopped the search: some moves' values
	// are then estimates (see MoveValue.Exact). Moves given a proven
	// bound (Options.Top) do not make it false.
	Exact bool
	// Value is the position's value: the scalar the objective optimises
	// (for maxn, the player to move's expected gain). Gains are every
	// seat's expected gains for maxn, the puzzle player's for solo and
	// paranoid; for margin, Gains[Player] less the opponent's entry is the
	// margin (a move given only a bound carries the margin itself in
	// Gains[Player] and zero for the opponent).
	Value exact.Value
	Gains exact.Gains
	// Moves are the root moves, best first for the player to move; Best
	// counts how many share the best value.
	Moves []MoveValue
	Best  int
	// PV is the principal variation: best moves and, at chance moves, the
	// most likely draw, to the end of the act. Final is the board there.
	PV    []Step
	Final *engine.Board
	// Line is Options.Line. LineGains and LineValue value the state at
	// its end, in the form of Gains and Value (points earned on the line
	// included); they are set with the principal variation.
	Line      []engine.Move
	LineGains exact.Gains
	LineValue exact.Value
	Nodes     int64
	// Interrupted says a cancel of Solve's context stopped the search before it
	// was exact.
	Interrupted bool
	// EstimateTurns is how far the estimates of moves not searched to the
	// end look ahead: best play for that many turns, the move's own
	// included, then the act scored as the board stands. 0: the act
	// scored right after the move.
	EstimateTurns int
}

// MoveValue is a root move and its value.
type MoveValue struct {
	Move  engine.Move
	Value exact.Value // the objective's scalar (maxn: the mover's gain)
	Gains exact.Gains // maxn: every seat's expected gain after the move
	Exact bool
	// Bound, for a move not among the best Options.Top, says that Value
	// is a proven bound: +1 at most (the mover maximises), -1 at least.
	// 0 with Exact false: an estimate left by a limit.
	Bound int
}

// Step is one move of a principal variation.
type Step struct {
	Player int // who moved (for chance moves, who drew)
	Move   engine.Move
	Text   string
	// Chance moves carry their probability as weight/total.
	Chance        bool
	Weight, Total int
	// Given marks a move of Options.Line, played as asked rather than
	// chosen as best.
	Given bool
}
