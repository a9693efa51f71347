package players_test

import (
	"fmt"

	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/position"
)

// A player is asked for its move with the view of the seat to move; a
// play.Explainer also says how it rates each move.
func ExampleGreedy_Evaluate() {
	p, _, err := position.ReadFile("../puzzles/library/beowulf-2p-chance-04.toml")
	if err != nil {
		panic(err)
	}
	s, err := p.State()
	if err != nil {
		panic(err)
	}
	v := play.NewView(s, s.ToMove) // what the seat to move may know
	moves := s.LegalMoves(nil)
	var rival play.Explainer = players.NewRival()
	values := rival.Evaluate(v, moves)
	for i, m := range moves {
		fmt.Printf("%-5s %5.1f\n", s.Notation(m), values[i])
	}
	best, _ := rival.Choose(v, moves)
	fmt.Println("plays", s.Notation(best))
	// Output:
	// L@D4    6.0
	// L@A5    0.0
	// L@D5    3.0
	// L@E5    5.0
	// draw   20.4
	// plays draw
}
