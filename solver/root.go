package solver

import (
	"cmp"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/internal/panicrelay"
)

// rootMoves values every root move, sharing them out among the workers.
func (sv *solve) rootMoves(root *engine.State, res *Result) {
	moves := root.LegalMoves(nil)
	res.Moves = make([]MoveValue, len(moves))
	// Estimate every move first, so that a search stopped by a limit
	// still ranks them all, and search the most promising first.
	est := sv.worker(root)
	est.rate.Prepare(root)
	order := make([]int, len(moves))
	for i, m := range moves {
		order[i] = i
		g := est.estimate(m)
		res.Moves[i] = MoveValue{Move: m, Value: sv.q.score(root, &g), Gains: g}
	}
	limited := sv.opt.Nodes > 0 || sv.opt.Time > 0
	if limited {
		res.EstimateTurns = sv.firstLook(root, res)
		sv.reserveForLookahead()
	}
	// Most promising first for the player to move.
	slices.SortStableFunc(order, func(a, b int) int {
		c := res.Moves[b].Value.Cmp(res.Moves[a].Value)
		if !sv.q.maximizes(root.ToMove) && sv.q.Objective != MaxN {
			c = -c
		}
		return c
	})
	top := &topValues{n: sv.opt.Top, maximize: sv.q.maximizes(root.ToMove)}
	if sv.q.Objective == MaxN {
		top.n = 0 // maxⁿ has no windows to prove a move worse with
	}
	jobs := sv.rootJobs(root, moves, order, top.n == 0)
	if !sv.fits {
		// Exact values could outgrow 64 bits: no exact search, and the
		// whole limit goes to the estimates, as if the search had
		// stopped at once.
		jobs = nil
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	var relay panicrelay.Relay
	sv.progress.start(sv, len(jobs))
	workers := min(sv.workers(), len(jobs))
	sv.guess = sv.newGuess(jobs, workers)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil { // a bug: panic again below, on Solve's goroutine
					relay.Keep(r)
					sv.stop.Store(true)
				}
			}()
			w := sv.worker(root.Clone())
			for {
				i := int(next.Add(1) - 1)
				if i >= len(jobs) || sv.stop.Load() {
					if sv.guess != nil && sv.guess.finish(res.Moves) {
						sv.guess.workOut(w)
					}
					return
				}
				if w.runJob(root, &jobs[i], res, top) == nil {
					sv.progress.jobDone(sv)
				}
			}
		}()
	}
	wg.Wait()
	relay.Rethrow()
	sv.joinDraws(root, res, jobs)
	switch {
	case sv.interrupted.Load():
		res.EstimateTurns = max(res.EstimateTurns, sv.lookAtUnfinished(root, res, sv.interruptBudget()))
	case limited:
		res.EstimateTurns = max(res.EstimateTurns, sv.lookAtUnfinished(root, res, sv.limitBudget()))
	}
}

// estimate is every seat's gains from root move m if the act ended right
// after it: on the scale of the exact values, which it stands in for when
// a limit stops the search first. The rater must be prepared for the
// worker's state.
func (w *worker) estimate(m engine.Move) exact.Gains {
	var g exact.Gains
	for p := range w.s.Players {
		g[p] = exact.IntValue(w.rate.Base(p) + w.rate.GainOf(w.s, m, p))
	}
	return g
}

// runJob does one job: it values a root move exactly, or against the
// threshold of the best Top moves, or values one draw after a root move.
// It returns errStopped when a limit stopped it.
func (w *worker) runJob(root *engine.State, job *rootJob, res *Result, top *topValues) error {
	sv := w.sv
	mv := &res.Moves[job.move]
	if job.split {
		err := w.guard(func() { job.gains = w.after(mv.Move, job.outcome) })
		job.done = err == nil
		return err
	}
	threshold, ranked := top.threshold()
	if !ranked {
		var g gains
		err := w.guard(func() { g = w.after(mv.Move) })
		if err == nil {
			mv.Gains = sv.scale.exactGains(&g, root.Players)
			mv.Value, mv.Exact = sv.q.score(root, &mv.Gains), true
			v := sv.q.valueScalar(root, &g)
			top.add(v)
			if sv.guess != nil {
				sv.guess.record(job.move, v, top.maximize)
			}
		}
		return err
	}
	// Only the best Top moves need exact values: search this one with a
	// window that shows either that it is among them (the value comes
	// back exact) or that it is not (a bound).
	var v value
	var isExact bool
	err := w.guard(func() { v, isExact = w.afterAgainst(mv.Move, threshold, top.maximize) })
	if err != nil {
		return err
	}
	mv.Value, mv.Exact = sv.scale.exact(v), isExact
	mv.Gains = exact.Gains{}
	mv.Gains[sv.q.Player] = mv.Value
	if !isExact {
		mv.Bound = 1
		if !top.maximize {
			mv.Bound = -1
		}
	} else {
		top.add(v)
	}
	return nil
}

// rootJob is one piece of the root's work, for one worker: a root move,
// or, when every move is to be valued exactly, one draw after a root move
// that draws. A draw's outcomes are all searched to the end anyway, so
// sharing them out among the workers costs nothing and keeps every worker busy
// on what is most often the biggest move.
type rootJob struct {
	move    int         // index of the root move in the result
	split   bool        // one draw after the move:
	outcome engine.Move // the tile drawn
	weight  int64       // its chance, weight/total
	total   int64
	gains   gains // the gains from the root after both, when done
	done    bool
}

// rootJobs lists the jobs for the root moves in the order given. Without
// a limit, draws go first: they take longest, and starting them early
// keeps every worker busy to the end. A search that may be stopped keeps
// the order given, most promising first, so that the moves it finishes
// are the interesting ones; so does one that ranks only the best few
// moves, whose first exact values bound the search of the others.
func (sv *solve) rootJobs(root *engine.State, moves []engine.Move, order []int, allExact bool) []rootJob {
	var draws, others []rootJob
	inOrder := sv.opt.Nodes > 0 || sv.opt.Time > 0 || !allExact
	for _, i := range order {
		u := root.Apply(moves[i])
		if root.IsChance() {
			for _, k := range root.LegalMoves(nil) {
				job := rootJob{move: i, split: true, outcome: k, weight: int64(root.ChanceWeight(k)), total: int64(root.PoolTotal)}
				if inOrder {
					others = append(others, job)
				} else {
					draws = append(draws, job)
				}
			}
		} else {
			others = append(others, rootJob{move: i})
		}
		root.Undo(u)
	}
	return append(draws, others...)
}

// joinDraws values the root moves whose draws were shared out: exact when
// every draw was searched to the end.
func (sv *solve) joinDraws(root *engine.State, res *Result, jobs []rootJob) {
	var sum []gains
	complete := make([]bool, len(res.Moves))
	for i := range complete {
		complete[i] = true
	}
	for _, j := range jobs {
		if !j.split {
			continue
		}
		if sum == nil {
			sum = make([]gains, len(res.Moves))
		}
		complete[j.move] = complete[j.move] && j.done
		for p := range root.Players {
			sum[j.move][p] += j.gains[p] * value(j.weight)
		}
	}
	for _, j := range jobs {
		mv := &res.Moves[j.move]
		if !j.split || mv.Exact || !complete[j.move] {
			continue
		}
		g := sum[j.move]
		for p := range root.Players {
			g[p] = average(g[p], j.total)
		}
		mv.Gains = sv.scale.exactGains(&g, root.Players)
		mv.Value, mv.Exact = sv.q.score(root, &mv.Gains), true
	}
}

// topValues keeps the best exact root values found so far, for searches
// that rank only the best few moves exactly.
type topValues struct {
	mu       sync.Mutex
	n        int // how many moves to rank exactly; 0 for all
	maximize bool
	values   []value
}

// threshold is the n-th best value found, once n are known.
func (t *topValues) threshold() (value, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.n == 0 || len(t.values) < t.n {
		return 0, false
	}
	return t.values[t.n-1], true
}

func (t *topValues) add(v value) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.values = append(t.values, v)
	slices.SortFunc(t.values, func(a, b value) int {
		if t.maximize {
			return cmp.Compare(b, a)
		}
		return cmp.Compare(a, b)
	})
}

// afterAgainst values root move m against a threshold, as the puzzle
// player's scalar: exact if the move does at least as well as the
// threshold for the player to move (ties included), else a bound that
// shows it does worse.
func (w *worker) afterAgainst(m engine.Move, threshold value, maximize bool) (value, bool) {
	sv := w.sv
	// No deferred undo: a search stopped at a limit unwinds from
	// somewhere down the line, where undoing m would be undoing the wrong
	// move (and could panic while the stop unwinds, which guard would
	// not recover). The worker's state is dropped after a stop anyway.
	edge, u := w.play(m)
	var v value
	var inside bool
	if maximize {
		a := threshold - 1
		v = edge + w.scalar(a-edge, sv.hi+1-edge, 1)
		inside = a < v
	} else {
		b := threshold + 1
		v = edge + w.scalar(sv.lo-1-edge, b-edge, 1)
		inside = v < b
	}
	w.s.Undo(u)
	w.flushNodes()
	return v, inside
}
