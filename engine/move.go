package engine

import (
	"fmt"
	"strings"
)

// MoveKind says what a move does.
type MoveKind uint8

const (
	// PlaceFigure puts a figure from the mover's supply on To (R4a).
	PlaceFigure MoveKind = iota
	// Draw commits the mover to drawing a tile and playing one (R4b).
	Draw
	// Deal and Drawn are chance moves: the tile drawn from the pool, at
	// the start of an act (Deal) or after Draw (Drawn).
	Deal
	Drawn
	// PlayTile plays Tile from the hand in mode Mode (an index into its
	// ability's play modes): on To (place; replace the tile there), to the
	// player's points (cash), or moving the figure on From to To and
	// putting the tile on From (R7-R13).
	PlayTile
	// After takes after-placement option Option: remove the tile on From,
	// or swap the tiles on From and To (R7, R11).
	After
	// Decline passes up the after-placement option.
	Decline
	// EndTurn ends a turn in which the drawn tile cannot be played (R5).
	EndTurn
	// Pass is the move of a player with no legal action (R5, K4).
	Pass
	// NextAct scores nothing more: it clears the finished act and sets up
	// the next one (R19, R20, K6).
	NextAct
)

// Move is one decision or chance outcome. It is small and comparable, so
// moves can be stored, deduplicated and used as map keys.
type Move struct {
	Kind   MoveKind
	Figure FigureKindID
	Tile   TileKindID
	Mode   uint8 // PlayTile: index into the tile's play modes
	Option uint8 // After: index into the tile's after-placement options
	From   Square
	To     Square
}

// Notation writes m in square notation, as game records and the terminal
// show it. The mover is implied.
//
//	L@B3           place a longship on B3
//	draw           draw a tile; the chance move that follows is "drew +3"
//	deal +3        a tile dealt at the start of an act
//	+3@C4          place a tile
//	+1T cash       cash a Treasure
//	-3D@C2         replace the tile on C2 (Drunkenness on a Mead)
//	GC B2>B3       move the figure on B2 to B3, the tile goes on B2
//	remove C3      after-placement option: remove the tile on C3
//	swap C3 D4     after-placement option: swap two tiles
//	decline | end | pass | next act
func (s *State) Notation(m Move) string {
	g := s.Board.Geometry
	r := s.Rules
	switch m.Kind {
	case PlaceFigure:
		return r.Figures[m.Figure].Glyph + "@" + g.Name(m.To)
	case Draw:
		return "draw"
	case Deal:
		return "deal " + r.Tiles[m.Tile].Token()
	case Drawn:
		return "drew " + r.Tiles[m.Tile].Token()
	case PlayTile:
		tok := r.Tiles[m.Tile].Token()
		switch s.ModeOf(m).Kind {
		case CashPlay:
			return tok + " cash"
		case MoveFigurePlay:
			return tok + " " + g.Name(m.From) + ">" + g.Name(m.To)
		}
		return tok + "@" + g.Name(m.To)
	case After:
		if s.OptionOf(m).Kind == SwapAfter {
			return "swap " + g.Name(m.From) + " " + g.Name(m.To)
		}
		return "remove " + g.Name(m.From)
	case Decline:
		return "decline"
	case EndTurn:
		return "end"
	case Pass:
		return "pass"
	case NextAct:
		return "next act"
	}
	return fmt.Sprintf("Move(%d)", m.Kind)
}

// ParseMove finds the legal move written text (square notation, as
// Notation writes it; case and spacing are forgiven).
func (s *State) ParseMove(text string) (Move, error) {
	want := normalizeNotation(text)
	legal := s.LegalMoves(nil)
	for _, m := range legal {
		if normalizeNotation(s.Notation(m)) == want {
			return m, nil
		}
	}
	names := make([]string, 0, len(legal))
	for _, m := range legal {
		names = append(names, s.Notation(m))
	}
	const show = 12
	list := strings.Join(names[:min(show, len(names))], ", ")
	if len(names) > show {
		list += fmt.Sprintf(", … (%d in all)", len(names))
	}
	return Move{}, fmt.Errorf("%q is not a legal move here; legal: %s", text, list)
}

// ParseLine finds the moves of a line of play written as notations
// separated by commas ("draw, drew +5, +5@F2"), each legal after the ones
// before it. s is left as it was.
func (s *State) ParseLine(text string) ([]Move, error) {
	st := s.Clone()
	var line []Move
	for i, part := range strings.Split(text, ",") {
		part = strings.TrimSpace(part)
		if part == "" && i > 0 {
			continue // a trailing comma, or two in a row
		}
		if st.ActOver() {
			return nil, fmt.Errorf("move %d, %q: the act is already over", len(line)+1, part)
		}
		m, err := st.ParseMove(part)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", len(line)+1, err)
		}
		line = append(line, m)
		st.Apply(m)
	}
	return line, nil
}

// LineNotation writes the moves of a line played from s, each as
// Notation writes it where it is played: what ParseLine reads back.
func (s *State) LineNotation(line []Move) []string {
	st := s.Clone()
	out := make([]string, 0, len(line))
	for _, m := range line {
		out = append(out, st.Notation(m))
		st.Apply(m)
	}
	return out
}

// normalizeNotation lowercases, folds spaces and writes a tile's value
// with its sign, as grids allow "6" for "+6".
func normalizeNotation(s string) string {
	// The minus sign saga prints (U+2212) reads as "-".
	words := strings.Fields(strings.ToLower(strings.ReplaceAll(s, "\u2212", "-")))
	for i, w := range words {
		if w[0] >= '1' && w[0] <= '9' {
			words[i] = "+" + w
		}
	}
	joined := strings.Join(words, " ")
	// "L @ F4" is "L@F4": the @ joins a piece to its square.
	return strings.ReplaceAll(strings.ReplaceAll(joined, " @", "@"), "@ ", "@")
}

// PlayKind is how a PlayTile move plays its tile.
func (s *State) PlayKind(m Move) PlayKind {
	if int(m.Tile) < len(s.kinds) && s.kinds[m.Tile]&placeOnly != 0 {
		return PlacePlay
	}
	if a := s.Rules.Tiles[m.Tile].Ability; a != NoAbility && int(m.Mode) < len(s.Rules.Abilities[a].Play) {
		return s.Rules.Abilities[a].Play[m.Mode].Kind
	}
	return PlacePlay
}

// CashValue is what a cash play (R8) scores.
func (s *State) CashValue(m Move) int {
	return s.Rules.Tiles[m.Tile].Params[s.ModeOf(m).Param]
}

// AfterKind is what an After move does.
func (s *State) AfterKind(m Move) AfterKind { return s.OptionOf(m).Kind }

// ModeOf is the play mode a PlayTile move uses.
func (s *State) ModeOf(m Move) PlayMode {
	if a := s.Rules.AbilityOf(m.Tile); a != nil && int(m.Mode) < len(a.Play) {
		return a.Play[m.Mode]
	}
	return PlayMode{Kind: PlacePlay}
}

// OptionOf is the option an After move takes, for the tile on
// s.Placed.
func (s *State) OptionOf(m Move) AfterOption {
	if a := s.Rules.AbilityOf(s.Board.Cells[s.Placed].TileKind()); a != nil && int(m.Option) < len(a.After) {
		return a.After[m.Option]
	}
	return AfterOption{Kind: RemoveAfter}
}
