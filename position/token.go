package position

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
)

// Grid tokens: "." an empty square, "#" a hole, "[G]" a feature printed on
// the board, "+1T" a tile (value then glyph), "brown:L" a figure (player
// then figure glyph).

// CellToken writes cell c of a position's board as a grid token.
func CellToken(r *engine.Rules, players []string, c engine.Cell) string {
	switch {
	case c == engine.Empty:
		return "."
	case c == engine.Hole:
		return "#"
	case c.IsPrinted():
		return "[" + r.Tiles[c.TileKind()].Token() + "]"
	case c.IsTile():
		return r.Tiles[c.TileKind()].Token()
	}
	return players[c.Player()] + ":" + r.Figures[c.FigureKind()].Glyph
}

// parseCell reads a grid token. Player names may be shortened to any
// prefix that names one player only, as rulebook diagrams do ("bro:L").
func parseCell(r *engine.Rules, players []string, tok string) (engine.Cell, error) {
	switch {
	case tok == ".":
		return engine.Empty, nil
	case tok == "#":
		return engine.Hole, nil
	case strings.HasPrefix(tok, "[") && strings.HasSuffix(tok, "]") && len(tok) > 2:
		k, err := parseTile(r, tok[1:len(tok)-1])
		return engine.PrintedCell(k), err
	}
	if name, glyph, ok := strings.Cut(tok, ":"); ok {
		if name == "" {
			return engine.Empty, fmt.Errorf("%q: a figure is written with its player before the colon, like %q", tok, players[0]+tok)
		}
		p, err := findPlayer(players, name)
		if err != nil {
			return engine.Empty, err
		}
		f, ok := r.FigureByGlyph(glyph)
		if !ok {
			return engine.Empty, unknown("figure", glyph, figureGlyphs(r))
		}
		return engine.FigureCell(p, f), nil
	}
	k, err := parseTile(r, tok)
	if err != nil && !looksLikeTile(r, tok) {
		err = fmt.Errorf("unknown token %q: a square is \".\" (empty), \"#\" (hole), a tile such as \"+3\", or a figure such as \"%s:%s\"", tok, players[0], r.Figures[0].Glyph)
	}
	return engine.TileCell(k), err
}

func parseTile(r *engine.Rules, tok string) (engine.TileKindID, error) {
	v, glyph, ok := engine.SplitTileToken(tok)
	if ok {
		if k, found := r.TileByToken(v, glyph); found {
			return k, nil
		}
		if glyph == "" {
			return 0, fmt.Errorf("unknown tile %q: the plain tiles of ruleset %q are %s", tok, r.Name, plainValues(r))
		}
	}
	return 0, unknown("tile", tok, r.TileTokens())
}

// looksLikeTile reports whether tok is shaped like a tile token or close to
// one, so that a mistake in it is reported as an unknown tile.
func looksLikeTile(r *engine.Rules, tok string) bool {
	_, _, ok := engine.SplitTileToken(tok)
	return ok || tomlfile.Suggest(tok, r.TileTokens()) != ""
}

// plainValues describes the values of the ruleset's plain tiles in runs:
// "-6 to -1, +1 to +6".
func plainValues(r *engine.Rules) string {
	var values []int
	for _, t := range r.Tiles {
		if t.Ability == engine.NoAbility && t.Glyph == "" {
			values = append(values, t.Value)
		}
	}
	if len(values) == 0 {
		return "none"
	}
	slices.Sort(values)
	var runs []string
	for i := 0; i < len(values); {
		j := i
		for j+1 < len(values) && values[j+1] == values[j]+1 {
			j++
		}
		run := engine.ValueToken(values[i])
		if j > i {
			run += " to " + engine.ValueToken(values[j])
		}
		runs = append(runs, run)
		i = j + 1
	}
	return strings.Join(runs, ", ")
}

// findPlayer resolves a player name or a unique prefix of one.
func findPlayer(players []string, name string) (int, error) {
	match := -1
	for i, p := range players {
		if p == name {
			return i, nil
		}
		if strings.HasPrefix(p, name) {
			if match >= 0 {
				return 0, fmt.Errorf("player %q is ambiguous: it could be %q or %q", name, players[match], p)
			}
			match = i
		}
	}
	if match < 0 || name == "" {
		return 0, unknown("player", name, players)
	}
	return match, nil
}

func figureGlyphs(r *engine.Rules) []string {
	g := make([]string, len(r.Figures))
	for i, f := range r.Figures {
		g[i] = f.Glyph
	}
	return g
}

// unknown is the error for a name that refers to nothing, with the
// nearest known name suggested.
func unknown(what, name string, known []string) error {
	return errors.New(tomlfile.Unknown(what, name, known))
}
