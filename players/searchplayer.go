package players

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/solver"
)

// Searcher is a player that searches: exactly, with Solve, once the act is
// close to its end (few empty squares, a small pool); before that, a
// depth-limited search whose leaves are rated by the projected act scores
// greedy uses. It maximises its own expected points against the others'
// (margin with two players, maxⁿ with more).
//
// It sees what its seat sees: it searches Samples deals of the hidden
// tiles (play.View.Sample), each as if it were the real one, and takes
// the move that rates best over them (near the end, the move the exact
// search finds best in the most deals). Oracle is the same search on the
// real game.
type Searcher struct {
	// Exact says when the act is close enough to its end for an exact
	// search, with two players (or one) and with three or more;
	// ExactNodes caps that search (it falls back to the depth-limited
	// one if the cap is hit).
	Exact, ExactMore NearEnd
	ExactNodes       int64
	// Depth is how many decisions ahead the depth-limited search looks;
	// Playout is how many decisions after those are taken as the rival
	// player would take them, before the position is rated.
	Depth, Playout int
	// Samples is how many deals of the hidden tiles it searches.
	Samples int

	rng    *rand.Rand
	greedy Greedy // takes the playout's decisions, as the rival player
	rate   engine.Rater
	moves  [][]engine.Move
}

// NearEnd is how close to its end an act must be for the search player
// to solve it exactly: at most so many empty squares and tiles in the
// pool.
type NearEnd struct{ Empties, Pool int }

// NewSearcher returns a search player with default settings, dealing the
// hidden tiles with a stream of the given seed. With three or more
// players it solves exactly only closer to the end: there the exact
// search plays maxⁿ, each for their own points, where the rest of the
// search plays for the lead, and solving earlier made the player no
// stronger while the bigger three-player solves cost far more time
// (solver/README.md, "The search player", has the measurements).
func NewSearcher(seed uint64) *Searcher {
	return &Searcher{
		Exact: NearEnd{Empties: 5, Pool: 4}, ExactMore: NearEnd{Empties: 3, Pool: 2}, ExactNodes: 200_000,
		Depth: 1, Playout: 1, Samples: 4,
		rng:    rand.New(rand.NewPCG(seed, 0x7365_6172_6368)),
		greedy: Greedy{relative: true},
	}
}

func (*Searcher) Name() string { return "search" }

// Choose searches Samples deals of the hidden tiles and takes the move
// that does best over them.
func (p *Searcher) Choose(v *play.View, moves []engine.Move) (engine.Move, error) {
	if len(moves) == 1 {
		return moves[0], nil
	}
	score := make([]float64, len(moves)) // votes near the end, else summed values
	values := make([]float64, len(moves))
	for range max(p.Samples, 1) {
		s := v.Sample(p.rng)
		if p.nearEnd(s) {
			if m, ok := p.solve(s); ok {
				score[slices.Index(moves, m)]++
				continue
			}
			p.values(s, moves, values)
			score[argmax(values)]++
			continue
		}
		p.values(s, moves, values)
		for i, x := range values {
			score[i] += x
		}
	}
	return moves[argmax(score)], nil
}

// decide is the search on one state, taken as the real one.
func (p *Searcher) decide(s *engine.State, moves []engine.Move) engine.Move {
	if len(moves) == 1 {
		return moves[0]
	}
	if p.nearEnd(s) {
		if m, ok := p.solve(s); ok {
			return m
		}
	}
	values := make([]float64, len(moves))
	p.values(s, moves, values)
	return moves[argmax(values)]
}

// solve is the best move of s by an exact search, if it finishes within
// the node cap.
func (p *Searcher) solve(s *engine.State) (engine.Move, bool) { return solveBest(s, p.ExactNodes) }

// solveBest is the best move of s by an exact search for the player to
// move (the margin with two players in the act, maxⁿ with more), if it
// finishes within nodes.
func solveBest(s *engine.State, nodes int64) (engine.Move, bool) {
	q := solver.Question{Objective: solver.MaxN, Player: s.ToMove}
	if s.Players-bits.OnesCount8(s.Absent) == 2 {
		q.Objective = solver.Margin
	}
	res, err := solver.Solve(context.Background(), s, q, solver.Options{Nodes: nodes, Mem: 12 << 20, Workers: 1, Top: 1})
	if err != nil || !res.Exact {
		return engine.Move{}, false
	}
	return res.Moves[0].Move, true
}

// nearEnd reports whether the act is close enough to its end to solve
// exactly, by the players still in it.
func (p *Searcher) nearEnd(s *engine.State) bool { return nearEnd(s, p.Exact, p.ExactMore) }

// nearEnd reports whether s is within two, with two players in the act,
// or within more, with more: at most so many empty squares and tiles in
// the pool.
func nearEnd(s *engine.State, two, more NearEnd) bool {
	near := two
	if s.Players-bits.OnesCount8(s.Absent) > 2 {
		near = more
	}
	return s.Empties <= near.Empties && s.PoolTotal <= near.Pool
}

// values sets values[i] to the depth-limited value of moves[i] for the
// mover of s.
func (p *Searcher) values(s *engine.State, moves []engine.Move, values []float64) {
	me := s.ToMove
	for i, m := range moves {
		u := s.Apply(m)
		values[i] = p.value(s, me, p.Depth-1, 1)
		s.Undo(u)
	}
}

// argmax is the index of the largest of v, the first of those tied.
func argmax(v []float64) int {
	best := 0
	for i, x := range v {
		if x > v[best] {
			best = i
		}
	}
	return best
}

// Oracle is the search player on the real game: it reads every hand and
// the pool. It is for measuring what hidden information is worth (the
// oracle against the search player, which searches deals of what it
// cannot see), never for playing against people.
type Oracle struct{ search *Searcher }

// NewOracle returns the all-seeing search player.
func NewOracle() *Oracle { return &Oracle{search: NewSearcher(0)} }

func (*Oracle) Name() string { return "oracle" }

// ChooseSeeing searches the real game.
func (o *Oracle) ChooseSeeing(s *engine.State, moves []engine.Move) (engine.Move, error) {
	return o.search.decide(s, moves), nil
}

// Choose, given only a view, searches one fixed deal of what the seat
// cannot see; the game loop gives an oracle the whole state instead.
func (o *Oracle) Choose(v *play.View, moves []engine.Move) (engine.Move, error) {
	return o.search.decide(v.Sample(nil), moves), nil
}

// value rates s for seat me. Above the depth limit, me takes the move
// that rates best and every other player the one that rates worst for me
// (paranoid), and draws are averaged; at the limit, a playout follows.
func (p *Searcher) value(s *engine.State, me, depth, ply int) float64 {
	if s.ActOver() || depth < 0 {
		return p.rating(s, me)
	}
	moves := p.legalMoves(s, ply)
	if s.IsChance() {
		return meanOverDraws(s, moves, func() float64 { return p.value(s, me, depth, ply+1) })
	}
	if depth == 0 {
		return p.playout(s, me, p.Playout, ply)
	}
	mover := s.ToMove
	best := 0.0
	for i, m := range moves {
		u := s.Apply(m)
		v := p.value(s, me, depth-1, ply+1)
		s.Undo(u)
		if mover != me {
			v = -v // a rival is taken to play against me
		}
		if i == 0 || v > best {
			best = v
		}
	}
	if mover != me {
		best = -best
	}
	return best
}

// rating is me's points plus projected act score, less the best other
// seat's.
func (p *Searcher) rating(s *engine.State, me int) float64 {
	score := func(seat int) int { return s.Points[seat] }
	if !s.ActOver() {
		p.rate.Prepare(s)
		score = func(seat int) int { return s.Points[seat] + p.rate.Base(seat) }
	}
	rival, first := 0, true
	for seat := range s.Players {
		if seat != me && s.Absent&(1<<seat) == 0 && (first || score(seat) > rival) {
			rival, first = score(seat), false
		}
	}
	return float64(score(me) - rival)
}

// playout takes n more decisions as the rival player would and rates
// the result for me: me's projected score (plus points held) less the
// best other seat's. The rival plays against the others, as the rating
// does; greedy, which plays for itself only, made a weaker search.
//
// A draw ends the playout, which counts it at its expected worth to the
// mover (the best play of each tile that could come, as the rival rates
// a draw). Played instead, it left the rating where it was before the
// tile came, as if the others' draws gained them nothing, and the search
// was much weaker. A longer playout did not pay. solver/README.md ("The
// search player") has the measurements.
func (p *Searcher) playout(s *engine.State, me, n, ply int) float64 {
	if s.ActOver() || n == 0 {
		return p.rating(s, me)
	}
	moves := p.legalMoves(s, ply)
	if s.IsChance() {
		return meanOverDraws(s, moves, func() float64 { return p.playout(s, me, n, ply+1) })
	}
	mover := s.ToMove
	i, worth := p.greedy.best(s, moves, nil)
	if moves[i].Kind == engine.Draw {
		// Worth is on the rival's scale: the mover's gain times the
		// number of others, less their gains; with three or more
		// players, the change in me's lead over the best of them is
		// only estimated so.
		if others := len(p.greedy.rivals); others > 0 {
			worth /= float64(others)
		}
		if mover != me {
			worth = -worth
		}
		return p.rating(s, me) + worth
	}
	u := s.Apply(moves[i])
	v := p.playout(s, me, n-1, ply+1)
	s.Undo(u)
	return v
}

// legalMoves lists the moves of s in the buffer kept for ply, which the
// search below it leaves alone.
func (p *Searcher) legalMoves(s *engine.State, ply int) []engine.Move {
	for len(p.moves) <= ply {
		p.moves = append(p.moves, nil)
	}
	p.moves[ply] = s.LegalMoves(p.moves[ply][:0])
	return p.moves[ply]
}

// meanOverDraws is the mean of rate over the draws of the chance node s,
// each weighed by its odds; rate is called with the draw played.
func meanOverDraws(s *engine.State, draws []engine.Move, rate func() float64) float64 {
	total := 0.0
	for _, m := range draws {
		w := float64(s.ChanceWeight(m))
		u := s.Apply(m)
		total += w * rate()
		s.Undo(u)
	}
	return total / float64(s.PoolTotal)
}
