package simulate

import "slices"

// The measures of a game that summaries and comparisons share. Where a
// measure enters a confidence interval or a test, it is taken once per
// game: the players of one game are not independent of each other (what
// one scores, another often does not), so pooling them would make the
// intervals too narrow.

// share is the part of a win each winner of g gets.
func share(g *Game) float64 { return 1 / float64(len(g.Winners)) }

// positionWins counts the wins of the player in place j of the first
// act's order, and the games.
func positionWins(r *Run, j int) (float64, int) {
	n := len(r.Options.AI)
	wins := 0.0
	for i := range r.Played {
		g := &r.Played[i]
		if slices.Contains(g.Winners, (g.First+j)%n) {
			wins += share(g)
		}
	}
	return wins, len(r.Played)
}

// winningMargin is the lead of the highest final score over the next
// (0 when several share it).
func winningMargin(g *Game) int {
	// The two highest scores, a shared one twice, found in one pass
	// rather than by sorting a copy: a summary takes it of every game.
	first, second := g.Final[0], g.Final[1]
	if second > first {
		first, second = second, first
	}
	for _, f := range g.Final[2:] {
		if f > first {
			first, second = f, first
		} else if f > second {
			second = f
		}
	}
	return first - second
}

// starterLead is what the act's first player gained in it less the mean
// of the others' gains.
func starterLead(act Act) float64 {
	others := 0
	for p := range act.Scored {
		if p != act.First {
			others += act.Scored[p] + act.Cashed[p]
		}
	}
	return float64(act.Scored[act.First]+act.Cashed[act.First]) - float64(others)/float64(len(act.Scored)-1)
}

// perGame applies f to every game of r.
func perGame(r *Run, f func(g *Game) float64) []float64 {
	x := make([]float64, len(r.Played))
	for i := range r.Played {
		x[i] = f(&r.Played[i])
	}
	return x
}

// meanFinal is the mean of the players' final points in g.
func meanFinal(g *Game) float64 { return meanOf(g.Final) }

// meanActPoints is the mean of what the players gained in act a of g.
func meanActPoints(g *Game, a int) float64 {
	act := g.Acts[a]
	sum := 0
	for p := range act.Scored {
		sum += act.Scored[p] + act.Cashed[p]
	}
	return float64(sum) / float64(len(act.Scored))
}

func meanOf(v []int) float64 {
	sum := 0
	for _, x := range v {
		sum += x
	}
	return float64(sum) / float64(len(v))
}
