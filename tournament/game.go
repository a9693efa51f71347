package tournament

import (
	"slices"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
)

// Game is what a run keeps of one game. Everything but Thinking follows
// from the game's place in the schedule, the rules and the players.
type Game struct {
	Index int    `json:"index"` // place in the schedule
	Table int    `json:"table"` // index in Options.Tables
	Deal  int    `json:"deal"`
	Seed  uint64 `json:"seed"` // saga play --seed plays it again
	// Seats are the players' indices in Options.Players, in seat order;
	// seat 0 started.
	Seats []int `json:"seats"`
	// Final are the points per seat at the end; Winners the winning
	// seats (several for a shared win).
	Final   []int `json:"final"`
	Winners []int `json:"winners"`
	// Moves counts each seat's decisions; Thinking is the time, in
	// nanoseconds, each seat's player took to choose them.
	Moves    []int   `json:"moves"`
	Thinking []int64 `json:"thinking_ns"`
}

// playGame plays the game spec describes between the listed players,
// made by maker.
func playGame(r *engine.Rules, names []string, spec Spec, maker play.Maker) (Game, error) {
	g := Game{Index: spec.Index, Table: spec.Table, Deal: spec.Deal, Seed: spec.Seed, Seats: spec.Seats}
	seatNames := make([]string, len(spec.Seats))
	for s, p := range spec.Seats {
		seatNames[s] = names[p]
	}
	seats, err := play.Seats(seatNames, spec.Seed, maker)
	if err != nil {
		return g, err
	}
	clocks := make([]clock, len(seats))
	for s := range seats {
		seats[s] = timePlayer(seats[s], &clocks[s])
	}
	st, err := play.PlayGame(r, seats, 0, spec.Seed, nil)
	if err != nil {
		return g, err
	}
	g.Final = slices.Clone(st.Points)
	g.Winners = st.Winners()
	for _, c := range clocks {
		g.Moves = append(g.Moves, c.moves)
		g.Thinking = append(g.Thinking, c.thinking.Nanoseconds())
	}
	return g, nil
}

// Ahead is seat a's result against seat b: 1 if a finished ahead, 0 if
// behind, 1/2 if level. A winner is ahead of a non-winner (the rules'
// tie-break included); between two winners of a shared win, or two
// players who did not win, the points decide.
func (g *Game) Ahead(a, b int) float64 {
	wa, wb := slices.Contains(g.Winners, a), slices.Contains(g.Winners, b)
	switch {
	case wa && !wb:
		return 1
	case wb && !wa:
		return 0
	case g.Final[a] > g.Final[b]:
		return 1
	case g.Final[a] < g.Final[b]:
		return 0
	}
	return 0.5
}
