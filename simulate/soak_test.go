package simulate

import (
	"flag"
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/rulesets"
)

// The soak: many seeded games of every built-in ruleset, at every number
// of players, with every mix of honest players at the seats, each game's
// state checked (engine.State.Check: tiles conserved, figures counted,
// the board and hands consistent) before every move and at the end, and
// no game allowed to panic. `go test ./simulate -run TestSoak` plays
// soakShort games of each ruleset, and with -short (CI's run under the
// race detector) soakRace; -soak N plays N:
//
//	go test ./simulate -run 'TestSoak$' -soak 100000 -timeout 0 -v
//
// docs/performance.md has the time of the full soak.
var soak = flag.Int("soak", 0, fmt.Sprintf("games of each built-in ruleset in TestSoak (0: the short soak of %d)", soakShort))

const (
	// soakShort is the short soak's games of each ruleset, and soakRace
	// its games with -short.
	soakShort = 100
	soakRace  = 30
	// searchEvery: one game in searchEvery seats search players (with any
	// others); the rest mix random, greedy and rival. A search player
	// takes far longer than rival to play a game (docs/players.md), so
	// with search at every seat of every game the full soak would take
	// too long to run; one game in 20 keeps it to hours, and still sets
	// every mix with search down several times (docs/performance.md).
	searchEvery = 20
)

// soakMix is the seats of the soak's game i of a ruleset for min to max
// players: the number of players cycles through them, and the kinds at
// the seats through every ordered mix of random, greedy and rival, but
// for one game in searchEvery (the first of each cycle, so that even a
// short soak has some), whose mixes cycle through every ordered mix of the
// four honest players with search at one seat or more.
func soakMix(i, least, most int) []string {
	cheap := []string{"random", "greedy", "rival"}
	all := append(cheap, "search")
	n := least + i%(most-least+1)
	j := i / (most - least + 1)
	if j%searchEvery != 0 {
		return mixNumber(j, n, cheap)
	}
	var withSearch [][]string
	for k := range pow(len(all), n) {
		mix := mixNumber(k, n, all)
		if strings.Contains(strings.Join(mix, ","), "search") {
			withSearch = append(withSearch, mix)
		}
	}
	return withSearch[(j/searchEvery)%len(withSearch)]
}

// mixNumber is the k-th ordered mix of n seats from kinds (k taken
// modulo their number): k's digits in base len(kinds).
func mixNumber(k, n int, kinds []string) []string {
	mix := make([]string, n)
	for s := range mix {
		mix[s] = kinds[k%len(kinds)]
		k /= len(kinds)
	}
	return mix
}

func pow(b, e int) int {
	n := 1
	for range e {
		n *= b
	}
	return n
}

// soakGame plays the soak's game i of r, checking the state before every
// move and at the end; it returns what went wrong, with what plays the
// game again, or "".
func soakGame(r *engine.Rules, ref string, i int) (problem string) {
	kinds := soakMix(i, r.MinPlayers, r.MaxPlayers)
	seed := uint64(i) + 1
	first := i % len(kinds)
	again := fmt.Sprintf("saga play --ruleset %s --players %d --ai %s --seed %d --first %s", ref, len(kinds), strings.Join(kinds, ","), seed, r.PlayerNames[first])
	defer func() {
		if p := recover(); p != nil {
			problem = fmt.Sprintf("game %d (%s) panicked: %v\n%s", i, again, p, debug.Stack())
		}
	}()
	seats, err := play.Seats(kinds, seed, players.Make)
	if err != nil {
		return fmt.Sprintf("game %d: %v", i, err)
	}
	moves := 0
	var bad error
	s, err := play.PlayGame(r, seats, first, seed, func(s *engine.State, m engine.Move) {
		if bad == nil {
			if bad = s.Check(); bad != nil {
				bad = fmt.Errorf("before move %d (%s): %w", moves+1, s.Notation(m), bad)
			}
		}
		moves++
	})
	switch {
	case err != nil:
		return fmt.Sprintf("game %d (%s): %v", i, again, err)
	case bad != nil:
		return fmt.Sprintf("game %d (%s): %v", i, again, bad)
	case s.Phase != engine.PhaseGameOver:
		return fmt.Sprintf("game %d (%s) stopped before its end", i, again)
	}
	if err := s.Check(); err != nil {
		return fmt.Sprintf("game %d (%s) at its end: %v", i, again, err)
	}
	return ""
}

// Every soak game of every built-in ruleset plays to its end with its
// state consistent before every move, and none panics.
func TestSoak(t *testing.T) {
	games := *soak
	switch {
	case games == 0 && testing.Short():
		games = soakRace
	case games == 0:
		games = soakShort
	}
	for _, ref := range rulesets.Builtins() {
		t.Run(ref, func(t *testing.T) {
			r := fixture.Rules(t, ref)
			start := time.Now()
			var next atomic.Int64
			var mu sync.Mutex
			var problems []string
			var wg sync.WaitGroup
			for range runtime.GOMAXPROCS(0) {
				wg.Go(func() {
					for {
						i := int(next.Add(1) - 1)
						if i >= games {
							return
						}
						if p := soakGame(r, ref, i); p != "" {
							mu.Lock()
							problems = append(problems, p)
							mu.Unlock()
							next.Store(int64(games)) // one reproducer is enough
						}
						if *soak > 0 && i%1000 == 999 {
							t.Logf("%s: %d games in %v", ref, i+1, time.Since(start).Round(time.Second))
						}
					}
				})
			}
			wg.Wait()
			for _, p := range problems {
				t.Error(p)
			}
			t.Logf("%s: %d games in %v", ref, games, time.Since(start).Round(time.Millisecond))
		})
	}
}

// The soak's mixes: every ordered mix of random, greedy and rival at each
// number of players, and every one with search, come up as the games go.
func TestSoakMixes(t *testing.T) {
	seen := map[string]bool{}
	for i := range 100_000 {
		seen[strings.Join(soakMix(i, 2, 4), ",")] = true
	}
	want := 0
	for n := 2; n <= 4; n++ {
		want += pow(4, n)
	}
	if len(seen) != want {
		t.Errorf("%d mixes in 100,000 games, want every one of the %d", len(seen), want)
	}
	search := 0
	const games = 3 * searchEvery * 1000 // whole cycles of player counts and mixes
	for i := range games {
		if strings.Contains(strings.Join(soakMix(i, 2, 4), ","), "search") {
			search++
		}
	}
	if search != games/searchEvery {
		t.Errorf("%d of %d games with search, want %d", search, games, games/searchEvery)
	}
}
