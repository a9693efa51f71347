package report

import (
	"strings"

	"github.com/sagatools/saga/engine"
)

// Colours on a terminal, as ANSI escape sequences. Each seat takes the
// colour its default name in the ruleset stands for (the built-in
// rulesets name seats by colour), or one from a fixed list; tiles are
// cyan when positive and magenta when negative, colours no seat of the
// built-in rulesets has, so that a tile is never taken for a player's
// piece.
const (
	sgrReset    = "\x1b[0m"
	sgrPositive = "36" // cyan
	sgrNegative = "35" // magenta
	sgrBold     = "1"
	sgrReverse  = "7"
)

// paint wraps text in the SGR codes given, when the style has colour.
func (s Style) paint(text string, codes ...string) string {
	var on []string
	for _, c := range codes {
		if c != "" {
			on = append(on, c)
		}
	}
	if !s.Color || len(on) == 0 || text == "" {
		return text
	}
	return "\x1b[" + strings.Join(on, ";") + "m" + text + sgrReset
}

// seatColour is the colour of seat p of a game of r: the colour its
// default name says, or, for a name that is no colour, one from a fixed
// list by seat. Brown is ANSI colour 3, which the first colour
// terminals showed as brown.
func seatColour(r *engine.Rules, p int) string {
	name := ""
	if p < len(r.PlayerNames) {
		name = strings.ToLower(r.PlayerNames[p])
	}
	switch name {
	case "red":
		return "31"
	case "green":
		return "32"
	case "yellow", "brown":
		return "33"
	case "blue":
		return "34"
	case "magenta", "purple":
		return "35"
	case "cyan":
		return "36"
	case "white":
		return "37"
	case "gray", "grey", "black":
		return "90"
	}
	return [...]string{"31", "34", "32", "33", "35", "36", "90", "37"}[p%8]
}

// Player writes text, such as a player's name, in seat p's colour.
func (s Style) Player(r *engine.Rules, p int, text string) string {
	return s.paint(text, seatColour(r, p))
}

// Tile writes text, such as a tile's token, in the colour of the sign of
// tile kind k's value.
func (s Style) Tile(r *engine.Rules, k engine.TileKindID, text string) string {
	switch v := r.Tiles[k].Value; {
	case v > 0:
		return s.paint(text, sgrPositive)
	case v < 0:
		return s.paint(text, sgrNegative)
	}
	return text
}

// Cell writes text, the token of board cell c, in its colour: a figure
// in bold in its player's colour, a tile (or a printed feature) by its
// sign; marked, in reverse video.
func (s Style) Cell(r *engine.Rules, c engine.Cell, text string, marked bool) string {
	mark := ""
	if marked {
		mark = sgrReverse
	}
	switch {
	case c.IsFigure():
		return s.paint(text, sgrBold, seatColour(r, c.Player()), mark)
	case c.HasTileKind():
		sign := ""
		switch v := r.Tiles[c.TileKind()].Value; {
		case v > 0:
			sign = sgrPositive
		case v < 0:
			sign = sgrNegative
		}
		return s.paint(text, sign, mark)
	}
	return s.paint(text, mark)
}
