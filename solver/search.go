package solver

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
)

// Options limit a search. Zero values mean no limit (Nodes, Time) or the
// default (Mem: DefaultMem; Workers: every CPU). Mem bounds the memory
// the transposition table takes, at every moment: the table grows as it
// fills, and while it grows it holds its old arrays and its new ones, so
// its final arrays take from half to all of Mem. It stops nothing.
type Options struct {
	Nodes   int64
	Time    time.Duration
	Mem     int64
	Workers int
	// Top, when positive, ranks only the best Top root moves exactly; the
	// others get a bound that shows they do worse (MoveValue.Bound).
	// It does not apply to maxⁿ, whose moves are always all exact.
	Top int
	// Line, when set, is a line of play from the root to look at: a root
	// move and any legal moves after it, draws included (which tile comes
	// up). The principal variation then plays it before following best
	// play, and Result.LineGains values the state at its end.
	Line []engine.Move
	// Progress, if set, is called each time the search finishes a piece
	// of the root's work, one call at a time.
	Progress func(Progress)
}

// DefaultMem is a search's default memory: three quarters of it hold
// 2^21 slots of a two-player table (64 MiB) and the copy that grows it
// to that size, a quarter the settled last squares.
const DefaultMem = 192 << 20

// settledShare is the part of the memory limit the settled last squares
// get: 1/4.
const settledShare = 4

// errStopped unwinds a search when a limit is reached.
var errStopped = errors.New("search stopped at a limit")

// Solve answers q about s exactly: the value of every root move and of
// the position, the best moves and the principal variation, and the
// value after Options.Line when one is given. A node or time limit stops
// it cleanly: moves not searched to the end keep an estimate and
// Result.Exact is false. Cancelling ctx (someone pressed Ctrl-C) stops
// it as a limit would: the moves not searched to the end get estimates
// from looking ahead for a short while (interruptLookMin to
// interruptLookMax), and Result.Interrupted is set. Once every root move
// is exact, a cancel is ignored.
//
// The search: for solo, margin and paranoid, fail-soft alpha-beta with
// minimal windows (solo is the one-player case), and at chance nodes a
// Star2 probe, a test of each outcome against its share of the window,
// then Star1 pruning, all from bounds on the gains the scoring rules
// still allow; for maxn, maxⁿ with shallow pruning and branch-and-bound
// on the same bounds. A shared transposition table; moves ordered by the
// table's best move and then by their projected gain; last squares
// settled without a node per placement; root moves (and, at a chance
// root, its draws) shared among workers, one per CPU.
func Solve(ctx context.Context, s *engine.State, q Question, opt Options) (res *Result, err error) {
	return solveFrom(ctx, s, q, opt, figureKeyFrom)
}

// solveFrom is Solve, where states with only figures left to place work
// their figureKey out from keysFrom empty squares (tests lower it, so
// that small endgames take that way too).
func solveFrom(ctx context.Context, s *engine.State, q Question, opt Options, keysFrom int) (res *Result, err error) {
	if err := q.Check(s); err != nil {
		return nil, err
	}
	if err := checkLine(s, opt.Line); err != nil {
		return nil, err
	}
	defer exact.RecoverOverflow(&err)
	sv := newSolve(s, q, opt)
	sv.figureKeyFrom = keysFrom
	if !sv.fits && (opt.Nodes == 0 && opt.Time == 0 || s.IsChance()) {
		// Its exact values could outgrow 64 bits (see newScale): a search
		// this big never finishes, and without a limit it has no estimates
		// to give instead; nor has a search from a draw, whose answer is
		// one value.
		return nil, exact.OverflowError{}
	}
	if done := ctx.Done(); done != nil {
		select {
		case <-done:
			sv.interrupt() // before it starts
		default:
			finished := make(chan struct{})
			defer close(finished)
			go sv.watch(done, finished)
		}
	}
	res = &Result{Question: q, Exact: true, Line: opt.Line}
	root := s.Clone()
	if root.IsChance() {
		w := sv.worker(root)
		g, ok := w.rootValue()
		res.Gains = sv.scale.exactGains(&g, root.Players)
		res.Value, res.Exact = q.score(root, &res.Gains), ok
	} else {
		sv.rootMoves(root, res)
		rankMoves(res, q, root)
		res.Gains, res.Value = res.Moves[0].Gains, res.Moves[0].Value
		for _, m := range res.Moves {
			res.Exact = res.Exact && (m.Exact || m.Bound != 0)
		}
	}
	if res.Exact {
		// Every root move is exact: the principal variation, which takes
		// little, is part of the answer, so an interrupt now is too late.
		sv.disarm()
		w := sv.worker(root)
		err := w.guard(func() {
			if len(opt.Line) > 0 {
				g := w.after(opt.Line...)
				res.LineGains = sv.scale.exactGains(&g, root.Players)
				res.LineValue = q.score(root, &res.LineGains)
			}
			var guessed bool
			if len(res.Moves) > 0 {
				res.PV, res.Final, guessed = sv.guess.principalVariation(res.Moves[0].Move)
			}
			if !guessed {
				res.PV, res.Final = w.principalVariation(opt.Line)
			}
		})
		if err != nil {
			res.PV, res.Final, res.LineGains, res.LineValue = nil, nil, exact.Gains{}, exact.Value{}
		}
	}
	if sv.overflow.Load() {
		return nil, exact.OverflowError{}
	}
	res.Nodes = sv.nodes.Load()
	res.Interrupted = sv.interrupted.Load() && !res.Exact
	return res, nil
}

// watch stops the search when interrupt (its context's Done) is
// closed, until it is finished.
func (sv *solve) watch(interrupt <-chan struct{}, finished <-chan struct{}) {
	select {
	case <-interrupt:
		sv.interrupt()
	case <-finished:
	}
}

func (sv *solve) interrupt() {
	sv.interruptMu.Lock()
	defer sv.interruptMu.Unlock()
	if sv.disarmed {
		return
	}
	sv.interruptedAt.Store(int64(time.Since(sv.start)))
	sv.interrupted.Store(true)
	sv.stop.Store(true)
}

// disarm makes later interrupts do nothing, and takes back one that came
// after the root moves were all exact.
func (sv *solve) disarm() {
	sv.interruptMu.Lock()
	defer sv.interruptMu.Unlock()
	sv.disarmed = true
	if sv.interrupted.Load() {
		sv.interrupted.Store(false)
		sv.stop.Store(sv.overflow.Load())
	}
}

// solve is what the workers of one search share.
type solve struct {
	q        Question
	opt      Options
	tt       *table
	settled  *settledTable // scalar objectives: the settled last squares
	scale    scale         // the common denominator of every value
	fits     bool          // values fit the scale's 64 bits
	lo, hi   value         // bounds on the scalar
	loose    [2][engine.MaxSeats]int
	stop     atomic.Bool
	overflow atomic.Bool // exact values outgrew 64 bits: the search fails
	// interrupted says a cancel of Solve's context stopped the search, after
	// interruptedAt (a time.Duration) of it.
	interrupted   atomic.Bool
	interruptedAt atomic.Int64
	interruptMu   sync.Mutex // orders interrupt and disarm
	disarmed      bool
	nodes         atomic.Int64
	progress      progress
	guess         *guess // the principal variation worked out by an idle worker
	cellKeys      cellKeys
	figureKeyFrom int  // see figureKeyFrom
	draws         bool // the pool holds tiles: a draw can come
	start         time.Time
	// The exact search stops at nodeLimit nodes or at deadline; a root
	// search brings both forward to keep some of the limit for looking
	// ahead (reserveForLookahead).
	nodeLimit int64
	deadline  time.Time
}

func newSolve(s *engine.State, q Question, opt Options) *solve {
	mem := opt.Mem
	if mem <= 0 {
		mem = DefaultMem
	}
	seats := 0 // gains kept per entry: maxⁿ only
	if q.Objective == MaxN {
		seats = s.Players
	}
	sv := &solve{q: q, opt: opt}
	start := firstSlots
	if s.Empties >= bigFrom {
		start = startSlots(s.Empties, len(s.LegalMoves(nil)))
	}
	if q.Objective == MaxN {
		sv.tt = newTable(mem, seats, start)
	} else {
		// A quarter of the memory for the settled last squares, whose
		// entries are half the size.
		sv.tt, sv.settled = newTable(mem-mem/settledShare, seats, start), newSettledTable(mem/settledShare)
	}
	sv.cellKeys, sv.figureKeyFrom = newCellKeys(s), figureKeyFrom
	sv.draws = s.PoolTotal > 0
	sv.loose[0], sv.loose[1] = gainBounds(s)
	sv.scale, sv.fits = newScale(s, &sv.loose[0], &sv.loose[1])
	sv.lo, sv.hi = sv.bounds(s, &sv.loose[0], &sv.loose[1])
	sv.start, sv.nodeLimit = time.Now(), opt.Nodes
	if opt.Time > 0 {
		sv.deadline = sv.start.Add(opt.Time)
	}
	return sv
}

func (sv *solve) workers() int {
	if sv.opt.Workers > 0 {
		return sv.opt.Workers
	}
	return runtime.GOMAXPROCS(0)
}

// worker searches on its own copy of the state.
type worker struct {
	sv       *solve
	s        *engine.State
	rate     engine.Rater
	bd       bounder
	bufs     plyBuffers[engine.Move]
	ints     plyBuffers[int]
	vals     plyBuffers[value]
	weights  plyBuffers[int64]
	gainBufs plyBuffers[gains]
	// Where only figures are left to place: each child's figureKey at a
	// decision, and the one of the child searched next (see key).
	figureKeys plyBuffers[figureKey]
	next       nextFigureKey
	plays      []engine.Move // scratch for settleDraw
	rated      []ratedMove   // scratch for ordered
	two        twoRules      // what settleTwo knows of the ruleset
	hand       handScratch   // settleHand's working memory
	pre        prepared      // maxⁿ: what the last branch and bound prepared
	nodes      int64
	halt       *atomic.Bool // if set, stops this worker alone (a guess gone wrong)
	fresh      int          // fresh table slots not yet added to the table's count
	// fresh settled slots not yet added to their table's count
	freshSettled int
}

func (sv *solve) worker(s *engine.State) *worker {
	return &worker{sv: sv, s: s, bd: bounder{loose: sv.loose}, hand: handScratch{keep: sv.draws}}
}

// guard runs f, turning a stop at a limit into an error. Exact values
// that outgrow 64 bits stop every worker and fail the whole search
// (solve.overflow): a worker runs on a goroutine of its own, where the
// panic would never reach Solve's recovery but end the program.
func (w *worker) guard(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if o, ok := r.(exact.OverflowError); ok {
				w.sv.overflow.Store(true)
				w.sv.stop.Store(true)
				err = o
				return
			}
			if r == errStopped {
				err = errStopped
				return
			}
			panic(r)
		}
	}()
	f()
	return nil
}

// countBatch is how many nodes a worker counts on its own before adding
// them to the shared total and checking the limits (a power of two).
const countBatch = 1024

// count counts a node and checks the limits now and then.
func (w *worker) count() {
	w.nodes++
	if w.nodes&(countBatch-1) != 0 {
		return
	}
	sv := w.sv
	total := sv.nodes.Add(countBatch)
	sv.progress.tick(sv)
	if sv.stop.Load() || sv.nodeLimit > 0 && total >= sv.nodeLimit || !sv.deadline.IsZero() && time.Now().After(sv.deadline) {
		sv.stop.Store(true)
		panic(errStopped)
	}
	if w.halt != nil && w.halt.Load() {
		panic(errStopped)
	}
}

// flushNodes adds the worker's uncounted nodes to the total.
func (w *worker) flushNodes() {
	w.sv.nodes.Add(w.nodes & (countBatch - 1))
	w.nodes &^= countBatch - 1
}

// moves returns the legal moves of the current state in a buffer of its
// own for the given ply.
func (w *worker) moves(ply int) []engine.Move {
	return legalMoves(&w.bufs, w.s, ply)
}

// terminal reports whether the act is over.
func (w *worker) terminal() bool {
	return w.s.ActOver()
}

// rootValue values a root that is a chance node.
func (w *worker) rootValue() (gains, bool) {
	var g gains
	err := w.guard(func() { g = w.gains(0) })
	w.flushNodes()
	return g, err == nil
}

// after plays line (a move, a move and a draw after it, or a line of
// play asked for) and returns every seat's gains from before it: what the
// line earned plus the exact value after it.
func (w *worker) after(line ...engine.Move) gains {
	s := w.s
	var before [engine.MaxSeats]int
	copy(before[:], s.Points)
	var buf [2]engine.Undo
	undo := buf[:0]
	for _, m := range line {
		undo = append(undo, s.Apply(m))
	}
	g := w.gains(len(line))
	w.addEarned(&g, &before)
	for i := len(line) - 1; i >= 0; i-- {
		s.Undo(undo[i])
	}
	w.flushNodes()
	return g
}

// gains is the exact value of the current state as gains: for maxⁿ every
// seat's; for the scalar objectives the scalar, put in the puzzle
// player's place (margin: the opponent's is 0).
func (w *worker) gains(ply int) gains {
	var g gains
	if w.sv.q.Objective == MaxN {
		return w.maxn(ply)
	}
	g[w.sv.q.Player] = w.scalar(w.sv.lo-1, w.sv.hi+1, ply)
	return g
}

// addEarned adds to g the points each seat has earned since before (the
// points held then): what the moves played since cashed or scored.
func (w *worker) addEarned(g *gains, before *[engine.MaxSeats]int) {
	s := w.s
	for p := range s.Players {
		if d := s.Points[p] - before[p]; d != 0 {
			g[p] += w.sv.scale.points(d)
		}
	}
}

// put stores e in the table, counting the fresh slots it takes.
func (w *worker) put(e *entry, g *gains) {
	if w.sv.tt.put(e, g) {
		if w.fresh++; w.fresh == filledBatch {
			w.sv.tt.addFilled(w.fresh)
			w.fresh = 0
		}
	}
}
