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
	// Themes are what the answer turns on; Line is the best line to the
	// end of the act (at draws, the likeliest tile).
	Themes []Theme
	Line   []solver.Step
	// Rating and Tempting, when the check was given a ladder to try the
	// puzzle with: its difficulty, and the wrong first move the ladder's
	// players choose most often, refuted.
	Rating   *Rating
	Tempting *Tempting
}

// Clear reports whether the puzzle has one best move, ahead of the next
// by at least minLead (and by more than the tie-break).
func (c *PuzzleCheck) Clear(minLead exact.Value) bool {
	return c.Solved && c.HasLead && c.Lead.Cmp(minLead) >= 0 && c.Lead.Cmp(exact.Value{}) > 0
}

// CheckPuzzle solves p within opt and checks it, and finds its themes
// and line; given the rungs of a ladder (weakest first), it rates the
// puzzle with them too (RatePuzzle). Cancelling ctx stops the solve as a
// limit would.
func CheckPuzzle(ctx context.Context, p *position.Position, opt solver.Options, rungs []Rung) (*PuzzleCheck, error) {
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
	c.Themes, c.Line = FindThemes(s, res), res.PV
	if len(rungs) > 0 {
		if c.Rating, c.Tempting, err = RatePuzzle(ctx, s, res, rungs, opt); err != nil {
			return nil, err
		}
	}
	return c, nil
}
