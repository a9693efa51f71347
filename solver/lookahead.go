package solver

import (
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/internal/panicrelay"
)

// A search that may be stopped by a limit keeps a tenth of the limit to
// look a few turns ahead from the root moves it did not search to the
// end, so that the estimates it shows for them mean something: best play
// by the objective for the move's own turn and the next ones, draws
// averaged over the pool, then the act scored as the board then stands.
// It deepens one turn at a time while the reserve lasts, keeps the
// deepest pass it finished, and does not start a pass it foresees it
// cannot finish. A search that finishes in time spends nothing on it
// beyond a first pass of one turn, cheap, by which the exact search takes
// the most promising moves first. Looking ahead is a heuristic, kept
// apart from the exact search: nothing it finds enters the table.
//
// Measured on 100 random two-player endgames of 6 empty squares per
// ruleset (margin, small pools): the move that scores best if the act
// ended right after it is an exact best move in 69 (Beowulf) and 26
// (Kingdoms) of them; looking three turns ahead, in 84 and 98.

// lookaheadShare is the part of a limit kept for looking ahead: 1/10.
const lookaheadShare = 10

// lookaheadMaxTurns stops deepening on a position whose act is far from
// its end: a pass costs many times the one before, so the reserve runs
// out long before; this only bounds a pathological case.
const lookaheadMaxTurns = 32

// errLookaheadOver unwinds a pass that went past its budget.
var errLookaheadOver = errors.New("look-ahead over its budget")

// reserveForLookahead makes the exact search stop at 9/10 of the limits,
// keeping the rest for looking ahead from the moves it leaves unfinished.
func (sv *solve) reserveForLookahead() {
	if sv.opt.Nodes > 0 {
		sv.nodeLimit = max(1, sv.opt.Nodes-sv.opt.Nodes/lookaheadShare)
	}
	if sv.opt.Time > 0 {
		sv.deadline = sv.start.Add(sv.opt.Time - sv.opt.Time/lookaheadShare)
	}
}

// firstLook values every root move one turn ahead, within a tenth of the
// limits, to order the exact search. It reports the turns looked ahead:
// 1, or 0 if the pass did not fit.
func (sv *solve) firstLook(root *engine.State, res *Result) int {
	budget := &lookBudget{interrupt: &sv.interrupted}
	if sv.opt.Nodes > 0 {
		budget.limit = max(1, sv.opt.Nodes/lookaheadShare)
	}
	if sv.opt.Time > 0 {
		budget.deadline = time.Now().Add(sv.opt.Time / lookaheadShare)
	}
	all := make([]int, len(res.Moves))
	for i := range all {
		all[i] = i
	}
	return sv.lookAhead(root, res, all, 1, budget, false)
}

// limitBudget is what is left of the limits, for looking ahead once the
// exact search has stopped at its share of them.
func (sv *solve) limitBudget() *lookBudget {
	budget := &lookBudget{interrupt: &sv.interrupted}
	if sv.opt.Nodes > 0 {
		budget.limit = max(1, sv.opt.Nodes-sv.nodes.Load())
	}
	if sv.opt.Time > 0 {
		budget.deadline = sv.start.Add(sv.opt.Time)
	}
	return budget
}

// An interrupted search looks ahead for a tenth of the time it searched,
// as a limit keeps, but at least interruptLookMin, for estimates worth
// reading, and at most interruptLookMax, since whoever interrupted it is
// waiting.
const (
	interruptLookMin = 100 * time.Millisecond
	interruptLookMax = 2 * time.Second
)

// interruptBudget is what an interrupted search may spend looking ahead:
// the short look an interrupt allows, within what is left of the limits.
func (sv *solve) interruptBudget() *lookBudget {
	spent := time.Duration(sv.interruptedAt.Load())
	look := min(max(spent/lookaheadShare, interruptLookMin), interruptLookMax)
	budget := &lookBudget{deadline: time.Now().Add(look)}
	if sv.opt.Nodes > 0 {
		budget.limit = max(1, sv.opt.Nodes-sv.nodes.Load())
	}
	if end := sv.start.Add(sv.opt.Time); sv.opt.Time > 0 && end.Before(budget.deadline) {
		budget.deadline = end
	}
	return budget
}

// lookAtUnfinished looks ahead from the root moves the exact search left
// without a value or a bound, within budget. It reports the turns looked
// ahead, 0 if not even one pass fitted.
func (sv *solve) lookAtUnfinished(root *engine.State, res *Result, budget *lookBudget) int {
	var unfinished []int
	for i, m := range res.Moves {
		if !m.Exact && m.Bound == 0 {
			unfinished = append(unfinished, i)
		}
	}
	if len(unfinished) == 0 {
		return 0
	}
	return sv.lookAhead(root, res, unfinished, lookaheadMaxTurns, budget, true)
}

// lookAhead replaces the estimates of the root moves listed by looking
// ahead, a turn deeper at each pass, up to maxTurns turns and while the
// budget lasts. It reports how many turns the estimates now look ahead
// (the move's own turn included), 0 if not even the first pass finished.
// report says to report each pass as progress.
func (sv *solve) lookAhead(root *engine.State, res *Result, listed []int, maxTurns int, budget *lookBudget, report bool) (turns int) {
	var last passCost
	for depth := range maxTurns {
		if report {
			sv.progress.lookingAhead(sv, depth+1)
		}
		start, before := time.Now(), budget.nodes.Load()
		gains, cut, ok := sv.lookPass(root, res, listed, depth, budget)
		if !ok {
			break
		}
		for k, i := range listed {
			res.Moves[i].Gains = gains[k]
			res.Moves[i].Value = sv.q.score(root, &gains[k])
		}
		turns = depth + 1
		if !cut {
			break // every line reached the act's end: deeper passes see the same
		}
		cost := passCost{nodes: budget.nodes.Load() - before, time: time.Since(start)}
		if depth > 0 && !budget.allows(cost.next(last)) {
			break // the next pass would not finish
		}
		last = cost
	}
	return turns
}

// passCost is what a look-ahead pass took.
type passCost struct {
	nodes int64
	time  time.Duration
}

// next foresees the cost of the pass after c, whose own predecessor cost
// prev: each pass costs many times the one before, by a factor that
// changes slowly from one to the next.
func (c passCost) next(prev passCost) passCost {
	growth := float64(c.nodes) / float64(max(prev.nodes, 1))
	growth = max(growth, 1)
	return passCost{nodes: int64(float64(c.nodes) * growth), time: time.Duration(float64(c.time) * growth)}
}

// allows reports whether a pass of cost c would still fit.
func (b *lookBudget) allows(c passCost) bool {
	if b.limit > 0 && b.nodes.Load()+c.nodes > b.limit {
		return false
	}
	return b.deadline.IsZero() || time.Now().Add(c.time).Before(b.deadline)
}

// lookPass values the root moves listed looking depth turns past each
// move's own, sharing them out among the workers. It reports whether the
// turn limit cut any line, and false if the budget ran out first.
func (sv *solve) lookPass(root *engine.State, res *Result, listed []int, depth int, budget *lookBudget) ([]exact.Gains, bool, bool) {
	gains := make([]exact.Gains, len(listed))
	var next atomic.Int64
	var over, cut atomic.Bool
	var wg sync.WaitGroup
	var relay panicrelay.Relay
	for range min(sv.workers(), len(listed)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			la := &lookahead{sv: sv, q: sv.q, s: root.Clone(), budget: budget}
			defer la.flush()
			defer func() {
				if r := recover(); r != nil {
					// A pass whose values outgrow 64 bits is dropped like
					// one over its budget: estimates are not worth
					// failing the search for.
					if _, ok := r.(exact.OverflowError); !ok && r != errLookaheadOver {
						relay.Keep(r) // a bug: panic again below, on Solve's goroutine
					}
					over.Store(true)
				}
			}()
			for !over.Load() {
				k := int(next.Add(1) - 1)
				if k >= len(listed) {
					break
				}
				m := res.Moves[listed[k]].Move
				if sv.q.Objective == MaxN {
					gains[k] = la.after(m, depth, 0)
				} else {
					gains[k][sv.q.Player] = la.afterScalar(m, lookOpen.Neg(), lookOpen, depth, 0)
				}
			}
			if la.cut {
				cut.Store(true)
			}
		}()
	}
	wg.Wait()
	relay.Rethrow()
	return gains, cut.Load(), !over.Load()
}

// lookahead is one worker's look-ahead search, on its own copy of the
// state.
type lookahead struct {
	sv    *solve // counts the nodes and reports progress; nil in tests
	q     Question
	s     *engine.State
	rate  engine.Rater
	bufs  plyBuffers[engine.Move]
	vals  plyBuffers[ratedGains]
	nodes int64 // not yet added to the pass's total
	// playOut plays out every move of the last turn rather than rating
	// those that end it (rateLast): the tests compare the two.
	playOut bool
	cut     bool // the turn limit cut some line short of the act's end
	budget  *lookBudget
}

// lookBudget is what one pass may spend, shared by the workers.
type lookBudget struct {
	nodes    atomic.Int64 // counted so far, all passes
	limit    int64        // 0: none
	deadline time.Time    // zero: none
	// interrupt, when set, ends the budget once it is true: a look
	// planned before an interrupt gives way to the short one after it.
	interrupt *atomic.Bool
}

// after plays m and returns every seat's gains from before it: what m
// earned plus the look-ahead value after it.
func (la *lookahead) after(m engine.Move, depth, ply int) exact.Gains {
	s := la.s
	var before [engine.MaxSeats]int
	copy(before[:], s.Points)
	u := s.Apply(m)
	g := la.gains(depth, ply)
	addEarned(&g, s, &before)
	s.Undo(u)
	return g
}

// gains values the current state for every seat, looking depth more
// turns ahead once the current turn is over.
func (la *lookahead) gains(depth, ply int) exact.Gains {
	la.count()
	s := la.s
	if s.ActOver() {
		return exact.Gains{}
	}
	if s.Phase == engine.PhaseTurn {
		if depth == 0 {
			la.cut = true
			return la.asItStands()
		}
		depth--
	}
	moves := legalMoves(&la.bufs, la.s, ply)
	if s.IsChance() {
		return expectation(s, moves, func(m engine.Move) exact.Gains { return la.after(m, depth, ply+1) })
	}
	if len(moves) == 0 {
		return exact.Gains{}
	}
	vals := la.vals.get(ply, len(moves))
	clear(vals)
	if depth == 0 && !la.playOut {
		la.rateLast(moves, vals)
	}
	best := 0
	for i, m := range moves {
		if !vals[i].rated {
			vals[i].gains = la.after(m, depth, ply+1)
		}
		if prefer(la.q, s, &vals[i].gains, &vals[best].gains) {
			best = i
		}
	}
	return vals[best].gains
}

// rateLast rates the moves of a decision in the look-ahead's last turn
// that end the turn (or the act) on the board prepared once, as the
// rater rates them: the act scored right after the move, points cashed
// included. That is what playing each out and scoring the board gives,
// for a fraction of the cost; most of a pass's nodes are such moves. The
// others (a draw, a placement with an option after it) are left
// unrated, to be played out.
func (la *lookahead) rateLast(moves []engine.Move, vals []ratedGains) {
	s := la.s
	la.rate.Prepare(s)
	for i, m := range moves {
		u := s.Apply(m)
		turnOver := s.Phase == engine.PhaseTurn
		actOver := s.ActOver()
		s.Undo(u)
		if !turnOver && !actOver {
			continue
		}
		la.count()
		la.cut = la.cut || turnOver
		vals[i].rated = true
		for p := range s.Players {
			vals[i].gains[p] = exact.IntValue(la.rate.Base(p) + la.rate.GainOf(s, m, p))
		}
	}
}

// ratedGains is a move's gains in the look-ahead, once known.
type ratedGains struct {
	gains exact.Gains
	rated bool
}

// asItStands is every seat's score if the act ended now.
func (la *lookahead) asItStands() exact.Gains {
	var g exact.Gains
	la.rate.Prepare(la.s)
	for p := range la.s.Players {
		g[p] = exact.IntValue(la.rate.Base(p))
	}
	return g
}

// count counts a node and, now and then, checks the budget.
func (la *lookahead) count() {
	la.nodes++
	if la.nodes < countBatch {
		return
	}
	b := la.budget
	total := b.nodes.Add(la.nodes)
	la.report()
	if b.limit > 0 && total >= b.limit || !b.deadline.IsZero() && time.Now().After(b.deadline) || b.interrupt != nil && b.interrupt.Load() {
		panic(errLookaheadOver)
	}
}

func (la *lookahead) flush() {
	la.budget.nodes.Add(la.nodes)
	la.report()
}

// report adds the nodes counted to the search's and reports progress.
func (la *lookahead) report() {
	if la.sv != nil {
		la.sv.nodes.Add(la.nodes)
		la.sv.progress.tick(la.sv)
	}
	la.nodes = 0
}
