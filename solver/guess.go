package solver

import (
	"sync"
	"sync/atomic"

	"github.com/sagatools/saga/engine"
)

// guess is the principal variation worked out while the last root jobs
// finish: a worker with no job left would otherwise wait for them, and
// the principal variation after them is work for one worker alone. It
// follows the best root move found so far, and is kept when that move is
// the best one in the end (the first in legal-move order among the best,
// as the principal variation's own first step chooses it); a root job
// that finds a better move stops it. The principal variation after a root
// move depends on that move only, since every value it follows is exact.
type guess struct {
	mu    sync.Mutex
	best  int   // the best root move so far, as an index of the root's legal moves; -1 before any
	value value // its value, as the puzzle player's scalar
	// The guess itself: the root move it follows, once a worker took it,
	// and what it found, once done.
	taken bool
	move  int // as an index of the root's legal moves
	first engine.Move
	steps []Step
	final *engine.Board
	done  bool
	// busy counts the workers still doing root jobs; the last one out
	// stops a guess that follows a move no longer the best.
	busy int
	halt atomic.Bool
}

// newGuess returns a guess for a search of jobs on the workers, or nil
// where none is made: under maxⁿ (whose principal variation values every
// move), with a line to follow first, under a limit or --top (which leave
// some root moves without exact values), or when a root move's value is
// shared among jobs, one per draw.
func (sv *solve) newGuess(jobs []rootJob, workers int) *guess {
	if sv.q.Objective == MaxN || len(sv.opt.Line) > 0 || sv.opt.Nodes > 0 || sv.opt.Time > 0 || sv.opt.Top > 0 {
		return nil
	}
	for _, j := range jobs {
		if j.split {
			return nil
		}
	}
	return &guess{best: -1, busy: workers}
}

// record notes root move i's exact value v, for the player to move at
// the root (maximize: the puzzle player).
func (g *guess) record(i int, v value, maximize bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	better := g.best < 0 || maximize && v > g.value || !maximize && v < g.value || v == g.value && i < g.best
	if better {
		g.best, g.value = i, v
	}
}

// finish is called by each worker once no root job is left for it, and
// reports whether that worker is to work the guess out: the first to
// finish, from the best move so far, while the others end their jobs.
// The last to finish stops the guess if it follows a move that is no
// longer the best.
func (g *guess) finish(moves []MoveValue) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.busy--; g.busy == 0 {
		if g.taken && g.move != g.best {
			g.halt.Store(true)
		}
		return false
	}
	if g.taken || g.best < 0 {
		return false
	}
	g.taken, g.move, g.first = true, g.best, moves[g.best].Move
	return true
}

// workOut works the guess out on w, a worker at the root with no job
// left. A halt unwinds the search from where it stands, leaving the
// worker's state as it is: the worker ends here.
func (g *guess) workOut(w *worker) {
	w.halt = &g.halt
	var steps []Step
	var final *engine.Board
	if err := w.guard(func() { steps, final = w.principalVariation([]engine.Move{g.first}) }); err != nil {
		return
	}
	steps[0].Given = false // chosen as best, not given
	g.mu.Lock()
	g.steps, g.final, g.done = steps, final, true
	g.mu.Unlock()
}

// principalVariation returns the guess's principal variation if it
// starts with first, the best root move.
func (g *guess) principalVariation(first engine.Move) ([]Step, *engine.Board, bool) {
	if g == nil {
		return nil, nil, false
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.done || g.first != first {
		return nil, nil, false
	}
	return g.steps, g.final, true
}
