package puzzle

import (
	"context"
	"fmt"
	"math"
	"slices"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/solver"
)

// A puzzle's difficulty is measured with the ladder of honest players
// that saga rate measures: each rung tries the puzzle from several seeds,
// and the puzzle's rating is the strength, on the ladder's Elo scale, at
// which a player finds a best move half the time, interpolated between
// the rungs. The wrong first move the rungs choose most often is the
// most tempting one; its refutation is best play after it.

// Rung is one player of the ladder: its name, its strength on the
// ladder's Elo scale (random at 0), and how to make it with a seed.
type Rung struct {
	Name string
	Elo  float64
	Make func(seed uint64) (play.Player, error)
	// Tries is how many seeds it tries the puzzle with: 1 for a player
	// that ignores its seed.
	Tries int
}

// Rating is a puzzle's difficulty and the facts behind it.
type Rating struct {
	// Elo is the strength at which a player finds a best move half the
	// time. Beyond says it lies outside the ladder: below its weakest
	// rung (every rung finds it at least half the time; Elo is then the
	// weakest's) or above its strongest (none does; Elo is the
	// strongest's plus a step of 200).
	Elo    float64 `json:"elo"`
	Beyond string  `json:"beyond,omitempty"` // "", "below" or "above"
	// Found is, for each rung, the share of its tries that played a best
	// move.
	Found []RungFound `json:"found"`
	// Lead is how far the best move is ahead of the next, NearBest how
	// many other moves come within a point of it, LineLength how many
	// moves the answer's line has, and Chance whether draws are to come.
	Lead       exact.Value `json:"-"`
	NearBest   int         `json:"near_best"`
	LineLength int         `json:"line_length"`
	Chance     bool        `json:"chance"`
}

// RungFound is how often one rung found a best move.
type RungFound struct {
	Player string  `json:"player"`
	Elo    float64 `json:"elo"`
	Share  float64 `json:"share"`
	Tries  int     `json:"tries"`
}

// Tempting is the wrong first move the ladder's players choose most
// often, what it loses, and how the other players punish it.
type Tempting struct {
	Move engine.Move `json:"-"`
	Text string      `json:"move"`
	// By are the rungs that chose it, at least once.
	By []string `json:"by"`
	// Loses is what it costs against the best move, in the question's
	// value (for maxn, the mover's own points).
	Loses exact.Value `json:"-"`
	// Refutation is best play after it to the end of the act (at draws,
	// the likeliest tile).
	Refutation []solver.Step `json:"-"`
}

// RatePuzzle tries the puzzle in state s, whose exact solve (every move
// ranked) is res, with every rung of the ladder, and rates it; it also
// finds the most tempting wrong first move and refutes it with a solve
// limited by opt. The rungs are in order of strength.
func RatePuzzle(ctx context.Context, s *engine.State, res *solver.Result, rungs []Rung, opt solver.Options) (*Rating, *Tempting, error) {
	if !res.Exact {
		return nil, nil, fmt.Errorf("a puzzle is rated once it is solved exactly")
	}
	best := map[engine.Move]bool{}
	for _, m := range res.Moves[:res.Best] {
		best[m.Move] = true
	}
	moves := s.LegalMoves(nil)
	rating := &Rating{Chance: s.PoolTotal > 0, LineLength: len(res.PV)}
	rating.Lead, _ = Lead(res)
	for _, m := range res.Moves[res.Best:] {
		if d := res.Moves[0].Value.Sub(m.Value); !d.Less(exact.Value{}) && d.Cmp(exact.IntValue(1)) <= 0 {
			rating.NearBest++
		}
	}
	votes := map[engine.Move]int{}
	by := map[engine.Move][]string{}
	for _, r := range rungs {
		tries := max(r.Tries, 1)
		found := 0
		for i := range tries {
			p, err := r.Make(uint64(i) + 1)
			if err != nil {
				return nil, nil, err
			}
			m, err := p.Choose(play.NewView(s, s.ToMove), moves)
			if err != nil {
				return nil, nil, err
			}
			if best[m] {
				found++
				continue
			}
			votes[m]++
			if !slices.Contains(by[m], r.Name) {
				by[m] = append(by[m], r.Name)
			}
		}
		rating.Found = append(rating.Found, RungFound{Player: r.Name, Elo: r.Elo, Share: float64(found) / float64(tries), Tries: tries})
	}
	rating.Elo, rating.Beyond = halfway(rating.Found)
	tempting, err := mostTempting(ctx, s, res, votes, by, opt)
	return rating, tempting, err
}

// halfway is the Elo at which the share found crosses one half, going up
// the ladder: interpolated linearly between the two rungs it lies
// between.
func halfway(found []RungFound) (float64, string) {
	if len(found) == 0 {
		return 0, "above"
	}
	if found[0].Share >= 0.5 {
		return found[0].Elo, "below"
	}
	for i := 1; i < len(found); i++ {
		a, b := found[i-1], found[i]
		if b.Share >= 0.5 {
			t := (0.5 - a.Share) / (b.Share - a.Share)
			return math.Round(a.Elo + t*(b.Elo-a.Elo)), ""
		}
	}
	return found[len(found)-1].Elo + 200, "above"
}

// mostTempting is the wrong move with the most votes (ties: the one that
// loses least, then the first in the solve's ranking), with its loss and
// refutation.
func mostTempting(ctx context.Context, s *engine.State, res *solver.Result, votes map[engine.Move]int, by map[engine.Move][]string, opt solver.Options) (*Tempting, error) {
	var pick *solver.MoveValue
	for i := range res.Moves {
		m := &res.Moves[i]
		if votes[m.Move] == 0 {
			continue
		}
		if pick == nil || votes[m.Move] > votes[pick.Move] {
			pick = m
		}
	}
	if pick == nil {
		return nil, nil // every rung found a best move
	}
	t := &Tempting{Move: pick.Move, Text: s.Notation(pick.Move), By: by[pick.Move]}
	t.Loses = res.Moves[0].Value.Sub(pick.Value)
	if t.Loses.Less(exact.Value{}) {
		t.Loses = t.Loses.Neg()
	}
	opt.Line = []engine.Move{pick.Move}
	opt.Top = 0
	after, err := solver.Solve(ctx, s, res.Question, opt)
	if err != nil {
		return nil, err
	}
	t.Refutation = after.PV
	return t, nil
}
