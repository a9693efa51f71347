package position

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/inputfile"
	"github.com/sagatools/saga/internal/tomlfile"
	"github.com/sagatools/saga/rulesets"
)

// ReadFile reads a position file.
func ReadFile(path string) (*Position, []Warning, error) {
	src, err := inputfile.Read(path, "a position file", tomlfile.MaxFileSize)
	if err != nil {
		return nil, nil, err
	}
	return Parse(path, src)
}

// Parse reads a position from src as if it were the file named file. A
// ruleset given as a path is found relative to that file.
func Parse(file string, src []byte) (*Position, []Warning, error) {
	tree, err := tomlfile.Parse(file, src)
	if err != nil {
		return nil, nil, err
	}
	r := &reader{d: &tomlfile.Decoder{}, p: &Position{File: file}}
	r.read(r.d.Object(tree, "the top level"))
	if err := r.d.Err(); err != nil {
		return nil, nil, err
	}
	return r.p, r.warnings, nil
}

// reader decodes one position file, collecting every mistake.
type reader struct {
	d        *tomlfile.Decoder
	p        *Position
	warnings []Warning
	// inHands counts the tiles in hands by act and kind.
	inHands map[tileCount]int
}

func (r *reader) read(o *tomlfile.Object) {
	p := r.p
	o.Require("ruleset", "act", "players", "grid")
	if o.String("ruleset", &p.Ruleset) {
		p.Rules = r.ruleset(o.Value("ruleset"))
	}
	act := 0
	if o.Int("act", &act) && p.Rules != nil {
		if act < 1 || act > len(p.Rules.Acts) {
			r.d.Errorf(o.Value("act").Pos, "act must be between 1 and %d in ruleset %q, not %d", len(p.Rules.Acts), p.Rules.Name, act)
		} else {
			p.Act = act - 1
		}
	}
	playersOK := o.Strings("players", &p.Players) && r.checkPlayers(o.Value("players"))
	grid := o.Value("grid")
	if grid != nil && grid.Kind != tomlfile.KindString {
		r.d.WrongKind(grid, o.Describe("grid"), "a string")
		grid = nil
	}
	claims := o.Object("claims")
	turn := map[string]*tomlfile.Value{}
	for _, key := range []string{"to_move", "points", "hands", "supply", "pool", "question", "answer"} {
		turn[key] = o.Value(key)
	}
	o.Close()
	if p.Rules == nil || !playersOK || act < 1 || act > len(p.Rules.Acts) || grid == nil {
		claims.Close() // still report unknown keys in the claims
		return
	}
	if r.grid(grid) {
		r.checkSupply()
		r.checkMix()
		r.readTurn(turn)
		r.readQuestion(turn["question"])
		r.readAnswer(turn["answer"])
		p.Claims = r.claims(claims)
		r.checkAnswerMoves()
	}
}

// ruleset loads the ruleset the file names; a path is relative to the file.
func (r *reader) ruleset(v *tomlfile.Value) *engine.Rules {
	ref := v.Str
	if path := rulesetPath(r.p.File, ref); path != "" {
		ref = path
	}
	rules, err := rulesets.Load(ref)
	if err == nil {
		return rules
	}
	if errs, ok := err.(tomlfile.Errors); ok {
		// Mistakes inside the ruleset file are reported where they are.
		for _, e := range errs {
			r.d.Errorf(e.Pos, "%s", e.Msg)
		}
		return nil
	}
	if e, ok := err.(*tomlfile.Error); ok {
		r.d.Errorf(e.Pos, "%s", e.Msg)
		return nil
	}
	r.d.Errorf(v.Pos, "%v", err)
	return nil
}

func (r *reader) checkPlayers(v *tomlfile.Value) bool {
	p := r.p
	ok := true
	seen := map[string]bool{}
	for i, name := range p.Players {
		switch {
		case name == "" || strings.ContainsAny(name, ": \t\r\n[]#."):
			r.d.Errorf(v.Array[i].Pos, "player name %q must be non-empty and free of spaces and the characters : [ ] # .", name)
			ok = false
		case seen[name]:
			r.d.Errorf(v.Array[i].Pos, "player %q is named twice", name)
			ok = false
		}
		seen[name] = true
	}
	if rules := p.Rules; rules != nil && (len(p.Players) < rules.MinPlayers || len(p.Players) > rules.MaxPlayers) {
		r.d.Errorf(v.Pos, "ruleset %q is for %d to %d players, not %d", rules.Name, rules.MinPlayers, rules.MaxPlayers, len(p.Players))
		ok = false
	}
	return ok
}

// grid reads the board and checks it against the act's printed board.
func (r *reader) grid(v *tomlfile.Value) bool {
	p := r.p
	g := p.Rules.Acts[p.Act].Board
	rows, err := rulesets.SplitGrid(v.Str)
	if ge, ok := err.(*rulesets.GridError); ok {
		r.d.Errorf(v.PosAt(ge.Offset), "%s", ge.Msg)
		return false
	}
	if len(rows) != g.Height {
		at := v.Pos
		if len(rows) > g.Height {
			at = v.PosAt(rows[g.Height][0].Offset)
		}
		r.d.Errorf(at, "the grid has %d %s, but the %s board has %d", len(rows), plural(len(rows), "row"), p.ActName(), g.Height)
		return false
	}
	p.Board = engine.NewBoard(g)
	p.grid, p.gridOffsets = v, make([]int, g.Squares())
	for sq := range p.gridOffsets {
		p.gridOffsets[sq] = -1
	}
	ok := true
	for row, toks := range rows {
		if len(toks) != g.Width {
			at := toks[len(toks)-1]
			if len(toks) > g.Width {
				at = toks[g.Width]
			}
			r.d.Errorf(v.PosAt(at.Offset), "row %d has %d %s, but the %s board has %d columns", row+1, len(toks), plural(len(toks), "square"), p.ActName(), g.Width)
			ok = false
			continue
		}
		for col, tok := range toks {
			sq := g.At(row, col)
			p.gridOffsets[sq] = tok.Offset
			c, err := parseCell(p.Rules, p.Players, tok.Text)
			if err == nil {
				err = r.fits(sq, c)
			}
			if err != nil {
				r.d.Errorf(v.PosAt(tok.Offset), "%s: %v", g.Name(sq), err)
				ok = false
				continue
			}
			p.Board.Cells[sq] = c
		}
	}
	return ok
}

// fits checks cell c against what the act's board has printed on sq.
func (r *reader) fits(sq engine.Square, c engine.Cell) error {
	p := r.p
	printed := p.Rules.Acts[p.Act].Board.Initial[sq]
	token := func(c engine.Cell) string { return CellToken(p.Rules, p.Players, c) }
	switch {
	case printed == engine.Hole && c != engine.Hole:
		return fmt.Errorf("%s on a hole: this square does not exist on the %s board; write \"#\"", token(c), p.ActName())
	case printed.IsPrinted() && c != printed:
		return fmt.Errorf("the %s board prints %s here; write %q", p.ActName(), p.Rules.Tiles[printed.TileKind()].Name, token(printed))
	case printed == engine.Empty && (c == engine.Hole || c.IsPrinted()):
		return fmt.Errorf("%q, but the %s board has an open square here", token(c), p.ActName())
	}
	return nil
}

// checkSupply warns, once, about figures beyond what their players own:
// a rulebook illustration may hold more to make a point (the Kingdoms
// rulebook shows four rank-1 castles of one colour in a 3-player game),
// so such a board is read and scored, but it is refused as a puzzle (see
// Puzzle), as no game reaches it.
func (r *reader) checkSupply() {
	p := r.p
	over := p.figuresBeyondOwned()
	if len(over) == 0 {
		return
	}
	var parts []string
	for _, e := range over {
		parts = append(parts, fmt.Sprintf("%d × %s (%s)", e.onBoard, p.Players[e.player]+" "+p.Rules.Figures[e.kind].Name, e.owns(p)))
	}
	msg := fmt.Sprintf("the board holds more figures than their players own: %s; it can be scored, but not solved or played", strings.Join(parts, ", "))
	r.warnings = append(r.warnings, Warning{Pos: p.squarePos(over[0].first), Msg: msg})
}

// checkMix warns, once, about tiles beyond the act's set: rulebook examples
// use them to make a point, so they are allowed. Tiles beyond the set
// that hands kept from earlier acts can explain (R19: as many of a kind
// as the earlier acts' sets hold, and no more in all than the players'
// hands hold) are no mistake, as games reach them: no warning then.
func (r *reader) checkMix() {
	p := r.p
	act := p.Rules.Acts[p.Act]
	seen := make([]int, len(p.Rules.Tiles))
	first := engine.NoSquare
	for sq, c := range p.Board.Cells {
		if c.IsTile() {
			k := c.TileKind()
			if seen[k]++; seen[k] > act.Tiles[k] && first == engine.NoSquare {
				first = engine.Square(sq)
			}
		}
	}
	if first == engine.NoSquare {
		return
	}
	var parts []string
	carried, beyond, excess := false, false, 0
	for k, n := range seen {
		if n > act.Tiles[k] {
			parts = append(parts, fmt.Sprintf("%d × %s (the set has %d)", n, p.Rules.Tiles[k].Token(), act.Tiles[k]))
			earlier := r.earlierActsHave(engine.TileKindID(k))
			carried = carried || earlier > 0
			beyond = beyond || n-act.Tiles[k] > earlier
			excess += n - act.Tiles[k]
		}
	}
	if !beyond && excess <= len(p.Players)*p.Rules.Turn.Hand {
		return
	}
	msg := fmt.Sprintf("the board holds more tiles than %s's set: %s", act.Name, strings.Join(parts, ", "))
	if carried {
		msg += "; tiles kept in hand from an earlier act could explain some"
	}
	r.warnings = append(r.warnings, Warning{Pos: r.p.squarePos(first), Msg: msg})
}

// earlierActsHave is how many tiles of kind k the sets of the acts before
// the position's hold, when hands keep their tiles from act to act (R19);
// 0 when they do not.
func (r *reader) earlierActsHave(k engine.TileKindID) int {
	if !r.p.Rules.Turn.KeepHand {
		return 0
	}
	n := 0
	for _, act := range r.p.Rules.Acts[:r.p.Act] {
		n += act.Tiles[k]
	}
	return n
}

// plural gives noun in the number n calls for: "longship", "longships".
func plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}

// rulesetPath is where a position file names its ruleset file: ref,
// relative to the position file's folder; "" when ref is a built-in.
func rulesetPath(file, ref string) string {
	switch {
	case rulesets.IsBuiltinRef(ref):
		return ""
	case filepath.IsAbs(ref):
		return ref
	}
	return filepath.Join(filepath.Dir(file), ref)
}

// RulesetFile is the ruleset file the position was read with, "" for a
// built-in ruleset: an input, like the position file itself.
func (p *Position) RulesetFile() string { return rulesetPath(p.File, p.Ruleset) }
