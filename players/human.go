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

// Human is a seat played by a person at the terminal: it shows the board,
// the hand and the supply, lists the legal moves and reads a choice. Bad
// input is answered and asked again.
type Human struct {
	in    *bufio.Reader
	out   io.Writer
	names []string
	seat  int
	style report.Style
}

// NewHuman seats a person at the terminal in the given seat of a game
// between players of the given names: moves are read from in, and the
// table is shown on out.
func NewHuman(in io.Reader, out io.Writer, names []string, seat int, style report.Style) *Human {
	return &Human{in: bufio.NewReader(in), out: out, names: names, seat: seat, style: style}
}

func (h *Human) Name() string { return "human" }

// ErrQuit ends a game the person abandoned.
var ErrQuit = errors.New("game abandoned at the terminal")

func (h *Human) Choose(v *play.View, moves []engine.Move) (engine.Move, error) {
	// What a person is shown comes from the view; the state behind it is
	// one deal of what the seat cannot see, used for notation only.
	s := v.Sample(nil)
	if len(moves) == 1 && (moves[0].Kind == engine.Pass || moves[0].Kind == engine.EndTurn) {
		fmt.Fprintf(h.out, "%s cannot play: %s.\n", h.names[h.seat], s.Notation(moves[0]))
		return moves[0], nil
	}
	h.show(s)
	h.list(s, moves)
	for {
		fmt.Fprintf(h.out, "%s, your move (number or notation; ? lists the moves, q quits): ", h.names[h.seat])
		line, err := h.readLine()
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
			h.show(s)
			h.list(s, moves)
			continue
		case "q", "quit":
			return engine.Move{}, ErrQuit
		}
		if n, err := strconv.Atoi(text); err == nil {
			if n >= 1 && n <= len(moves) {
				return moves[n-1], nil
			}
			fmt.Fprintf(h.out, "There is no move %d: choose 1 to %d.\n", n, len(moves))
			continue
		}
		m, err := s.ParseMove(text)
		if err != nil {
			fmt.Fprintf(h.out, "%q is not a legal move here; type ? to see the list.\n", text)
			continue
		}
		return m, nil
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

// show prints the board and what the player may know of the others.
func (h *Human) show(s *engine.State) {
	r := s.Rules
	p := &position.Position{Rules: r, Act: s.Act, Players: h.names, Board: s.Board}
	fmt.Fprintf(h.out, "\n== %s: %s to move ==\n%s", r.Acts[s.Act].Name, h.names[s.ToMove], position.Grid(p))
	var points []string
	for i, n := range h.names {
		points = append(points, fmt.Sprintf("%s %s", n, h.style.Num(s.Points[i])))
	}
	fmt.Fprintf(h.out, "Points: %s. Pool: %d tiles.\n", strings.Join(points, ", "), s.PoolTotal)
	for i, n := range h.names {
		if i == h.seat {
			fmt.Fprintf(h.out, "Your hand: %s. Your supply: %s.\n", h.hand(s, i, true), h.supply(s, i))
			continue
		}
		fmt.Fprintf(h.out, "%s holds %s; supply %s.\n", n, h.hand(s, i, false), h.supply(s, i))
	}
	if s.Phase == engine.PhaseDrawn {
		fmt.Fprintf(h.out, "You drew %s.\n", r.Tiles[s.Drawn].Token())
	}
	if s.Phase == engine.PhaseAfter {
		fmt.Fprintf(h.out, "The tile on %s offers an action; you may decline it.\n", s.Board.Geometry.Name(s.Placed))
	}
}

// hand writes a hand: the faces of one's own tiles; of others, only what
// the backs show (the act each tile came from), unless hands are open.
func (h *Human) hand(s *engine.State, p int, own bool) string {
	if len(s.Hands[p]) == 0 {
		return "no tiles"
	}
	var parts []string
	for _, t := range s.Hands[p] {
		switch {
		case own:
			parts = append(parts, s.Rules.Tiles[t.Kind].Token())
		case s.Rules.Turn.SecretHand:
			parts = append(parts, "a hidden tile")
		default:
			parts = append(parts, "a tile of "+s.Rules.Acts[t.Act].Name)
		}
	}
	return strings.Join(parts, ", ")
}

func (h *Human) supply(s *engine.State, p int) string {
	var parts []string
	for f, n := range s.Supply[p] {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, s.Rules.Figures[f].Glyph))
		}
	}
	if len(parts) == 0 {
		return "empty"
	}
	return strings.Join(parts, ", ")
}

// list prints the legal moves, numbered, several to a line.
func (h *Human) list(s *engine.State, moves []engine.Move) {
	const perLine = 6
	var line strings.Builder
	for i, m := range moves {
		fmt.Fprintf(&line, "%4d) %-12s", i+1, s.Notation(m))
		if (i+1)%perLine == 0 || i == len(moves)-1 {
			fmt.Fprintln(h.out, strings.TrimRight(line.String(), " "))
			line.Reset()
		}
	}
}

// Observe tells the person what happens at the table, without showing
// tiles they could not see.
func (h *Human) Observe(s *engine.State, m engine.Move) {
	r := s.Rules
	switch m.Kind {
	case engine.Deal:
		if s.DealTo == h.seat {
			fmt.Fprintf(h.out, "You are dealt %s.\n", r.Tiles[m.Tile].Token())
		} else {
			fmt.Fprintf(h.out, "%s is dealt a tile.\n", h.names[s.DealTo])
		}
	case engine.Drawn:
		if s.ToMove != h.seat {
			fmt.Fprintf(h.out, "%s draws a tile.\n", h.names[s.ToMove])
		}
	case engine.NextAct:
		h.actOver(s)
	case engine.Draw:
	default:
		if s.ToMove != h.seat {
			fmt.Fprintf(h.out, "%s: %s\n", h.names[s.ToMove], s.Notation(m))
		}
	}
}

func (h *Human) actOver(s *engine.State) {
	var parts []string
	for i, n := range h.names {
		parts = append(parts, fmt.Sprintf("%s %s", n, h.style.Num(s.ActPoints[s.Act][i])))
	}
	fmt.Fprintf(h.out, "\n%s is over. Scored: %s.\n", s.Rules.Acts[s.Act].Name, strings.Join(parts, ", "))
}

// GameOver tells the person how the last act ended.
func (h *Human) GameOver(s *engine.State) {
	if s.Phase == engine.PhaseGameOver {
		h.actOver(s)
	}
}
