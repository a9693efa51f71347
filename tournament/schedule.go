package tournament

import (
	"fmt"
	"math"
	"slices"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/shard"
)

// MaxGames bounds the games a run may schedule: a run keeps every game
// in memory, and its part files hold them.
const MaxGames = 1_000_000

// Options say which games a tournament plays.
type Options struct {
	// Players are the players' names, as a play.Maker knows them, in the
	// order listed; each plays at most once at a table.
	Players []string `json:"players"`
	// Seats is the number of players per game.
	Seats int `json:"seats"`
	// Games is the number of games per table, a multiple of Seats: each
	// deal is played once with each player of the table in the first seat.
	Games int `json:"games"`
	// Seed is the seed of deal 0; deal d uses Seed+d.
	Seed uint64 `json:"seed"`
	// Shard, when set, plays only the shard's deal groups (see the
	// package comment).
	Shard shard.Shard `json:"shard"`
}

// Check says what is wrong with the options for rules r.
func (o *Options) Check(r *engine.Rules) error {
	k := o.Seats
	if k < r.MinPlayers || k > r.MaxPlayers {
		return fmt.Errorf("ruleset %q is for %d to %d players, not %d", r.Name, r.MinPlayers, r.MaxPlayers, k)
	}
	if k < 2 {
		return fmt.Errorf("a tournament needs at least 2 players a game")
	}
	for i, p := range o.Players {
		if slices.Contains(o.Players[:i], p) {
			return fmt.Errorf("%s is listed twice: list each player once", p)
		}
	}
	if len(o.Players) < k {
		return fmt.Errorf("%d-player games need at least %d different players to seat, not %d", k, k, len(o.Players))
	}
	if o.Games < k || o.Games%k != 0 {
		return fmt.Errorf("the games per table must be a positive multiple of %d (each deal is played once with each player first), not %d", k, o.Games)
	}
	if total := o.Games * len(o.Tables()); o.Games > MaxGames || total > MaxGames {
		return fmt.Errorf("%d games a table at %d tables is more than %d games", o.Games, len(o.Tables()), MaxGames)
	}
	if o.Seed > math.MaxUint64-uint64(o.Deals()-1) {
		return fmt.Errorf("the seeds of %d deals from %d run past the largest seed, %d", o.Deals(), o.Seed, uint64(math.MaxUint64))
	}
	return nil
}

// DefaultGames is the games per table a tournament of seats players a
// game plays unless told otherwise: the fewest from 100 up that give
// every seating of a table, every cyclic order in every rotation, equally
// often (a multiple of seats!): 100 with 2 players, 102 with 3, 120
// with 4.
func DefaultGames(seats int) int {
	every := 1
	for i := 2; i <= seats; i++ {
		every *= i
	}
	return (100 + every - 1) / every * every
}

// Deals is the number of deals every table plays.
func (o *Options) Deals() int { return o.Games / o.Seats }

// Tables are the sets of players who meet: every choice of Seats of the
// listed players, each as their indices in increasing order, in
// lexicographic order.
func (o *Options) Tables() [][]int {
	n, k := len(o.Players), o.Seats
	if k < 1 || k > n {
		return nil
	}
	var out [][]int
	pick := make([]int, k)
	for i := range pick {
		pick[i] = i
	}
	for {
		out = append(out, slices.Clone(pick))
		// The next choice: raise the last index that can still rise, and
		// put the ones after it right behind.
		i := k - 1
		for i >= 0 && pick[i] == n-k+i {
			i--
		}
		if i < 0 {
			return out
		}
		pick[i]++
		for j := i + 1; j < k; j++ {
			pick[j] = pick[j-1] + 1
		}
	}
}

// Groups is the number of deal groups of the run: a deal's games at one
// table. They are the units a shard owns.
func (o *Options) Groups() int { return o.Deals() * len(o.Tables()) }

// Spec is one game of the schedule.
type Spec struct {
	Index int    // place in the schedule, from 0
	Group int    // deal group: Deal*tables + Table
	Table int    // index in Tables
	Deal  int    // from 0
	Seed  uint64 // Seed + Deal
	// Seats are the players' indices in seat order; seat 0 starts.
	Seats []int
}

// Schedule lists the games the options play, the shard's only, in the
// order they are played: deal by deal, and in each deal table by table,
// so that a run stopped early has played about as many deals at each
// table.
func (o *Options) Schedule() []Spec {
	tables := o.Tables()
	k := o.Seats
	var out []Spec
	for g := range o.Groups() {
		if !o.Shard.Owns(g) {
			continue
		}
		t, d := g%len(tables), g/len(tables)
		order := cyclicOrder(tables[t], d)
		for r := range k {
			seats := make([]int, k)
			for s := range seats {
				seats[s] = order[(s+r)%k]
			}
			out = append(out, Spec{Index: g*k + r, Group: g, Table: t, Deal: d, Seed: o.Seed + uint64(d), Seats: seats})
		}
	}
	return out
}

// cyclicOrder is the order round the table of deal d: the table's first
// player, then the others in the (d mod (k-1)!)-th of their orders, so
// that consecutive deals go through every cyclic order of the table.
func cyclicOrder(table []int, d int) []int {
	rest := slices.Clone(table[1:])
	count := 1
	for i := 2; i <= len(rest); i++ {
		count *= i
	}
	// The c-th permutation of rest, lexicographic, from its factorial
	// digits.
	c := d % count
	order := []int{table[0]}
	for len(rest) > 0 {
		count /= len(rest)
		i := c / count
		c %= count
		order = append(order, rest[i])
		rest = slices.Delete(rest, i, i+1)
	}
	return order
}
