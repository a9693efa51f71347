package play

import "github.com/sagatools/saga/engine"

// A Watcher follows a game as Loop.PlayWatched plays it. Where an
// Observer is shown every move, built, a Watcher is told of each decision
// and shown the move only where it asks to see it, so that a game of
// uniform players (UniformChooser) is played by the engine's playout
// (engine.State.PlayUniformOut), which builds no move, at every decision
// the watcher does not need to see. Its methods must not change the
// state.
type Watcher interface {
	// Decision is told that the seat to move on s is about to decide,
	// and reports whether See is to be shown the move decided.
	Decision(s *engine.State) bool
	// See is shown the decision m, about to be played on s, where
	// Decision asked for it.
	See(s *engine.State, m engine.Move)
	// ActOver is told that an act of s is over and scored, before the
	// next begins: the last act, which ends the game, is over when
	// PlayWatched returns.
	ActOver(s *engine.State)
}

// PlayWatched plays s to the end of the game as PlayOut does, telling w
// of its decisions and act ends. A table of uniform players plays the
// decisions w does not ask to see without building their moves: the same
// moves, drawn from the same streams.
func (l *Loop) PlayWatched(s *engine.State, seats []Player, chance *Chance, w Watcher) error {
	limit := moveLimit(s.Rules, s.Players)
	var streams [engine.MaxSeats]*Stream
	if uniformStreams(s, seats, &streams) {
		return playWatched(s, &streams, chance, w, limit)
	}
	l.watch.w = w
	if l.watch.observe == nil {
		l.watch.observe = l.watch.see
	}
	return l.g.run(s, seats, chance, nil, l.watch.observe, limit)
}

// watching shows a Watcher the moves an Observer sees, for the game loop
// that plays players who are not all uniform.
type watching struct {
	w       Watcher
	observe Observer // see, made once
}

// see tells w of move m as Loop.PlayWatched would.
func (o *watching) see(s *engine.State, m engine.Move) {
	switch {
	case m.Kind == engine.NextAct:
		o.w.ActOver(s)
	case !s.IsChance() && o.w.Decision(s):
		o.w.See(s, m)
	}
}

// playWatched is playUniform with a watcher: the decisions w asks to see
// are drawn as PlayUniformOut draws them, from the mover's stream and
// their count, and played by index; the others are played by
// PlayUniformOut, one move at a time. It is a loop of its own, not a
// test of the watcher in playUniform's, which would cost every unwatched
// game's decisions a few instructions.
func playWatched(s *engine.State, streams *[engine.MaxSeats]*Stream, chance *Chance, w Watcher, limit int) error {
	s.Playout(true) // nothing but this loop changes s until it returns
	defer s.Playout(false)
	sources := pcgs(s, streams)
	for played := 0; ; played++ {
		if played == limit {
			return endless(limit)
		}
		switch s.Phase {
		case engine.PhaseTurn, engine.PhaseDrawn, engine.PhaseAfter:
			if !w.Decision(s) {
				s.PlayUniformOut(&sources, &chance.stream.pcg, 1) // this decision alone
				continue
			}
			i := streams[s.ToMove].IntN(s.MoveCount())
			w.See(s, s.MoveAt(i))
			s.PlayAt(i)
		case engine.PhaseDeal, engine.PhaseDraw:
			s.PlayChance(chance.stream.IntN(s.PoolTotal))
		case engine.PhaseActOver:
			w.ActOver(s)
			s.PlayAt(0)
		default: // PhaseGameOver
			s.HandOnScorer()
			return nil
		}
	}
}
