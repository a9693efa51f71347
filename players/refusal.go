package players

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
)

// refusal says why a person's move is refused: text is what they typed,
// which is none of moves, the legal moves of the seat's view v; names
// are the players' names. It reads
// the view only (the board, the phase, the seat's own hand and supply,
// the pool's size), so a reason never tells what the seat could not see.
//
// It tries, in order: what the phase of the turn asks for (after a draw a
// tile must be played; after placing a tile with an action, the action is
// taken or declined), words that are moves of other phases (draw, pass,
// end, decline), then a piece and a square: that the square exists and is
// free, that the figure is in the supply or the tile in the hand, and
// that the tile may be played that way now.
func refusal(v *play.View, moves []engine.Move, names []string, text string) string {
	r := v.Rules()
	line := normalMove(text)
	words := strings.Fields(line)
	if len(words) == 0 {
		return "type a move, or ? for the list of legal moves"
	}
	first := words[0]
	switch v.Phase() {
	case engine.PhaseAfter:
		if first != "remove" && first != "swap" && first != "decline" {
			return fmt.Sprintf("the %s you placed on %s offers an action: %s", tileName(r, v.Cell(v.Placed()).TileKind()), squareName(v, v.Placed()), orList(v, moves))
		}
		return "it is not offered: " + orList(v, moves)
	}
	switch first {
	case "decline", "remove", "swap":
		return "no action is waiting: a tile with an action offers it just after you place it"
	case "pass":
		return "you can still move: pass is for a player with nothing to do"
	case "end":
		if v.Phase() == engine.PhaseDrawn {
			return "you can play a tile: end is for a turn whose drawn tile cannot be played"
		}
		return "end is for a turn whose drawn tile cannot be played; you have not drawn"
	case "draw", "drew":
		switch {
		case v.Phase() == engine.PhaseDrawn:
			return drewText(v) + ": now play a tile"
		case v.PoolSize() == 0:
			return "the pool is empty: there is nothing to draw"
		}
	case "next":
		return "the next act starts by itself when this one is over"
	}
	piece, at, form := splitMove(line)
	if form == "" && len(words) == 1 && looksLikeSquare(first) {
		sq, why := square(v, first)
		if why != "" {
			return why
		}
		return fmt.Sprintf("say what goes on %s: a piece, @ and the square, as %s@%s", squareName(v, sq), r.Figures[0].Glyph, squareName(v, sq))
	}
	if form == "" {
		return fmt.Sprintf("that is not a move: write a piece, @ and a square (%s@C3), draw, or a number from the list ? prints", r.Figures[0].Glyph)
	}
	if f, ok := figureByGlyph(r, piece); ok {
		if form != "@" {
			return fmt.Sprintf("a %s is placed with @ and a square: %s@C3", r.Figures[f].Name, r.Figures[f].Glyph)
		}
		return figureRefusal(v, names, f, at)
	}
	k, ok := tileByToken(r, piece)
	if !ok {
		return fmt.Sprintf("%q is neither a figure (%s) nor a tile of %s; tiles are written as on the board: +3, -2, %s",
			strings.ToUpper(piece), figureList(r), r.Name, exampleSpecial(r))
	}
	return tileRefusal(v, names, k, form, at)
}

// splitMove splits a typed move (as normalMove writes it) into its
// piece, where it goes and its form: "@" (piece@square), "cash" (piece
// cash), ">" (piece from>to, at holding both), or "" for none of these.
func splitMove(line string) (piece, at, form string) {
	if p, sq, ok := strings.Cut(line, "@"); ok && !strings.Contains(sq, " ") {
		return p, sq, "@"
	}
	words := strings.Fields(line)
	if len(words) == 2 && words[1] == "cash" {
		return words[0], "", "cash"
	}
	if len(words) == 2 && strings.Count(words[1], ">") == 1 {
		return words[0], words[1], ">"
	}
	return "", "", ""
}

// figureRefusal says why placing figure f on the square named at is
// refused.
func figureRefusal(v *play.View, names []string, f engine.FigureKindID, at string) string {
	r := v.Rules()
	if v.Phase() == engine.PhaseDrawn {
		return drewText(v) + ": now play a tile"
	}
	sq, why := square(v, at)
	if why != "" {
		return why
	}
	if v.Supply(v.Seat())[f] == 0 {
		return fmt.Sprintf("you have no %s left to place", r.Figures[f].Name)
	}
	if why := taken(v, names, sq); why != "" {
		return why
	}
	return fmt.Sprintf("%s@%s is not legal here; ? lists the legal moves", r.Figures[f].Glyph, squareName(v, sq))
}

// tileRefusal says why playing tile kind k in the given form (see
// splitMove) is refused.
func tileRefusal(v *play.View, names []string, k engine.TileKindID, form, at string) string {
	r := v.Rules()
	tok := r.Tiles[k].Token()
	if !holds(v, k) {
		return "you hold no " + tok
	}
	drawn, hasDrawn := v.Drawn()
	switch {
	case v.Phase() == engine.PhaseTurn && v.PoolSize() > 0 && r.Turn.HandPlay == engine.HandWhenPoolEmpty:
		return "while the pool holds tiles, you draw before you play a tile: type draw"
	case hasDrawn && r.Turn.Draw == engine.DrawThenDrawn && k != drawn:
		return fmt.Sprintf("after drawing you play the tile you drew, %s; your %s stays in your hand", r.Tiles[drawn].Token(), tok)
	}
	modes := playKinds(r, k)
	switch form {
	case "cash":
		if !modes[engine.CashPlay] {
			return fmt.Sprintf("a %s cannot be cashed", tileName(r, k))
		}
	case ">":
		if !modes[engine.MoveFigurePlay] {
			return fmt.Sprintf("a %s moves no figure: play it with @ and a square, %s@C3", tileName(r, k), tok)
		}
		from, to, _ := strings.Cut(at, ">")
		fromSq, why := square(v, from)
		if why != "" {
			return why
		}
		toSq, why := square(v, to)
		if why != "" {
			return why
		}
		if c := v.Cell(fromSq); !c.IsFigure() || c.Player() != v.Seat() {
			return fmt.Sprintf("%s holds no figure of yours to move", squareName(v, fromSq))
		}
		if !adjacent(v, fromSq, toSq) {
			return fmt.Sprintf("a figure steps to a square beside it: %s is not next to %s", squareName(v, toSq), squareName(v, fromSq))
		}
		if why := taken(v, names, toSq); why != "" {
			return why
		}
	case "@":
		if !modes[engine.PlacePlay] && !modes[engine.ReplacePlay] {
			how := "it is played another way"
			switch {
			case modes[engine.MoveFigurePlay]:
				how = fmt.Sprintf("it moves one of your figures a step and takes its square: %s B2>B3", tok)
			case modes[engine.CashPlay]:
				how = fmt.Sprintf("it is cashed: %s cash", tok)
			}
			return fmt.Sprintf("a %s is not placed on a square: %s", tileName(r, k), how)
		}
		sq, why := square(v, at)
		if why != "" {
			return why
		}
		if why := taken(v, names, sq); why != "" {
			if c := v.Cell(sq); modes[engine.ReplacePlay] && c.IsTile() {
				return why + fmt.Sprintf(", which a %s cannot replace", tileName(r, k))
			}
			return why
		}
	}
	return "that is not legal here; ? lists the legal moves"
}

// square finds the square named name on the board, or says why there is
// none.
func square(v *play.View, name string) (engine.Square, string) {
	g := v.Board().Geometry
	where := fmt.Sprintf("the board has columns A to %s and rows 1 to %d", engine.ColumnName(g.Width-1), g.Height)
	row, col, err := engine.ParseSquareName(name)
	if err != nil || !g.Contains(row, col) {
		return engine.NoSquare, fmt.Sprintf("%s is not a square: %s", strings.ToUpper(name), where)
	}
	sq := g.At(row, col)
	if v.Cell(sq) == engine.Hole {
		return engine.NoSquare, fmt.Sprintf("%s is not a square of this board: it is a hole", squareName(v, sq))
	}
	return sq, ""
}

// taken says what stands on sq, or "" when it is empty.
func taken(v *play.View, names []string, sq engine.Square) string {
	r := v.Rules()
	c := v.Cell(sq)
	switch {
	case c == engine.Empty:
		return ""
	case c.IsFigure():
		owner := names[c.Player()] + "'s"
		if c.Player() == v.Seat() {
			owner = "your"
		}
		return fmt.Sprintf("%s is taken: %s %s stands there", squareName(v, sq), owner, r.Figures[c.FigureKind()].Name)
	case c.IsPrinted():
		return fmt.Sprintf("%s is taken: a %s is printed there", squareName(v, sq), tileName(r, c.TileKind()))
	}
	return fmt.Sprintf("%s is taken by a %s", squareName(v, sq), tileName(r, c.TileKind()))
}

// drewText says what the seat drew: "you drew -2".
func drewText(v *play.View) string {
	if k, ok := v.Drawn(); ok {
		return "you drew " + v.Rules().Tiles[k].Token()
	}
	return "you drew"
}

// orList writes the legal moves as choices: "remove E2, or decline".
func orList(v *play.View, moves []engine.Move) string {
	var parts []string
	for _, m := range moves {
		if m.Kind != engine.Decline {
			parts = append(parts, v.Notation(m))
		}
	}
	const shown = 6
	if len(parts) > shown {
		parts = append(parts[:shown], fmt.Sprintf("… (%d in all; ? lists them)", len(parts)))
	}
	return strings.Join(append(parts, "or decline"), ", ")
}

// tileName names a tile kind for a sentence: a special tile by its name
// and token ("Mead (+2M)"), a plain one by its token.
func tileName(r *engine.Rules, k engine.TileKindID) string {
	t := r.Tiles[k]
	if t.Ability == engine.NoAbility {
		return t.Token()
	}
	return fmt.Sprintf("%s (%s)", t.Name, t.Token())
}

func squareName(v *play.View, sq engine.Square) string { return v.Board().Geometry.Name(sq) }

// figureByGlyph finds a figure kind by its glyph, in any case.
func figureByGlyph(r *engine.Rules, glyph string) (engine.FigureKindID, bool) {
	for f, k := range r.Figures {
		if strings.EqualFold(k.Glyph, glyph) {
			return engine.FigureKindID(f), true
		}
	}
	return 0, false
}

// tileByToken finds a tile kind by its token (as normalMove writes it),
// in any case.
func tileByToken(r *engine.Rules, tok string) (engine.TileKindID, bool) {
	for k := range r.Tiles {
		if t := &r.Tiles[k]; strings.EqualFold(t.Token(), tok) || t.Value == 0 && t.Glyph != "" && strings.EqualFold("0"+t.Glyph, tok) {
			return engine.TileKindID(k), true
		}
	}
	return 0, false
}

// holds reports whether the seat of v holds a tile of kind k.
func holds(v *play.View, k engine.TileKindID) bool {
	for _, t := range v.Hand() {
		if t.Kind == k {
			return true
		}
	}
	return false
}

// playKinds are the ways a tile of kind k may be played.
func playKinds(r *engine.Rules, k engine.TileKindID) map[engine.PlayKind]bool {
	a := r.AbilityOf(k)
	if a == nil {
		return map[engine.PlayKind]bool{engine.PlacePlay: true}
	}
	out := map[engine.PlayKind]bool{}
	for _, m := range a.Play {
		out[m.Kind] = true
	}
	return out
}

// adjacent reports whether squares a and b are side by side.
func adjacent(v *play.View, a, b engine.Square) bool {
	for _, n := range v.Board().Geometry.Neighbours(nil, a) {
		if n == b {
			return true
		}
	}
	return false
}

// figureList writes a ruleset's figure glyphs: "B, T, C, L".
func figureList(r *engine.Rules) string {
	var g []string
	for _, f := range r.Figures {
		g = append(g, f.Glyph)
	}
	return strings.Join(g, ", ")
}

// exampleSpecial is the token of the ruleset's first special tile, as an
// example of one ("+2M"); "" when it has none.
func exampleSpecial(r *engine.Rules) string {
	for _, t := range r.Tiles {
		if t.Ability != engine.NoAbility {
			return t.Token()
		}
	}
	return "+1"
}

// looksLikeSquare reports whether word is shaped like a square's name: a
// letter and a number.
func looksLikeSquare(word string) bool {
	if len(word) < 2 || !unicode.IsLetter(rune(word[0])) {
		return false
	}
	_, err := strconv.Atoi(word[1:])
	return err == nil
}
