package tournament

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/internal/panicrelay"
	"github.com/sagatools/saga/play"
)

// The tests' players: tournament takes its players from a play.Maker,
// and the built-in ones (package players) import report, which imports
// tournament. "random" moves at random from its seed, "first" takes the
// first legal move, "last" the last, and "seer" is an oracle that
// takes the first.
func testMaker(_ int, name string, seed uint64) (play.Player, error) {
	switch name {
	case "random":
		return &randomMove{rng: rand.New(rand.NewPCG(seed, 1))}, nil
	case "first":
		return pick{name, func(n int) int { return 0 }}, nil
	case "last":
		return pick{name, func(n int) int { return n - 1 }}, nil
	case "seer":
		return seer{}, nil
	}
	return nil, fmt.Errorf("unknown player %q", name)
}

type randomMove struct{ rng *rand.Rand }

func (*randomMove) Name() string { return "random" }
func (p *randomMove) Choose(_ *play.View, moves []engine.Move) (engine.Move, error) {
	return moves[p.rng.IntN(len(moves))], nil
}

type pick struct {
	name  string
	which func(n int) int
}

func (p pick) Name() string { return p.name }
func (p pick) Choose(_ *play.View, moves []engine.Move) (engine.Move, error) {
	return moves[p.which(len(moves))], nil
}

type seer struct{}

func (seer) Name() string { return "seer" }
func (seer) Choose(_ *play.View, moves []engine.Move) (engine.Move, error) {
	return engine.Move{}, errors.New("an oracle was asked without the state")
}
func (seer) ChooseSeeing(_ *engine.State, moves []engine.Move) (engine.Move, error) {
	return moves[0], nil
}

// withoutTimes is a run's games with the times measured left out, which
// alone differ from run to run.
func withoutTimes(games []Game) []Game {
	out := slices.Clone(games)
	for i := range out {
		out[i].Thinking = nil
	}
	return out
}

// The games are the same whatever the number of workers, each the game
// play.PlayGame plays with the seed and the players in seat order (as
// saga play does), and every seat's moves are counted and timed.
func TestPlayIsTheSameOnAnyWorkers(t *testing.T) {
	r := fixture.Rules(t, "kingdoms")
	opt := Options{Players: []string{"random", "first", "last"}, Seats: 3, Games: 6, Seed: 5}
	one, err := Play(context.Background(), r, opt, testMaker, Control{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	three, err := Play(context.Background(), r, opt, testMaker, Control{Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(one.Games) != 6 || !slices.EqualFunc(withoutTimes(one.Games), withoutTimes(three.Games), gamesEqual) {
		t.Fatalf("1 worker played %d games, 3 workers played others", len(one.Games))
	}
	for _, g := range one.Games {
		seats, err := play.Seats([]string{opt.Players[g.Seats[0]], opt.Players[g.Seats[1]], opt.Players[g.Seats[2]]}, g.Seed, testMaker)
		if err != nil {
			t.Fatal(err)
		}
		s, err := play.PlayGame(r, seats, 0, g.Seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(s.Points, g.Final) || !slices.Equal(s.Winners(), g.Winners) {
			t.Errorf("game %d: %v won by %v, played alone %v won by %v", g.Index, g.Final, g.Winners, s.Points, s.Winners())
		}
		for seat := range 3 {
			if g.Moves[seat] < 10 || g.Thinking[seat] <= 0 {
				t.Errorf("game %d seat %d: %d moves in %d ns", g.Index, seat, g.Moves[seat], g.Thinking[seat])
			}
		}
	}
}

func gamesEqual(a, b Game) bool {
	return a.Index == b.Index && a.Seed == b.Seed && slices.Equal(a.Seats, b.Seats) && slices.Equal(a.Final, b.Final) &&
		slices.Equal(a.Winners, b.Winners) && slices.Equal(a.Moves, b.Moves)
}

// Play stopped part way keeps the deal groups finished whole before the
// first that was not: the same games as the first ones of a whole run.
func TestPlayStoppedKeepsWholeDeals(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	opt := Options{Players: []string{"random", "first", "last"}, Seats: 2, Games: 20, Seed: 9}
	whole, err := Play(context.Background(), r, opt, testMaker, Control{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, stopAt := range []int{1, 7, 20} {
		ctx, cancel := context.WithCancel(context.Background())
		run, err := Play(ctx, r, opt, testMaker, Control{Workers: 2, Progress: func(done int) {
			if done == stopAt {
				cancel()
			}
		}})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		n := len(run.Games)
		if n%2 != 0 || n > stopAt+2 || n < stopAt-2 || n == len(whole.Games) {
			t.Errorf("stopped after %d games: kept %d", stopAt, n)
		}
		if !slices.EqualFunc(withoutTimes(run.Games), withoutTimes(whole.Games[:n]), gamesEqual) {
			t.Errorf("stopped after %d games: kept games that are not the whole run's first %d", stopAt, n)
		}
	}
}

// An oracle timed is still an oracle: the game loop gives it the state
// (the test's oracle fails when asked without it).
func TestTimedOracleSeesEverything(t *testing.T) {
	for _, name := range []string{"seer", "first"} {
		p, err := testMaker(0, name, 1)
		if err != nil {
			t.Fatal(err)
		}
		_, was := p.(play.Oracle)
		_, is := timePlayer(p, &clock{}).(play.Oracle)
		if was != is || is != (name == "seer") {
			t.Errorf("%s: an oracle %v, timed %v", name, was, is)
		}
	}
	r := fixture.Rules(t, "beowulf")
	run, err := Play(context.Background(), r, Options{Players: []string{"seer", "first"}, Seats: 2, Games: 2, Seed: 1}, testMaker, Control{})
	if err != nil || len(run.Games) != 2 {
		t.Errorf("a tournament with an oracle: %v", err)
	}
}

// A player that fails stops the run with an error naming the game; an
// unknown player is refused before any game.
func TestPlayErrors(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	opt := Options{Players: []string{"random", "quitter"}, Seats: 2, Games: 2, Seed: 1}
	maker := func(seat int, name string, seed uint64) (play.Player, error) {
		if name == "quitter" {
			return quitter{}, nil
		}
		return testMaker(seat, name, seed)
	}
	// One worker: with two, game 2 may fail first and be the one named.
	if _, err := Play(context.Background(), r, opt, maker, Control{Workers: 1}); err == nil || !strings.Contains(err.Error(), "game 1 (seed 1, random v quitter): I quit") {
		t.Errorf("a failing player: %v", err)
	}
	opt.Players[1] = "nobody"
	if _, err := Play(context.Background(), r, opt, testMaker, Control{}); err == nil || !strings.Contains(err.Error(), `unknown player "nobody"`) {
		t.Errorf("an unknown player: %v", err)
	}
}

type quitter struct{}

func (quitter) Name() string { return "quitter" }
func (quitter) Choose(*play.View, []engine.Move) (engine.Move, error) {
	return engine.Move{}, errors.New("I quit")
}

// Options.Check refuses what cannot be played fairly, saying why.
func TestOptionsCheck(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	for _, c := range []struct {
		opt  Options
		says string
	}{
		{Options{Players: names(3), Seats: 5, Games: 10}, "for 2 to 4 players, not 5"},
		{Options{Players: []string{"a", "b", "a"}, Seats: 2, Games: 2}, "a is listed twice"},
		{Options{Players: names(2), Seats: 3, Games: 3}, "at least 3 different players"},
		{Options{Players: names(3), Seats: 2, Games: 5}, "positive multiple of 2"},
		{Options{Players: names(3), Seats: 3, Games: 0}, "positive multiple of 3"},
		{Options{Players: names(3), Seats: 2, Games: 4, Seed: 1<<64 - 1}, "run past the largest seed"},
		{Options{Players: names(40), Seats: 4, Games: 100}, "more than 1000000 games"},
	} {
		if err := c.opt.Check(r); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%+v: %v, want %q", c.opt, err, c.says)
		}
	}
	if err := (&Options{Players: names(3), Seats: 2, Games: 4, Seed: 1<<64 - 2}).Check(r); err != nil {
		t.Errorf("the last seeds refused: %v", err)
	}
}

// Who finished ahead: a winner before the others, the points between
// the rest, level points or a shared win half each.
func TestAhead(t *testing.T) {
	g := Game{Final: []int{50, 60, 60, 40}, Winners: []int{2}} // 2 won on the tie-break
	for _, c := range []struct {
		a, b int
		want float64
	}{{2, 1, 1}, {1, 2, 0}, {1, 0, 1}, {0, 3, 1}, {3, 0, 0}} {
		if got := g.Ahead(c.a, c.b); got != c.want {
			t.Errorf("seat %d against %d: %v, want %v", c.a, c.b, got, c.want)
		}
	}
	shared := Game{Final: []int{70, 70, 20, 20}, Winners: []int{0, 1}}
	if shared.Ahead(0, 1) != 0.5 || shared.Ahead(2, 3) != 0.5 || shared.Ahead(1, 2) != 1 {
		t.Error("a shared win or level points is not half each")
	}
}

// A player that panics on a worker goroutine panics again on the
// goroutine that called Play, where saga's top level reports it as an
// internal error, instead of ending the program from the worker.
func TestPlayRelaysPanics(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	maker := func(seat int, name string, seed uint64) (play.Player, error) {
		if name == "crasher" {
			return crasher{}, nil
		}
		return testMaker(seat, name, seed)
	}
	defer func() {
		p, ok := recover().(*panicrelay.Panic)
		if !ok || p.Value != "crash" {
			t.Errorf("recovered %v, want the worker's panic", p)
		}
	}()
	_, _ = Play(context.Background(), r, Options{Players: []string{"random", "crasher"}, Seats: 2, Games: 4, Seed: 1}, maker, Control{Workers: 2})
	t.Error("Play returned after a player panicked")
}

type crasher struct{}

func (crasher) Name() string { return "crasher" }
func (crasher) Choose(*play.View, []engine.Move) (engine.Move, error) {
	panic("crash")
}
