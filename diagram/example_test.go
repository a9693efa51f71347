package diagram_test

import (
	"context"
	"fmt"

	"github.com/sagatools/saga/diagram"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/report"
)

// A puzzle solved for a reader: the question in the reader's words, the
// best move, what best play gives and what the next best move loses.
func ExampleSolve() {
	p, _, err := position.ReadFile("../puzzles/library/beowulf-2p-08.toml")
	if err != nil {
		panic(err)
	}
	pz, err := diagram.Solve(context.Background(), p, diagram.SolveOptions{Style: report.Style{ASCII: true}})
	if err != nil {
		panic(err)
	}
	fmt.Println(pz.Title)
	fmt.Println(pz.Question)
	fmt.Println("Best move:", pz.Best()[0].Text)
	fmt.Println(pz.Outcome)
	next := pz.Choices[1]
	fmt.Printf("%s loses %s: %s\n", next.Text, next.Loses, next.Outcome)
	fmt.Println("The line:", pz.Line[0], "...", pz.Line[len(pz.Line)-1])
	// Output:
	// Beowulf, Act I
	// Green to play and win by the most
	// Best move: L@A5
	// Green gains 9 points more than Brown by the end of the act
	// L@D4 loses 10 points: Brown gains 1 point more than Green by the end of the act
	// The line: Green L@A5 ... Brown -1@D5
}
