package diagram

import (
	"context"
	"errors"
	"time"

	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/solver"
)

// SolveOptions say how to solve a puzzle for the reader's pages.
type SolveOptions struct {
	// Time is the most each search may take; 0 for no limit.
	Time time.Duration
	// Replies solves the line after every first move as well, so that a
	// reader who picks a wrong one sees its refutation. It costs a search
	// per first move, each smaller than the puzzle's own.
	Replies bool
	// Style writes the minus signs.
	Style report.Style
}

// ErrNotExact says that a puzzle was not solved exactly in the time
// given: a reader's page states no answer it has not proved.
var ErrNotExact = errors.New("not solved exactly in the time given")

// Solve solves p's puzzle for a reader: every first move ranked exactly,
// what each is worth against the best, the best line to the end of the
// act and, with Replies, the line after each first move. A cancel of
// ctx stops it with ctx's error.
func Solve(ctx context.Context, p *position.Position, opt SolveOptions) (*Puzzle, error) {
	pz := NewPuzzle(p, opt.Style)
	if pz.State == nil {
		toMove := p.Turn.ToMove
		_, _, err := p.Puzzle() // why it is no puzzle
		p.Turn.ToMove = toMove
		return nil, err
	}
	q := solver.Question{Objective: p.Question.Objective, Player: p.Question.Player}
	res, err := solver.Solve(ctx, pz.State, q, solver.Options{Time: opt.Time})
	if err != nil {
		return nil, err
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if !res.Exact {
		return nil, ErrNotExact
	}
	pz.setAnswer(res)
	if !opt.Replies {
		return pz, nil
	}
	for i := range pz.Choices {
		c := &pz.Choices[i]
		if len(res.PV) > 0 && res.PV[0].Move == c.Move {
			c.Line = pz.Line
			continue
		}
		pv := []solver.Step{{Player: pz.State.ToMove, Move: c.Move, Text: pz.State.Notation(c.Move)}}
		after := pz.State.Clone()
		after.Apply(c.Move)
		if !after.ActOver() {
			r, err := solver.Solve(ctx, after, q, solver.Options{Time: opt.Time})
			if err != nil {
				return nil, err
			}
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			if !r.Exact {
				continue // no line rather than a guess
			}
			pv = append(pv, r.PV...)
		}
		c.Line = lineOf(p, pv, opt.Style)
	}
	return pz, nil
}
