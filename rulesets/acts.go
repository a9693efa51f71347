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

// tilesetsTable reads [tilesets.*]: each maps tile kinds (declared keys or
// plain tokens like "+3") to counts.
func (dec *decoder) tilesetsTable(o *tomlfile.Object) {
	o.Each(func(key string, v *tomlfile.Value) {
		if v.Kind != tomlfile.KindTable {
			dec.d.WrongKind(v, o.Describe(key), "a table")
			return
		}
		counts := map[engine.TileKindID]int{}
		for _, name := range v.Table.Keys {
			n := v.Table.Fields[name]
			id, ok := dec.tileRef(name)
			v, plain := plainToken(name)
			switch {
			case plain && !plainValueOK(v):
				dec.d.Errorf(n.KeyPos, "the plain tile %q must have a value between %d and %d", name, -maxTileValue, maxTileValue)
			case !ok:
				dec.unknownTileKind(n, name)
			case n.Kind != tomlfile.KindInteger:
				dec.d.WrongKind(n, fmt.Sprintf("count of %q in [tilesets.%s]", name, key), "an integer")
			case n.Int < 0 || n.Int > 1000:
				dec.errorf(n, "count of %q must be between 0 and 1000, not %d", name, n.Int)
			default:
				counts[id] += int(n.Int)
			}
		}
		dec.tilesets[key] = counts
	})
}

func (dec *decoder) unknownTileKind(v *tomlfile.Value, name string) {
	if s := tomlfile.Suggest(name, dec.tileKeys); s != "" {
		dec.d.Errorf(v.KeyPos, "unknown tile kind %q; did you mean %q?", name, s)
		return
	}
	dec.d.Errorf(v.KeyPos, "unknown tile kind %q: name a kind declared under [tiles] (%s) or a plain tile by its signed value, like \"+3\"", name, strings.Join(dec.tileKeys, ", "))
}

// acts reads [acts.N], numbered 1, 2, 3, ... in play order.
func (dec *decoder) acts(o *tomlfile.Object) {
	type act struct {
		n   int
		key string
		v   *tomlfile.Value
	}
	var acts []act
	o.Each(func(key string, v *tomlfile.Value) {
		n, err := strconv.Atoi(key)
		if err != nil || n < 1 {
			dec.d.Errorf(v.KeyPos, "acts are numbered in play order ([acts.1], [acts.2], ...), not %q", key)
			return
		}
		if v.Kind != tomlfile.KindTable {
			dec.d.WrongKind(v, o.Describe(key), "a table")
			return
		}
		acts = append(acts, act{n, key, v})
	})
	sort.Slice(acts, func(i, j int) bool { return acts[i].n < acts[j].n })
	for i, a := range acts {
		if a.n != i+1 {
			dec.d.Errorf(a.v.KeyPos, "acts must be numbered 1 to %d without gaps; [acts.%s] should be [acts.%d]", len(acts), a.key, i+1)
			break // the acts are still read, in order, to report their own mistakes
		}
	}
	if len(acts) == 0 {
		dec.d.Errorf(o.Pos(), "[acts] declares no act")
	}
	if len(acts) > maxActs {
		dec.d.Errorf(o.Pos(), "a ruleset has at most %d acts, not %d", maxActs, len(acts))
	}
	for _, a := range acts {
		dec.act(dec.d.Object(a.v.Table, "[acts."+a.key+"]"), a.key)
	}
}

func (dec *decoder) act(o *tomlfile.Object, key string) {
	act := engine.Act{Name: "Act " + key}
	o.Require("board", "tiles")
	o.String("name", &act.Name)
	dec.actName(o, act.Name)
	var board, tiles string
	if o.String("board", &board) {
		if g, ok := dec.boards[board]; ok {
			act.Board = g // nil when the board itself had errors, already reported
		} else {
			dec.unknown(o.Value("board"), "board", board, keysOf(dec.boards))
		}
	}
	var counts map[engine.TileKindID]int
	if o.String("tiles", &tiles) {
		var ok bool
		if counts, ok = dec.tilesets[tiles]; !ok {
			dec.unknown(o.Value("tiles"), "tile set", tiles, keysOf(dec.tilesets))
		}
	}
	o.Close()
	dec.rules.Acts = append(dec.rules.Acts, act)
	dec.actTiles = append(dec.actTiles, counts)
}

// actName checks an act's name, which heads the act's columns in scores
// and summaries: it must say something and tell the act from the others.
func (dec *decoder) actName(o *tomlfile.Object, name string) {
	at := o.Pos()
	if v := o.Value("name"); v != nil {
		at = v.Pos
	}
	switch {
	case strings.TrimSpace(name) == "":
		dec.d.Errorf(at, "an act's name must not be empty: scores and summaries head its columns with it")
	case slices.ContainsFunc(dec.rules.Acts, func(a engine.Act) bool { return a.Name == name }):
		dec.d.Errorf(at, "two acts are named %q: scores and summaries tell the acts apart by their names", name)
	}
}

// finish turns each act's tile counts into a slice indexed by tile kind,
// now that every plain kind has been created.
func (dec *decoder) finish() {
	for i, counts := range dec.actTiles {
		dec.rules.Acts[i].Tiles = make([]int, len(dec.rules.Tiles))
		for id, n := range counts {
			dec.rules.Acts[i].Tiles[id] = n
		}
	}
}
