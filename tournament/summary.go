package tournament

import (
	"math"
	"slices"
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

// Summarize rates the players of a run and measures what their ratings
// say of the game.
func Summarize(run *Run, so SummaryOptions) (*Summary, error) {
	opt := run.Options
	sum := &Summary{
		Ruleset: run.Rules.Name, Seats: opt.Seats, Players: slices.Clone(opt.Players),
		GamesPerTable: opt.Games, Tables: len(opt.Tables()), Scheduled: run.Scheduled(),
		Games: len(run.Games), FirstSeed: opt.Seed, LastSeed: opt.Seed,
	}
	for _, g := range run.Games {
		sum.LastSeed = max(sum.LastSeed, g.Seed)
	}
	anchor := max(0, slices.Index(opt.Players, so.Anchor))
	sum.Anchor = opt.Players[anchor]
	t := count(run)
	fit, err := FitBradleyTerry(t.results, anchor)
	if err != nil {
		return nil, err
	}
	m := &measure{sum: sum, players: opt.Players, anchor: anchor, t: t, fit: fit}
	m.ratings()
	m.matrix()
	m.times()
	m.sweeps()
	if len(sum.Ratings) >= 2 {
		m.skill(so.Anchor)
		m.luck()
	}
	m.hidden(so.Oracles)
	return sum, nil
}

// measure fills a summary from a run's tally and fit.
type measure struct {
	sum     *Summary
	players []string
	anchor  int
	t       *tally
	fit     *Fit
}

func (m *measure) index(name string) int { return slices.Index(m.players, name) }

// ratings rates every player linked to the anchor, the strongest first
// (the listed order settling equal ratings).
func (m *measure) ratings() {
	t := m.t
	elo := func(nats float64) float64 { return round(Elo(nats), 1) }
	for i, p := range m.players {
		if !m.fit.Rated[i] || (t.games[i] == 0 && i != m.anchor) {
			m.sum.Unrated = append(m.sum.Unrated, p)
			continue
		}
		d, se := m.fit.Difference(i, m.anchor)
		score, met := 0.0, 0
		for j := range m.players {
			score += t.ahead[i][j]
			met += t.met[i][j]
		}
		r := Rating{Player: p, Elo: elo(d), Low: elo(d - z*se), High: elo(d + z*se), Games: t.games[i]}
		if met > 0 {
			r.Score = round(score/float64(met), 4)
		}
		m.sum.Ratings = append(m.sum.Ratings, r)
	}
	slices.SortStableFunc(m.sum.Ratings, func(a, b Rating) int {
		switch {
		case a.Elo > b.Elo:
			return -1
		case a.Elo < b.Elo:
			return 1
		}
		return 0
	})
}

// matrix is how each player did against each other it met.
func (m *measure) matrix() {
	t := m.t
	for i, p := range m.players {
		for j, q := range m.players {
			if i != j && t.met[i][j] > 0 {
				m.sum.Matrix = append(m.sum.Matrix, Pairing{Player: p, Opponent: q, Games: t.met[i][j], Score: t.ahead[i][j], Rate: share(t.ahead[i][j], t.met[i][j])})
			}
		}
	}
}

// times are each player's times per move and per game.
func (m *measure) times() {
	t := m.t
	for i, p := range m.players {
		if t.games[i] == 0 {
			continue
		}
		think := t.thinking[i].Seconds()
		tm := Time{Player: p, Games: t.games[i], Moves: t.moves[i], PerGame: think / float64(t.games[i])}
		if t.moves[i] > 0 {
			tm.PerMove = think / float64(t.moves[i])
		}
		m.sum.Times = append(m.sum.Times, tm)
	}
}

// sweeps are the pairings in which one player never finished ahead.
func (m *measure) sweeps() {
	t := m.t
	for i, p := range m.players {
		for j, q := range m.players {
			if t.met[i][j] > 0 && t.ahead[j][i] == 0 {
				m.sum.Sweeps = append(m.sum.Sweeps, Sweep{Winner: p, Loser: q, Games: t.met[i][j], AtLeast: round(sweepBound(t.met[i][j]), 1)})
			}
		}
	}
}

// skill is the game's skill depth: the strongest player's rating above
// random's (anchor), or above the weakest rated when random did not
// play.
func (m *measure) skill(random string) {
	ratings := m.sum.Ratings
	top := ratings[0].Player
	from := ratings[len(ratings)-1].Player
	if r := m.index(random); r >= 0 && m.t.games[r] > 0 {
		from = random
	}
	if from == top {
		return
	}
	d, se := m.fit.Difference(m.index(top), m.index(from))
	sk := &Skill{From: from, To: top, Elo: roundInterval(wald(Elo(d), Elo(se)), 1),
		Steps: roundInterval(wald(Elo(d)/StepElo, Elo(se)/StepElo), 2)}
	// The rung above From: if From never finished ahead of it, the
	// depth leans on the virtual draws, and the games alone bound it.
	f := m.index(from)
	next := m.index(ratings[slices.IndexFunc(ratings, func(r Rating) bool { return r.Player == from })-1].Player)
	if m.t.met[f][next] > 0 && m.t.ahead[f][next] == 0 {
		least := sweepBound(m.t.met[f][next])
		if next != m.index(top) {
			d, se := m.fit.Difference(m.index(top), next)
			least += max(0, Elo(d-z*se))
		}
		sk.AtLeast = round(least, 1)
	}
	m.sum.Skill = sk
}

// luck is how often the weaker of each two neighbours on the ladder
// still finished ahead, the weakest pair first; the mean is over the
// pairs that met.
func (m *measure) luck() {
	l := &Luck{}
	met := 0
	ratings := m.sum.Ratings
	for r := len(ratings) - 1; r > 0; r-- {
		weak, strong := m.index(ratings[r].Player), m.index(ratings[r-1].Player)
		gap := Elo(m.fit.Strength[strong] - m.fit.Strength[weak])
		u := Upset{Weaker: m.players[weak], Stronger: m.players[strong], Gap: round(gap, 1), Games: m.t.met[weak][strong],
			Rate: share(m.t.ahead[weak][strong], m.t.met[weak][strong]), Expected: round(ExpectedScore(-gap), 4)}
		l.Neighbours = append(l.Neighbours, u)
		if u.Games > 0 {
			l.Mean += u.Rate.Estimate
			met++
		}
	}
	if met > 0 {
		l.Mean = round(l.Mean/float64(met), 4)
	}
	m.sum.Luck = l
}

// hidden is, for each oracle that played with its honest counterpart,
// its rating above it.
func (m *measure) hidden(oracles map[string]string) {
	t := m.t
	for o, oracle := range m.players {
		honest, ok := oracles[oracle]
		h := m.index(honest)
		if !ok || h < 0 || !m.fit.Rated[o] || !m.fit.Rated[h] || t.games[o] == 0 || t.games[h] == 0 {
			continue
		}
		d, se := m.fit.Difference(o, h)
		m.sum.Hidden = append(m.sum.Hidden, HiddenValue{Oracle: oracle, Honest: honest, Elo: roundInterval(wald(Elo(d), Elo(se)), 1),
			Games: t.met[o][h], Rate: share(t.ahead[o][h], t.met[o][h])})
	}
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
