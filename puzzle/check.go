package puzzle

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/sagatools/saga/engine"
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
	// Found is the answer the rules give, with what a reader learns
	// (themes, and the rating and tempting move when rated), as a
	// position file's [answer] holds it.
	Found *position.Answer
}

// answerWithReading is the answer res gives to p (in state s) with what
// a reader learns: its themes, and its rating and tempting move when
// rated (rating not nil).
func answerWithReading(p *position.Position, s *engine.State, res *solver.Result, themes []Theme, rating *Rating, tempting *Tempting) *position.Answer {
	a := AnswerOf(p, s, res)
	a.Themes = []string{}
	for _, t := range themes {
		a.Themes = append(a.Themes, string(t))
	}
	if rating != nil {
		elo := int(rating.Elo)
		a.Rating = &elo
		if tempting != nil {
			a.Tempting = &position.AnswerMove{Text: tempting.Text, Move: tempting.Move}
		}
	}
	return a
}

// Reading is the file's answer a with what the check found a reader
// learns in place of what a says of it: the themes, and the rating and
// tempting move when the check rated the puzzle (else a's are kept).
// With no a, it is the answer found.
func (c *PuzzleCheck) Reading(a *position.Answer) *position.Answer {
	if a == nil {
		return c.Found
	}
	out := *a
	out.Themes = c.Found.Themes
	if c.Rating != nil {
		out.Rating, out.Tempting = c.Found.Rating, c.Found.Tempting
	}
	return &out
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
	c.Found = answerWithReading(p, s, res, c.Themes, c.Rating, c.Tempting)
	if c.Answer != nil && c.Answer.Checked {
		c.Answer.Reading = readingDifferences(p.Answer, c)
	}
	return c, nil
}

// readingDifferences compares what the file's answer says a reader
// learns with what the check found: the themes always, the rating and
// the tempting move when the check rated the puzzle.
func readingDifferences(a *position.Answer, c *PuzzleCheck) []ReadingDifference {
	var out []ReadingDifference
	if a.Themes != nil {
		var found []string
		for _, t := range c.Themes {
			found = append(found, string(t))
		}
		said := slices.Clone(a.Themes)
		slices.Sort(said)
		sorted := slices.Clone(found)
		slices.Sort(sorted)
		if !slices.Equal(said, sorted) {
			out = append(out, ReadingDifference{"themes", strings.Join(a.Themes, ", "), strings.Join(found, ", ")})
		}
	}
	if r := c.Rating; r != nil && a.Rating != nil && *a.Rating != int(r.Elo) {
		out = append(out, ReadingDifference{"rating", fmt.Sprint(*a.Rating), fmt.Sprint(int(r.Elo))})
	}
	if c.Rating != nil && a.Tempting != nil {
		found := "none"
		if c.Tempting != nil {
			found = c.Tempting.Text
		}
		if c.Tempting == nil || c.Tempting.Move != a.Tempting.Move {
			out = append(out, ReadingDifference{"tempting", a.Tempting.Text, found})
		}
	}
	return out
}
