package rulesets

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
)

// maxPlayers bounds the players a ruleset may allow; it keeps game records
// and displays readable and is far below the engine's own limit.
const maxPlayers = engine.MaxSeats

// decoder turns a merged TOML tree into engine.Rules, collecting every
// mistake it finds rather than stopping at the first.
type decoder struct {
	d     *tomlfile.Decoder
	rules *engine.Rules
	file  string // the file given, which may extend others

	abilityIDs map[string]engine.AbilityID
	tileIDs    map[string]engine.TileKindID // declared kinds and plain tokens
	tileKeys   []string                     // declared kinds, in order
	boards     map[string]*engine.Geometry  // nil value: declared with errors
	tilesets   map[string]map[engine.TileKindID]int
	actTiles   []map[engine.TileKindID]int // per act, until finish
	multiplyAt map[engine.AbilityID]tomlfile.Pos
	// playersWrong is set when [players] has a mistake: what depends on
	// the number of players (count tables) is then not checked against
	// it, rather than give a message for each number of players.
	playersWrong bool
}

func decode(tree *tomlfile.Table) (*engine.Rules, error) {
	dec := &decoder{
		d:          &tomlfile.Decoder{},
		rules:      &engine.Rules{},
		abilityIDs: map[string]engine.AbilityID{},
		tileIDs:    map[string]engine.TileKindID{},
		boards:     map[string]*engine.Geometry{},
		tilesets:   map[string]map[engine.TileKindID]int{},
		file:       tree.Pos.File,
		multiplyAt: map[engine.AbilityID]tomlfile.Pos{},
	}
	top := dec.d.Object(tree, "the top level")
	dec.top(top)
	dec.finish()
	if dec.d.Err() == nil {
		dec.checkScoreBound()
	}
	if err := dec.d.Err(); err != nil {
		return nil, err
	}
	// The decoder has reported every user mistake with its position; Check
	// guards the engine's own invariants.
	if err := dec.rules.Check(); err != nil {
		return nil, fmt.Errorf("%s: %w", tree.Pos.File, err)
	}
	dec.rules.Share()
	return dec.rules, nil
}

func (dec *decoder) top(o *tomlfile.Object) {
	r := dec.rules
	o.Require("name", "players", "figures", "acts")
	o.String("name", &r.Name)
	o.String("title", &r.Title)
	o.String("notes", new(string))
	if p := o.Object("players"); p != nil {
		dec.players(p)
	} else {
		dec.playersWrong = true
	}
	dec.turn(o.Object("turn"))
	if f := o.Object("figures"); f != nil {
		dec.figures(f)
	}
	// Abilities first: tiles refer to them. Tiles before boards and tile
	// sets, which refer to tiles; acts last.
	if a := o.Object("abilities"); a != nil {
		dec.abilities(a)
	}
	dec.tiles(o.Object("tiles"))
	if b := o.Object("boards"); b != nil {
		dec.boardsTable(b)
	}
	if t := o.Object("tilesets"); t != nil {
		dec.tilesetsTable(t)
	}
	if a := o.Object("acts"); a != nil {
		dec.acts(a)
	}
	o.Close()
}

func (dec *decoder) players(o *tomlfile.Object) {
	r := dec.rules
	o.Require("min", "max")
	r.StartPoints = 0
	minOK, maxOK := o.Int("min", &r.MinPlayers), o.Int("max", &r.MaxPlayers)
	if minOK && (r.MinPlayers < 1 || r.MinPlayers > maxPlayers) {
		dec.errorf(o.Value("min"), "players.min must be between 1 and %d, not %d", maxPlayers, r.MinPlayers)
		minOK = false
		// Reported; what follows reads on as if it were in range, rather
		// than, say, name a million seats.
		r.MinPlayers = min(max(r.MinPlayers, 1), maxPlayers)
	}
	if maxOK && (r.MaxPlayers < max(1, r.MinPlayers) || r.MaxPlayers > maxPlayers) {
		dec.errorf(o.Value("max"), "players.max must be between players.min (%d) and %d, not %d", r.MinPlayers, maxPlayers, r.MaxPlayers)
		maxOK = false
		r.MaxPlayers = min(max(r.MaxPlayers, r.MinPlayers), maxPlayers)
	}
	dec.playersWrong = !minOK || !maxOK
	if o.Int("start_points", &r.StartPoints) {
		dec.within(o.Value("start_points"), o.Describe("start_points"), r.StartPoints, -maxStartPoints, maxStartPoints)
	}
	if o.Strings("names", &r.PlayerNames) {
		dec.playerNames(o.Value("names"))
	}
	// Seats without a name get "player1", "player2", ..., skipping any
	// name already given.
	given := map[string]bool{}
	for _, name := range r.PlayerNames {
		given[name] = true
	}
	for n := 1; len(r.PlayerNames) < r.MaxPlayers; n++ {
		if name := "player" + strconv.Itoa(n); !given[name] {
			r.PlayerNames = append(r.PlayerNames, name)
		}
	}
	o.Close()
}

// playerNames checks the default names: usable in grid tokens ("brown:L")
// and distinct.
func (dec *decoder) playerNames(v *tomlfile.Value) {
	if most, n := dec.rules.MaxPlayers, len(dec.rules.PlayerNames); most > 0 && n > most {
		dec.errorf(v.Array[most], "players.names gives %d names, but a game has at most %d players", n, most)
		dec.rules.PlayerNames = dec.rules.PlayerNames[:most]
		return
	}
	seen := map[string]bool{}
	for i, name := range dec.rules.PlayerNames {
		switch {
		case name == "" || strings.ContainsAny(name, ": \t\r\n[]#."):
			dec.errorf(v.Array[i], "player name %q must be non-empty and free of spaces and the characters : [ ] # .", name)
		case seen[name]:
			dec.errorf(v.Array[i], "player name %q is given twice", name)
		case slices.Contains(ReservedPlayerNames(), name):
			dec.errorf(v.Array[i], "player name %q is a word game records use; choose another", name)
		}
		seen[name] = true
	}
}

// ReservedPlayerNames are words game records use in their header and
// moves; a player named so would make a record read as something else.
func ReservedPlayerNames() []string {
	return []string{"ruleset", "players", "ai", "seed", "first", "next"}
}

// turn reads the turn structure. Every key has a default (Beowulf's), so a
// variant only writes what differs.
func (dec *decoder) turn(o *tomlfile.Object) {
	t := &dec.rules.Turn
	*t = engine.Turn{Hand: 2, Draw: engine.DrawThenAny, HandPlay: engine.HandWhenPoolEmpty, KeepHand: true, NextActFirst: engine.AfterEnder, TieBreak: engine.UnusedRank}
	if o == nil {
		return
	}
	if o.Int("hand", &t.Hand) {
		dec.within(o.Value("hand"), o.Describe("hand"), t.Hand, 0, maxHand)
	}
	dec.enum(o, "draw", drawWords(), (*int)(&t.Draw))
	dec.enum(o, "hand_play", handPlayWords(), (*int)(&t.HandPlay))
	o.Bool("keep_hand", &t.KeepHand)
	o.Bool("secret_hand", &t.SecretHand)
	dec.enum(o, "next_act_first", nextActFirstWords(), (*int)(&t.NextActFirst))
	dec.enum(o, "tie_break", tieBreakWords(), (*int)(&t.TieBreak))
	o.Close()
}

// enum reads key as one of the names in values and stores its number.
func (dec *decoder) enum(o *tomlfile.Object, key string, values words, dst *int) bool {
	var s string
	if !o.Enum(key, &s, values.list()...) {
		return false
	}
	*dst = values[s]
	return true
}

// declaration is a key and where it is declared, for reporting clashes.
type declaration struct {
	key string
	at  tomlfile.Pos
}

// blame is which of two places to report a mistake made by both (a
// clash of two declarations, a token made of a value and a glyph): the
// one in the file given rather than in a ruleset it extends, and in a
// file rather than a built-in ruleset, since that is where the mistake
// was made; b when they are alike.
func (dec *decoder) blame(a, b tomlfile.Pos) tomlfile.Pos {
	if dec.fileRank(a) < dec.fileRank(b) {
		return a
	}
	return b
}

// fileRank orders the files a ruleset is read from by how likely the
// user is to have made a mistake there: the file given (0), the files it
// extends (1), built-in rulesets (2).
func (dec *decoder) fileRank(p tomlfile.Pos) int {
	switch {
	case p.File == dec.file:
		return 0
	case !strings.HasPrefix(p.File, builtinPrefix):
		return 1
	}
	return 2
}

func (dec *decoder) errorf(v *tomlfile.Value, format string, args ...any) {
	dec.d.Errorf(v.Pos, format, args...)
}

// plainToken parses the name of a plain tile as grids write it: "+3",
// "-2", "0" (or "3").
func plainToken(s string) (int, bool) {
	v, glyph, ok := engine.SplitTileToken(s)
	return v, ok && glyph == ""
}

// keysOf returns the keys of m, sorted.
func keysOf[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
