package players

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/report"
)

// Human is a seat played by a person at the terminal. Before each
// decision it shows the board, with the last move marked, a key to its
// glyphs, the points, what the person may know of the others' hands and
// their own hand and supply; it reads a move in notation (or its number
// in the list that ? prints) and says why a move is refused. Between
// decisions it tells what happens at the table (Observe), and the score
// of each act as it ends. It shows only what its seat may know: the
// prompt is drawn from the seat's view alone.
type Human struct {
	in    *bufio.Reader
	out   io.Writer
	names []string
	seat  int
	style report.Style
	echo  bool // write each line read after its prompt
	last  lastMove
	// shown: the table was shown at the person's last decision and
	// nothing has happened since but their own moves, so that a drawn
	// tile is announced without the board again.
	shown bool
}

// lastMove is the last move that changed the board, to mark it there.
type lastMove struct {
	player  int
	text    string          // in notation
	squares []engine.Square // the squares it changed
}

// NewHuman seats a person at the terminal in the given seat of a game
// between players of the given names: moves are read from in, and the
// table is shown on out, in the given style (minus signs, colour).
func NewHuman(in io.Reader, out io.Writer, names []string, seat int, style report.Style) *Human {
	return &Human{in: bufio.NewReader(in), out: out, names: names, seat: seat, style: style}
}

// Echo makes the person's answers appear after the prompts, as a
// terminal shows what is typed: for input that is no terminal (a
// script of moves), so that the output reads as the game went.
func (h *Human) Echo() { h.echo = true }

func (h *Human) Name() string { return "human" }

// ErrQuit ends a game the person abandoned.
var ErrQuit = errors.New("game abandoned at the terminal")

func (h *Human) Choose(v *play.View, moves []engine.Move) (engine.Move, error) {
	if len(moves) == 1 && (moves[0].Kind == engine.Pass || moves[0].Kind == engine.EndTurn) {
		fmt.Fprintf(h.out, "%s cannot play: %s.\n", h.name(v.Rules(), h.seat), v.Notation(moves[0]))
		return moves[0], nil
	}
	h.show(v, moves)
	for {
		fmt.Fprintf(h.out, "%s, your move (? lists the legal moves, q quits): ", h.name(v.Rules(), h.seat))
		line, err := h.readLine()
		if h.echo && line != "" {
			fmt.Fprintln(h.out, strings.TrimRight(line, "\r\n"))
		}
		if err != nil && line == "" {
			if err == io.EOF {
				fmt.Fprintln(h.out)
				return engine.Move{}, ErrQuit
			}
			return engine.Move{}, err
		}
		text := strings.TrimSpace(line)
		switch text {
		case "":
			continue
		case "?":
			h.list(v, moves)
			continue
		case "q", "quit":
			return engine.Move{}, ErrQuit
		}
		if n, err := strconv.Atoi(text); err == nil {
			if n >= 1 && n <= len(moves) {
				return moves[n-1], nil
			}
			fmt.Fprintf(h.out, "There is no move %d: ? lists the moves, 1 to %d.\n", n, len(moves))
			continue
		}
		if m, ok := matchMove(v, moves, text); ok {
			return m, nil
		}
		fmt.Fprintf(h.out, "Cannot play %q: %s.\n", text, refusal(v, moves, h.names, text))
	}
}

// readLine reads a line of at most the reader's buffer, 4096 bytes: a
// move, a number, "?" or "q". A longer line, which is none of them, ends
// the game as bad input rather than fill memory (standard input may be
// /dev/zero).
func (h *Human) readLine() (string, error) {
	line, err := h.in.ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) {
		return "", fmt.Errorf("standard input: a line longer than %d bytes, which is no move", h.in.Size())
	}
	return string(line), err
}

// matchMove finds the legal move written text, forgiving case and
// spacing as engine.State.ParseMove does.
func matchMove(v *play.View, moves []engine.Move, text string) (engine.Move, bool) {
	want := normalMove(text)
	for _, m := range moves {
		if normalMove(v.Notation(m)) == want {
			return m, true
		}
	}
	return engine.Move{}, false
}

// normalMove writes a move as typed in one way: lower case, single
// spaces, "@" joining its piece and square, the minus sign saga prints
// read as "-", and a positive tile's value with its "+".
func normalMove(text string) string {
	words := strings.Fields(strings.ToLower(strings.ReplaceAll(text, "\u2212", "-")))
	for i, w := range words {
		if w[0] >= '1' && w[0] <= '9' {
			words[i] = "+" + w
		}
	}
	joined := strings.Join(words, " ")
	return strings.ReplaceAll(strings.ReplaceAll(joined, " @", "@"), "@ ", "@")
}

// show prints the table as the seat sees it: the board with the last
// move marked, the key to its glyphs, the points and the pool, the
// others' hands by their backs, the person's own hand and supply, and
// what the phase of the turn asks for.
func (h *Human) show(v *play.View, moves []engine.Move) {
	r := v.Rules()
	defer func() { h.shown = true }()
	if v.Phase() == engine.PhaseDrawn && h.shown {
		fmt.Fprintf(h.out, "%s Your hand: %s.\n", h.drewLine(v), h.hand(v))
		return
	}
	p := &position.Position{Rules: r, Act: v.Act(), Players: h.names, Board: v.Board()}
	fmt.Fprintf(h.out, "\n== %s: %s to move ==\n", r.Acts[v.Act()].Name, h.name(r, v.ToMove()))
	fmt.Fprint(h.out, report.Board(p, h.last.squares, h.style))
	for _, line := range h.legend(v) {
		fmt.Fprintln(h.out, line)
	}
	var points []string
	for i := range h.names {
		points = append(points, h.name(r, i)+" "+h.style.Num(v.Points(i)))
	}
	fmt.Fprintf(h.out, "Points: %s. Pool: %s.\n", strings.Join(points, ", "), report.Count(v.PoolSize(), "tile"))
	for i := range h.names {
		if i != h.seat {
			fmt.Fprintf(h.out, "%s holds %s; supply %s.\n", h.name(r, i), h.backs(v, i), h.supply(v, i))
		}
	}
	fmt.Fprintf(h.out, "Your hand: %s. Your supply: %s.\n", h.hand(v), h.supply(v, h.seat))
	switch v.Phase() {
	case engine.PhaseDrawn:
		fmt.Fprintln(h.out, h.drewLine(v))
	case engine.PhaseAfter:
		k := v.Cell(v.Placed()).TileKind()
		fmt.Fprintf(h.out, "The %s you placed on %s offers an action: %s.\n", tileName(r, k), squareName(v, v.Placed()), orList(v, moves))
	}
}

// drewLine says what the person drew and must do now.
func (h *Human) drewLine(v *play.View) string {
	r := v.Rules()
	k, _ := v.Drawn()
	what := "now play a tile"
	if r.Turn.Draw == engine.DrawThenDrawn {
		what = "now play it"
	}
	return fmt.Sprintf("You drew %s: %s.", h.style.Tile(r, k, r.Tiles[k].Token()), what)
}

// legend is the key to what the board and hands show: the figures, the
// special tiles and printed features in sight (by the ruleset's names),
// and the last move's mark.
func (h *Human) legend(v *play.View) []string {
	r := v.Rules()
	figures := make([]bool, len(r.Figures))
	tiles := make([]bool, len(r.Tiles))
	printed := make([]bool, len(r.Tiles))
	for sq := range v.Board().Cells {
		switch c := v.Cell(engine.Square(sq)); {
		case c.IsFigure():
			figures[c.FigureKind()] = true
		case c.IsPrinted():
			printed[c.TileKind()] = true
		case c.IsTile():
			tiles[c.TileKind()] = true
		}
	}
	for p := range h.names {
		for f, n := range v.Supply(p) {
			figures[f] = figures[f] || n > 0
		}
	}
	for _, t := range v.Hand() {
		tiles[t.Kind] = true
	}
	var lines []string
	var fig []string
	for f, in := range figures {
		if in {
			fig = append(fig, r.Figures[f].Glyph+" "+r.Figures[f].Name)
		}
	}
	if len(fig) > 0 {
		lines = append(lines, fmt.Sprintf("Figures: %s (on the board, player:glyph).", strings.Join(fig, ", ")))
	}
	var special, features []string
	seen := map[string]bool{} // one entry for tiles of one glyph and name (the Treasures)
	for k := range r.Tiles {
		t := &r.Tiles[k]
		key := t.Glyph + " " + t.Name
		if t.Glyph != "" && tiles[k] && !seen[key] {
			seen[key] = true
			special = append(special, key)
		}
		if printed[k] {
			features = append(features, fmt.Sprintf("[%s] %s", t.Token(), t.Name))
		}
	}
	switch {
	case len(special) > 0 && len(features) > 0:
		lines = append(lines, fmt.Sprintf("Special tiles: %s; printed on the board: %s.", strings.Join(special, ", "), strings.Join(features, ", ")))
	case len(special) > 0:
		lines = append(lines, fmt.Sprintf("Special tiles: %s.", strings.Join(special, ", ")))
	case len(features) > 0:
		lines = append(lines, fmt.Sprintf("Printed on the board: %s.", strings.Join(features, ", ")))
	}
	if len(h.last.squares) > 0 {
		who := h.name(r, h.last.player) + "'s"
		if h.last.player == h.seat {
			who = "your"
		}
		lines = append(lines, fmt.Sprintf("*: %s last move, %s.", who, h.last.text))
	}
	return lines
}

// name is player p's name in their colour.
func (h *Human) name(r *engine.Rules, p int) string { return h.style.Player(r, p, h.names[p]) }

// hand writes the person's own hand, tile faces in their colours.
func (h *Human) hand(v *play.View) string {
	r := v.Rules()
	var parts []string
	for _, t := range v.Hand() {
		parts = append(parts, h.style.Tile(r, t.Kind, r.Tiles[t.Kind].Token()))
	}
	if len(parts) == 0 {
		return "no tiles"
	}
	return strings.Join(parts, ", ")
}

// backs writes what the seat knows of player p's hand: how many tiles,
// and the act each came from, which its back shows, unless hands are
// secret.
func (h *Human) backs(v *play.View, p int) string {
	n := v.HandSize(p)
	if n == 0 {
		return "no tiles"
	}
	acts := v.HandActs(p)
	if acts == nil {
		return report.Count(n, "hidden tile")
	}
	var names []string
	for _, a := range acts {
		names = append(names, v.Rules().Acts[a].Name)
	}
	return fmt.Sprintf("%s (backs: %s)", report.Count(n, "tile"), strings.Join(names, ", "))
}

func (h *Human) supply(v *play.View, p int) string {
	r := v.Rules()
	var parts []string
	for f, n := range v.Supply(p) {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, r.Figures[f].Glyph))
		}
	}
	if len(parts) == 0 {
		return "empty"
	}
	return strings.Join(parts, ", ")
}

// list prints the legal moves, numbered, several to a line.
func (h *Human) list(v *play.View, moves []engine.Move) {
	const perLine = 6
	var line strings.Builder
	for i, m := range moves {
		fmt.Fprintf(&line, "%4d) %-12s", i+1, v.Notation(m))
		if (i+1)%perLine == 0 || i == len(moves)-1 {
			fmt.Fprintln(h.out, strings.TrimRight(line.String(), " "))
			line.Reset()
		}
	}
}

// Observe tells the person what happens at the table, without showing
// tiles they could not see, and notes the moves that change the board
// to mark the last of them. s is the game just before m.
func (h *Human) Observe(s *engine.State, m engine.Move) {
	r := s.Rules
	if m.Kind == engine.Deal || m.Kind == engine.NextAct || s.ToMove != h.seat {
		h.shown = false
	}
	switch m.Kind {
	case engine.Deal:
		if s.DealTo == h.seat {
			fmt.Fprintf(h.out, "You are dealt %s.\n", h.style.Tile(r, m.Tile, r.Tiles[m.Tile].Token()))
		} else {
			fmt.Fprintf(h.out, "%s is dealt a tile.\n", h.name(r, s.DealTo))
		}
		return
	case engine.Drawn:
		if s.ToMove != h.seat {
			fmt.Fprintf(h.out, "%s draws a tile.\n", h.name(r, s.ToMove))
		}
		return
	case engine.NextAct:
		h.actOver(s)
		h.last = lastMove{}
		return
	case engine.Draw:
		return
	}
	if s.ToMove != h.seat {
		fmt.Fprintf(h.out, "%s: %s\n", h.name(r, s.ToMove), s.Notation(m))
	}
	if squares := changedSquares(s, m); len(squares) > 0 {
		h.last = lastMove{player: s.ToMove, text: s.Notation(m), squares: squares}
	}
}

// changedSquares are the squares move m changes in s.
func changedSquares(s *engine.State, m engine.Move) []engine.Square {
	switch m.Kind {
	case engine.PlaceFigure:
		return []engine.Square{m.To}
	case engine.PlayTile:
		switch s.PlayKind(m) {
		case engine.CashPlay:
			return nil
		case engine.MoveFigurePlay:
			return []engine.Square{m.From, m.To}
		}
		return []engine.Square{m.To}
	case engine.After:
		if s.AfterKind(m) == engine.SwapAfter {
			return []engine.Square{m.From, m.To}
		}
		return []engine.Square{m.From}
	}
	return nil
}

// actOver shows the act's scoring as saga score does, figure by figure,
// and the points it leaves everyone with.
func (h *Human) actOver(s *engine.State) {
	r := s.Rules
	p := &position.Position{Rules: r, Act: s.Act, Players: h.names, Board: s.Board}
	fmt.Fprintf(h.out, "\n== %s is over ==\n", r.Acts[s.Act].Name)
	fmt.Fprint(h.out, report.ScoreText(p, p.Score(), h.style))
	var cashed, points []string
	for i := range h.names {
		if c := s.Cashed[s.Act][i]; c != 0 {
			cashed = append(cashed, h.name(r, i)+" "+h.style.Num(c))
		}
		points = append(points, h.name(r, i)+" "+h.style.Num(s.Points[i]))
	}
	if len(cashed) > 0 {
		fmt.Fprintf(h.out, "Cashed during the act: %s.\n", strings.Join(cashed, ", "))
	}
	fmt.Fprintf(h.out, "Points after %s: %s.\n\n", r.Acts[s.Act].Name, strings.Join(points, ", "))
}

// GameOver tells the person how the last act ended.
func (h *Human) GameOver(s *engine.State) {
	if s.Phase == engine.PhaseGameOver {
		h.actOver(s)
	}
}
