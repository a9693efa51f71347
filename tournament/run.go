package tournament

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/panicrelay"
	"github.com/sagatools/saga/play"
)

// Control says how the games are played, whatever they are.
type Control struct {
	// Workers is how many games are played at once (0: one per CPU).
	Workers int
	// Progress, when set, is called after each finished game with the
	// number finished so far, from one goroutine at a time.
	Progress func(done int)
}

// Run is the games a tournament played.
type Run struct {
	Rules   *engine.Rules
	Options Options
	// Games are the games played, in schedule order: every game of the
	// schedule (the shard's), or, when play was stopped, those of its
	// first deal groups up to the first group not finished whole.
	Games []Game
	// Wall is how long the play took.
	Wall time.Duration
}

// Scheduled is the number of games the run's schedule holds.
func (run *Run) Scheduled() int {
	return run.Options.Shard.Size(run.Options.Groups()) * run.Options.Seats
}

// Play plays the schedule of opt for rules r on c.Workers goroutines,
// each seat's player made by maker. The games are the same whatever the
// number of workers. Cancelling ctx ends play early: no game starts after
// it, the games under way finish, and the run keeps the deal groups
// finished whole before the first that was not, so that every table's
// players kept each seat equally often.
func Play(ctx context.Context, r *engine.Rules, opt Options, maker play.Maker, c Control) (*Run, error) {
	if err := opt.Check(r); err != nil {
		return nil, err
	}
	for _, name := range opt.Players {
		if _, err := maker(0, name, 0); err != nil {
			return nil, err
		}
	}
	specs := opt.Schedule()
	workers := c.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = max(1, min(workers, len(specs)))

	start := time.Now()
	games := make([]Game, len(specs))
	finished := make([]bool, len(specs))
	var (
		mu       sync.Mutex
		next     int
		done     int
		firstErr error
	)
	take := func() (int, bool) {
		mu.Lock()
		defer mu.Unlock()
		if firstErr != nil || next >= len(specs) || ctx.Err() != nil {
			return 0, false
		}
		next++
		return next - 1, true
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
			for j, ok := take(); ok; j, ok = take() {
				g, err := playGame(r, opt.Players, specs[j], maker)
				mu.Lock()
				if err != nil {
					if firstErr == nil {
						firstErr = fmt.Errorf("game %d (seed %d, %s): %w", specs[j].Index+1, specs[j].Seed, seatList(opt.Players, specs[j].Seats), err)
					}
				} else {
					games[j], finished[j] = g, true
					done++
					if c.Progress != nil {
						c.Progress(done)
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	relay.Rethrow()
	if firstErr != nil {
		return nil, firstErr
	}
	kept := 0
	for kept < len(specs) && finished[kept] {
		kept++
	}
	// Back to the end of the last whole deal group.
	for kept > 0 && kept < len(specs) && specs[kept].Group == specs[kept-1].Group {
		kept--
	}
	return &Run{Rules: r, Options: opt, Games: games[:kept], Wall: time.Since(start)}, nil
}

// seatList names the players of seats: "greedy v rival".
func seatList(names []string, seats []int) string {
	s := ""
	for i, p := range seats {
		if i > 0 {
			s += " v "
		}
		s += names[p]
	}
	return s
}
