package solver

import (
	"sync"
	"time"
)

// Progress says how far a search has come: the pieces of the root's work
// (root moves, or the draws after a root move that draws) finished out of
// all, and the nodes searched so far. Once a limit has stopped the exact
// search, Turns says how many turns ahead it is looking from the moves it
// did not finish, for their estimates (0 before).
type Progress struct {
	Done, Total int
	Nodes       int64
	Turns       int
}

// progress reports a search's progress to Options.Progress: when it
// starts, after each job and, during long jobs, every quarter second.
type progress struct {
	mu          sync.Mutex
	done, total int
	turns       int
	last        time.Time
}

func (pr *progress) start(sv *solve, total int) {
	pr.change(sv, func() { pr.total = total })
}

func (pr *progress) jobDone(sv *solve) {
	pr.change(sv, func() { pr.done++ })
}

// lookingAhead reports that the search now looks the given number of
// turns ahead for its estimates.
func (pr *progress) lookingAhead(sv *solve, turns int) {
	pr.change(sv, func() { pr.turns = turns })
}

// change makes a change to the progress, one at a time, and reports it.
func (pr *progress) change(sv *solve, f func()) {
	if sv.opt.Progress == nil {
		return
	}
	pr.mu.Lock()
	defer pr.mu.Unlock()
	f()
	pr.report(sv)
}

// tick reports now and then; a worker calls it as it counts nodes.
func (pr *progress) tick(sv *solve) {
	if sv.opt.Progress == nil || !pr.mu.TryLock() {
		return
	}
	defer pr.mu.Unlock()
	if pr.total > 0 && time.Since(pr.last) >= time.Second/4 {
		pr.report(sv)
	}
}

func (pr *progress) report(sv *solve) {
	pr.last = time.Now()
	sv.opt.Progress(Progress{Done: pr.done, Total: pr.total, Nodes: sv.nodes.Load(), Turns: pr.turns})
}
