package tournament

import (
	"fmt"
	"slices"
	"testing"

	"github.com/sagatools/saga/shard"
)

func names(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("p%d", i)
	}
	return out
}

func binomial(n, k int) int {
	b := 1
	for i := range k {
		b = b * (n - i) / (i + 1)
	}
	return b
}

// Every choice of k of the listed players is a table, once, its players
// in increasing order.
func TestTablesAreEveryChoice(t *testing.T) {
	for n := 2; n <= 7; n++ {
		for k := 2; k <= min(n, 4); k++ {
			o := Options{Players: names(n), Seats: k}
			tables := o.Tables()
			if len(tables) != binomial(n, k) {
				t.Fatalf("%d players, %d a table: %d tables, want %d", n, k, len(tables), binomial(n, k))
			}
			seen := map[string]bool{}
			for _, tab := range tables {
				if len(tab) != k || !slices.IsSorted(tab) || slices.Compact(slices.Clone(tab))[k-1] != tab[k-1] || tab[k-1] >= n {
					t.Fatalf("table %v of %d players", tab, n)
				}
				if seen[fmt.Sprint(tab)] {
					t.Fatalf("table %v twice", tab)
				}
				seen[fmt.Sprint(tab)] = true
			}
		}
	}
}

// The schedule is fair: at every table each deal is played k times with
// one seed, every player in every seat once (so first once); over
// (k-1)! deals every player sits right after every other equally often;
// and every table plays the same seeds.
func TestScheduleIsFair(t *testing.T) {
	for k := 2; k <= 4; k++ {
		orders := 1
		for i := 2; i < k; i++ {
			orders *= i
		}
		o := Options{Players: names(5), Seats: k, Games: k * orders * 2, Seed: 40}
		specs := o.Schedule()
		if len(specs) != o.Games*len(o.Tables()) {
			t.Fatalf("k=%d: %d games scheduled, want %d", k, len(specs), o.Games*len(o.Tables()))
		}
		type key struct{ table, deal int }
		deals := map[key][]Spec{}
		after := map[[3]int]int{} // table, i, the player after i
		seeds := map[int][]uint64{}
		for j, s := range specs {
			if s.Index != j || s.Group != s.Deal*len(o.Tables())+s.Table || s.Seed != o.Seed+uint64(s.Deal) {
				t.Fatalf("k=%d: game %d is %+v", k, j, s)
			}
			if !slices.Equal(slices.Sorted(slices.Values(s.Seats)), o.Tables()[s.Table]) {
				t.Fatalf("k=%d: game %d seats %v at table %v", k, j, s.Seats, o.Tables()[s.Table])
			}
			deals[key{s.Table, s.Deal}] = append(deals[key{s.Table, s.Deal}], s)
			for seat, p := range s.Seats {
				after[[3]int{s.Table, p, s.Seats[(seat+1)%k]}]++
			}
			if !slices.Contains(seeds[s.Table], s.Seed) {
				seeds[s.Table] = append(seeds[s.Table], s.Seed)
			}
		}
		for kd, games := range deals {
			if len(games) != k {
				t.Fatalf("k=%d: deal %v played %d times", k, kd, len(games))
			}
			for seat := range k {
				var in []int
				for _, g := range games {
					in = append(in, g.Seats[seat])
				}
				if !slices.Equal(slices.Sorted(slices.Values(in)), o.Tables()[kd.table]) {
					t.Fatalf("k=%d: deal %v: seat %d held %v, not each player once", k, kd, seat, in)
				}
			}
		}
		want := -1
		for pair, n := range after {
			if want < 0 {
				want = n
			}
			if n != want {
				t.Fatalf("k=%d: at table %d, %d sat after %d %d times, another pair %d times", k, pair[0], pair[2], pair[1], n, want)
			}
		}
		if len(after) != len(o.Tables())*k*(k-1) {
			t.Fatalf("k=%d: %d (player, next) pairs, want every ordered pair of every table", k, len(after))
		}
		for tab := range seeds {
			if !slices.Equal(seeds[tab], seeds[0]) {
				t.Fatalf("k=%d: table %d plays seeds %v, table 0 %v", k, tab, seeds[tab], seeds[0])
			}
		}
	}
}

// Shards split the schedule: for any number of shards, each game is in
// exactly one shard's schedule, the same game as in the whole, and a
// shard owns whole deal groups.
func TestShardsSplitTheSchedule(t *testing.T) {
	o := Options{Players: names(4), Seats: 3, Games: 12, Seed: 1}
	whole := o.Schedule()
	for count := 1; count <= 7; count++ {
		seen := make([]int, len(whole))
		for i := range count {
			o.Shard = shard.Shard{Index: i, Count: count}
			groups := map[int]int{}
			for _, s := range o.Schedule() {
				seen[s.Index]++
				groups[s.Group]++
				if fmt.Sprint(s) != fmt.Sprint(whole[s.Index]) {
					t.Fatalf("shard %v plays %+v, the whole run %+v", o.Shard, s, whole[s.Index])
				}
			}
			for g, n := range groups {
				if n != o.Seats || !o.Shard.Owns(g) {
					t.Fatalf("shard %v holds %d games of group %d", o.Shard, n, g)
				}
			}
		}
		for j, n := range seen {
			if n != 1 {
				t.Fatalf("%d shards: game %d in %d of them", count, j, n)
			}
		}
	}
}

// The default games give every seating equally often.
func TestDefaultGames(t *testing.T) {
	for seats, want := range map[int]int{2: 100, 3: 102, 4: 120, 5: 120} {
		if got := DefaultGames(seats); got != want {
			t.Errorf("DefaultGames(%d) = %d, want %d", seats, got, want)
		}
	}
}
