package rulesets_test

import (
	"fmt"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/rulesets"
)

// A ruleset loaded, the engine plays it. A random player needs how many moves there are and the one it picks,
// not the list: MoveCount and MoveAt give them without listing, in
// LegalMoves' order, and ChanceMove draws a tile by its weight.
func ExampleLoad_moveAt() {
	r, _ := rulesets.Load("kingdoms")
	s, _ := engine.NewGame(r, 2, 0)
	for s.IsChance() {
		s.Apply(s.ChanceMove(0)) // the first tile of the pool each time
	}
	n := s.MoveCount()
	fmt.Println(n, len(s.LegalMoves(nil)))
	fmt.Println(s.Notation(s.MoveAt(0)), s.Notation(s.MoveAt(n-1)))
	// Output:
	// 151 151
	// C1@A1 MT@F5
}

// BoardScores is what each player would score if the act ended now; once
// asked, Apply and Undo keep it (and Hash, the state's key) up to date.
func ExampleLoad_boardScores() {
	r, _ := rulesets.Load("kingdoms")
	s, _ := engine.NewGame(r, 2, 0)
	play := func(text string) engine.Undo {
		m, err := s.ParseMove(text)
		if err != nil {
			panic(err)
		}
		return s.Apply(m)
	}
	for s.IsChance() {
		s.Apply(s.ChanceMove(0))
	}
	scores := make([]int, 2)
	s.BoardScores(scores)
	play("C3@B2") // red's rank-3 castle
	play("C2@B4") // blue's rank-2 castle, in the same column
	play("draw")
	s.Apply(s.ChanceMove(3)) // red draws the pool's fourth tile
	tile := s.Rules.Tiles[s.Drawn].Token()
	key := s.Hash()
	u := play(tile + "@B3") // and plays it between the castles
	s.BoardScores(scores)
	fmt.Println(tile, scores)
	s.Undo(u)
	s.BoardScores(scores)
	fmt.Println(scores, s.Hash() == key)
	// Output:
	// +1 [3 2]
	// [0 0] true
}
