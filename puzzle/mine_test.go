package puzzle_test

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/shard"
	"github.com/sagatools/saga/solver"
)

// minimalSpec cuts two-player puzzles of a three-by-three test game at
// six empty squares, where different seeds often give the same puzzle.
func minimalSpec(t testing.TB) puzzle.EndgameSpec {
	r, err := rulesets.Load("../rulesets/testdata/valid/minimal.toml")
	if err != nil {
		t.Fatal(err)
	}
	return puzzle.EndgameSpec{Ruleset: "minimal.toml", Rules: r, Players: 2, Empties: 6, EmptyPool: true, Seed: 1,
		Question: solver.Question{Objective: solver.Margin}, Make: players.Make}
}

// mined mines spec's seeds, or a shard's, and returns the puzzles kept.
func mined(t *testing.T, spec puzzle.EndgameSpec, want *puzzle.AnswerSpec, m puzzle.MineSpec) []puzzle.Mined {
	t.Helper()
	var out []puzzle.Mined
	var err error
	if mineErr := puzzle.Mine(context.Background(), spec, want, m, func(c puzzle.Cut) {
		var one puzzle.Mined
		if one, err = puzzle.NewMined(c, fmt.Sprintf("seed%d.toml", c.Seed), "# seed\n"); err == nil {
			out = append(out, one)
		}
	}); mineErr != nil {
		t.Fatal(mineErr)
	}
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Mining tries each seed once, in order, keeps a puzzle only the first
// time it is cut, and cuts each as puzzle.Endgame cuts it from its seed;
// a seed Endgame goes past gives nothing.
func TestMineTriesEachSeedOnce(t *testing.T) {
	spec := minimalSpec(t)
	var passed []string
	m := puzzle.MineSpec{Seeds: 30, PassedOver: func(seed uint64, why string) { passed = append(passed, fmt.Sprintf("%d: %s", seed, why)) }}
	kept := mined(t, spec, nil, m)
	if len(kept)+len(passed) != 30 {
		t.Errorf("%d kept and %d passed over of 30 seeds", len(kept), len(passed))
	}
	if !slices.ContainsFunc(passed, func(s string) bool { return strings.Contains(s, "the same puzzle as seed") }) {
		t.Fatalf("no seed gave a puzzle cut before: the test no longer tests leaving them out\n%s", strings.Join(passed, "\n"))
	}
	seen := map[string]bool{}
	for i, k := range kept {
		if i > 0 && k.Seed <= kept[i-1].Seed {
			t.Errorf("seed %d kept after seed %d", k.Seed, kept[i-1].Seed)
		}
		if seen[k.Puzzle] {
			t.Errorf("seed %d kept a puzzle kept before", k.Seed)
		}
		seen[k.Puzzle] = true
		one := spec
		one.Seed = k.Seed
		p, seed, err := puzzle.Endgame(context.Background(), one)
		if err != nil || seed != k.Seed {
			t.Fatalf("Endgame from seed %d cuts seed %d (%v)", k.Seed, seed, err)
		}
		if got := string(k.Text(spec.Ruleset)); got != "# seed\n"+string(position.Format(p)) {
			t.Errorf("seed %d: kept\n%s\nEndgame cuts\n%s", k.Seed, got, position.Format(p))
		}
	}
}

// The puzzles the shards of a run keep, merged, are the run's, however
// many the shards; a shard keeps only its own seeds.
func TestMineShardsMerge(t *testing.T) {
	spec := minimalSpec(t)
	want := &puzzle.AnswerSpec{}
	seeds := 30
	counts := []int{1, 2, 3, 7, 40}
	if testing.Short() {
		seeds, counts = 12, []int{3, 40} // CI's run under the race detector
	}
	whole := mined(t, spec, want, puzzle.MineSpec{Seeds: seeds})
	run := puzzle.MiningRun{Command: "test", Ruleset: spec.Ruleset, Seed: spec.Seed, Seeds: seeds}
	for _, n := range counts {
		var parts []*puzzle.Part
		var files []string
		for i := range n {
			sh := shard.Shard{Index: i, Count: n}
			kept := mined(t, spec, want, puzzle.MineSpec{Seeds: seeds, Shard: sh})
			for _, k := range kept {
				if !sh.Owns(int(k.Seed - spec.Seed)) {
					t.Errorf("shard %s kept seed %d", sh, k.Seed)
				}
			}
			p, err := puzzle.NewPart("test", run, sh, kept, true)
			if err != nil {
				t.Fatal(err)
			}
			parts, files = append(parts, p), append(files, fmt.Sprintf("part-%d", i+1))
		}
		slices.Reverse(parts) // merge does not depend on the order given
		slices.Reverse(files)
		got, merged, err := puzzle.MergeParts(files, parts)
		if err != nil {
			t.Fatalf("%d shards: %v", n, err)
		}
		if got != run {
			t.Errorf("%d shards: merged run %+v, want %+v", n, got, run)
		}
		if !slices.EqualFunc(merged, whole, func(a, b puzzle.Mined) bool {
			return a.Seed == b.Seed && string(a.Text("x")) == string(b.Text("x"))
		}) {
			t.Errorf("%d shards: merged %d puzzles, the whole run keeps %d, or they differ", n, len(merged), len(whole))
		}
	}
}

// Seeds that run past the last there is are refused before any game.
func TestMineSeedsOverflow(t *testing.T) {
	spec := minimalSpec(t)
	spec.Seed = math.MaxUint64 - 1
	err := puzzle.Mine(context.Background(), spec, nil, puzzle.MineSpec{Seeds: 3}, func(puzzle.Cut) { t.Error("a puzzle was cut") })
	if err == nil || !strings.Contains(err.Error(), "run past the last seed") {
		t.Errorf("got %v", err)
	}
	if err := puzzle.Mine(context.Background(), spec, nil, puzzle.MineSpec{Seeds: 2}, func(puzzle.Cut) {}); err != nil {
		t.Errorf("the last two seeds: %v", err)
	}
}

// A cancelled run stops with ErrInterrupted.
func TestMineInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	err := puzzle.Mine(ctx, minimalSpec(t), nil, puzzle.MineSpec{Seeds: 30}, func(puzzle.Cut) { n++; cancel() })
	if err != puzzle.ErrInterrupted || n != 1 {
		t.Errorf("cancelled after the first puzzle: %d kept, %v", n, err)
	}
}

// Mine tries every seed of a range once; a shard tries its share.
func ExampleMine() {
	r, err := rulesets.Load("beowulf")
	if err != nil {
		panic(err)
	}
	spec := puzzle.EndgameSpec{Ruleset: "beowulf", Rules: r, Players: 2, Empties: 6, EmptyPool: true, Seed: 1,
		Question: solver.Question{Objective: solver.Margin}, Make: players.Make}
	want := &puzzle.AnswerSpec{Unique: true, MinLead: exact.IntValue(5)}
	second := puzzle.MineSpec{Seeds: 20, Shard: shard.Shard{Index: 1, Count: 2}} // seeds 2, 4, 6, ...
	err = puzzle.Mine(context.Background(), spec, want, second, func(c puzzle.Cut) {
		lead, _ := puzzle.Lead(c.Result)
		fmt.Printf("seed %d: %s leads by %s\n", c.Seed, c.Puzzle.Answer.Best[0].Text, lead)
	})
	fmt.Println(err)
	// Output:
	// seed 8: L@E5 leads by 8
	// seed 12: L@A5 leads by 9
	// seed 20: L@A5 leads by 7
	// <nil>
}
