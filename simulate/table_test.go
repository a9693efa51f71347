package simulate

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// A table that plays game after game records each as a new table that
// plays only that game does: nothing of one game (the state, the kept
// players, the scratch lists, the blocks the records are cut from) shows
// in the next one's record, and no record changes when later games are
// played.
func TestTablesKeepNothingFromGameToGame(t *testing.T) {
	for _, ref := range []string{"beowulf", "kingdoms", "../rulesets/testdata/valid/every-play.toml"} {
		r := fixture.Rules(t, ref)
		for _, ai := range [][]string{{"random", "greedy", "rival"}, {"rival", "random"}, {"random", "random", "greedy", "random"}} {
			if len(ai) < r.MinPlayers || len(ai) > r.MaxPlayers {
				continue
			}
			opt := options(r, 30, ai...)
			kept := &table{rules: r, opt: &opt, effects: newEffects(r)}
			var games []Game
			for i := range opt.Games {
				g, err := kept.play(i)
				if err != nil {
					t.Fatal(err)
				}
				games = append(games, g)
			}
			for i, g := range games {
				fresh := &table{rules: r, opt: &opt, effects: newEffects(r)}
				want, err := fresh.play(i)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(want, g); diff != "" {
					t.Fatalf("%s %v game %d: the kept table's record differs from a new table's (-new +kept):\n%s", ref, ai, i, diff)
				}
			}
		}
	}
}

// After its first games a table plays a game without allocating, but for
// its share of the blocks its record is cut from: fewer than one
// allocation a game.
func TestGamesAllocateNextToNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector drops pooled scorers on purpose; go test without -race counts the allocations")
	}
	for _, ref := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, ref)
		for _, ai := range []string{"random", "greedy"} {
			opt := options(r, 1000, ai, ai, ai)
			tab := &table{rules: r, opt: &opt, effects: newEffects(r)}
			i := 0
			play := func() {
				if _, err := tab.play(i); err != nil {
					t.Fatal(err)
				}
				i++
			}
			for range 20 {
				play()
			}
			// AllocsPerRun rounds down: fewer than one a game gives 0.
			if allocs := testing.AllocsPerRun(200, play); allocs != 0 {
				t.Errorf("%s, %s: %.0f allocations a game", ref, ai, allocs)
			}
		}
	}
}

// everyDecision shows its table every decision, where the table itself
// asks to see only those it may count.
type everyDecision struct{ *table }

func (w everyDecision) Decision(s *engine.State) bool {
	w.table.Decision(s)
	return true
}

// A table asks to see only the decisions its record may count (Decision),
// and leaves the others to the engine's playout: its records are those
// of a table shown every decision, for tables of random players, where
// the playout plays the decisions it does not see, and mixed ones.
func TestTablesSeeWhatTheyCount(t *testing.T) {
	for _, ref := range []string{"beowulf", "kingdoms", "../rulesets/testdata/valid/every-play.toml"} {
		r := fixture.Rules(t, ref)
		for _, ai := range [][]string{{"random", "random", "random"}, {"random", "random"}, {"random", "greedy", "random", "random"}} {
			if len(ai) < r.MinPlayers || len(ai) > r.MaxPlayers {
				continue
			}
			opt := options(r, 60, ai...)
			watched := &table{rules: r, opt: &opt, effects: newEffects(r)}
			shown := &table{rules: r, opt: &opt, effects: newEffects(r)}
			for i := range opt.Games {
				want, err := shown.playWatched(i, everyDecision{shown})
				if err != nil {
					t.Fatal(err)
				}
				got, err := watched.play(i)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Fatalf("%s %v game %d: the record differs from the one of a table shown every decision (-shown +watched):\n%s", ref, ai, i, diff)
				}
			}
		}
	}
}

// A table that knows how many games it is to play cuts their records from
// blocks sized at the pace of its games, so that little of the last block
// is left over when the games are played: most of what a run allocates
// for its records is records.
func TestBlocksKeepPaceWithTheGames(t *testing.T) {
	for _, ref := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, ref)
		opt := options(r, 500, "random", "random", "random")
		tab := &table{rules: r, opt: &opt, effects: newEffects(r), pace: pace{expected: opt.Games}}
		for i := range opt.Games {
			if _, err := tab.play(i); err != nil {
				t.Fatal(err)
			}
		}
		for name, b := range map[string][2]int{
			"ints":    {tab.ints.used, len(tab.ints.free)},
			"acts":    {tab.actList.used, len(tab.actList.free)},
			"effects": {tab.effList.used, len(tab.effList.free)},
			"plays":   {tab.playList.used, len(tab.playList.free)},
		} {
			if used, left := b[0], b[1]; left > used/20+blockMin {
				t.Errorf("%s: %d %s handed out, %d left in the last block", ref, used, name, left)
			}
		}
	}
}
