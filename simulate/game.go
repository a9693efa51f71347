package simulate

import (
	"slices"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/players"
)

// Game is what a run keeps of one game.
type Game struct {
	Index int    // place in the run, from 0
	Seed  uint64 // the game's seed: saga play --seed
	First int    // seat that started the first act
	Final []int  // points per seat at the end (starting points included)
	Acts  []Act
	// Winners are the winning seats (several for a shared win).
	Winners []int
	// Decisions counts the moves players chose, passes included. A
	// Beowulf turn that draws is two moves, the draw and the tile played;
	// the tile drawn is chance, not a choice.
	Decisions int
	Plays     []TilePlay   // special tiles played, by kind and way
	Options   []TileOption // after-placement options offered and taken
}

// Act is one act of a game.
type Act struct {
	First  int   // the seat that made the act's first move
	Scored []int // per seat: the act's scoring
	Cashed []int // per seat: points cashed during the act (R8)
	// EmptyAtEnd counts the squares still empty when the act ended: more
	// than zero when nobody could move any more (R6).
	EmptyAtEnd int
	// Effects: one per kind of special tile on the board at the end whose
	// ability acts at scoring.
	Effects []Effect
}

// TilePlay counts the plays of one special tile kind in one way.
type TilePlay struct {
	Kind  engine.TileKindID
	Mode  engine.PlayKind
	Count int
}

// TileOption counts how often a special tile kind's after-placement
// option was offered in a game (it had a legal use), and how often taken.
type TileOption struct {
	Kind           engine.TileKindID
	After          engine.AfterKind
	Offered, Taken int
}

// table plays one worker's games, one after the other, keeping the scorer
// of tile effects and its scratch space from game to game.
type table struct {
	rules   *engine.Rules
	opt     *Options
	effects *effects
	moves   []engine.Move  // scratch for the options offered
	kept    []play.Player  // per seat, a reusable player kept from game to game
	scorer  *engine.Scorer // lent to each game to score its act ends
}

// seat is players.Make, but a player that may play one game after
// another (players.Reusable) is made once per seat and kept.
func (t *table) seat(i int, name string, seed uint64) (play.Player, error) {
	if !players.Reusable(name) {
		return players.Make(i, name, seed)
	}
	if t.kept == nil {
		t.kept = make([]play.Player, len(t.opt.AI))
	}
	if t.kept[i] == nil {
		p, err := players.Make(i, name, seed)
		if err != nil {
			return nil, err
		}
		t.kept[i] = p
	}
	return t.kept[i], nil
}

// play plays game i of the run.
func (t *table) play(i int) (Game, error) {
	count := len(t.opt.AI)
	g := Game{Index: i, Seed: t.opt.Seed + uint64(i), First: t.opt.First}
	if g.First == Rotate {
		g.First = i % count
	}
	seats, err := play.Seats(t.opt.AI, g.Seed, t.seat)
	if err != nil {
		return g, err
	}
	starter := -1 // who made the current act's first move
	observe := func(s *engine.State, m engine.Move) {
		switch {
		case m.Kind == engine.NextAct:
			g.Acts = append(g.Acts, t.act(s, starter))
			starter = -1
			return
		case s.IsChance():
			return
		}
		if starter < 0 {
			starter = s.ToMove
		}
		g.Decisions++
		switch {
		case m.Kind == engine.PlayTile && t.rules.AbilityOf(m.Tile) != nil:
			g.Plays = addPlay(g.Plays, TilePlay{Kind: m.Tile, Mode: s.ModeOf(m).Kind})
		case s.Phase == engine.PhaseAfter:
			g.Options = t.options(g.Options, s, m)
		}
	}
	// play.PlayGame, with the table's scorer lent to the game.
	s, err := engine.NewGame(t.rules, len(seats), g.First)
	if err != nil {
		return g, err
	}
	if t.scorer == nil {
		t.scorer = engine.NewScorer(t.rules)
	}
	s.LendScorer(t.scorer)
	if err := play.PlayOut(s, seats, play.NewChance(g.Seed), observe); err != nil {
		return g, err
	}
	g.Acts = append(g.Acts, t.act(s, starter)) // the last act ends the game: no NextAct
	g.Final = append([]int(nil), s.Points...)
	g.Winners = s.Winners()
	for a := range g.Acts {
		for e := range g.Acts[a].Effects {
			markWinnerChange(s, &g.Acts[a].Effects[e], g.Winners)
		}
	}
	return g, nil
}

// markWinnerChange sets e.ChangesWinner: whether the finished game s
// would have other winners without e's change to the points. The rules'
// tie-break still applies.
func markWinnerChange(s *engine.State, e *Effect, winners []int) {
	for p, d := range e.Change {
		s.Points[p] -= d
	}
	e.ChangesWinner = !slices.Equal(s.Winners(), winners)
	for p, d := range e.Change {
		s.Points[p] += d
	}
}

// act records the act just scored on s, whose first move seat first
// made.
func (t *table) act(s *engine.State, first int) Act {
	a := s.Act
	return Act{
		First:      first,
		Scored:     append([]int(nil), s.ActPoints[a]...),
		Cashed:     append([]int(nil), s.Cashed[a]...),
		EmptyAtEnd: s.Empties,
		Effects:    t.effects.measure(s.Board, s.Players),
	}
}

func addPlay(list []TilePlay, p TilePlay) []TilePlay {
	for i := range list {
		if list[i].Kind == p.Kind && list[i].Mode == p.Mode {
			list[i].Count++
			return list
		}
	}
	p.Count = 1
	return append(list, p)
}

// options counts, for the tile just placed on s, each kind of
// after-placement option the legal moves offer, and the one m takes.
func (t *table) options(list []TileOption, s *engine.State, m engine.Move) []TileOption {
	kind := s.Board.Cells[s.Placed].TileKind()
	var offered []engine.AfterKind
	t.moves = s.LegalMoves(t.moves[:0])
	for _, lm := range t.moves {
		if lm.Kind == engine.After && !slices.Contains(offered, s.OptionOf(lm).Kind) {
			offered = append(offered, s.OptionOf(lm).Kind)
		}
	}
	for _, after := range offered {
		i := slices.IndexFunc(list, func(o TileOption) bool { return o.Kind == kind && o.After == after })
		if i < 0 {
			list = append(list, TileOption{Kind: kind, After: after})
			i = len(list) - 1
		}
		list[i].Offered++
		if m.Kind == engine.After && s.OptionOf(m).Kind == after {
			list[i].Taken++
		}
	}
	return list
}
