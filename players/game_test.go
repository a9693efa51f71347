package players

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/solver"
)

func seats(t testing.TB, seed uint64, names ...string) []play.Player {
	var out []play.Player
	for i, n := range names {
		p, err := New(n, seed+uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// transcript plays a game and writes down every move.
func transcript(t testing.TB, r *engine.Rules, seed uint64, names ...string) (string, *engine.State) {
	var log []string
	s, err := play.PlayGame(r, seats(t, seed, names...), 0, seed, func(s *engine.State, m engine.Move) {
		log = append(log, fmt.Sprintf("%d %s", s.ToMove, s.Notation(m)))
	})
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprint(log), s
}

// The same ruleset, players and seed give the same game.
func TestSeededGamesRepeat(t *testing.T) {
	for _, name := range rulesets.Builtins() {
		r := fixture.Rules(t, name)
		a, sa := transcript(t, r, 7, "random", "greedy", "random")
		b, sb := transcript(t, r, 7, "random", "greedy", "random")
		c, _ := transcript(t, r, 8, "random", "greedy", "random")
		if a != b || !slices.Equal(sa.Points, sb.Points) {
			t.Errorf("%s: two games with seed 7 differ", name)
		}
		if a == c {
			t.Errorf("%s: seeds 7 and 8 give the same game", name)
		}
	}
}

// Greedy and rival beat random by a wide margin over many games: a
// sanity check that they really choose well.
func TestGreedyAndRivalBeatRandom(t *testing.T) {
	for _, player := range []string{"greedy", "rival"} {
		for _, name := range rulesets.Builtins() {
			r := fixture.Rules(t, name)
			wins := 0
			const games = 60
			for seed := range uint64(games) {
				_, s := transcript(t, r, seed, player, "random")
				if s.Points[0] > s.Points[1] {
					wins++
				}
			}
			if wins < games*3/4 {
				t.Errorf("%s: %s won %d of %d games against random", name, player, wins, games)
			}
		}
	}
}

// Greedy's constant-time ratings agree with playing each move and
// rescoring the board, for every kind of move in real games.
func TestGreedyGainsMatchRescoring(t *testing.T) {
	// Every seat's gain, not only the mover's: the search rates moves for
	// the puzzle player and the opponent alike. The moves QuickGain does
	// not rate are rated by SlowGainOf too.
	slow := 0
	for _, name := range rulesets.Builtins() {
		r := fixture.Rules(t, name)
		g := NewGreedy()
		checked := 0
		games := uint64(20)
		if testing.Short() {
			games = 4 // the race detector's run in CI: the same checks, fewer games
		}
		for seed := range games {
			_, err := play.PlayGame(r, seats(t, seed, "random", "random", "random"), 0, seed, func(s *engine.State, _ engine.Move) {
				if s.IsChance() || s.Phase == engine.PhaseActOver {
					return
				}
				g.rate.Prepare(s)
				for _, m := range s.LegalMoves(nil) {
					if m.Kind == engine.Draw {
						continue
					}
					for p := range s.Players {
						want := g.rate.RescoredFor(s, m, p)
						if got := g.rate.GainOf(s, m, p); got != want {
							t.Fatalf("%s seed %d: %s rated %d for seat %d, rescoring gives %d", name, seed, s.Notation(m), got, p, want)
						}
						if _, quick := g.rate.QuickGain(s, m, p); !quick {
							if got := g.rate.SlowGainOf(s, m, p); got != want {
								t.Fatalf("%s seed %d: %s rated %d for seat %d without QuickGain, rescoring gives %d", name, seed, s.Notation(m), got, p, want)
							}
							slow++
						}
					}
					checked++
				}
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		if checked < 10000*int(games)/20 {
			t.Errorf("%s: only %d moves checked", name, checked)
		}
	}
	if slow < 100 {
		t.Errorf("only %d gains checked without QuickGain", slow)
	}
}

// The search player beats greedy more often than not, and rival too:
// looking ahead pays.
func TestSearcherBeatsGreedyAndRival(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games with search")
	}
	r := fixture.Rules(t, "kingdoms")
	for _, c := range []struct {
		opponent string
		games    int
	}{{"greedy", 16}, {"rival", 200}} {
		wins := 0
		for seed := range uint64(c.games) {
			// Alternate seats so that neither side always moves first.
			names := []string{"search", c.opponent}
			me := 0
			if seed%2 == 1 {
				names, me = []string{c.opponent, "search"}, 1
			}
			_, s := transcript(t, r, seed, names...)
			if s.Points[me] > s.Points[1-me] {
				wins++
			}
		}
		t.Logf("search won %d of %d games against %s", wins, c.games, c.opponent)
		if wins <= c.games/2 {
			t.Errorf("search won %d of %d games against %s", wins, c.games, c.opponent)
		}
	}
}

// The search's playout counts a draw at its expected worth for the
// mover, as the rival rates it: for the player who draws, and against
// the others, shared out among them.
func TestPlayoutCountsDrawsAtTheirWorth(t *testing.T) {
	for _, players := range []int{2, 3} {
		r := fixture.Rules(t, "beowulf")
		names := []string{"rival", "rival", "rival"}[:players]
		checked := 0
		_, err := play.PlayGame(r, seats(t, 1, names...), 0, 1, func(s *engine.State, _ engine.Move) {
			if s.IsChance() || s.ActOver() || checked >= 20 {
				return
			}
			moves := s.LegalMoves(nil)
			var g Greedy
			g.relative = true
			i, worth := g.best(s, moves, nil)
			if moves[i].Kind != engine.Draw {
				return
			}
			share := worth / float64(players-1)
			for me := range players {
				sp := NewSearcher(0)
				want := sp.rating(s, me) - share
				if me == s.ToMove {
					want = sp.rating(s, me) + share
				}
				if got := sp.playout(s, me, 1, 0); math.Abs(got-want) > 1e-9 {
					t.Fatalf("%d players, seat %d, seat %d to draw: playout %v, want rating %v and worth %v", players, me, s.ToMove, got, sp.rating(s, me), share)
				}
			}
			checked++
		})
		if err != nil {
			t.Fatal(err)
		}
		if checked < 20 {
			t.Errorf("%d players: only %d draws checked", players, checked)
		}
	}
}

// Near the end of an act the oracle plays a best move, as the exact
// search ranks them: with two players from 5 empty squares and 4 tiles in
// the pool, with three from 3 and 2. So does the search player when its
// seat sees everything (nothing in the pool or the others' hands).
func TestSearcherSolvesNearTheEnd(t *testing.T) {
	for _, name := range []string{"oracle", "search"} {
		searcherSolvesNearTheEnd(t, name)
	}
}

func searcherSolvesNearTheEnd(t *testing.T, name string) {
	configs := []struct {
		ruleset string
		players int
	}{{"kingdoms", 2}, {"beowulf", 2}, {"kingdoms", 3}, {"beowulf", 3}}
	if testing.Short() {
		configs = configs[1:3] // two players and three, either game
	}
	for _, c := range configs {
		r := fixture.Rules(t, c.ruleset)
		near := NewSearcher(0).Exact
		q := solver.Question{Objective: solver.Margin}
		if c.players > 2 {
			near, q.Objective = NewSearcher(0).ExactMore, solver.MaxN
		}
		checked := 0
		names := []string{name, name, name}[:c.players]
		games := uint64(3)
		if testing.Short() {
			games = 1 // the race detector's run in CI: the same checks, one game
		}
		for seed := range games {
			_, err := play.PlayGame(r, seats(t, seed, names...), 0, seed, func(s *engine.State, m engine.Move) {
				if s.IsChance() || s.Phase == engine.PhaseActOver || s.Empties > near.Empties || s.PoolTotal > near.Pool || len(s.LegalMoves(nil)) < 2 {
					return
				}
				if name == "search" && hidesSomething(s) {
					return
				}
				q.Player = s.ToMove
				res, err := solver.Solve(context.Background(), s, q, solver.Options{Nodes: 2_000_000, Workers: 1})
				if err != nil || !res.Exact {
					return // too big to rank every move here
				}
				for _, best := range res.Moves[:res.Best] {
					if best.Move == m {
						checked++
						return
					}
				}
				t.Fatalf("%s, %d players, seed %d: %s played %s at %d empty squares and %d in the pool; best: %s", c.ruleset, c.players, seed, name, s.Notation(m), s.Empties, s.PoolTotal, s.Notation(res.Moves[0].Move))
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		// With three players, the search player's seat rarely sees
		// everything near the end.
		least := 10 * int(games) / 3
		if name == "search" {
			least = map[int]int{2: 3, 3: 0}[c.players] * int(games) / 3
		}
		if checked < least {
			t.Errorf("%s, %s, %d players: only %d moves checked", name, c.ruleset, c.players, checked)
		}
	}
}

// hidesSomething reports whether the player to move of s cannot see
// everything: tiles in the pool or in another hand.
func hidesSomething(s *engine.State) bool {
	for p, h := range s.Hands {
		if p != s.ToMove && len(h) > 0 {
			return true
		}
	}
	return s.PoolTotal > 0
}

// The search player solves exactly from 5 empty squares and 4 tiles in
// the pool with two players in the act, and from 3 and 2 with more;
// absent seats do not count.
func TestSearcherNearEnd(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	sp := NewSearcher(0)
	for _, c := range []struct {
		players       int
		absent        uint8
		empties, pool int
		want          bool
	}{
		{2, 0, 5, 4, true}, {2, 0, 6, 4, false}, {2, 0, 5, 5, false},
		{3, 0, 3, 2, true}, {3, 0, 4, 2, false}, {3, 0, 3, 3, false},
		{3, 1 << 2, 5, 4, true}, {4, 1<<1 | 1<<3, 5, 4, true}, {4, 1 << 3, 4, 2, false},
	} {
		s, err := engine.NewGame(r, c.players, 0)
		if err != nil {
			t.Fatal(err)
		}
		s.Absent, s.Empties, s.PoolTotal = c.absent, c.empties, c.pool
		if got := sp.nearEnd(s); got != c.want {
			t.Errorf("%d players, absent %b, %d empty, %d in the pool: near the end %v, want %v", c.players, c.absent, c.empties, c.pool, got, c.want)
		}
	}
}

// A table of random players with nobody watching is played by the game
// loop's uniform path (play.UniformChooser), which must play the very
// game the move-by-move loop plays when an observer watches: the same
// final board, hands, supplies, pool, points and act scores.
func TestUniformGamesPlayAsWatchedOnes(t *testing.T) {
	for _, name := range rulesets.Builtins() {
		r := fixture.Rules(t, name)
		for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
			names := slices.Repeat([]string{"random"}, n)
			for seed := range uint64(40) {
				moves := 0
				watched, err := play.PlayGame(r, seats(t, seed, names...), int(seed)%n, seed, func(*engine.State, engine.Move) { moves++ })
				if err != nil {
					t.Fatal(err)
				}
				alone, err := play.PlayGame(r, seats(t, seed, names...), int(seed)%n, seed, nil)
				if err != nil {
					t.Fatal(err)
				}
				if a, b := finalState(watched), finalState(alone); a != b {
					t.Fatalf("%s, %d players, seed %d: watched, the game (%d moves) ends\n%s\nunwatched\n%s", name, n, seed, moves, a, b)
				}
			}
		}
	}
}

// finalState writes down what a finished game left.
func finalState(s *engine.State) string {
	return fmt.Sprint(s.Board.Cells, s.Hands, s.Supply, s.Pool, s.Out, s.Points, s.ActPoints, s.Cashed, s.Ender)
}

// Choose rates figures, plain tiles and swaps of plain tiles from unit
// worths it works out once per decision (units, tiles), and special tiles
// that can only be placed from their lines on the board (lineWorth), not
// through the rater: each move alone, as Choose rates it, is worth what
// the rater gives it, for greedy and rival, in positions of real games.
func TestGreedyWorthsMatchTheRater(t *testing.T) {
	games := uint64(6)
	if testing.Short() {
		games = 2
	}
	for _, name := range rulesets.Builtins() {
		r := fixture.Rules(t, name)
		checked := map[engine.MoveKind]int{}
		for _, g := range []*Greedy{NewGreedy(), NewRival()} {
			for seed := range games {
				_, err := play.PlayGame(r, seats(t, seed, "greedy", "rival", "random"), 0, seed, func(s *engine.State, _ engine.Move) {
					if s.IsChance() || s.Phase == engine.PhaseActOver {
						return
					}
					s = s.Clone()
					for _, m := range s.LegalMoves(nil) {
						if m.Kind == engine.Draw {
							continue
						}
						_, got := g.best(s, []engine.Move{m}, nil)
						g.prepare(s)
						if want := g.worth(s, m); got != float64(want) {
							t.Fatalf("%s %s seed %d: %s worth %v, the rater gives %d", name, g.Name(), seed, s.Notation(m), got, want)
						}
						checked[m.Kind]++
					}
				})
				if err != nil {
					t.Fatal(err)
				}
			}
		}
		for _, k := range []engine.MoveKind{engine.PlaceFigure, engine.PlayTile} {
			if checked[k] < 1000 {
				t.Errorf("%s: moves of kind %v checked too rarely: %v", name, k, checked)
			}
		}
		if name == "beowulf" && checked[engine.After] < 1000 {
			t.Errorf("%s: swaps checked too rarely: %v", name, checked)
		}
	}
}

// Choose rates from the view's board alone where the board rates every
// move (all but swaps of a special tile and moves the lines cannot rate)
// and deals a sample of the state when a move needs one:
// either way it takes the move best takes on the sample, for greedy and
// rival, in positions of real games; many decisions of both rulesets take
// the board's way.
func TestGreedyChoosesFromTheBoardAsFromASample(t *testing.T) {
	games := uint64(6)
	if testing.Short() {
		games = 2
	}
	for _, name := range rulesets.Builtins() {
		r := fixture.Rules(t, name)
		byBoard, bySample := 0, 0
		eachChoice(t, r, games, []string{"greedy", "rival", "random"}, func(c choice) {
			i, _ := c.rater.best(c.v.KnownInto(nil, &play.Dealer{}), c.moves, c.v.DrawOdds())
			if c.got != c.moves[i] {
				t.Fatalf("%s %s seed %d: chose %s, best on the sample is %s", name, c.kind, c.seed, c.s.Notation(c.got), c.s.Notation(c.moves[i]))
			}
			if c.chooser.state == nil { // no sample dealt
				byBoard++
			} else {
				bySample++
			}
		})
		// Some of Beowulf's swaps need a state (to see whether they end
		// the act, or to be played and rescored); none of Kingdoms' moves
		// did in these games.
		if byBoard < 100*int(games) || name == "beowulf" && bySample < int(games) {
			t.Errorf("%s: %d decisions from the board, %d from a sample", name, byBoard, bySample)
		}
	}
}

// A choice is a decision of a game that eachChoice had a greedy or rival
// player make.
type choice struct {
	kind    string // greedy or rival
	seed    uint64 // the game's
	s       *engine.State
	v       *play.View // the view of the seat to move
	moves   []engine.Move
	got     engine.Move // what chooser chose
	chooser *Greedy
	rater   *Greedy // another player of the kind, for the test to rate moves with
}

// eachChoice plays seeded games of the seats named (games of them) and
// has a greedy and then a rival player choose at every decision with more
// than one move, from the view of the seat to move; check sees each
// choice.
func eachChoice(t *testing.T, r *engine.Rules, games uint64, names []string, check func(choice)) {
	t.Helper()
	for _, kind := range []string{"greedy", "rival"} {
		chooser, rater := NewGreedy(), NewGreedy()
		if kind == "rival" {
			chooser, rater = NewRival(), NewRival()
		}
		for seed := range games {
			_, err := play.PlayGame(r, seats(t, seed, names...), 0, seed, func(s *engine.State, _ engine.Move) {
				if s.IsChance() || s.Phase == engine.PhaseActOver || s.MoveCount() < 2 {
					return
				}
				v := play.NewView(s, s.ToMove)
				moves := s.LegalMoves(nil)
				got, err := chooser.Choose(v, moves)
				if err != nil {
					t.Fatal(err)
				}
				check(choice{kind, seed, s, v, moves, got, chooser, rater})
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

// Choose takes the first move of the highest worth, as the rater rates
// each move one by one (a draw only when it is worth strictly more than
// every other move), for greedy and rival, in positions of real games,
// with the moves in their legal order and shuffled: its loops, its runs
// of one kind and its shortcuts change no choice.
func TestGreedyTakesTheFirstBestMove(t *testing.T) {
	games := uint64(6)
	if testing.Short() {
		games = 2
	}
	for _, name := range rulesets.Builtins() {
		r := fixture.Rules(t, name)
		ties := 0
		rng := rand.New(rand.NewPCG(31, 32))
		eachChoice(t, r, games, []string{"rival", "greedy", "random"}, func(c choice) {
			sample := c.v.KnownInto(nil, &play.Dealer{})
			c.rater.prepare(sample)
			firstBest := func(moves []engine.Move) (engine.Move, bool) {
				want, wantWorth, draw, counted := -1, 0, -1, map[int]int{}
				for i, m := range moves {
					if m.Kind == engine.Draw {
						draw = i
						continue
					}
					w := c.rater.worth(sample, m)
					counted[w]++
					if want < 0 || w > wantWorth {
						want, wantWorth = i, w
					}
				}
				tie := counted[wantWorth] > 1
				if draw >= 0 && (want < 0 || c.rater.drawValue(sample, c.v.DrawOdds()) > float64(wantWorth)) {
					want = draw
				}
				return moves[want], tie
			}
			want, tie := firstBest(c.moves)
			if tie {
				ties++
			}
			if c.got != want {
				t.Fatalf("%s %s seed %d: chose %s, the first best is %s", name, c.kind, c.seed, c.s.Notation(c.got), c.s.Notation(want))
			}
			shuffled := slices.Clone(c.moves)
			rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
			got, err := c.chooser.Choose(c.v, shuffled)
			if err != nil {
				t.Fatal(err)
			}
			if want, _ := firstBest(shuffled); got != want {
				t.Fatalf("%s %s seed %d, moves shuffled: chose %s, the first best is %s", name, c.kind, c.seed, c.s.Notation(got), c.s.Notation(want))
			}
		})
		if ties < 50*int(games) {
			t.Errorf("%s: only %d decisions with a tie for the best", name, ties)
		}
	}
}
