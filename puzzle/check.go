package puzzle

import (
	"context"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/solver"
)

// Checking puzzles: saga check solves each puzzle of a collection and
// says whether its stated answer holds and whether its answer is clear
// (one best move, far enough ahead of the next), as a puzzle author
// needs before printing them.

// PuzzleCheck is what checking one puzzle found.
type PuzzleCheck struct {
	File string
	// Solved is false when the search stopped at its limit; nothing
	// else is then known.
	Solved bool
	// Best are the best moves, in notation; Lead how far a single best
	// move is ahead of the next (see Lead), when there is one.
	Best    []string
	Lead    exact.Value
	HasLead bool
	// Answer compares the file's [answer], when it has one.
	Answer *AnswerCheck
	Nodes  int64
}

// Clear reports whether the puzzle has one best move, ahead of the next
// by at least minLead (and by more than the tie-break).
func (c *PuzzleCheck) Clear(minLead exact.Value) bool {
	return c.Solved && c.HasLead && c.Lead.Cmp(minLead) >= 0 && c.Lead.Cmp(exact.Value{}) > 0
}

// CheckPuzzle solves p within opt and checks it; cancelling ctx stops
// the solve as a limit would.
func CheckPuzzle(ctx context.Context, p *position.Position, opt solver.Options) (*PuzzleCheck, error) {
	s, q, err := p.Puzzle()
	if err != nil {
		return nil, err
	}
	res, err := solver.Solve(ctx, s, q, opt)
	if err != nil {
		return nil, err
	}
	c := &PuzzleCheck{File: p.File, Solved: res.Exact, Nodes: res.Nodes}
	if !res.Exact {
		return c, nil
	}
	for _, m := range res.Moves[:res.Best] {
		c.Best = append(c.Best, s.Notation(m.Move))
	}
	c.Lead, c.HasLead = Lead(res)
	if p.Answer != nil {
		a := CheckAnswer(p, s, res)
		c.Answer = &a
	}
	return c, nil
}
