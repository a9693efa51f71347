package rulesets

import (
	"fmt"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
)

// boardsTable reads [boards.*]: each board a grid of "." (square), "#"
// (hole) and "[token]" (a printed feature acting like that tile).
func (dec *decoder) boardsTable(o *tomlfile.Object) {
	o.Each(func(key string, v *tomlfile.Value) {
		// A board declared with mistakes is known, as nil, so that the
		// acts playing on it are not told it does not exist.
		dec.boards[key] = nil
		if v.Kind != tomlfile.KindTable {
			dec.d.WrongKind(v, o.Describe(key), "a table")
			return
		}
		b := dec.d.Object(v.Table, "[boards."+key+"]")
		b.Require("grid")
		if g := b.Value("grid"); g != nil {
			if g.Kind != tomlfile.KindString {
				dec.d.WrongKind(g, b.Describe("grid"), "a string")
			} else {
				dec.boards[key] = dec.board(g)
			}
		}
		b.Close()
	})
}

func (dec *decoder) board(v *tomlfile.Value) *engine.Geometry {
	rows, err := SplitGrid(v.Str)
	if err == nil {
		err = CheckWidths(rows)
	}
	if ge, ok := err.(*GridError); ok {
		dec.d.Errorf(v.PosAt(ge.Offset), "%s", ge.Msg)
		return nil
	}
	if len(rows) == 0 {
		dec.errorf(v, "the grid is empty")
		return nil
	}
	g, err := engine.NewGeometry(len(rows[0]), len(rows))
	if err != nil {
		dec.errorf(v, "%v", err)
		return nil
	}
	ok := true
	for r, row := range rows {
		for c, tok := range row {
			cell, msg := dec.boardCell(tok.Text)
			if msg != "" {
				dec.d.Errorf(v.PosAt(tok.Offset), "%s", msg)
				ok = false
			}
			g.Initial[g.At(r, c)] = cell
		}
	}
	if !ok {
		return nil
	}
	if g.Playable() == 0 {
		dec.errorf(v, "the board has no square to play on")
		return nil
	}
	return g
}

func (dec *decoder) boardCell(tok string) (engine.Cell, string) {
	switch {
	case tok == ".":
		return engine.Empty, ""
	case tok == "#":
		return engine.Hole, ""
	case strings.HasPrefix(tok, "[") && strings.HasSuffix(tok, "]") && len(tok) > 2:
		inner := tok[1 : len(tok)-1]
		if id, ok := dec.gridTile(inner); ok {
			return engine.PrintedCell(id), ""
		}
		return engine.Empty, dec.unknownTileMsg(inner)
	}
	msg := fmt.Sprintf("unknown board token %q: a board square is \".\", a hole \"#\", a printed feature \"[G]\"", tok)
	if _, _, ok := engine.SplitTileToken(tok); ok {
		msg = fmt.Sprintf("unknown board token %q: a printed feature is written in brackets, \"[%s]\"", tok, tok)
	}
	return engine.Empty, msg
}

func (dec *decoder) unknownTileMsg(tok string) string {
	if s := tomlfile.Suggest(tok, dec.rules.TileTokens()); s != "" {
		return fmt.Sprintf("unknown tile %q; did you mean %q?", tok, s)
	}
	return fmt.Sprintf("unknown tile %q (tiles are written as a value and a glyph, such as %s)", tok, tomlfile.QuoteList(firstN(dec.rules.TileTokens(), 6)))
}

func firstN(s []string, n int) []string { return s[:min(n, len(s))] }
