package simulate

import (
	"slices"
	"strings"
	"sync"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/players"
)

// Summary is what a run shows a designer: balance between the seats, the
// spread of the scores, act by act, and what the special tiles did.
type Summary struct {
	Ruleset string `json:"ruleset"`
	Players []Seat `json:"players"`
	Games   int    `json:"games"`
	// Asked is how many games were asked for; more than Games when the
	// run was stopped early.
	Asked     int    `json:"asked"`
	FirstSeed uint64 `json:"first_seed"`
	// First names the player who starts the first act of every game, or
	// is "" when the seats take turns (Rotate).
	First string `json:"first,omitempty"`

	// Positions are by order of play in the first act: [0] is the player
	// who started it. Later acts' first players follow the rules.
	Positions []Position `json:"positions"`
	Balance   Balance    `json:"balance"`
	// AIs compares the kinds of player, when the seats are not all
	// played alike.
	AIs []AIResult `json:"ais,omitempty"`

	Final Distribution `json:"final"` // every player's final points
	// Margin is the winner's lead over the runner-up (0 for a shared or
	// tie-broken win).
	Margin    Distribution  `json:"winning_margin"`
	Acts      []ActSummary  `json:"acts"`
	Decisions Distribution  `json:"decisions"` // moves chosen per game
	Tiles     []TileSummary `json:"special_tiles"`
	Notable   []Notable     `json:"notable"`
	// CanCash says whether the ruleset has a tile that can be cashed;
	// without one, the text leaves out the cashed column.
	CanCash bool `json:"-"`
	// Ratings are the strengths of the run's kinds of player on the
	// ladder saga rate measured for the ruleset and number of players,
	// where known (RateWith sets them).
	Ratings []players.Rating `json:"ratings,omitempty"`
}

// RateWith names the ratings, on ladder, of the run's kinds of player
// that the ladder rates.
func (sum *Summary) RateWith(ladder []players.Rating) {
	sum.Ratings = nil
	seen := map[string]bool{}
	for _, seat := range sum.Players {
		if seen[seat.AI] {
			continue
		}
		seen[seat.AI] = true
		for _, r := range ladder {
			if r.Player == seat.AI {
				sum.Ratings = append(sum.Ratings, r)
			}
		}
	}
}

// Seat is one player of the run.
type Seat struct {
	Name string `json:"name"`
	AI   string `json:"ai"`
}

// Position is how the player in one place of the first act's order fared.
type Position struct {
	Position int `json:"position"` // 1 for the player who started
	// Wins counts won games, a shared win of k players as 1/k each.
	Wins     float64   `json:"wins"`
	WinRate  Interval  `json:"win_rate"`
	Final    Interval  `json:"mean_final"`
	SD       float64   `json:"sd_final"`
	ActMeans []float64 `json:"act_means"` // mean points gained per act
}

// Balance says whether the order of play favours a position.
type Balance struct {
	// Fair is the win rate of every position if none had an advantage.
	Fair float64 `json:"fair"`
	// ChiSquare and P test the positions' wins against equal shares: a
	// small P (below 0.05, say) means the differences are unlikely to be
	// chance alone.
	ChiSquare float64 `json:"chi_square"`
	P         float64 `json:"p"`
	// SharedWins is the share of games won by several players.
	SharedWins float64 `json:"shared_wins"`
}

// AIResult is how the seats played by one kind of player fared.
type AIResult struct {
	AI    string `json:"ai"`
	Seats int    `json:"seats"` // seats it played in each game
	// Wins counts the games one of its seats won (shared wins in parts);
	// WinRate is their share of the games, Fair what that share would be
	// if every seat had the same chance (Seats over the players).
	Wins    float64  `json:"wins"`
	WinRate Interval `json:"win_rate"`
	Fair    float64  `json:"fair"`
	// Final is the mean final points of its seats, taken per game.
	Final Interval `json:"mean_final"`
}

// ActSummary is one act over all games.
type ActSummary struct {
	Name   string       `json:"name"`
	Points Distribution `json:"points"` // gained by each player in the act
	Cashed float64      `json:"mean_cashed"`
	// EndedEarly is the share of games in which the act ended with
	// squares still empty, because nobody could move (R6).
	EndedEarly float64 `json:"ended_early"`
	// StarterLead is how many more points the act's first player gained
	// in it than the mean of the others, per game.
	StarterLead Interval `json:"starter_lead"`
}

// Notable points at a game worth looking at, by its seed.
type Notable struct {
	What   string `json:"what"`
	Seed   uint64 `json:"seed"`
	First  string `json:"first"`  // who started it, for saga play --first
	Player string `json:"player"` // whom it is about, if anyone; winners sharing a win joined by "+"
	Value  int    `json:"value"`
}

// Summarize computes the summary of a run.
func Summarize(run *Run) *Summary {
	opt := run.Options
	n := len(opt.AI)
	sum := &Summary{
		Ruleset:   run.Rules.Name,
		Games:     len(run.Played),
		Asked:     opt.Games,
		FirstSeed: opt.Seed,
	}
	for i := range n {
		sum.Players = append(sum.Players, Seat{Name: opt.Names[i], AI: opt.AI[i]})
	}
	if opt.First != Rotate {
		sum.First = opt.Names[opt.First]
	}
	for _, a := range run.Rules.Abilities {
		for _, m := range a.Play {
			sum.CanCash = sum.CanCash || m.Kind == engine.CashPlay
		}
	}
	// The parts read the run and write fields of their own: two
	// goroutines share them out, so that the summary, which follows the
	// games, does not leave the second processor they used idle.
	var wg sync.WaitGroup
	wg.Go(func() {
		sum.positions(run)
		sum.ais(run)
		sum.Tiles = tileSummaries(run)
	})
	sum.scores(run)
	sum.notable(run)
	wg.Wait()
	return sum
}

func (sum *Summary) positions(run *Run) {
	n := len(run.Options.AI)
	games := len(run.Played)
	wins := make([]float64, n)
	for j := range n {
		finals := make([]float64, 0, games)
		acts := make([]float64, len(run.Rules.Acts))
		for i := range run.Played {
			g := &run.Played[i]
			seat := (g.First + j) % n
			finals = append(finals, float64(g.Final[seat]))
			// positionWins's count, in the same pass
			if slices.Contains(g.Winners, seat) {
				wins[j] += share(g)
			}
			for a, act := range g.Acts {
				acts[a] += float64(act.Scored[seat] + act.Cashed[seat])
			}
		}
		for a := range acts {
			acts[a] /= float64(max(games, 1))
		}
		sum.Positions = append(sum.Positions, Position{Position: j + 1, Wins: wins[j], WinRate: wilson(wins[j], games), Final: meanInterval(finals), SD: describe(finals).SD, ActMeans: acts})
	}
	shared := 0
	for i := range run.Played {
		if len(run.Played[i].Winners) > 1 {
			shared++
		}
	}
	sum.Balance.Fair = 1 / float64(n)
	sum.Balance.ChiSquare, sum.Balance.P = uniformTest(wins)
	sum.Balance.SharedWins = float64(shared) / float64(max(games, 1))
}

func (sum *Summary) ais(run *Run) {
	var kinds []string
	for _, ai := range run.Options.AI {
		if !slices.Contains(kinds, ai) {
			kinds = append(kinds, ai)
		}
	}
	if len(kinds) < 2 {
		return
	}
	for _, kind := range kinds {
		r := AIResult{AI: kind}
		var seats []int
		for seat, ai := range run.Options.AI {
			if ai == kind {
				seats = append(seats, seat)
			}
		}
		r.Seats = len(seats)
		r.Fair = float64(r.Seats) / float64(len(run.Options.AI))
		finals := perGame(run, func(g *Game) float64 {
			sum := 0
			for _, seat := range seats {
				sum += g.Final[seat]
				if slices.Contains(g.Winners, seat) {
					r.Wins += share(g)
				}
			}
			return float64(sum) / float64(len(seats))
		})
		r.WinRate = wilson(r.Wins, len(run.Played))
		r.Final = meanInterval(finals)
		sum.AIs = append(sum.AIs, r)
	}
}

func (sum *Summary) scores(run *Run) {
	games, n := len(run.Played), len(run.Options.AI)
	finals := make([]float64, 0, games*n)
	margins := make([]float64, 0, games)
	decisions := make([]float64, 0, games)
	acts := make([][]float64, len(run.Rules.Acts))
	for a := range acts {
		acts[a] = make([]float64, 0, games*n)
	}
	leads := make([][]float64, len(acts))
	for a := range leads {
		leads[a] = make([]float64, 0, games)
	}
	cashed := make([]float64, len(acts))
	early := make([]int, len(acts))
	for i := range run.Played {
		g := &run.Played[i]
		for _, f := range g.Final {
			finals = append(finals, float64(f))
		}
		margins = append(margins, float64(winningMargin(g)))
		decisions = append(decisions, float64(g.Decisions))
		for a, act := range g.Acts {
			for p := range act.Scored {
				acts[a] = append(acts[a], float64(act.Scored[p]+act.Cashed[p]))
				cashed[a] += float64(act.Cashed[p])
			}
			if act.EmptyAtEnd > 0 {
				early[a]++
			}
			leads[a] = append(leads[a], starterLead(act))
		}
	}
	sum.Final = describe(finals)
	sum.Margin = describe(margins)
	sum.Decisions = describe(decisions)
	for a, act := range run.Rules.Acts {
		s := ActSummary{Name: act.Name, Points: describe(acts[a])}
		if len(acts[a]) > 0 {
			s.Cashed = cashed[a] / float64(len(acts[a]))
		}
		s.EndedEarly = float64(early[a]) / float64(max(len(run.Played), 1))
		s.StarterLead = meanInterval(leads[a])
		sum.Acts = append(sum.Acts, s)
	}
}

// notable picks the games with the highest and the lowest final score,
// the widest and the narrowest winning margin, and the longest game.
// Ties go to the earliest game.
func (sum *Summary) notable(run *Run) {
	if len(run.Played) == 0 {
		return
	}
	names := run.Options.Names
	// A pick compares games by value alone, and says whom its game is
	// about only for the game it keeps: naming the winners of every game
	// would cost a list and a string each.
	type pick struct {
		what   string
		better func(v, best int) bool
		value  func(g *Game) int
		whom   func(g *Game) string // "": no one
	}
	top := func(g *Game) int { return g.Final[topSeat(g)] }
	bottom := func(g *Game) int { return g.Final[bottomSeat(g)] }
	// A margin is the winners': a shared win names them all, as the CSV
	// does ("green+gray").
	winners := func(g *Game) string {
		var winners []string
		for _, w := range g.Winners {
			winners = append(winners, names[w])
		}
		return strings.Join(winners, "+")
	}
	nobody := func(*Game) string { return "" }
	picks := []pick{
		{"highest final score", func(v, b int) bool { return v > b }, top, func(g *Game) string { return names[topSeat(g)] }},
		{"lowest final score", func(v, b int) bool { return v < b }, bottom, func(g *Game) string { return names[bottomSeat(g)] }},
		{"widest winning margin", func(v, b int) bool { return v > b }, winningMargin, winners},
		{"narrowest winning margin", func(v, b int) bool { return v < b }, winningMargin, winners},
		{"most moves", func(v, b int) bool { return v > b }, func(g *Game) int { return g.Decisions }, nobody},
	}
	for _, pk := range picks {
		best := 0
		bestV := pk.value(&run.Played[0])
		for i := 1; i < len(run.Played); i++ {
			if v := pk.value(&run.Played[i]); pk.better(v, bestV) {
				best, bestV = i, v
			}
		}
		g := &run.Played[best]
		bestP := pk.whom(g)
		sum.Notable = append(sum.Notable, Notable{What: pk.what, Seed: g.Seed, First: names[g.First], Player: bestP, Value: bestV})
	}
}

// topSeat is the seat with the highest final score of g, the first of
// those sharing it.
func topSeat(g *Game) int {
	best := 0
	for p, f := range g.Final {
		if f > g.Final[best] {
			best = p
		}
	}
	return best
}

// bottomSeat is the seat with the lowest final score of g, the first of
// those sharing it.
func bottomSeat(g *Game) int {
	worst := 0
	for p, f := range g.Final {
		if f < g.Final[worst] {
			worst = p
		}
	}
	return worst
}
