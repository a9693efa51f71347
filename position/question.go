package position

import (
	"fmt"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
	"github.com/sagatools/saga/solver"
)

// Question is a puzzle's question, as the file gives it.
type Question struct {
	Objective solver.Objective
	Player    int
	Given     struct{ Objective, Player bool }
}

// readQuestion reads [question]: objective (solo, margin, maxn, paranoid;
// default margin for two players, maxn for more) and player (whose result
// counts; default the player to move).
func (r *reader) readQuestion(v *tomlfile.Value) {
	p := r.p
	q := &p.Question
	q.Player = p.Turn.ToMove
	q.Objective = solver.MaxN
	if len(p.Players) == 2 {
		q.Objective = solver.Margin
	}
	o := r.table(v, "question")
	if o == nil {
		return
	}
	var name string
	if o.Enum("objective", &name, solver.ObjectiveNames()...) {
		q.Objective, _ = solver.ParseObjective(name)
		q.Given.Objective = true
	}
	if o.String("player", &name) {
		i, err := PlayerIndex(p.Players, name)
		if err != nil {
			r.d.Errorf(o.Value("player").Pos, "%v", err)
		} else {
			q.Player, q.Given.Player = i, true
		}
	}
	o.Close()
}

// Puzzle is the position as a search problem: its state and question.
// It refuses, before any search, positions that cannot arise: figures
// beyond what their players own, a pool holding tiles beyond the act's
// set, a player to move who cannot move, a solo player who is not to
// move.
func (p *Position) Puzzle() (*engine.State, solver.Question, error) {
	q := solver.Question{Objective: p.Question.Objective, Player: p.Question.Player}
	fail := func(format string, args ...any) (*engine.State, solver.Question, error) {
		if p.File == "" { // a position made in memory, such as a generated one
			return nil, q, fmt.Errorf(format, args...)
		}
		return nil, q, fmt.Errorf("%s: %s", p.File, fmt.Sprintf(format, args...))
	}
	if over := p.figuresBeyondOwned(); len(over) > 0 {
		e := over[0]
		msg := fmt.Sprintf("%s: %d %s %s stand on the board, but %s: a board no game reaches can be scored, but not solved or played",
			p.Board.Geometry.Name(e.first), e.onBoard, p.Players[e.player], plural(e.onBoard, p.Rules.Figures[e.kind].Name), e.owns(p))
		if p.grid != nil {
			return nil, q, &tomlfile.Error{Pos: p.squarePos(e.first), Msg: msg}
		}
		return fail("%s", msg)
	}
	act := p.Rules.Acts[p.Act]
	inHands := make([]int, len(p.Rules.Tiles))
	for _, h := range p.Turn.Hands {
		for _, t := range h {
			if t.Act == p.Act {
				inHands[t.Kind]++
			}
		}
	}
	for k, n := range p.Turn.Pool {
		// A given count is blamed where it is written.
		failPool := fail
		if at, ok := p.Turn.poolAt[engine.TileKindID(k)]; ok {
			failPool = func(format string, args ...any) (*engine.State, solver.Question, error) {
				return nil, q, fmt.Errorf("%s: %s", at, fmt.Sprintf(format, args...))
			}
		}
		if n > act.Tiles[k] {
			return failPool("the pool holds %d × %s, but %s's set has %d: a pool holds only tiles of its own act", n, p.Rules.Tiles[k].Token(), act.Name, act.Tiles[k])
		}
		if n+inHands[k] > act.Tiles[k] {
			return failPool("the pool holds %d × %s and the hands %d more from %s, whose set has %d", n, p.Rules.Tiles[k].Token(), inHands[k], act.Name, act.Tiles[k])
		}
	}
	var absent uint8
	if q.Objective == solver.Solo {
		if p.Turn.ToMove != q.Player {
			if p.Turn.Given.ToMove {
				return fail("a solo puzzle's player (%s) must be the one to move, not %s", p.Players[q.Player], p.Players[p.Turn.ToMove])
			}
			p.Turn.ToMove = q.Player
		}
		for i := range p.Players {
			if i != q.Player {
				absent |= 1 << i
			}
		}
	}
	s, err := engine.StateAt(p.Rules, engine.Setup{
		Players: len(p.Players), Act: p.Act, Board: p.Board,
		Hands: p.Turn.Hands, Supply: p.Turn.Supply, Pool: p.Turn.Pool, Points: p.Turn.Points,
		ToMove: p.Turn.ToMove, Absent: absent,
	})
	if err != nil {
		return fail("%v", err)
	}
	if moves := s.LegalMoves(nil); len(moves) == 1 && moves[0].Kind == engine.Pass {
		return fail("%s is to move but has no figure to place, no tile to play and nothing to draw", p.Players[s.ToMove])
	}
	if err := q.Check(s); err != nil {
		return fail("%v", err)
	}
	return s, q, nil
}
