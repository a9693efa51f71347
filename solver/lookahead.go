package solver

import (
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sagatools/saga/engine"
)

// A search that may be stopped by a limit first spends a small share of
// the limit looking a few turns ahead from every root move, so that the
// estimates it shows for moves it did not finish mean something: best
// play by the objective for the move's own turn and the next ones, draws
// averaged over the pool, then the act scored as the board then stands.
// It deepens one turn at a time while the share lasts; a pass not
// finished within it is dropped. Looking ahead is a heuristic, kept apart
// from the exact search: nothing it finds enters the table.
//
// Measured on 60 random two-player endgames of 5-6 empty squares per
// ruleset (margin, small pools): the move that scores best if the act
// ended right after it is the exact best move in 40 (Beowulf) and 15
// (Kingdoms) of them; looking two turns ahead, in 46 and 53.

// lookaheadShare is the part of a limit looking ahead may use: 1/10.
const lookaheadShare = 10

// lookaheadMaxTurns stops deepening on a position whose act is far from
// its end: a pass costs many times the one before, so the share runs out
// long before; this only bounds a pathological case.
const lookaheadMaxTurns = 32

// errLookaheadOver unwinds a pass that went past the share.
var errLookaheadOver = errors.New("look-ahead over its share of the limit")

// lookahead is one worker's look-ahead search, on its own copy of the
// state.
type lookahead struct {
	q      Question
	s      *engine.State
	rate   rater
	bufs   [][]engine.Move
	nodes  int64 // not yet added to the pass's total
	cut    bool  // the turn limit cut some line short of the act's end
	budget *lookBudget
}

// lookBudget is what one pass may spend, shared by the workers.
type lookBudget struct {
	nodes    atomic.Int64 // counted so far, all passes
	limit    int64        // 0: none
	deadline time.Time    // zero: none
}

// lookAhead replaces the estimates of res's root moves by looking ahead,
// deeper and deeper, while the search's share of its limit lasts. It
// reports how many turns the estimates look ahead (the move's own turn
// included), 0 if not even the first pass finished, and how many nodes
// it searched.
func (sv *solve) lookAhead(root *engine.State, res *Result) (turns int, nodes int64) {
	budget := &lookBudget{}
	if sv.opt.Nodes > 0 {
		budget.limit = max(1, sv.opt.Nodes/lookaheadShare)
	}
	if sv.opt.Time > 0 {
		budget.deadline = time.Now().Add(sv.opt.Time / lookaheadShare)
	}
	var last passCost
	for depth := range lookaheadMaxTurns {
		start, before := time.Now(), budget.nodes.Load()
		gains, cut, ok := sv.lookPass(root, res, depth, budget)
		if !ok {
			break
		}
		for i := range res.Moves {
			res.Moves[i].Gains = gains[i]
			res.Moves[i].Value = sv.q.score(root, &gains[i])
		}
		turns = depth + 1
		if !cut {
			break // every line reached the act's end: deeper passes see the same
		}
		cost := passCost{nodes: budget.nodes.Load() - before, time: time.Since(start)}
		if depth > 0 && !budget.allows(cost.next(last)) {
			break // the next pass would not finish: leave its share to the exact search
		}
		last = cost
	}
	return turns, budget.nodes.Load()
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

// lookPass values every root move looking depth turns past the move's
// own, sharing the moves out among the workers. It reports whether the
// turn limit cut any line, and false if the budget ran out first.
func (sv *solve) lookPass(root *engine.State, res *Result, depth int, budget *lookBudget) ([]Gains, bool, bool) {
	gains := make([]Gains, len(res.Moves))
	var next atomic.Int64
	var over, cut atomic.Bool
	var wg sync.WaitGroup
	for range min(sv.workers(), len(res.Moves)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			la := &lookahead{q: sv.q, s: root.Clone(), budget: budget}
			defer la.flush()
			defer func() {
				if r := recover(); r != nil {
					if r != errLookaheadOver {
						panic(r)
					}
					over.Store(true)
				}
			}()
			for !over.Load() {
				i := int(next.Add(1) - 1)
				if i >= len(res.Moves) {
					break
				}
				gains[i] = la.after(res.Moves[i].Move, depth, 0)
			}
			if la.cut {
				cut.Store(true)
			}
		}()
	}
	wg.Wait()
	return gains, cut.Load(), !over.Load()
}

// after plays m and returns every seat's gains from before it: what m
// earned plus the look-ahead value after it.
func (la *lookahead) after(m engine.Move, depth, ply int) Gains {
	s := la.s
	var before [engine.MaxSeats]int
	copy(before[:], s.Points)
	u := s.Apply(m)
	g := la.gains(depth, ply)
	for p := range s.Players {
		if d := s.Points[p] - before[p]; d != 0 {
			g[p] = g[p].Add(IntValue(d))
		}
	}
	s.Undo(u)
	return g
}

// gains values the current state for every seat, looking depth more
// turns ahead once the current turn is over.
func (la *lookahead) gains(depth, ply int) Gains {
	la.count()
	s := la.s
	if s.Phase == engine.PhaseActOver || s.Phase == engine.PhaseGameOver {
		return Gains{}
	}
	if s.Phase == engine.PhaseTurn {
		if depth == 0 {
			la.cut = true
			return la.asItStands()
		}
		depth--
	}
	for len(la.bufs) <= ply {
		la.bufs = append(la.bufs, nil)
	}
	la.bufs[ply] = s.LegalMoves(la.bufs[ply][:0])
	moves := la.bufs[ply]
	if s.IsChance() {
		return expectation(s, moves, func(m engine.Move) Gains { return la.after(m, depth, ply+1) })
	}
	var best Gains
	for i, m := range moves {
		g := la.after(m, depth, ply+1)
		if i == 0 || prefer(la.q, s, &g, &best) {
			best = g
		}
	}
	return best
}

// asItStands is every seat's score if the act ended now.
func (la *lookahead) asItStands() Gains {
	var g Gains
	la.rate.prepare(la.s)
	for p := range la.s.Players {
		g[p] = IntValue(la.rate.baseOf(p))
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
	la.nodes = 0
	if b.limit > 0 && total >= b.limit || !b.deadline.IsZero() && time.Now().After(b.deadline) {
		panic(errLookaheadOver)
	}
}

func (la *lookahead) flush() {
	la.budget.nodes.Add(la.nodes)
	la.nodes = 0
}
