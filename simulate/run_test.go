package simulate

import (
	"context"
	"math"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/players"
)

func options(r *engine.Rules, games int, ai ...string) Options {
	return Options{AI: ai, Names: r.PlayerNames[:len(ai)], Games: games, Seed: 11, First: Rotate}
}

// playOne plays one variant and returns its run.
func playOne(t testing.TB, c Control, v Variant) *Run {
	t.Helper()
	runs, err := Play(context.Background(), c, v)
	if err != nil {
		t.Fatal(err)
	}
	return runs[0]
}

// A run is the same whatever the number of workers: the games, and so
// the summary, do not depend on which goroutine played them.
func TestRunIndependentOfWorkers(t *testing.T) {
	for _, ref := range []string{"beowulf", "kingdoms", "../rulesets/testdata/valid/every-play.toml"} {
		r := fixture.Rules(t, ref)
		v := Variant{r, options(r, 24, "greedy", "random", "greedy")}
		one := playOne(t, Control{Workers: 1}, v)
		five := playOne(t, Control{Workers: 5}, v)
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
	r := fixture.Rules(t, "beowulf")
	opt := options(r, 9, "random", "greedy", "random", "greedy")
	run := playOne(t, Control{}, Variant{r, opt})
	if len(run.Played) != 9 {
		t.Fatalf("played %d games, want 9", len(run.Played))
	}
	for i, g := range run.Played {
		if g.Index != i || g.Seed != 11+uint64(i) || g.First != i%4 {
			t.Errorf("game %d: index %d, seed %d, first %d", i, g.Index, g.Seed, g.First)
		}
		seats, err := play.Seats(opt.AI, g.Seed, players.Make)
		if err != nil {
			t.Fatal(err)
		}
		decisions, lastMover := 0, -1
		var enders []int // who made the last move of each act
		s, err := play.PlayGame(r, seats, g.First, g.Seed, func(s *engine.State, m engine.Move) {
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
	r := fixture.Rules(t, "kingdoms")
	opt := options(r, 6, "random")
	opt.AI = []string{"random", "random"}
	opt.Names = r.PlayerNames[:2]
	opt.First = 1
	run := playOne(t, Control{}, Variant{r, opt})
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
// the start, and a prefix of each variant's games otherwise, which take
// turns so that both have played about as many.
func TestStop(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	v := Variant{r, options(r, 50, "random", "random")}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	runs, err := Play(cancelled, Control{}, v)
	if err != nil {
		t.Fatal(err)
	}
	run := runs[0]
	if len(run.Played) != 0 {
		t.Errorf("stopped before the start: %d games", len(run.Played))
	}
	if sum := Summarize(run); sum.Games != 0 || sum.Asked != 50 {
		t.Errorf("summary of no games: %d of %d", sum.Games, sum.Asked)
	}

	k := fixture.Rules(t, "kingdoms")
	w := Variant{k, options(k, 50, "random", "random")}
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	c := Control{Workers: 2, Progress: func(done int) {
		if done == 20 {
			stop()
		}
	}}
	runs, err = Play(ctx, c, v, w)
	if err != nil {
		t.Fatal(err)
	}
	for _, run := range runs {
		if n := len(run.Played); n < 8 || n > 12 {
			t.Errorf("%s: stopped after 20 games in all, kept %d", run.Rules.Name, n)
		}
		for i, g := range run.Played {
			if g.Index != i || len(g.Final) != 2 {
				t.Errorf("%s: kept game %d is game %d with %d finals", run.Rules.Name, i, g.Index, len(g.Final))
			}
		}
	}
}

func TestCheckRefusesBadOptions(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	for _, tc := range []struct {
		name string
		edit func(*Options)
	}{
		{"one player", func(o *Options) { o.AI, o.Names = o.AI[:1], o.Names[:1] }},
		{"names", func(o *Options) { o.Names = o.Names[:1] }},
		{"unknown player", func(o *Options) { o.AI[1] = "grumpy" }},
		{"no games", func(o *Options) { o.Games = 0 }},
		{"too many games", func(o *Options) { o.Games = MaxGames + 1 }},
		{"seeds past the last", func(o *Options) { o.Seed = math.MaxUint64 - 3 }},
		{"first seat", func(o *Options) { o.First = 3 }},
	} {
		opt := options(r, 5, "greedy", "greedy")
		opt.AI = append([]string(nil), opt.AI...)
		tc.edit(&opt)
		if _, err := Play(context.Background(), Control{}, Variant{r, opt}); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
	// A ruleset for one player still gets no simulation of one: the
	// summary compares players.
	solo := *r
	solo.MinPlayers = 1
	if _, err := Play(context.Background(), Control{}, Variant{&solo, options(&solo, 5, "greedy")}); err == nil {
		t.Error("one player: no error")
	}
}

// go test ./simulate -bench . reports games per second.
func BenchmarkPlay(b *testing.B) {
	r := fixture.Rules(b, "beowulf")
	for _, ai := range []string{"random", "greedy"} {
		b.Run(ai, func(b *testing.B) {
			v := Variant{r, options(r, 200, ai, ai, ai)}
			for b.Loop() {
				if _, err := Play(context.Background(), Control{Workers: 1}, v); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N*v.Options.Games)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// After-placement options are counted as offered when the legal moves
// hold them, each kind once per placement, whatever the player chose;
// every-play.toml has tiles with several options, Beowulf's tiles one
// each.
func TestOptionsCountedAsOffered(t *testing.T) {
	for _, ref := range []string{"../rulesets/testdata/valid/every-play.toml", "beowulf"} {
		optionsCountedAsOffered(t, ref)
	}
}

func optionsCountedAsOffered(t *testing.T, ref string) {
	r := fixture.Rules(t, ref)
	opt := options(r, 150, "random", "random", "random")
	run := playOne(t, Control{}, Variant{r, opt})
	type key struct {
		kind  engine.TileKindID
		after engine.AfterKind
	}
	offers := 0
	for _, g := range run.Played {
		offered, taken := map[key]int{}, map[key]int{}
		seats, err := play.Seats(opt.AI, g.Seed, players.Make)
		if err != nil {
			t.Fatal(err)
		}
		_, err = play.PlayGame(r, seats, g.First, g.Seed, func(s *engine.State, m engine.Move) {
			if s.Phase != engine.PhaseAfter {
				return
			}
			kind := s.Board.Cells[s.Placed].TileKind()
			seen := map[engine.AfterKind]bool{}
			for _, lm := range s.LegalMoves(nil) {
				if lm.Kind == engine.After {
					seen[s.AfterKind(lm)] = true
				}
			}
			for after := range seen {
				offered[key{kind, after}]++
			}
			if m.Kind == engine.After {
				taken[key{kind, s.AfterKind(m)}]++
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		got := map[key][2]int{}
		for _, o := range g.Options {
			got[key{o.Kind, o.After}] = [2]int{o.Offered, o.Taken}
			offers += o.Offered
		}
		want := map[key][2]int{}
		for k, n := range offered {
			want[k] = [2]int{n, taken[k]}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s game %d: options (offered, taken) differ (-direct +run):\n%s", ref, g.Index, diff)
		}
	}
	if offers < 100 {
		t.Errorf("%s: %d offers counted in %d games, too few to tell", ref, offers, len(run.Played))
	}
}

// Effects are measured only in acts where the kind can be played, which
// the on-board share counts: its tile sets' acts, and later ones when
// hands are kept (R19), as Beowulf's are.
func TestEffectsOnlyWhereTheKindCanBePlayed(t *testing.T) {
	for _, ref := range []string{"beowulf", "kingdoms", "../rulesets/testdata/valid/shield.toml"} {
		r := fixture.Rules(t, ref)
		run := playOne(t, Control{}, Variant{r, options(r, 60, "greedy", "greedy")})
		acts := kindActs(r)
		for _, g := range run.Played {
			for a, act := range g.Acts {
				for _, e := range act.Effects {
					if !slices.Contains(actsInPlay(r, acts[e.Kind]), a) {
						t.Errorf("%s game %d: %s has an effect in %s, not an act where it can be played", ref, g.Index, r.Tiles[e.Kind].Name, r.Acts[a].Name)
					}
				}
			}
		}
		for _, ts := range Summarize(run).Tiles {
			if e := ts.Scoring; e != nil && (e.OnBoard > 1 || e.Changed > 1 || e.WinnerChanged > 1) {
				t.Errorf("%s: %s's shares exceed 1: %+v", ref, ts.Name, *e)
			}
		}
	}
}
