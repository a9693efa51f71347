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

// played reports whether g is the record of a game played: a game that
// was not has no final points.
func (g *Game) played() bool { return g.Final != nil }

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

// table plays one worker's games, one after the other. It keeps from
// game to game all that a game uses besides its record (the state, the
// players, the chance stream, the game loop, the scorer of tile effects
// and every scratch list) and cuts the records out of blocks that many
// games share, so that a game allocates next to nothing.
type table struct {
	rules     *engine.Rules
	opt       *Options
	effects   *effects
	state     *engine.State
	seats     []play.Player // per seat, renewed for each game (players.Renew) where it can be
	chance    play.Chance
	loop      play.Loop
	special   []bool        // per tile kind: whether it has an ability, whose plays a game counts
	poolFirst bool          // whether a turn plays from the hand only once the pool is empty (R4)
	moves     []engine.Move // scratch for the options offered

	// The game under way, as Decision, See and ActOver gather it.
	starter   int // who made the current act's first move
	decisions int
	acts      []Act
	plays     []TilePlay
	options   []TileOption
	offered   []engine.AfterKind
	winners   []int // scratch for markWinnerChange

	// Blocks the records are cut from, at the pace of the games.
	pace     pace
	ints     block[int]
	actList  block[Act]
	effList  block[Effect]
	playList block[TilePlay]
	optList  block[TileOption]
}

// seat readies the players of a game of seed: a kept player that
// players.Renew readies, or a new one.
func (t *table) seat(seed uint64) error {
	if t.seats == nil {
		t.seats = make([]play.Player, len(t.opt.AI))
	}
	for i, name := range t.opt.AI {
		s := play.SeatSeed(seed, i)
		if t.seats[i] != nil && players.Renew(t.seats[i], s) {
			continue
		}
		p, err := players.Make(i, name, s)
		if err != nil {
			return err
		}
		t.seats[i] = p
	}
	return nil
}

// newGame sets up the table's state for a game first starts.
func (t *table) newGame(first int) error {
	if t.state == nil {
		s, err := engine.NewGame(t.rules, len(t.opt.AI), first)
		t.state = s
		return err
	}
	return t.state.Restart(first)
}

// play plays game i of the run.
func (t *table) play(i int) (Game, error) { return t.playWatched(i, t) }

// playWatched plays game i of the run with w, which tells t of the
// game's decisions and acts (t itself, or, in tests, a watcher that
// shows t every decision).
func (t *table) playWatched(i int, w play.Watcher) (Game, error) {
	count := len(t.opt.AI)
	g := Game{Index: i, Seed: t.opt.Seed + uint64(i), First: t.opt.First}
	if g.First == Rotate {
		g.First = i % count
	}
	if err := t.seat(g.Seed); err != nil {
		return g, err
	}
	if err := t.newGame(g.First); err != nil {
		return g, err
	}
	s := t.state
	t.starter, t.decisions = -1, 0
	t.acts, t.plays, t.options = t.acts[:0], t.plays[:0], t.options[:0]
	if t.ints.pace == nil {
		t.ints.pace, t.actList.pace, t.effList.pace, t.playList.pace, t.optList.pace = &t.pace, &t.pace, &t.pace, &t.pace, &t.pace
	}
	if t.special == nil {
		t.special = make([]bool, len(t.rules.Tiles))
		for k := range t.special {
			t.special[k] = t.rules.AbilityOf(engine.TileKindID(k)) != nil
		}
		t.poolFirst = t.rules.Turn.HandPlay == engine.HandWhenPoolEmpty
	}
	t.chance = *play.NewChance(g.Seed)
	if err := t.loop.PlayWatched(s, t.seats, &t.chance, w); err != nil {
		return g, err
	}
	t.acts = append(t.acts, t.act(s)) // the last act ends the game: no ActOver
	g.Decisions = t.decisions
	g.Acts = t.actList.copyOf(t.acts)
	g.Plays = t.playList.copyOf(t.plays)
	g.Options = t.optList.copyOf(t.options)
	g.Final = t.ints.copyOf(s.Points)
	g.Winners = t.ints.copyOf(s.AppendWinners(t.winners[:0]))
	for a := range g.Acts {
		for e := range g.Acts[a].Effects {
			t.winners = markWinnerChange(s, &g.Acts[a].Effects[e], g.Winners, t.winners)
		}
	}
	t.pace.played++
	return g, nil
}

// The table is the play.Watcher of the game under way.

// Decision counts a decision about to be made on s, and notes the act's
// first mover; it asks to see the move where See may count it: an
// after-placement option, or a decision that may play a tile from a hand
// holding a special one. The other decisions (a figure placed, a draw, a
// plain tile played, a pass) count as decisions alone.
func (t *table) Decision(s *engine.State) bool {
	if t.starter < 0 {
		t.starter = s.ToMove
	}
	t.decisions++
	switch {
	case s.Phase == engine.PhaseAfter:
		return true
	case t.poolFirst && s.Phase == engine.PhaseTurn && s.PoolTotal > 0:
		return false // a figure placed or a draw
	}
	for _, h := range s.Hands[s.ToMove] { // the tile drawn is in the hand
		if t.special[h.Kind] {
			return true
		}
	}
	return false
}

// See counts decision m, about to be played on s: a special tile's play
// or the options offered and taken after a placement.
func (t *table) See(s *engine.State, m engine.Move) {
	switch {
	case m.Kind == engine.PlayTile && t.special[m.Tile]:
		t.plays = addPlay(t.plays, TilePlay{Kind: m.Tile, Mode: s.ModeOf(m).Kind})
	case s.Phase == engine.PhaseAfter:
		t.options = t.countOptions(t.options, s, m)
	}
}

// ActOver records the act just scored on s.
func (t *table) ActOver(s *engine.State) {
	t.acts = append(t.acts, t.act(s))
	t.starter = -1
}

// markWinnerChange sets e.ChangesWinner: whether the finished game s
// would have other winners without e's change to the points. The rules'
// tie-break still applies. It returns scratch, which it uses for the
// other winners, for the next call.
func markWinnerChange(s *engine.State, e *Effect, winners, scratch []int) []int {
	for p, d := range e.Change {
		s.Points[p] -= d
	}
	scratch = s.AppendWinners(scratch[:0])
	e.ChangesWinner = !slices.Equal(scratch, winners)
	for p, d := range e.Change {
		s.Points[p] += d
	}
	return scratch
}

// act records the act just scored on s, whose first move t.starter made.
func (t *table) act(s *engine.State) Act {
	a := s.Act
	return Act{
		First:      t.starter,
		Scored:     t.ints.copyOf(s.ActPoints[a]),
		Cashed:     t.ints.copyOf(s.Cashed[a]),
		EmptyAtEnd: s.Empties,
		Effects:    t.effects.measure(s.Board, s.ActPoints[a], &t.effList, &t.ints),
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

// countOptions counts, for the tile just placed on s, each kind of
// after-placement option the legal moves offer, and the one m takes.
func (t *table) countOptions(list []TileOption, s *engine.State, m engine.Move) []TileOption {
	kind := s.Board.Cells[s.Placed].TileKind()
	t.offered = t.offeredOptions(s, kind)
	for _, after := range t.offered {
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

// offeredOptions lists the kinds of after-placement option the legal
// moves of s offer for the tile of the given kind just placed. A game is
// in the after phase only while the tile offers some option, so that
// where all its options are of one kind (as in the built-in rulesets)
// that kind is offered, without listing the moves: a swap's are every
// pair of tiles on the board.
func (t *table) offeredOptions(s *engine.State, kind engine.TileKindID) []engine.AfterKind {
	offered := t.offered[:0]
	after := t.rules.AbilityOf(kind).After
	if len(after) > 0 && !slices.ContainsFunc(after, func(o engine.AfterOption) bool { return o.Kind != after[0].Kind }) {
		return append(offered, after[0].Kind)
	}
	t.moves = s.LegalMoves(t.moves[:0])
	for _, lm := range t.moves {
		if lm.Kind == engine.After && !slices.Contains(offered, s.OptionOf(lm).Kind) {
			offered = append(offered, s.OptionOf(lm).Kind)
		}
	}
	return offered
}

// block hands out the records' slices from larger ones, so that the
// records of many games share a few allocations. Where the table knows
// how many games it is to play (pace), a new block holds what the games
// still to come will take at the pace of those played, so that the last
// block of a run is not left mostly empty; otherwise the blocks grow from
// small to blockMax elements, so that a run of a few games keeps little.
type block[T any] struct {
	free []T
	size int   // of the last block made by growing
	used int   // elements handed out
	pace *pace // the table's games, or nil
}

// pace is how many games a table has played and how many it expects to
// play.
type pace struct{ played, expected int }

const (
	blockMin = 16
	blockMax = 1024
)

// copyOf returns a copy of v cut from the block, nil for an empty v; its
// capacity is its length, so that an append to it cannot reach the next.
func (b *block[T]) copyOf(v []T) []T {
	if len(v) == 0 {
		return nil
	}
	c := b.take(len(v))
	copy(c, v)
	return c
}

// take returns n zero elements cut from the block.
func (b *block[T]) take(n int) []T {
	if len(b.free) < n {
		b.free = make([]T, max(n, b.next()))
	}
	c := b.free[:n:n]
	b.free = b.free[n:]
	b.used += n
	return c
}

// next is the size of the next block: what the games still to come will
// take at the pace of those played, once some were, while the table
// expects more; or else the last block's size doubled.
func (b *block[T]) next() int {
	if p := b.pace; p != nil && p.played > 0 && p.played < p.expected {
		return min(b.used*(p.expected-p.played)/p.played+1, blockMax)
	}
	b.size = min(max(2*b.size, blockMin), blockMax)
	return b.size
}
