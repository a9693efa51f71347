package simulate

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/solver"
)

func mustLoad(t testing.TB, ref string) *engine.Rules {
	t.Helper()
	r, err := rulesets.Load(ref)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func options(r *engine.Rules, games int, ai ...string) Options {
	return Options{AI: ai, Names: r.PlayerNames[:len(ai)], Games: games, Seed: 11, First: Rotate}
}

// A run is the same whatever the number of workers: the games, and so
// the summary, do not depend on which goroutine played them.
func TestRunIndependentOfWorkers(t *testing.T) {
	for _, ref := range []string{"beowulf", "kingdoms", "../rulesets/testdata/valid/every-play.toml"} {
		r := mustLoad(t, ref)
		opt := options(r, 24, "greedy", "random", "greedy")
		opt.Workers = 1
		one, err := Play(r, opt)
		if err != nil {
			t.Fatal(err)
		}
		opt.Workers = 5
		five, err := Play(r, opt)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(one.Played, five.Played); diff != "" {
			t.Errorf("%s: games differ between 1 and 5 workers (-1 +5):\n%s", ref, diff)
		}
		if diff := cmp.Diff(Summarize(one), Summarize(five)); diff != "" {
			t.Errorf("%s: summaries differ (-1 +5):\n%s", ref, diff)
		}
	}
}

// Every game of a run is the game saga play plays with its seed, players
// and first player: same final points, same act points, same winners,
// same number of decisions.
func TestGamesAreThoseOfPlay(t *testing.T) {
	r := mustLoad(t, "beowulf")
	opt := options(r, 9, "random", "greedy", "random", "greedy")
	run, err := Play(r, opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(run.Played) != 9 || run.Stopped {
		t.Fatalf("played %d games, stopped %v; want 9, false", len(run.Played), run.Stopped)
	}
	for i, g := range run.Played {
		if g.Index != i || g.Seed != 11+uint64(i) || g.First != i%4 {
			t.Errorf("game %d: index %d, seed %d, first %d", i, g.Index, g.Seed, g.First)
		}
		seats := make([]solver.Player, 4)
		for p, kind := range opt.AI {
			seats[p], _ = solver.NewPlayer(kind, solver.SeatSeed(g.Seed, p))
		}
		decisions, lastMover := 0, -1
		var enders []int // who made the last move of each act
		s, err := solver.PlayGame(r, seats, g.First, g.Seed, func(s *engine.State, m engine.Move) {
			switch {
			case m.Kind == engine.NextAct:
				enders = append(enders, lastMover)
			case !s.IsChance():
				decisions++
				lastMover = s.ToMove
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(s.Points, g.Final); diff != "" {
			t.Errorf("game %d: final points differ (-play +run):\n%s", i, diff)
		}
		for a, act := range g.Acts {
			if diff := cmp.Diff(s.ActPoints[a], act.Scored); diff != "" {
				t.Errorf("game %d act %d: scores differ (-play +run):\n%s", i, a, diff)
			}
			if diff := cmp.Diff(s.Cashed[a], act.Cashed); diff != "" {
				t.Errorf("game %d act %d: cashed points differ (-play +run):\n%s", i, a, diff)
			}
		}
		if diff := cmp.Diff(s.Winners(), g.Winners); diff != "" {
			t.Errorf("game %d: winners differ:\n%s", i, diff)
		}
		if g.Acts[0].First != g.First {
			t.Errorf("game %d: Act I started by seat %d, the game by seat %d", i, g.Acts[0].First, g.First)
		}
		for a := 1; a < len(g.Acts); a++ {
			// R20: the player after the one who ended the act before.
			if want := (enders[a-1] + 1) % 4; g.Acts[a].First != want {
				t.Errorf("game %d: act %d started by seat %d, want %d (R20)", i, a, g.Acts[a].First, want)
			}
		}
		if decisions != g.Decisions {
			t.Errorf("game %d: %d decisions, run says %d", i, decisions, g.Decisions)
		}
	}
}

// A fixed first player starts every game.
func TestFixedFirst(t *testing.T) {
	r := mustLoad(t, "kingdoms")
	opt := options(r, 6, "random")
	opt.AI = []string{"random", "random"}
	opt.Names = r.PlayerNames[:2]
	opt.First = 1
	run, err := Play(r, opt)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range run.Played {
		if g.First != 1 {
			t.Errorf("game %d started with seat %d, want 1", g.Index, g.First)
		}
	}
	if sum := Summarize(run); sum.First != r.PlayerNames[1] {
		t.Errorf("summary's first player %q, want %q", sum.First, r.PlayerNames[1])
	}
}

// Stopping keeps the games finished in order: none when stopped before
// the start, and a prefix otherwise.
func TestStop(t *testing.T) {
	r := mustLoad(t, "beowulf")
	opt := options(r, 50, "random", "random")
	stop := make(chan struct{})
	close(stop)
	opt.Stop = stop
	run, err := Play(r, opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(run.Played) != 0 || !run.Stopped {
		t.Errorf("stopped before the start: %d games, stopped %v", len(run.Played), run.Stopped)
	}
	if sum := Summarize(run); sum.Games != 0 || sum.Asked != 50 {
		t.Errorf("summary of no games: %d of %d", sum.Games, sum.Asked)
	}

	stop = make(chan struct{})
	opt.Stop = stop
	opt.Workers = 2
	opt.Progress = func(done int) {
		if done == 10 {
			close(stop)
		}
	}
	run, err = Play(r, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !run.Stopped || len(run.Played) < 9 || len(run.Played) >= 50 {
		t.Fatalf("stopped after 10 games: kept %d, stopped %v", len(run.Played), run.Stopped)
	}
	for i, g := range run.Played {
		if g.Index != i || len(g.Final) != 2 {
			t.Errorf("kept game %d is game %d with %d finals", i, g.Index, len(g.Final))
		}
	}
}

func TestCheckRefusesBadOptions(t *testing.T) {
	r := mustLoad(t, "beowulf")
	for _, tc := range []struct {
		name string
		edit func(*Options)
	}{
		{"one player", func(o *Options) { o.AI, o.Names = o.AI[:1], o.Names[:1] }},
		{"names", func(o *Options) { o.Names = o.Names[:1] }},
		{"unknown player", func(o *Options) { o.AI[1] = "grumpy" }},
		{"no games", func(o *Options) { o.Games = 0 }},
		{"first seat", func(o *Options) { o.First = 3 }},
	} {
		opt := options(r, 5, "greedy", "greedy")
		opt.AI = append([]string(nil), opt.AI...)
		tc.edit(&opt)
		if _, err := Play(r, opt); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}

// go test ./simulate -bench . reports games per second.
func BenchmarkPlay(b *testing.B) {
	r := mustLoad(b, "beowulf")
	for _, ai := range []string{"random", "greedy"} {
		b.Run(ai, func(b *testing.B) {
			opt := options(r, 200, ai, ai, ai)
			opt.Workers = 1
			for b.Loop() {
				if _, err := Play(r, opt); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N*opt.Games)/b.Elapsed().Seconds(), "games/s")
		})
	}
}
