package rulesets

import (
	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
)

// tiles reads [tiles.*], the special tile kinds. Plain tiles are not
// declared: tile sets and grids name them by value and they are created on
// first use.
func (dec *decoder) tiles(o *tomlfile.Object) {
	if o == nil {
		return
	}
	tokens := map[string]declaration{}
	o.Each(func(key string, v *tomlfile.Value) {
		if v.Kind != tomlfile.KindTable {
			dec.d.WrongKind(v, o.Describe(key), "a table")
			return
		}
		if _, plain := plainToken(key); plain {
			dec.d.Errorf(v.KeyPos, "tile kind %q is named like a plain tile; plain tiles need no declaration", key)
			return
		}
		t, ok := dec.tile(dec.d.Object(v.Table, "[tiles."+key+"]"), key)
		if !ok {
			return
		}
		// The token is made of the value and the glyph: the clash is
		// reported at whichever of them the given file set.
		at := v.Table.Pos
		if g := v.Table.Fields["glyph"]; g != nil {
			at = g.Pos
		}
		if val := v.Table.Fields["value"]; val != nil {
			at = dec.blame(val.Pos, at)
		}
		if other, dup := tokens[t.Token()]; dup {
			// Still declare the kind, so that tile sets naming it do not
			// report it unknown.
			dec.d.Errorf(dec.blame(other.at, at), "tiles %q and %q are both written %q in grids; give one another glyph or value", other.key, key, t.Token())
		}
		tokens[t.Token()] = declaration{key, at}
		dec.tileIDs[key] = engine.TileKindID(len(dec.rules.Tiles))
		dec.tileKeys = append(dec.tileKeys, key)
		dec.rules.Tiles = append(dec.rules.Tiles, t)
	})
}

func (dec *decoder) tile(o *tomlfile.Object, key string) (engine.TileKind, bool) {
	t := engine.TileKind{Name: key, Ability: engine.NoAbility}
	ok := true
	o.Require("value", "glyph")
	o.String("name", &t.Name)
	if o.Int("value", &t.Value) && !dec.within(o.Value("value"), o.Describe("value"), t.Value, -maxTileValue, maxTileValue) {
		t.Value = 0 // reported; a grid's token for the tile is its glyph alone
	}
	if o.String("glyph", &t.Glyph) && !isGlyph(t.Glyph, false) {
		dec.errorf(o.Value("glyph"), "glyph %q must be 1 to 3 letters", t.Glyph)
		ok = false
	}
	if o.Has("ability") {
		t.Ability = dec.abilityRef(o, "ability")
	}
	if p := o.Object("params"); p != nil {
		t.Params = map[string]int{}
		p.Each(func(name string, v *tomlfile.Value) {
			if v.Kind != tomlfile.KindInteger {
				dec.d.WrongKind(v, p.Describe(name), "an integer")
				return
			}
			t.Params[name] = int(v.Int)
			dec.within(v, p.Describe(name), t.Params[name], -maxCashPoints, maxCashPoints)
		})
	}
	if t.Ability != engine.NoAbility {
		for _, m := range dec.rules.Abilities[t.Ability].Play {
			// A cash mode without its param is reported where it is written.
			if _, has := t.Params[m.Param]; m.Kind == engine.CashPlay && m.Param != "" && !has {
				dec.d.Errorf(o.Pos(), "tile %q can be cashed (ability %q) but has no params.%s giving the points", key, dec.rules.Abilities[t.Ability].Name, m.Param)
			}
		}
	}
	o.Close()
	return t, ok
}

// tileRef finds the tile kind named name: a declared kind's key or a plain
// token such as "+3", created on first use.
func (dec *decoder) tileRef(name string) (engine.TileKindID, bool) {
	if id, ok := dec.tileIDs[name]; ok {
		return id, true
	}
	v, ok := plainToken(name)
	if !ok || !plainValueOK(v) {
		return 0, false
	}
	return dec.plainTile(v), true
}

// plainValueOK reports whether a plain tile of value v may exist: within
// the limit of every tile's value.
func plainValueOK(v int) bool { return -maxTileValue <= v && v <= maxTileValue }

// plainTile returns the plain tile kind of value v, creating it if needed.
func (dec *decoder) plainTile(v int) engine.TileKindID {
	tok := engine.ValueToken(v)
	if id, ok := dec.tileIDs[tok]; ok {
		return id
	}
	id := engine.TileKindID(len(dec.rules.Tiles))
	dec.rules.Tiles = append(dec.rules.Tiles, engine.TileKind{Name: tok, Value: v, Ability: engine.NoAbility})
	dec.tileIDs[tok] = id
	return id
}

// gridTile finds the tile kind a grid token such as "+1T" or "-3" writes.
func (dec *decoder) gridTile(tok string) (engine.TileKindID, bool) {
	v, glyph, ok := engine.SplitTileToken(tok)
	if !ok {
		return 0, false
	}
	if glyph == "" {
		if !plainValueOK(v) {
			return 0, false
		}
		return dec.plainTile(v), true
	}
	return dec.rules.TileByToken(v, glyph)
}
