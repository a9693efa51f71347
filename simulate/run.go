package simulate

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/panicrelay"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/shard"
)

// Rotate, as Options.First, lets the seats take turns to start: game i
// starts with seat i mod the number of players, so that with a number of
// games divisible by it every seat starts equally often.
const Rotate = -1

// MaxGames is the most games a run may ask for: a run keeps every game
// (about 4 KB each in memory) to work out quantiles and tests.
const MaxGames = 1_000_000

// Options says which games a run plays.
type Options struct {
	// AI names each seat's automatic player (see solver.PlayerNames);
	// its length is the number of players.
	AI []string
	// Names are the players' names, one per seat.
	Names []string
	// Games is how many games to play; game i uses seed Seed+i.
	Games int
	Seed  uint64
	// First is the seat that starts the first act of every game, or
	// Rotate.
	First int
	// Shard, when set, plays only the shard's games of the run: game i
	// for i mod Shard.Count = Shard.Index. The parts of every shard,
	// merged (Merge), are the whole run.
	Shard shard.Shard
}

// Variant is a ruleset and the games to play with it.
type Variant struct {
	Rules   *engine.Rules
	Options Options
}

// Control says how games are played, whatever they are.
type Control struct {
	// Workers is how many games are played at once (0: one per CPU).
	Workers int
	// Progress, when set, is called after each finished game with the
	// number finished so far, from one goroutine at a time.
	Progress func(done int)
}

// Run is the games one variant played.
type Run struct {
	Rules   *engine.Rules
	Options Options
	// Played are the games, in order: all of Options.Games, or, when the
	// play was stopped, games 0 to len(Played)-1. A shard's run holds its
	// own games only, in order (see Options.Shard).
	Played []Game
}

// Check reports what is wrong with the options for rules r.
func (o *Options) Check(r *engine.Rules) error {
	n := len(o.AI)
	if n < r.MinPlayers || n > r.MaxPlayers {
		return fmt.Errorf("ruleset %q is for %d to %d players, not %d", r.Name, r.MinPlayers, r.MaxPlayers, n)
	}
	if n < 2 {
		return fmt.Errorf("a simulation needs at least 2 players: its summary compares them")
	}
	if len(o.Names) != n {
		return fmt.Errorf("%d names for %d players", len(o.Names), n)
	}
	for _, ai := range o.AI {
		if _, err := players.New(ai, 0); err != nil {
			return err
		}
	}
	if o.Games < 1 || o.Games > MaxGames {
		return fmt.Errorf("the number of games must be from 1 to %d, not %d", MaxGames, o.Games)
	}
	if o.Seed > math.MaxUint64-uint64(o.Games-1) {
		return fmt.Errorf("the seeds of %d games from %d run past the largest seed, %d", o.Games, o.Seed, uint64(math.MaxUint64))
	}
	if o.First != Rotate && (o.First < 0 || o.First >= n) {
		return fmt.Errorf("first seat %d is not one of the %d seats", o.First, n)
	}
	return nil
}

// Play plays the games of every variant on c.Workers goroutines. The
// variants take turns, game 0 of each, then game 1 of each, and so on, so
// that play stopped early leaves about as many games of each. The runs
// are the same whatever the number of workers. Cancelling ctx ends the
// play early: no game starts after it, the games under way finish, and
// each run keeps its first games up to the first one that had not
// finished.
func Play(ctx context.Context, c Control, variants ...Variant) ([]*Run, error) {
	total := 0
	for _, v := range variants {
		if err := v.Options.Check(v.Rules); err != nil {
			return nil, err
		}
		total += v.Options.Shard.Size(v.Options.Games)
	}
	workers := c.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = max(1, min(workers, total))

	// Every run's games are made at once, at their full size, so that the
	// workers write each game where it belongs without a lock and without
	// growing a slice the other worker writes to (the pages of games never
	// played, when play stops early, are never touched).
	runs := make([]*Run, len(variants))
	for k, v := range variants {
		runs[k] = &Run{Rules: v.Rules, Options: v.Options, Played: make([]Game, v.Options.Shard.Size(v.Options.Games))}
	}
	// The jobs are (game, variant) pairs in turn order; i counts a
	// variant's games of the shard.
	var (
		mu       sync.Mutex
		next     int
		done     int
		firstErr error
	)
	// take hands out the next job; mu must be held.
	take := func() (k, i int, ok bool) {
		for firstErr == nil && next < len(variants)*maxGames(variants) {
			if ctx.Err() != nil {
				return 0, 0, false
			}
			k, i = next%len(variants), next/len(variants)
			next++
			if i < len(runs[k].Played) {
				return k, i, true
			}
		}
		return 0, 0, false
	}
	// finish counts a game played, or keeps its error; mu must be held.
	finish := func(k int, g Game, err error) {
		if err != nil {
			if firstErr == nil {
				firstErr = fmt.Errorf("%s, game %d (seed %d): %w", variants[k].Rules.Name, g.Index, g.Seed, err)
			}
			return
		}
		done++
		if c.Progress != nil {
			c.Progress(done)
		}
	}
	var wg sync.WaitGroup
	var relay panicrelay.Relay
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil { // a bug: panic again below, on Play's goroutine
					relay.Keep(r)
					mu.Lock()
					firstErr = errors.New("a worker panicked") // no more games are handed out
					mu.Unlock()
				}
			}()
			tables := make([]*table, len(variants))
			mu.Lock()
			k, i, ok := take()
			mu.Unlock()
			for ok {
				if tables[k] == nil {
					tables[k] = &table{rules: variants[k].Rules, opt: &variants[k].Options, effects: newEffects(variants[k].Rules)}
					// Each worker plays about its share of the games.
					tables[k].pace.expected = (len(runs[k].Played) + workers - 1) / workers
				}
				g, err := tables[k].play(variants[k].Options.Shard.Item(i))
				if err == nil {
					runs[k].Played[i] = g
				}
				// One lock a game, to count this one and take the next:
				// the only memory the workers share besides the games.
				mu.Lock()
				finish(k, g, err)
				k, i, ok = take()
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	relay.Rethrow()
	if firstErr != nil {
		return nil, firstErr
	}
	for _, run := range runs {
		kept := 0
		for kept < len(run.Played) && run.Played[kept].played() {
			kept++
		}
		run.Played = run.Played[:kept:kept]
	}
	return runs, nil
}

func maxGames(variants []Variant) int {
	n := 0
	for _, v := range variants {
		n = max(n, v.Options.Games)
	}
	return n
}
