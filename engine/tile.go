package engine

import "strconv"

// TileKindID indexes Rules.Tiles.
type TileKindID int16

// NoAbility marks a plain tile.
const NoAbility AbilityID = -1

// TileKind is one kind of tile: its printed value, at most one special
// ability (R2) and the ability's parameters, such as a Treasure's cash value.
type TileKind struct {
	Name    string // e.g. "Treasure", or "+3" for a plain tile
	Glyph   string // ability mark in grid tokens: "T" in "+1T"; "" for plain tiles
	Value   int
	Ability AbilityID
	Params  map[string]int
}

// Token is how the tile is written in a grid: its signed value followed by
// its glyph, e.g. "+3", "-2", "0", "+1T"; a special tile worth 0 is written
// by its glyph alone, e.g. "GC".
func (t *TileKind) Token() string {
	if t.Value == 0 && t.Glyph != "" {
		return t.Glyph
	}
	return ValueToken(t.Value) + t.Glyph
}

// ValueToken writes a tile value with an explicit sign: "+3", "-2", "0".
func ValueToken(v int) string {
	switch {
	case v > 0:
		return "+" + strconv.Itoa(v)
	case v < 0:
		return strconv.Itoa(v)
	}
	return "0"
}
