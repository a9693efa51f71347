package tournament

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/shard"
)

// playParts plays opt in count shards and returns their parts, as part
// files hold them (written and read back).
func playParts(t *testing.T, opt Options, count int) []*Part {
	t.Helper()
	r := fixture.Rules(t, "kingdoms")
	text, err := rulesets.Resolved("kingdoms")
	if err != nil {
		t.Fatal(err)
	}
	var parts []*Part
	for i := range count {
		opt.Shard = shard.Shard{Index: i, Count: count}
		run, err := Play(context.Background(), r, opt, testMaker, Control{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		p, err := NewPart("test", run, text)
		if err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		var back Part
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		parts = append(parts, &back)
	}
	return parts
}

func fileNames(n int) []string {
	var out []string
	for i := range n {
		out = append(out, fmt.Sprintf("part-%d.json", i+1))
	}
	return out
}

// The parts of any number of shards, merged, are the games of the
// unsharded run, and summarize alike (but for the times).
func TestShardsMergeIntoTheWholeRun(t *testing.T) {
	opt := Options{Players: []string{"random", "first", "last"}, Seats: 2, Games: 6, Seed: 3}
	whole, err := Play(context.Background(), fixture.Rules(t, "kingdoms"), opt, testMaker, Control{})
	if err != nil {
		t.Fatal(err)
	}
	wholeSum, err := Summarize(whole, SummaryOptions{Anchor: "random"})
	if err != nil {
		t.Fatal(err)
	}
	for _, count := range []int{1, 2, 4, 10} {
		parts := playParts(t, opt, count)
		run, err := Merge(fileNames(count), parts)
		if err != nil {
			t.Fatalf("%d shards: %v", count, err)
		}
		if !slices.EqualFunc(withoutTimes(run.Games), withoutTimes(whole.Games), gamesEqual) || run.Rules.Name != "kingdoms" {
			t.Fatalf("%d shards merged are not the whole run", count)
		}
		sum, err := Summarize(run, SummaryOptions{Anchor: "random"})
		if err != nil {
			t.Fatal(err)
		}
		sum.Times, wholeSum.Times = nil, nil
		a, _ := json.Marshal(sum)
		b, _ := json.Marshal(wholeSum)
		if string(a) != string(b) {
			t.Errorf("%d shards: the summary differs:\n%s\n%s", count, a, b)
		}
	}
}

// Merge refuses parts that do not make one run, saying why.
func TestMergeRefuses(t *testing.T) {
	opt := Options{Players: []string{"random", "first", "last"}, Seats: 2, Games: 4, Seed: 1}
	files := fileNames(3)
	for _, c := range []struct {
		name  string
		spoil func(parts []*Part) []*Part
		says  string
	}{
		{"a shard missing", func(p []*Part) []*Part { return p[:2] }, "shard 3 of 3 missing"},
		{"options changed", func(p []*Part) []*Part { p[1].Options.Seed = 2; return p }, "part-2.json has been changed since saga wrote it"},
		{"a game moved", func(p []*Part) []*Part {
			p[0].Games[0].Seats = []int{p[0].Games[0].Seats[1], p[0].Games[0].Seats[0]}
			return p
		}, "part-1.json holds a game 1 that is not its shard's"},
		{"a game of another shard", func(p []*Part) []*Part {
			p[0].Games = append(p[0].Games, p[1].Games[0])
			return p
		}, "part-1.json holds a game 3 that is not its shard's"},
		{"a game lost", func(p []*Part) []*Part { p[2].Games = p[2].Games[1:]; return p }, "is in no part"},
		{"another command's part", func(p []*Part) []*Part { p[0].Header.Command = "simulate"; return p }, "not of saga rate"},
		{"a shard stopped early", func(p []*Part) []*Part { p[1].Header.Complete = false; return p }, "stopped before it was done"},
	} {
		parts := c.spoil(playParts(t, opt, 3))
		if _, err := Merge(files[:len(parts)], parts); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v, want %q", c.name, err, c.says)
		}
	}
}
