package engine

import (
	"errors"
	"fmt"
)

// Rules is a complete game description: everything that differs between the
// games of the family. The rulesets package builds it from TOML.
type Rules struct {
	Name  string // short name, e.g. "beowulf"
	Title string // e.g. "Beowulf: The Movie Board Game"

	MinPlayers, MaxPlayers int
	StartPoints            int
	// PlayerNames are the default names of the seats (colours), at least
	// MaxPlayers of them.
	PlayerNames []string

	Figures   []FigureKind
	Tiles     []TileKind
	Abilities []Ability
	Acts      []Act
	Turn      Turn

	// shared is what the games of the rules share once Share is called.
	shared *shared
}

// Act is one act (Kingdoms: epoch) of the game: a board and the tiles the
// pool starts with.
type Act struct {
	Name  string
	Board *Geometry
	// Tiles[k] is how many tiles of kind k the act's pool starts with.
	Tiles []int
}

// DrawRule says what a player may play after drawing.
type DrawRule int

const (
	// DrawThenAny: draw a tile into the hand, then play any tile from the
	// hand (R4b).
	DrawThenAny DrawRule = iota
	// DrawThenDrawn: the drawn tile must be the one played (K4).
	DrawThenDrawn
)

// HandPlayRule says when a tile may be played from the hand without drawing.
type HandPlayRule int

const (
	// HandWhenPoolEmpty: only once the pool is empty (R4).
	HandWhenPoolEmpty HandPlayRule = iota
	// HandAlways: on any turn (the Kingdoms starting tile, K4).
	HandAlways
)

// FirstPlayerRule says who starts the next act.
type FirstPlayerRule int

const (
	// AfterEnder: the player after the one who ended the previous act (R20).
	AfterEnder FirstPlayerRule = iota
	// Richest: the player with the most points; ties go to the tied player
	// who comes first after the one who ended the act (K6).
	Richest
)

// TieBreak settles equal final totals.
type TieBreak int

const (
	// UnusedRank: most diamonds on figures still in supply, then shared (R21).
	UnusedRank TieBreak = iota
	// SharedWin: equal totals share the win.
	SharedWin
)

// Turn is the turn structure as data.
type Turn struct {
	// Hand: at the start of every act, each player with fewer tiles in hand
	// draws up to this many (R3, R20; the Kingdoms starting tile, K4).
	Hand         int
	Draw         DrawRule
	HandPlay     HandPlayRule
	KeepHand     bool // tiles in hand stay there between acts (R19) or go back (K6)
	SecretHand   bool // hands are hidden from the other players (K4)
	NextActFirst FirstPlayerRule
	TieBreak     TieBreak
}

// FigureByGlyph returns the figure kind with the given glyph.
func (r *Rules) FigureByGlyph(glyph string) (FigureKindID, bool) {
	for i := range r.Figures {
		if r.Figures[i].Glyph == glyph {
			return FigureKindID(i), true
		}
	}
	return 0, false
}

// TileByToken returns the tile kind written as token (value and glyph).
func (r *Rules) TileByToken(value int, glyph string) (TileKindID, bool) {
	for i := range r.Tiles {
		if r.Tiles[i].Value == value && r.Tiles[i].Glyph == glyph {
			return TileKindID(i), true
		}
	}
	return 0, false
}

// AbilityOf returns the ability of tile kind k, or nil for a plain tile.
func (r *Rules) AbilityOf(k TileKindID) *Ability {
	if a := r.Tiles[k].Ability; a != NoAbility {
		return &r.Abilities[a]
	}
	return nil
}

// Check verifies the internal consistency the engine relies on: every
// reference in range, sizes within the Cell encoding's limits. The rulesets
// package reports user mistakes with positions first; Check is the last
// line of defence so that a bad Rules value gives an error, never a panic.
func (r *Rules) Check() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if r.MinPlayers < 1 || r.MaxPlayers < r.MinPlayers || r.MaxPlayers > MaxSeats {
		bad("players must satisfy 1 <= min <= max <= %d, have min %d, max %d", MaxSeats, r.MinPlayers, r.MaxPlayers)
	}
	if len(r.Figures) == 0 || len(r.Figures) > MaxFigureKinds {
		bad("a ruleset needs 1 to %d figure kinds, has %d", MaxFigureKinds, len(r.Figures))
	}
	for _, f := range r.Figures {
		if f.Rank < 0 {
			bad("figure %q has negative rank %d", f.Name, f.Rank)
		}
	}
	if len(r.Tiles) > MaxTileKinds {
		bad("a ruleset may have at most %d tile kinds, has %d", MaxTileKinds, len(r.Tiles))
	}
	abilityOK := func(a AbilityID) bool { return a >= 0 && int(a) < len(r.Abilities) }
	for _, t := range r.Tiles {
		if t.Value < -MaxTileValue || t.Value > MaxTileValue {
			bad("tile %q has value %d, beyond ±%d", t.Name, t.Value, MaxTileValue)
		}
		if t.Ability != NoAbility && !abilityOK(t.Ability) {
			bad("tile %q refers to ability %d, which does not exist", t.Name, t.Ability)
		}
	}
	for _, a := range r.Abilities {
		if a.Split && (a.Cancel.Scope != NoCancel || a.AddRank.Amount != 0 || a.Multiply != 0) {
			// A splitting tile's square belongs to no segment (R14), so other
			// scoring effects would have nothing to act on.
			bad("ability %q splits lines and so cannot also cancel, add rank or multiply", a.Name)
		}
		for _, m := range a.Play {
			if m.Kind == ReplacePlay && !abilityOK(m.Target) {
				bad("ability %q replaces ability %d, which does not exist", a.Name, m.Target)
			}
		}
		for _, o := range a.After {
			if o.Kind == RemoveAfter && !abilityOK(o.Target) {
				bad("ability %q removes ability %d, which does not exist", a.Name, o.Target)
			}
		}
	}
	if len(r.Acts) == 0 {
		bad("a ruleset needs at least one act")
	}
	for _, act := range r.Acts {
		if act.Board == nil || len(act.Board.Initial) != act.Board.Width*act.Board.Height {
			bad("act %q has no valid board", act.Name)
			continue
		}
		if len(act.Tiles) != len(r.Tiles) {
			bad("act %q counts %d tile kinds, the ruleset has %d", act.Name, len(act.Tiles), len(r.Tiles))
		}
		for _, c := range act.Board.Initial {
			if c.HasTileKind() && int(c.TileKind()) >= len(r.Tiles) || c.IsFigure() || c.IsTile() {
				bad("act %q's board may hold only empty squares, holes and printed features", act.Name)
				break
			}
		}
	}
	return errors.Join(errs...)
}
