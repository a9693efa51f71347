package puzzle_test

import (
	"context"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/solver"
)

// fixed is a player that always plays one move, or the first.
type fixed struct{ move string }

func (fixed) Name() string { return "fixed" }
func (f fixed) Choose(v *play.View, moves []engine.Move) (engine.Move, error) {
	for _, m := range moves {
		if v.Notation(m) == f.move {
			return m, nil
		}
	}
	return moves[0], nil
}

// A puzzle that the weak rungs miss and the strong ones find is rated
// between them; the wrong move the weak rungs choose is the tempting
// one, with what it loses and a refutation.
func TestRatePuzzle(t *testing.T) {
	p, _, err := position.ReadFile("../puzzles/library/beowulf-2p-06.toml")
	if err != nil {
		t.Fatal(err)
	}
	s, q, err := p.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	res, err := solver.Solve(context.Background(), s, q, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	best := s.Notation(res.Moves[0].Move)
	wrong := s.Notation(res.Moves[len(res.Moves)-1].Move)
	rung := func(name string, elo float64, move string) puzzle.Rung {
		return puzzle.Rung{Name: name, Elo: elo, Tries: 1, Make: func(uint64) (play.Player, error) { return fixed{move}, nil }}
	}
	rungs := []puzzle.Rung{rung("weak", 0, wrong), rung("middle", 500, wrong), rung("strong", 1000, best)}
	rating, tempting, err := puzzle.RatePuzzle(context.Background(), s, res, rungs, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rating.Elo != 750 || rating.Beyond != "" || len(rating.Found) != 3 || rating.Found[2].Share != 1 {
		t.Errorf("rating %+v", rating)
	}
	if tempting == nil || tempting.Text != wrong || len(tempting.By) != 2 || len(tempting.Refutation) == 0 {
		t.Fatalf("tempting %+v", tempting)
	}
	if want := res.Moves[0].Value.Sub(res.Moves[len(res.Moves)-1].Value); tempting.Loses.Cmp(want) != 0 {
		t.Errorf("loses %v, want %v", tempting.Loses, want)
	}
	if tempting.Refutation[0].Text != wrong {
		t.Errorf("the refutation starts with %s, not the tempting move", tempting.Refutation[0].Text)
	}
}
