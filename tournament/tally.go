package tournament

import "time"

// tally is a run's games counted by player and pair.
type tally struct {
	results  *Results    // pairwise, for the fit: each pair of a game weighs 2/k
	met      [][]int     // games i and j both played
	ahead    [][]float64 // of those, how often i finished ahead
	games    []int
	moves    []int
	thinking []time.Duration
}

// count tallies the games of run: each player's games, moves and
// thinking time, and for each pair the games they met in and how often
// each finished ahead.
func count(run *Run) *tally {
	n, k := len(run.Options.Players), run.Options.Seats
	t := &tally{results: NewResults(n), met: make([][]int, n), ahead: make([][]float64, n),
		games: make([]int, n), moves: make([]int, n), thinking: make([]time.Duration, n)}
	for i := range n {
		t.met[i], t.ahead[i] = make([]int, n), make([]float64, n)
	}
	weight := 2 / float64(k)
	for gi := range run.Games {
		g := &run.Games[gi]
		for a, i := range g.Seats {
			t.games[i]++
			t.moves[i] += g.Moves[a]
			t.thinking[i] += time.Duration(g.Thinking[a])
			for b := a + 1; b < len(g.Seats); b++ {
				j := g.Seats[b]
				s := g.Ahead(a, b)
				t.results.Add(i, j, s, weight)
				t.met[i][j]++
				t.met[j][i]++
				t.ahead[i][j] += s
				t.ahead[j][i] += 1 - s
			}
		}
	}
	return t
}
