package puzzle

import (
	"fmt"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/position"
)

// Verification compares a position's claims with the rules' scoring.
type Verification struct {
	Figures []FigureCheck
	Totals  []TotalCheck
}

// FigureCheck compares one figure's claim with the rules.
type FigureCheck struct {
	Claim position.FigureClaim
	// Got is the rules' score in the form of the claim: the same fields,
	// its terms in the claim's order where they match and the rest last.
	Got   position.FigureClaim
	Score engine.FigureScore
	// Missing are claimed terms the rules do not give; Extra the indices
	// (into Score.Terms) of the rules' terms the claim lacks.
	Missing, Extra []int
}

// Agrees reports whether the claim is the rules' score.
func (c FigureCheck) Agrees() bool {
	same := func(claimed, computed *int) bool { return claimed == nil || *claimed == *computed }
	return (c.Claim.Figure == "" || strings.EqualFold(c.Claim.Figure, c.Got.Figure)) &&
		len(c.Missing) == 0 && len(c.Extra) == 0 &&
		same(c.Claim.Sum, c.Got.Sum) && same(c.Claim.Multiplier, c.Got.Multiplier) && same(c.Claim.Points, c.Got.Points)
}

// TotalCheck compares a player's claimed total with the rules'.
type TotalCheck struct {
	Player       int
	Claimed, Got int
}

// OK reports whether every claim agrees with the rules.
func (v *Verification) OK() bool { return v.Mismatches() == 0 }

// Mismatches counts the claims that differ from the rules.
func (v *Verification) Mismatches() int {
	n := 0
	for _, f := range v.Figures {
		if !f.Agrees() {
			n++
		}
	}
	for _, t := range v.Totals {
		if t.Claimed != t.Got {
			n++
		}
	}
	return n
}

// Verify scores p and compares the result with p's claims. Terms are
// compared as multisets, since a rulebook may list them in any order.
func Verify(p *position.Position) (*Verification, error) {
	if p.Claims == nil || len(p.Claims.Figures) == 0 && len(p.Claims.Totals) == 0 {
		return nil, fmt.Errorf("%s has no [claims] to verify", p.File)
	}
	sc := p.Score()
	v := &Verification{}
	for _, c := range p.Claims.Figures {
		f, ok := figureOn(sc, c.Square)
		if !ok {
			return nil, fmt.Errorf("%s: a claim names %s, where no figure stands", p.File, p.Board.Geometry.Name(c.Square))
		}
		check := FigureCheck{Claim: c, Got: claimOf(p, f, c), Score: f}
		if c.Terms != nil {
			_, check.Extra, check.Missing = alignTerms(c.Terms, f.TermValues())
		}
		v.Figures = append(v.Figures, check)
	}
	for _, t := range p.Claims.Totals {
		v.Totals = append(v.Totals, TotalCheck{Player: t.Player, Claimed: t.Points, Got: sc.Players[t.Player]})
	}
	return v, nil
}

func figureOn(sc engine.Score, sq engine.Square) (engine.FigureScore, bool) {
	for _, f := range sc.Figures {
		if f.Square == sq {
			return f, true
		}
	}
	return engine.FigureScore{}, false
}

// claimOf writes the computed score as a claim with the same fields as c,
// its terms in c's order where they match, so a diff shows only what
// differs.
func claimOf(p *position.Position, f engine.FigureScore, c position.FigureClaim) position.FigureClaim {
	got := position.FigureClaim{Label: c.Label, Square: c.Square}
	if c.Figure != "" {
		got.Figure = p.FigureName(f)
	}
	if c.Terms != nil {
		got.Terms, _, _ = alignTerms(c.Terms, f.TermValues())
	}
	if c.Sum != nil {
		got.Sum = &f.Sum
	}
	if c.Multiplier != nil {
		got.Multiplier = &f.Multiplier
	}
	if c.Points != nil {
		got.Points = &f.Points
	}
	return got
}

// alignTerms orders computed like claimed where values match; terms the
// claim lacks come last. It also returns the indices (into computed) of
// those unmatched terms, and the claimed terms the rules do not give.
func alignTerms(claimed, computed []int) (aligned, unmatched, missing []int) {
	used := make([]bool, len(computed))
	aligned = []int{}
	for _, c := range claimed {
		found := false
		for i, v := range computed {
			if !used[i] && v == c {
				used[i], found = true, true
				aligned = append(aligned, c)
				break
			}
		}
		if !found {
			missing = append(missing, c)
		}
	}
	for i, v := range computed {
		if !used[i] {
			aligned = append(aligned, v)
			unmatched = append(unmatched, i)
		}
	}
	return aligned, unmatched, missing
}
