package tournament

import (
	"math"
	"slices"
	"time"
)

// StepElo is the Elo gap at which the stronger player finishes ahead 3
// times in 4: 400·log10(3). A game's skill depth counts such steps from
// random play to the best player.
const StepElo = 190.84850188786497

// SummaryOptions name the players a summary measures from.
type SummaryOptions struct {
	// Anchor is the player rated 0, when listed (random); otherwise the
	// first listed is.
	Anchor string
	// Oracles maps each all-seeing player to its honest counterpart, the
	// same algorithm seeing only its seat's view: their gap is what hidden
	// information is worth to it.
	Oracles map[string]string
}

// Summary is what a tournament found: the ratings, the win-rate matrix,
// the players' times, and what they say of the game.
type Summary struct {
	Ruleset string   `json:"ruleset"`
	Seats   int      `json:"seats"`   // players per game
	Players []string `json:"players"` // as listed
	// GamesPerTable is the games asked for at each table, Tables the
	// number of tables, Scheduled the games of the run (the shard's).
	GamesPerTable int `json:"games_per_table"`
	Tables        int `json:"tables"`
	Scheduled     int `json:"scheduled"`
	// Games were played, with the deals' seeds FirstSeed to LastSeed.
	Games     int    `json:"games"`
	FirstSeed uint64 `json:"first_seed"`
	LastSeed  uint64 `json:"last_seed"`
	Anchor    string `json:"anchor"`
	// Ratings are the rated players, the strongest first; Unrated those
	// no game linked to the anchor (a run stopped early).
	Ratings []Rating  `json:"ratings"`
	Unrated []string  `json:"unrated,omitempty"`
	Matrix  []Pairing `json:"matrix"`
	Times   []Time    `json:"times"`
	Skill   *Skill    `json:"skill,omitempty"`
	Luck    *Luck     `json:"luck,omitempty"`
	// Hidden is, for each oracle listed with its honest counterpart,
	// what seeing every hand and the pool is worth.
	Hidden []HiddenValue `json:"hidden_information,omitempty"`
	// Sweeps are the pairings in which one player never finished ahead
	// of the other: their gap in the ratings rests on the fit's virtual
	// drawn game, and only a lower bound is known.
	Sweeps []Sweep `json:"sweeps,omitempty"`
}

// Rating is a player's Elo rating with its 95% interval, the anchor's 0.
type Rating struct {
	Player string  `json:"player"`
	Elo    float64 `json:"elo"`
	Low    float64 `json:"low"`
	High   float64 `json:"high"`
	// Games is how many games it played, Score the share of its meetings
	// with the others at the table that it finished ahead in.
	Games int     `json:"games"`
	Score float64 `json:"score"`
}

// Pairing is how Player did against Opponent in the games they both
// played: Score is how often Player finished ahead (level counting a
// half), Rate the share with its 95% Wilson interval.
type Pairing struct {
	Player   string   `json:"player"`
	Opponent string   `json:"opponent"`
	Games    int      `json:"games"`
	Score    float64  `json:"score"`
	Rate     Interval `json:"rate"`
}

// Time is how long a player took: per move it chose, and per game (its
// own moves only).
type Time struct {
	Player  string  `json:"player"`
	Games   int     `json:"games"`
	Moves   int     `json:"moves"`
	PerMove float64 `json:"seconds_per_move"`
	PerGame float64 `json:"seconds_per_game"`
}

// Skill is the game's skill depth: how far the strongest player (To) is
// rated above random play (From; the weakest rated when random is not
// listed), in Elo and in steps of StepElo.
type Skill struct {
	From  string   `json:"from"`
	To    string   `json:"to"`
	Elo   Interval `json:"elo"`
	Steps Interval `json:"steps"`
	// AtLeast is set when From never finished ahead of the player rated
	// next above it: the depth then leans on the fit's virtual drawn
	// games, and AtLeast is what the games alone show (95% each): that
	// sweep's lower bound plus the lower end of the strongest's interval
	// above that player.
	AtLeast float64 `json:"elo_at_least,omitempty"`
}

// Luck is how often the weaker of two neighbouring players on the ladder
// still finishes ahead: for each neighbouring pair, and their mean.
type Luck struct {
	Neighbours []Upset `json:"neighbours"`
	Mean       float64 `json:"mean"`
}

// Upset is the weaker of two neighbours on the ladder against the
// stronger: the gap in Elo, how often the weaker finished ahead in their
// games (with its 95% interval), and how often the ratings expect it to.
type Upset struct {
	Weaker   string   `json:"weaker"`
	Stronger string   `json:"stronger"`
	Gap      float64  `json:"elo_gap"`
	Games    int      `json:"games"`
	Rate     Interval `json:"rate"`
	Expected float64  `json:"expected"`
}

// HiddenValue is what seeing every hand and the pool is worth: the
// oracle's rating above its honest counterpart's, and how often it
// finished ahead of it when they met.
type HiddenValue struct {
	Oracle string   `json:"oracle"`
	Honest string   `json:"honest"`
	Elo    Interval `json:"elo"`
	Games  int      `json:"games"`
	Rate   Interval `json:"rate"`
}

// Sweep is a pairing the Winner always finished ahead in: over Games
// games the Loser never did (nor drew). AtLeast is the gap in Elo the
// games show with 95% confidence: the Loser's share at its Wilson
// interval's upper end; 0 when the games are too few to show any.
type Sweep struct {
	Winner  string  `json:"winner"`
	Loser   string  `json:"loser"`
	Games   int     `json:"games"`
	AtLeast float64 `json:"elo_at_least"`
}

// tally is a run's games counted by player and pair.
type tally struct {
	results  *Results    // pairwise, for the fit: each pair of a game weighs 2/k
	met      [][]int     // games i and j both played
	ahead    [][]float64 // of those, how often i finished ahead
	games    []int
	moves    []int
	thinking []time.Duration
}

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

// Summarize rates the players of a run and measures what their ratings
// say of the game.
func Summarize(run *Run, so SummaryOptions) (*Summary, error) {
	opt := run.Options
	players := opt.Players
	sum := &Summary{
		Ruleset: run.Rules.Name, Seats: opt.Seats, Players: slices.Clone(players),
		GamesPerTable: opt.Games, Tables: len(opt.Tables()), Scheduled: run.Scheduled(),
		Games: len(run.Games), FirstSeed: opt.Seed, LastSeed: opt.Seed,
	}
	for _, g := range run.Games {
		sum.LastSeed = max(sum.LastSeed, g.Seed)
	}
	anchor := max(0, slices.Index(players, so.Anchor))
	sum.Anchor = players[anchor]
	t := count(run)
	fit, err := FitBradleyTerry(t.results, anchor)
	if err != nil {
		return nil, err
	}
	elo := func(nats float64) float64 { return round(Elo(nats), 1) }
	for i, p := range players {
		if !fit.Rated[i] || (t.games[i] == 0 && i != anchor) {
			sum.Unrated = append(sum.Unrated, p)
			continue
		}
		d, se := fit.Difference(i, anchor)
		score, met := 0.0, 0
		for j := range players {
			score += t.ahead[i][j]
			met += t.met[i][j]
		}
		r := Rating{Player: p, Elo: elo(d), Low: elo(d - z*se), High: elo(d + z*se), Games: t.games[i]}
		if met > 0 {
			r.Score = round(score/float64(met), 4)
		}
		sum.Ratings = append(sum.Ratings, r)
	}
	// The strongest first; the listed order settles equal ratings.
	slices.SortStableFunc(sum.Ratings, func(a, b Rating) int {
		switch {
		case a.Elo > b.Elo:
			return -1
		case a.Elo < b.Elo:
			return 1
		}
		return 0
	})
	for i, p := range players {
		for j, q := range players {
			if i != j && t.met[i][j] > 0 {
				sum.Matrix = append(sum.Matrix, Pairing{Player: p, Opponent: q, Games: t.met[i][j], Score: t.ahead[i][j], Rate: share(t.ahead[i][j], t.met[i][j])})
			}
		}
		if t.games[i] > 0 {
			think := t.thinking[i].Seconds()
			tm := Time{Player: p, Games: t.games[i], Moves: t.moves[i], PerGame: think / float64(t.games[i])}
			if t.moves[i] > 0 {
				tm.PerMove = think / float64(t.moves[i])
			}
			sum.Times = append(sum.Times, tm)
		}
	}
	for i, p := range players {
		for j, q := range players {
			if t.met[i][j] > 0 && t.ahead[j][i] == 0 {
				sum.Sweeps = append(sum.Sweeps, Sweep{Winner: p, Loser: q, Games: t.met[i][j], AtLeast: round(sweepBound(t.met[i][j]), 1)})
			}
		}
	}
	index := func(name string) int { return slices.Index(players, name) }
	if len(sum.Ratings) >= 2 {
		top, bottom := sum.Ratings[0], sum.Ratings[len(sum.Ratings)-1]
		from := bottom.Player
		if a := index(so.Anchor); a >= 0 && t.games[a] > 0 {
			from = so.Anchor
		}
		if from != top.Player {
			d, se := fit.Difference(index(top.Player), index(from))
			sum.Skill = &Skill{From: from, To: top.Player, Elo: roundInterval(wald(Elo(d), Elo(se)), 1)}
			steps := wald(Elo(d)/StepElo, Elo(se)/StepElo)
			sum.Skill.Steps = roundInterval(steps, 2)
			f := index(from)
			next := index(sum.Ratings[slices.IndexFunc(sum.Ratings, func(r Rating) bool { return r.Player == from })-1].Player)
			if t.met[f][next] > 0 && t.ahead[f][next] == 0 {
				least := sweepBound(t.met[f][next])
				if next != index(top.Player) {
					d, se := fit.Difference(index(top.Player), next)
					least += max(0, Elo(d-z*se))
				}
				sum.Skill.AtLeast = round(least, 1)
			}
		}
		sum.Luck = &Luck{}
		for r := len(sum.Ratings) - 1; r > 0; r-- {
			weak, strong := index(sum.Ratings[r].Player), index(sum.Ratings[r-1].Player)
			gap := Elo(fit.Strength[strong] - fit.Strength[weak])
			u := Upset{Weaker: players[weak], Stronger: players[strong], Gap: round(gap, 1), Games: t.met[weak][strong],
				Rate: share(t.ahead[weak][strong], t.met[weak][strong]), Expected: round(ExpectedScore(-gap), 4)}
			sum.Luck.Neighbours = append(sum.Luck.Neighbours, u)
			sum.Luck.Mean += u.Rate.Estimate
		}
		sum.Luck.Mean = round(sum.Luck.Mean/float64(len(sum.Luck.Neighbours)), 4)
	}
	for _, oracle := range players {
		honest, ok := so.Oracles[oracle]
		o, h := index(oracle), index(honest)
		if !ok || h < 0 || !fit.Rated[o] || !fit.Rated[h] || t.games[o] == 0 || t.games[h] == 0 {
			continue
		}
		d, se := fit.Difference(o, h)
		sum.Hidden = append(sum.Hidden, HiddenValue{Oracle: oracle, Honest: honest, Elo: roundInterval(wald(Elo(d), Elo(se)), 1),
			Games: t.met[o][h], Rate: share(t.ahead[o][h], t.met[o][h])})
	}
	return sum, nil
}

// sweepBound is the gap in Elo that n games in which one player never
// finished ahead of the other show with 95% confidence: the loser's
// share at its Wilson interval's upper end, or 0 when that is a half or
// more.
func sweepBound(n int) float64 {
	most := wilson(0, float64(n)).High
	return max(0, Elo(math.Log((1-most)/most)))
}

// share is score out of n games with its Wilson interval, rounded for
// print.
func share(score float64, n int) Interval {
	if n == 0 {
		return Interval{}
	}
	return roundInterval(wilson(score, float64(n)), 4)
}

// round rounds x to the given decimals, so that summaries read the same
// on every machine whatever the last bits of a sum.
func round(x float64, decimals int) float64 {
	p := math.Pow(10, float64(decimals))
	return math.Round(x*p) / p
}

func roundInterval(iv Interval, decimals int) Interval {
	return Interval{round(iv.Estimate, decimals), round(iv.Low, decimals), round(iv.High, decimals)}
}
