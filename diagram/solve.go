package diagram

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/sagatools/saga/engine"
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
		if err := pz.solveLine(ctx, &pz.Choices[i], res.PV, opt); err != nil {
			return nil, err
		}
	}
	return pz, nil
}

// SetTempting names m, a first move of the solved puzzle, as its most
// tempting wrong move (the one weaker players choose) and, when its
// refutation is not known yet, solves it: the line of best play after
// it. The rating of a puzzle finds the move; the pages show it.
func (pz *Puzzle) SetTempting(ctx context.Context, m engine.Move, opt SolveOptions) error {
	var c *Choice
	for i := range pz.Choices {
		if pz.Choices[i].Move == m {
			c = &pz.Choices[i]
		}
	}
	switch {
	case c == nil:
		return fmt.Errorf("%s is not a first move of the puzzle", pz.State.Notation(m))
	case c.Best:
		return fmt.Errorf("%s is a best move, not a tempting wrong one", c.Text)
	}
	pz.Tempting = c.Text
	if c.Line != nil {
		return nil
	}
	return pz.solveLine(ctx, c, nil, opt)
}

// solveLine fills c's line: best play after its move, to the end of the
// act, the move itself first. pv, the puzzle's own best line, gives it
// without a search when it starts with c's move. A search not exact in
// opt.Time leaves the line empty: a page shows no line it has not
// proved.
func (pz *Puzzle) solveLine(ctx context.Context, c *Choice, pv []solver.Step, opt SolveOptions) error {
	if len(pv) > 0 && pv[0].Move == c.Move {
		c.Line = pz.Line
		return nil
	}
	p := pz.Position
	q := solver.Question{Objective: p.Question.Objective, Player: p.Question.Player}
	line := []solver.Step{{Player: pz.State.ToMove, Move: c.Move, Text: pz.State.Notation(c.Move)}}
	after := pz.State.Clone()
	after.Apply(c.Move)
	if !after.ActOver() {
		r, err := solver.Solve(ctx, after, q, solver.Options{Time: opt.Time})
		if err != nil {
			return err
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if !r.Exact {
			return nil
		}
		line = append(line, r.PV...)
	}
	c.Line = lineOf(p, line, pz.Style)
	return nil
}
