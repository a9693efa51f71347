package position

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
)

// Turn is the mid-act part of a position: what is off the board. A file
// may give any of it; what it leaves out takes the default described with
// each field, and Given records what it gave, so that it is written back.
type Turn struct {
	// Hands[p] are player p's tiles (default: none).
	Hands [][]engine.HandTile
	// Supply[p][f] is how many figures of kind f player p has off the board
	// (default: what the player owns less what stands on the board).
	Supply [][]int
	// Pool[k] counts the undrawn tiles of kind k (default: the act's set
	// less the board and the hands' tiles of this act).
	Pool []int
	// Points are the players' saga points (default: the starting points).
	Points []int
	ToMove int // seat to move (default: the first player)
	Given  struct{ Hands, Supply, Pool, Points, ToMove bool }
	// poolAt[k] is where [pool] gives the count of kind k, for messages.
	poolAt map[engine.TileKindID]tomlfile.Pos
}

// State is the position as a game state at the start of ToMove's turn,
// ready for play or search.
func (p *Position) State() (*engine.State, error) {
	s, err := engine.StateAt(p.Rules, engine.Setup{
		Players: len(p.Players), Act: p.Act, Board: p.Board,
		Hands: p.Turn.Hands, Supply: p.Turn.Supply, Pool: p.Turn.Pool, Points: p.Turn.Points, ToMove: p.Turn.ToMove,
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.File, err)
	}
	return s, nil
}

// readTurn reads to_move, points, [hands], [supply] and [pool] (given as
// values by key), filling in defaults for what the file leaves out.
func (r *reader) readTurn(v map[string]*tomlfile.Value) {
	p := r.p
	t := &p.Turn
	n := len(p.Players)
	t.Hands = make([][]engine.HandTile, n)
	t.Points = make([]int, n)
	for i := range t.Points {
		t.Points[i] = p.Rules.StartPoints
	}
	if tm := v["to_move"]; tm != nil {
		t.Given.ToMove = true
		if tm.Kind != tomlfile.KindString {
			r.d.WrongKind(tm, "key \"to_move\" at the top level", "a player's name")
		} else if i, err := PlayerIndex(p.Players, tm.Str); err != nil {
			r.d.Errorf(tm.Pos, "to_move: %v", err)
		} else {
			t.ToMove = i
		}
	}
	r.perPlayer(r.table(v["points"], "points"), func(i int, v *tomlfile.Value) {
		t.Given.Points = true
		if v.Kind != tomlfile.KindInteger {
			r.d.WrongKind(v, "points of "+p.Players[i], "an integer")
			return
		}
		if r.pointsWithin(v, "the points of "+p.Players[i], v.Int, maxPoints) {
			t.Points[i] = int(v.Int)
		}
	})
	r.perPlayer(r.table(v["hands"], "hands"), func(i int, v *tomlfile.Value) {
		t.Given.Hands = true
		t.Hands[i] = r.hand(v, p.Players[i])
	})
	r.supply(r.table(v["supply"], "supply"))
	r.pool(r.table(v["pool"], "pool"))
}

// table starts decoding top-level table key, reporting a value that is
// not a table; it returns nil when v is absent or wrong.
func (r *reader) table(v *tomlfile.Value, key string) *tomlfile.Object {
	if v == nil {
		return nil
	}
	if v.Kind != tomlfile.KindTable {
		r.d.WrongKind(v, fmt.Sprintf("key %q at the top level", key), "a table")
		return nil
	}
	return r.d.Object(v.Table, "["+key+"]")
}

// perPlayer calls fn for each key of table o, which must name a player.
func (r *reader) perPlayer(o *tomlfile.Object, fn func(i int, v *tomlfile.Value)) {
	o.Each(func(name string, v *tomlfile.Value) {
		i, err := PlayerIndex(r.p.Players, name)
		if err != nil {
			r.d.Errorf(v.KeyPos, "%v", err)
			return
		}
		fn(i, v)
	})
	o.Close()
}

// PlayerIndex finds a player by full name (tables name players in full).
func PlayerIndex(players []string, name string) (int, error) {
	for i, p := range players {
		if p == name {
			return i, nil
		}
	}
	return 0, unknown("player", name, players)
}

// hand reads a list of tile tokens; "+3@1" is a +3 from act 1's set, kept
// in hand from an earlier act.
func (r *reader) hand(v *tomlfile.Value, player string) []engine.HandTile {
	p := r.p
	if v.Kind != tomlfile.KindArray {
		r.d.WrongKind(v, "the hand of "+player, "an array of tile tokens")
		return nil
	}
	var hand []engine.HandTile
	for _, e := range v.Array {
		if e.Kind != tomlfile.KindString {
			r.d.WrongKind(e, "a tile in the hand of "+player, "a string")
			continue
		}
		tok, act := e.Str, p.Act
		if before, after, ok := strings.Cut(e.Str, "@"); ok {
			n, err := strconv.Atoi(after)
			if err != nil || n < 1 || n > p.Act+1 {
				r.d.Errorf(e.Pos, "%q: the act after \"@\" must be a number from 1 to %d (this act)", e.Str, p.Act+1)
				continue
			}
			tok, act = before, n-1
		}
		k, err := parseTile(p.Rules, tok)
		if err != nil {
			r.d.Errorf(e.Pos, "%v", err)
			continue
		}
		if !r.handTile(e, engine.HandTile{Kind: k, Act: act}) {
			continue
		}
		hand = append(hand, engine.HandTile{Kind: k, Act: act})
	}
	return hand
}

// supply reads [supply]: per player, a table from figure glyph to count.
// Players left out get what they own less what stands on the board.
func (r *reader) supply(o *tomlfile.Object) {
	p := r.p
	t := &p.Turn
	t.Supply = make([][]int, len(p.Players))
	for i := range t.Supply {
		t.Supply[i] = make([]int, len(p.Rules.Figures))
		for f := range p.Rules.Figures {
			t.Supply[i][f] = p.Rules.Figures[f].CountFor(len(p.Players))
		}
	}
	for _, c := range p.Board.Cells {
		if c.IsFigure() {
			// Never below 0: a board with more figures than a player
			// owns (a rulebook illustration) leaves none off it.
			t.Supply[c.Player()][c.FigureKind()] = max(t.Supply[c.Player()][c.FigureKind()]-1, 0)
		}
	}
	r.perPlayer(o, func(i int, v *tomlfile.Value) {
		t.Given.Supply = true
		if v.Kind != tomlfile.KindTable {
			r.d.WrongKind(v, "the supply of "+p.Players[i], "a table from figure glyph to count")
			return
		}
		for f := range t.Supply[i] {
			t.Supply[i][f] = 0
		}
		for _, glyph := range v.Table.Keys {
			n := v.Table.Fields[glyph]
			f, ok := p.Rules.FigureByGlyph(glyph)
			switch {
			case !ok:
				r.d.Errorf(n.KeyPos, "%v", unknown("figure", glyph, figureGlyphs(p.Rules)))
			case n.Kind != tomlfile.KindInteger || n.Int < 0:
				r.d.Errorf(n.Pos, "the count of %s in %s's supply must be a whole number of at least 0", glyph, p.Players[i])
			default:
				t.Supply[i][f] = int(n.Int)
				// A board already beyond what the player owns is warned
				// about (checkSupply); only a supply of 0 goes with it.
				if owned := p.Rules.Figures[f].CountFor(len(p.Players)); t.Supply[i][f] > 0 && t.Supply[i][f]+r.onBoard(i, f) > owned {
					r.d.Errorf(n.Pos, "%s has %d %s in supply and %d on the board, but owns %d", p.Players[i], n.Int, plural(int(n.Int), p.Rules.Figures[f].Name), r.onBoard(i, f), owned)
				}
			}
		}
	})
}

func (r *reader) onBoard(player int, f engine.FigureKindID) int {
	n := 0
	for _, c := range r.p.Board.Cells {
		if c.IsFigure() && c.Player() == player && c.FigureKind() == f {
			n++
		}
	}
	return n
}

// pool reads [pool]: tile token to count. Without it, the pool is the
// act's set less the tiles of this act on the board and in hands.
func (r *reader) pool(o *tomlfile.Object) {
	p := r.p
	t := &p.Turn
	t.Pool = append([]int(nil), p.Rules.Acts[p.Act].Tiles...)
	if o == nil {
		for _, c := range p.Board.Cells {
			if c.IsTile() {
				t.Pool[c.TileKind()]--
			}
		}
		for _, h := range t.Hands {
			for _, tile := range h {
				if tile.Act == p.Act {
					t.Pool[tile.Kind]--
				}
			}
		}
		for k, n := range t.Pool {
			t.Pool[k] = max(n, 0)
		}
		return
	}
	t.Given.Pool = true
	for k := range t.Pool {
		t.Pool[k] = 0
	}
	o.Each(func(tok string, v *tomlfile.Value) {
		k, err := parseTile(p.Rules, tok)
		switch {
		case err != nil:
			r.d.Errorf(v.KeyPos, "%v", err)
		case v.Kind != tomlfile.KindInteger || v.Int < 0:
			r.d.Errorf(v.Pos, "the pool count of %s must be a whole number of at least 0", tok)
		case !r.poolWithin(v, k, v.Int):
		default:
			t.Pool[k] = int(v.Int)
			if t.poolAt == nil {
				t.poolAt = map[engine.TileKindID]tomlfile.Pos{}
			}
			t.poolAt[k] = v.Pos
		}
	})
	o.Close()
}

// FromState writes a game state at the start of a turn as a position: the
// board with every hand, supply, pool, points and the player to move.
func FromState(s *engine.State, ruleset string, players []string) (*Position, error) {
	if s.Phase != engine.PhaseTurn {
		return nil, fmt.Errorf("a position is written at the start of a turn; here the game is in its %s phase", s.Phase)
	}
	p := &Position{Ruleset: ruleset, Rules: s.Rules, Act: s.Act, Players: players, Board: s.Board.Clone()}
	t := &p.Turn
	t.Hands = make([][]engine.HandTile, s.Players)
	for i, h := range s.Hands {
		t.Hands[i] = append([]engine.HandTile(nil), h...)
	}
	t.Supply = make([][]int, s.Players)
	for i, sup := range s.Supply {
		t.Supply[i] = append([]int(nil), sup...)
	}
	t.Pool = append([]int(nil), s.Pool...)
	t.Points = append([]int(nil), s.Points...)
	t.ToMove = s.ToMove
	t.Given.Hands, t.Given.Supply, t.Given.Pool, t.Given.Points, t.Given.ToMove = true, true, true, true, true
	return p, nil
}
