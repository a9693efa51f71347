package play

import (
	"fmt"
	"math/rand/v2"

	"github.com/sagatools/saga/engine"
)

// Observer sees every move just before it is applied to s.
type Observer func(s *engine.State, m engine.Move)

// PlayOut plays s to the end of the game: chance moves from chance,
// decisions by the seat's player. It returns when the game is over or a
// player fails.
func PlayOut(s *engine.State, seats []Player, chance *Chance, observe Observer) error {
	return PlayUntil(s, seats, chance, nil, observe)
}

// PlayUntil is PlayOut that also stops, before any move, as soon as stop
// reports true.
func PlayUntil(s *engine.State, seats []Player, chance *Chance, stop func(*engine.State) bool, observe Observer) error {
	return playUntil(s, seats, chance, stop, observe, moveLimit(s.Rules, s.Players))
}

// playUntil is PlayUntil that stops, with an error, after limit moves.
func playUntil(s *engine.State, seats []Player, chance *Chance, stop func(*engine.State) bool, observe Observer, limit int) error {
	if stop == nil && observe == nil {
		// A uniform table needs no game loop of its own.
		var streams [engine.MaxSeats]*Stream
		if uniformStreams(s, seats, &streams) {
			return playUniform(s, &streams, chance, limit)
		}
	}
	return new(gameLoop).run(s, seats, chance, stop, observe, limit)
}

// uniformStreams reports whether seats are s's and every one of them
// chooses uniformly, and sets streams to their streams if so.
func uniformStreams(s *engine.State, seats []Player, streams *[engine.MaxSeats]*Stream) bool {
	if len(seats) != s.Players || len(seats) > len(streams) {
		return false
	}
	for p, seat := range seats {
		u, ok := seat.(UniformChooser)
		if !ok {
			return false
		}
		if streams[p] = u.UniformStream(); streams[p] == nil {
			return false
		}
	}
	return true
}

// Loop plays games one after another and keeps what the game loop works
// with (its list of legal moves among them) from one game to the next,
// so that a program playing many games on one goroutine does not make it
// anew for each. Its zero value is ready; it is not safe for concurrent
// use.
type Loop struct {
	g     gameLoop
	watch watching // PlayWatched's watcher, as an Observer
}

// PlayOut is the package's PlayOut, played on the loop.
func (l *Loop) PlayOut(s *engine.State, seats []Player, chance *Chance, observe Observer) error {
	return l.g.run(s, seats, chance, nil, observe, moveLimit(s.Rules, s.Players))
}

// run plays s until the game is over, stop reports true, or limit moves
// were played (an error), keeping only g's list of moves from before.
func (g *gameLoop) run(s *engine.State, seats []Player, chance *Chance, stop func(*engine.State) bool, observe Observer, limit int) error {
	if len(seats) != s.Players {
		return fmt.Errorf("%d players for a %d-player game", len(seats), s.Players)
	}
	*g = gameLoop{s: s, seats: seats, chance: chance, stop: stop, observe: observe, moves: g.moves[:0],
		blocks: g.blocks[:0], empty: g.empty[:0]}
	uniform := true
	for p, seat := range seats {
		if p < len(g.byIndex) {
			g.byIndex[p], _ = seat.(IndexChooser)
			// An Oracle chooses seeing the whole state (ChooseSeeing),
			// which ChooseBlock, given the seat's view, would not.
			if _, oracle := seat.(Oracle); !oracle {
				g.byBlock[p], _ = seat.(BlockChooser)
			}
			if u, ok := seat.(UniformChooser); ok {
				g.streams[p] = u.UniformStream()
			}
			g.views[p] = View{s: s, seat: p}
		}
		uniform = uniform && p < len(g.streams) && g.streams[p] != nil
	}
	if g.byBlock != [engine.MaxSeats]BlockChooser{} && cap(g.empty) == 0 {
		// Room for the empty squares of every act's board at once, and
		// for the blocks of most turns.
		g.empty = make([]engine.Square, 0, s.Rules.LargestBoard())
		g.blocks = make([]engine.MoveBlock, 0, len(s.Rules.Figures)+len(s.Rules.Tiles)+2)
	}
	if uniform && stop == nil && observe == nil {
		return playUniform(s, &g.streams, chance, limit)
	}
	for played := 0; s.Phase != engine.PhaseGameOver; played++ {
		if stop != nil && stop(s) {
			return nil
		}
		if played == limit {
			return endless(limit)
		}
		if err := g.step(); err != nil {
			return err
		}
	}
	// The game is over: the next game of the rules may have its scorer.
	s.HandOnScorer()
	return nil
}

// endless is the error of a game stopped after limit moves.
func endless(limit int) error {
	return fmt.Errorf("the game has not ended after %d moves, more than its squares, tiles and figures allow: the ruleset or the engine lets an act go on for ever", limit)
}

// playUniform plays the game to its end when every seat chooses
// uniformly, with streams[p] seat p's stream, and nobody watches or
// stops it: the moves step would play, drawn from the same streams in
// the same order, in the engine's loop (State.PlayUniformOut), which
// asks nothing of the players and checks nothing but the move limit.
// The game over, the next game of the rules may have its scorer.
func playUniform(s *engine.State, streams *[engine.MaxSeats]*Stream, chance *Chance, limit int) error {
	s.Playout(true) // nothing but this loop changes s until it returns
	defer s.Playout(false)
	sources := pcgs(s, streams)
	if s.PlayUniformOut(&sources, &chance.stream.pcg, limit) == limit {
		return endless(limit)
	}
	s.HandOnScorer()
	return nil
}

// pcgs are the seats' streams' sources, which the engine's uniform loop
// draws from.
func pcgs(s *engine.State, streams *[engine.MaxSeats]*Stream) (sources [engine.MaxSeats]*rand.PCG) {
	for p := range s.Players {
		sources[p] = &streams[p].pcg
	}
	return sources
}

// gameLoop is what the game loop works with. Its fields are read through
// a pointer where they are used: a loop holding them in variables across
// the calls of every move would reload them all after each call.
type gameLoop struct {
	s       *engine.State
	seats   []Player
	byIndex [engine.MaxSeats]IndexChooser // seats that choose by index
	byBlock [engine.MaxSeats]BlockChooser // seats that choose a turn's move from blocks
	streams [engine.MaxSeats]*Stream      // seats that choose uniformly: their streams
	views   [engine.MaxSeats]View         // each seat's view of s
	chance  *Chance
	stop    func(*engine.State) bool
	observe Observer
	moves   []engine.Move
	blocks  []engine.MoveBlock
	empty   []engine.Square
}

// step plays the next move.
func (g *gameLoop) step() error {
	s := g.s
	var m engine.Move
	switch {
	case s.IsChance():
		m = g.chance.pick(s)
	case s.Phase == engine.PhaseActOver:
		m = engine.Move{Kind: engine.NextAct}
	case g.streams[s.ToMove] != nil:
		m = s.MoveAt(g.streams[s.ToMove].IntN(s.MoveCount()))
	case g.byIndex[s.ToMove] != nil:
		m = s.MoveAt(g.byIndex[s.ToMove].ChooseIndex(s.MoveCount()))
	case g.byBlock[s.ToMove] != nil && (s.Phase == engine.PhaseTurn || s.Phase == engine.PhaseDrawn):
		g.blocks, g.empty = s.LegalBlocks(g.blocks[:0]), s.AppendEmpty(g.empty[:0])
		var err error
		if m, err = g.byBlock[s.ToMove].ChooseBlock(&g.views[s.ToMove], g.blocks, g.empty); err != nil {
			return err
		}
	default:
		g.moves = s.LegalMoves(g.moves[:0])
		var err error
		if m, err = g.choose(); err != nil {
			return err
		}
	}
	if g.observe != nil {
		g.observe(s, m)
	}
	s.Apply(m)
	return nil
}

// choose asks the player to move for its move among g.moves: an Oracle
// with the whole state, any other player with its seat's view.
func (g *gameLoop) choose() (engine.Move, error) {
	s := g.s
	p := g.seats[s.ToMove]
	if o, ok := p.(Oracle); ok {
		return o.ChooseSeeing(s, g.moves)
	}
	return p.Choose(&g.views[s.ToMove], g.moves)
}

// moveLimit bounds the moves of a whole game of r: every act fills its
// squares, every tile is drawn and played at most once, and a player
// passes only while another can act. A game that goes past it has a rule
// that never lets an act end, and is stopped rather than played for ever.
func moveLimit(r *engine.Rules, players int) int {
	pieces := r.ActPieces() + len(r.Acts)*r.FiguresEach(players)*players
	return 1000 + 10*(players+1)*pieces
}

// PlayGame plays a whole game from the first act: seats[i] plays seat i,
// first moves first, and seed drives every draw. When a player stops the
// game, the state it reached comes back with the error.
func PlayGame(r *engine.Rules, seats []Player, first int, seed uint64, observe Observer) (*engine.State, error) {
	s, err := engine.NewGame(r, len(seats), first)
	if err != nil {
		return nil, err
	}
	return s, PlayOut(s, seats, NewChance(seed), observe)
}
