package simulate

import (
	"fmt"
	"runtime"
	"strings"
	"sync"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/solver"
)

// Rotate, as Options.First, lets the seats take turns to start: game i
// starts with seat i mod the number of players, so that with a number of
// games divisible by it every seat starts equally often.
const Rotate = -1

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
	// Workers is how many games are played at once (0: one per CPU).
	Workers int
	// Progress, when set, is called after each finished game with the
	// number finished so far, from one goroutine at a time.
	Progress func(done int)
	// Stop, when closed, ends the run early: no game starts after it,
	// the games under way finish, and the run keeps its first games up to
	// the first one that had not finished.
	Stop <-chan struct{}
}

// Run is a finished (or stopped) run.
type Run struct {
	Rules   *engine.Rules
	Options Options
	// Played are the games, in order: all of Options.Games, or, when the
	// run was stopped, games 0 to len(Played)-1.
	Played  []Game
	Stopped bool
}

// Check reports what is wrong with the options for rules r.
func (o *Options) Check(r *engine.Rules) error {
	n := len(o.AI)
	if n < r.MinPlayers || n > r.MaxPlayers {
		return fmt.Errorf("ruleset %q is for %d to %d players, not %d", r.Name, r.MinPlayers, r.MaxPlayers, n)
	}
	if len(o.Names) != n {
		return fmt.Errorf("%d names for %d players", len(o.Names), n)
	}
	for _, ai := range o.AI {
		if _, err := solver.NewPlayer(ai, 0); err != nil {
			return err
		}
	}
	if o.Games < 1 {
		return fmt.Errorf("the number of games must be at least 1, not %d", o.Games)
	}
	if o.First != Rotate && (o.First < 0 || o.First >= n) {
		return fmt.Errorf("first seat %d is not one of the %d seats", o.First, n)
	}
	return nil
}

// Play plays the games of opt with rules r, on several goroutines. The
// run is the same whatever their number.
func Play(r *engine.Rules, opt Options) (*Run, error) {
	if err := opt.Check(r); err != nil {
		return nil, err
	}
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, opt.Games)

	games := make([]Game, opt.Games)
	finished := make([]bool, opt.Games)
	var (
		mu       sync.Mutex
		next     int // the next game to hand out
		done     int
		stopped  bool
		firstErr error
	)
	// take hands out the next game, or -1 when there is none or the run
	// is stopping.
	take := func() int {
		mu.Lock()
		defer mu.Unlock()
		if firstErr != nil || next == opt.Games {
			return -1
		}
		select {
		case <-opt.Stop:
			stopped = true
			return -1
		default:
		}
		next++
		return next - 1
	}
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := &table{rules: r, opt: &opt, effects: newEffects(r)}
			for i := take(); i >= 0; i = take() {
				g, err := t.play(i)
				mu.Lock()
				if err != nil {
					if firstErr == nil {
						firstErr = fmt.Errorf("game %d (seed %d): %w", i, g.Seed, err)
					}
				} else {
					games[i], finished[i] = g, true
					done++
					if opt.Progress != nil {
						opt.Progress(done)
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	kept := 0
	for kept < len(games) && finished[kept] {
		kept++
	}
	return &Run{Rules: r, Options: opt, Played: games[:kept], Stopped: stopped}, nil
}

// Describe writes the players of the run: "greedy" when every seat plays
// alike, else the seats' names and players.
func (o *Options) Describe() string {
	same := true
	for _, ai := range o.AI {
		same = same && ai == o.AI[0]
	}
	if same {
		return fmt.Sprintf("%d players, all %s", len(o.AI), o.AI[0])
	}
	parts := make([]string, len(o.AI))
	for i, ai := range o.AI {
		parts[i] = o.Names[i] + " " + ai
	}
	return fmt.Sprintf("%d players: %s", len(o.AI), strings.Join(parts, ", "))
}
