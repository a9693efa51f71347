package solver

import (
	"sync"
	"time"
)

// Progress says how far a search has come: the pieces of the root's work
// (root moves, or the draws after a root move that draws) finished out of
// all, and the nodes searched so far.
type Progress struct {
	Done, Total int
	Nodes       int64
}

// progress reports a search's progress to Options.Progress: when it
// starts, after each job and, during long jobs, every quarter second.
type progress struct {
	mu          sync.Mutex
	done, total int
	last        time.Time
}

func (pr *progress) start(sv *solve, total int) {
	if sv.opt.Progress == nil {
		return
	}
	pr.mu.Lock()
	defer pr.mu.Unlock()
	pr.total = total
	pr.report(sv)
}

func (pr *progress) jobDone(sv *solve) {
	if sv.opt.Progress == nil {
		return
	}
	pr.mu.Lock()
	defer pr.mu.Unlock()
	pr.done++
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
	sv.opt.Progress(Progress{Done: pr.done, Total: pr.total, Nodes: sv.nodes.Load()})
}
