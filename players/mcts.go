package players

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
)

// MCTS is information-set Monte Carlo tree search (single-observer
// ISMCTS: Cowling, Powley and Whitehouse, "Information Set Monte Carlo
// Tree Search", 2012). Each iteration deals the tiles its seat cannot see
// at random (play.Dealer, every consistent deal equally likely), walks
// down one tree of the moves its seat can observe, adds a node, finishes
// the turn under way as the rival player would and rates the position
// reached; the rating is backed up along the path. Draws come from the
// deal: the seat's own draws are nodes of the tree (it sees what it
// draws), the others' are not (it sees only that they drew).
//
// Who moves at a node picks the child best for itself (maxⁿ): every node
// keeps each seat's summed reward, a seat's reward being the sum of its
// margins (points plus projected act score) over each other seat, each
// capped with three players or more (see score), the player to move
// credited with what its best move is worth to it as the rival rates it.
// With two players that is the margin, and the game zero-sum. Children are compared by availability-aware UCB (a
// move counts as a choice only in the iterations whose deal allowed it,
// as the others' tile plays depend on their hands) and widened
// progressively: a node visited n times considers only its best
// ⌈Widen·√(n+1)⌉ legal moves as the rival player rates them, the root
// its best ⌈RootWiden·√(n+1)⌉.
//
// The iteration budget makes it reproducible: the same seed gives the
// same moves on any machine (rewards are integers, and no floating-point
// operation it decides by may round differently on another machine).
// Time, when set, caps the time of a decision too, at the cost of that.
type MCTS struct {
	// Budget is the number of iterations per decision.
	Budget int
	// Time, if positive, stops a decision's search after this long even
	// if the budget is not spent; the moves then depend on the machine.
	Time time.Duration
	// Horizon is how many turns an iteration plays after the tree, as
	// the rival player would (a random move instead with odds Epsilon),
	// after finishing the turn under way, before the position is rated;
	// HorizonMore is the same with three players or more.
	Horizon, HorizonMore int
	Epsilon              float64
	// Explore weighs exploration against the mean reward (in standard
	// deviations of the root's rewards) in the children's UCB.
	Explore float64
	// Cap, if positive, caps each pairwise margin in a seat's reward at
	// ±Cap points with three players or more (see score): what counts
	// there is finishing ahead of each other player, and a seat far
	// behind is beaten whatever the margin.
	Cap int64
	// Widen and RootWiden scale progressive widening (see MCTS).
	Widen, RootWiden float64
	// Near the end of an act (Exact with two players in it, ExactMore
	// with more), the player solves ExactSamples deals exactly instead
	// (each solve capped at ExactNodes nodes) and plays the move best in
	// the most of them; if a solve hits the cap, it searches as before.
	Exact, ExactMore NearEnd
	ExactSamples     int
	ExactNodes       int64

	name  string    // as New was given it, settings and all
	pcg   *rand.PCG // rng's source, saved and restored by Evaluate
	rng   *rand.Rand
	rival Greedy // rates moves and plays the rest of a turn
	seat  int    // the seat searching

	nodes  []node
	groups []group
	rated  []ratedMove // the groups' moves
	path   []int32
	undos  []engine.Undo
	moves  []engine.Move
	cands  []ratedMove // the moves of the decision at hand, best first
	heads  []int       // the groups of the decision at hand
	spans  []span      // merging them: the next move of each
	reward [engine.MaxSeats]int64
	// the worth of drawing at the root, by the odds the seat sees
	rootDraw float64
	// the seat's rewards at the root, for the scale of UCB's exploration
	rootN, rootSum, rootSquares int64
}

// node is a set of states the root's seat cannot tell apart: the moves it
// observed from the root. Its statistics are those of the move into it.
type node struct {
	move           engine.Move
	child, sibling int32 // first child and next sibling; -1: none
	visits, avail  int32
	reward         [engine.MaxSeats]int64 // summed, per seat
	groups         int32                  // first rated group of moves; -1: none
}

// group is a run of the legal moves at a node that every deal allowing
// them offers alike and the rival rates alike, rated once: the plays of
// one tile kind (key the kind), or the moves that are no tile play and no
// draw (key -1 less the kind of the first). They are p.rated[at:][:n],
// best first.
type group struct {
	key, at, n, next int32
}

// span is what is left of a group while the best moves are picked.
type span struct{ at, end int }

// ratedMove is a move and the rival's rating of it.
type ratedMove struct {
	move  engine.Move
	worth float64
}

// NewMCTS returns an MCTS player with the given budget of iterations per
// decision, dealing and playing with a stream of the given seed.
func NewMCTS(seed uint64, budget int) *MCTS {
	pcg := rand.NewPCG(seed, 0x6d63_7473)
	return &MCTS{
		Budget: budget, Explore: 0.5, Widen: 0.5, RootWiden: 0.5,
		HorizonMore: 1, Cap: 40,
		Exact: NearEnd{Empties: 5, Pool: 4}, ExactMore: NearEnd{Empties: 3, Pool: 2}, ExactNodes: 200_000,
		pcg: pcg, rng: rand.New(pcg),
		rival: Greedy{relative: true},
	}
}

func (p *MCTS) Name() string {
	if p.name != "" {
		return p.name
	}
	return "mcts"
}

// Choose searches Budget deals of what the seat cannot see and plays the
// root's most visited move.
func (p *MCTS) Choose(v *play.View, moves []engine.Move) (engine.Move, error) {
	if len(moves) == 1 {
		return moves[0], nil
	}
	m, _ := p.search(v, moves)
	return m, nil
}

// Evaluate rates each move by the iterations of Choose's search that
// went through it at the root (play.Explainer): Choose plays the most
// visited. Near the end of an act, when the player solved deals
// exactly instead, the chosen move is rated 1 and the others 0. The
// player's stream of chance is left where it was, so that Choose, asked
// next, searches the same deals.
func (p *MCTS) Evaluate(v *play.View, moves []engine.Move) []float64 {
	saved := *p.pcg
	defer func() { *p.pcg = saved }()
	out := make([]float64, len(moves))
	if len(moves) == 1 {
		out[0] = 1
		return out
	}
	m, solved := p.search(v, moves)
	for i, x := range moves {
		switch {
		case solved && x == m:
			out[i] = 1
		case !solved:
			if c := p.find(0, x); c >= 0 {
				out[i] = float64(p.nodes[c].visits)
			}
		}
	}
	return out
}

// Scale says what Evaluate's numbers are.
func (p *MCTS) Scale() string {
	return fmt.Sprintf("iterations of its search (of %d) through the move; it plays the most visited", p.Budget)
}

// search is the move Choose plays, and whether it came from solving
// deals exactly near the act's end rather than from the tree.
func (p *MCTS) search(v *play.View, moves []engine.Move) (engine.Move, bool) {
	s := v.Sample(p.rng)
	dealer := v.Dealer()
	if p.ExactSamples > 0 && nearEnd(s, p.Exact, p.ExactMore) {
		if m, ok := p.solveDeals(s, dealer, moves); ok {
			return m, true
		}
	}
	p.seat = v.Seat()
	p.nodes = append(p.nodes[:0], node{child: -1, sibling: -1, groups: -1})
	p.groups, p.rated = p.groups[:0], p.rated[:0]
	p.rootN, p.rootSum, p.rootSquares = 0, 0, 0
	p.rival.prepare(s)
	p.rootDraw = p.rival.drawValue(s, v.DrawOdds())
	var deadline time.Time
	if p.Time > 0 {
		deadline = time.Now().Add(p.Time)
	}
	for it := 0; it < max(p.Budget, 1); it++ {
		if it > 0 && p.Time > 0 && it%mctsClockEvery == 0 && time.Now().After(deadline) {
			break
		}
		dealer.Deal(s, p.rng)
		p.iterate(s, moves)
	}
	return p.best(moves), false
}

// solveDeals solves ExactSamples deals of s exactly and returns the
// move best in the most of them (ties to the first in legal-move order),
// or false if a solve was not exact within ExactNodes.
func (p *MCTS) solveDeals(s *engine.State, dealer *play.Dealer, moves []engine.Move) (engine.Move, bool) {
	votes := make([]int, len(moves))
	for range p.ExactSamples {
		dealer.Deal(s, p.rng)
		m, ok := solveBest(s, p.ExactNodes)
		if !ok {
			return engine.Move{}, false
		}
		if i := slices.Index(moves, m); i >= 0 {
			votes[i]++
		}
	}
	best := 0
	for i, n := range votes {
		if n > votes[best] {
			best = i
		}
	}
	return moves[best], true
}

// best is the root's most visited move; ties go to the better mean, then
// to the first in legal-move order.
func (p *MCTS) best(moves []engine.Move) engine.Move {
	best := moves[0]
	var bestN int32 = -1
	var bestSum int64
	for _, m := range moves {
		c := p.find(0, m)
		if c < 0 {
			continue
		}
		n := &p.nodes[c]
		// n.reward/n.visits > bestSum/bestN, in integers
		if n.visits > bestN || n.visits == bestN && n.reward[p.seat]*int64(bestN) > bestSum*int64(n.visits) {
			best, bestN, bestSum = m, n.visits, n.reward[p.seat]
		}
	}
	return best
}

// find is the child of node x reached by move m, or -1.
func (p *MCTS) find(x int32, m engine.Move) int32 {
	for c := p.nodes[x].child; c >= 0; c = p.nodes[c].sibling {
		if p.nodes[c].move == m {
			return c
		}
	}
	return -1
}

// add makes a child of node x reached by move m.
func (p *MCTS) add(x int32, m engine.Move) int32 {
	c := int32(len(p.nodes))
	p.nodes = append(p.nodes, node{move: m, child: -1, sibling: p.nodes[x].child, groups: -1})
	p.nodes[x].child = c
	return c
}

// iterate plays one iteration on s, a deal of the root's state whose
// legal moves are rootMoves, and takes s back there: down the tree to a
// new node, the rest of the turn and Horizon (HorizonMore) more, and the
// reward backed up along the path.
func (p *MCTS) iterate(s *engine.State, rootMoves []engine.Move) {
	p.path = append(p.path[:0], 0)
	p.undos = p.undos[:0]
	x := int32(0)
	for !s.ActOver() {
		if s.IsChance() {
			m := p.draw(s)
			// The seat sees its own tiles come, and no one else's.
			if s.Phase == engine.PhaseDraw && s.ToMove == p.seat || s.Phase == engine.PhaseDeal && s.DealTo == p.seat {
				c := p.find(x, m)
				if c < 0 {
					c = p.add(x, m)
				}
				x = c
				p.path = append(p.path, x)
			}
			p.undos = append(p.undos, s.Apply(m))
			continue
		}
		moves := rootMoves
		if x != 0 {
			moves = s.LegalMoves(p.moves[:0])
			p.moves = moves
		}
		c, expanded := p.selectChild(s.ToMove, x, p.candidates(s, x, moves))
		p.undos = append(p.undos, s.Apply(p.nodes[c].move))
		x = c
		p.path = append(p.path, x)
		if expanded {
			break
		}
	}
	inTree := len(p.undos)
	p.rollout(s)
	tempo := 0.0
	if s.Phase == engine.PhaseTurn {
		if len(p.undos) == inTree {
			// s is node x's: rate its moves once, for later visits too.
			p.moves = s.LegalMoves(p.moves[:0])
			tempo = p.candidates(s, x, p.moves)[0].worth
		} else {
			p.moves = s.LegalMoves(p.moves[:0])
			_, tempo = p.rival.best(s, p.moves, nil)
		}
	}
	p.score(s, tempo)
	for _, x := range p.path {
		n := &p.nodes[x]
		n.visits++
		for seat := range s.Players {
			n.reward[seat] += p.reward[seat]
		}
	}
	r := p.reward[p.seat]
	p.rootN, p.rootSum, p.rootSquares = p.rootN+1, p.rootSum+r, p.rootSquares+r*r
	for i := len(p.undos) - 1; i >= 0; i-- {
		s.Undo(p.undos[i])
	}
}

// selectChild picks the child of node x to follow among the candidate
// moves, for the player to move: a new child for the first candidate not
// yet tried, else the child with the highest UCB.
func (p *MCTS) selectChild(mover int, x int32, cands []ratedMove) (int32, bool) {
	scale := p.scale()
	best, bestScore := int32(-1), 0.0
	for _, rm := range cands {
		c := p.find(x, rm.move)
		if c < 0 {
			c = p.add(x, rm.move)
			p.nodes[c].avail = 1
			return c, true
		}
		n := &p.nodes[c]
		n.avail++
		mean := float64(n.reward[mover]) / float64(n.visits)
		score := mean/scale + p.Explore*math.Sqrt(float64(n.avail))/float64(1+n.visits)
		if best < 0 || score > bestScore {
			best, bestScore = c, score
		}
	}
	return best, false
}

// scale is the standard deviation of the rewards seen at the root (at
// least 1), the unit of UCB's mean.
func (p *MCTS) scale() float64 {
	if p.rootN < 2 {
		return 1
	}
	n := float64(p.rootN)
	mean := float64(p.rootSum) / n
	variance := float64(p.rootSquares)/n - float64(mean*mean) // no fused multiply-add: the same on every machine
	return max(math.Sqrt(max(variance, 0)), 1)
}

// candidates are the moves of s that the search considers at node x: the
// best ⌈Widen·√(n+1)⌉ of moves, the legal moves, as the rival rates them
// for the player to move (n the node's visits so far), best first and
// equals in legal-move order.
func (p *MCTS) candidates(s *engine.State, x int32, moves []engine.Move) []ratedMove {
	widen := p.Widen
	if x == 0 {
		widen = p.RootWiden
	}
	k := max(int(math.Ceil(widen*math.Sqrt(float64(p.nodes[x].visits+1)))), 1)
	// The moves come in groups, each rated once at the node and kept
	// best first; a draw, whose worth depends on the deal, is rated each
	// time. The best k are the best of the groups' heads, k times over.
	p.heads = p.heads[:0]
	draw := -1
	for i := 0; i < len(moves); {
		if moves[i].Kind == engine.Draw {
			draw = len(p.heads)
			p.heads = append(p.heads, -1)
			i++
			continue
		}
		key := groupKey(moves[i])
		j := i + 1
		for j < len(moves) && moves[j].Kind != engine.Draw && groupKey(moves[j]) == key {
			j++
		}
		p.heads = append(p.heads, int(p.group(s, x, key, moves[i:j])))
		i = j
	}
	drawWorth := 0.0
	if draw >= 0 {
		if x == 0 {
			drawWorth = p.rootDraw
		} else {
			p.rival.prepare(s)
			drawWorth = p.rival.drawValue(s, nil)
		}
	}
	// p.heads holds group indices; turn them into positions in p.rated,
	// with the end of each group alongside.
	spans := p.spans[:0]
	for i, g := range p.heads {
		if i == draw {
			spans = append(spans, span{-1, 0})
			continue
		}
		gr := p.groups[g]
		spans = append(spans, span{int(gr.at), int(gr.at + gr.n)})
	}
	p.cands = p.cands[:0]
	for len(p.cands) < k {
		b, bw := -1, 0.0
		for i, sp := range spans {
			var w float64
			switch {
			case i == draw && sp.at == -1:
				w = drawWorth
			case i == draw || sp.at >= sp.end:
				continue
			default:
				w = p.rated[sp.at].worth
			}
			if b < 0 || w > bw {
				b, bw = i, w
			}
		}
		if b < 0 {
			break
		}
		if b == draw {
			p.cands = append(p.cands, ratedMove{engine.Move{Kind: engine.Draw}, drawWorth})
			spans[b].at = -2
			continue
		}
		p.cands = append(p.cands, p.rated[spans[b].at])
		spans[b].at++
	}
	p.spans = spans
	return p.cands
}

// groupKey is the key of the group of move m (see group).
func groupKey(m engine.Move) int32 {
	if m.Kind == engine.PlayTile {
		return int32(m.Tile)
	}
	return -1 - int32(m.Kind)
}

// group is the index in p.groups of node x's group of moves, whose key
// is key: rated now, the first time.
func (p *MCTS) group(s *engine.State, x int32, key int32, moves []engine.Move) int32 {
	for g := p.nodes[x].groups; g >= 0; g = p.groups[g].next {
		if p.groups[g].key == key && int(p.groups[g].n) == len(moves) {
			return g
		}
	}
	p.rival.prepare(s)
	at := len(p.rated)
	for _, m := range moves {
		p.rated = append(p.rated, ratedMove{m, float64(p.rival.worth(s, m))})
	}
	// best first, equals in legal-move order
	slices.SortStableFunc(p.rated[at:], func(a, b ratedMove) int {
		switch {
		case a.worth > b.worth:
			return -1
		case a.worth < b.worth:
			return 1
		}
		return 0
	})
	g := int32(len(p.groups))
	p.groups = append(p.groups, group{key: key, at: int32(at), n: int32(len(moves)), next: p.nodes[x].groups})
	p.nodes[x].groups = g
	return g
}

// draw picks a chance move of s by the odds of the deal.
func (p *MCTS) draw(s *engine.State) engine.Move {
	p.moves = s.LegalMoves(p.moves[:0])
	x := p.rng.IntN(s.PoolTotal)
	for _, m := range p.moves {
		if x -= s.ChanceWeight(m); x < 0 {
			return m
		}
	}
	return p.moves[len(p.moves)-1]
}

// rollout finishes the turn under way in s and plays Horizon (or
// HorizonMore) more, each decision the rival's, or a random move with
// odds Epsilon.
func (p *MCTS) rollout(s *engine.State) {
	horizon := p.Horizon
	if s.Players > 2 {
		horizon = p.HorizonMore
	}
	turns := 0
	for !s.ActOver() {
		if s.Phase == engine.PhaseTurn {
			if turns >= horizon {
				return
			}
			turns++
		}
		var m engine.Move
		switch {
		case s.IsChance():
			m = p.draw(s)
		default:
			p.moves = s.LegalMoves(p.moves[:0])
			if len(p.moves) == 1 {
				m = p.moves[0]
			} else if p.Epsilon > 0 && p.rng.Float64() < p.Epsilon {
				m = p.moves[p.rng.IntN(len(p.moves))]
			} else {
				i, _ := p.rival.best(s, p.moves, nil)
				m = p.moves[i]
			}
		}
		p.undos = append(p.undos, s.Apply(m))
	}
}

// score sets p.reward to each seat's reward in s: the sum of its margins
// over each other seat in the game, a seat's score being its points plus
// its projected act score while the act goes on. With two players that
// is the margin. With more, every other seat counts, as in the pairwise
// results saga rate counts (who finished ahead of whom) and as the rival
// player rates its moves (the lead over the best other seat alone, tried
// first, made a player no stronger than rival with three players in
// Beowulf), and each margin is capped at ±Cap: uncapped, a seat far
// behind everyone pulled the search towards beating it by more, where
// finishing ahead of the close ones is what counts (docs/players.md has
// the numbers of both). The player to move is credited with tempo, its
// best move's worth on the rival's scale, shared out among the others.
func (p *MCTS) score(s *engine.State, tempo float64) {
	var score [engine.MaxSeats]int64
	over := s.ActOver()
	if !over {
		p.rival.rate.Prepare(s)
	}
	others := -1
	for seat := range s.Players {
		score[seat] = int64(s.Points[seat])
		if !over {
			score[seat] += int64(p.rival.rate.Base(seat))
		}
		if s.Absent&(1<<seat) == 0 {
			others++
		}
	}
	if tempo != 0 && others > 0 {
		score[s.ToMove] += int64(math.Round(tempo / float64(others)))
	}
	limit := int64(math.MaxInt64)
	if p.Cap > 0 && others >= 2 {
		limit = p.Cap
	}
	for seat := range s.Players {
		var r int64
		for o := range s.Players {
			if o != seat && s.Absent&(1<<o) == 0 {
				r += min(max(score[seat]-score[o], -limit), limit)
			}
		}
		p.reward[seat] = r
	}
}

// mctsClockEvery is how many iterations a decision with a time cap
// searches between looks at the clock.
const mctsClockEvery = 16

// DefaultBudget is the mcts player's iterations per decision unless told
// otherwise: enough to beat rival by 100 Elo in Beowulf and Kingdoms with
// 2 and 3 players, at tens of milliseconds a move (docs/players.md has
// the measurements; 500 fell short in Kingdoms).
const DefaultBudget = 1000

// MaxBudget is the most iterations per decision a name may ask for
// (mcts:1000000): the tree grows by a node per iteration.
const MaxBudget = 1_000_000
