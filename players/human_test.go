package players

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/report"
)

// humanGame plays a game with a person in seat 0, who answers every
// prompt with the lines of script in turn, against automatic players;
// observe sees each move as the table does, after the person was shown
// what came before it, and before they are told of it. It returns all
// the person was shown and the game's end.
func humanGame(t *testing.T, ruleset string, seed uint64, script string, others []string, observe func(s *engine.State, m engine.Move, shown string)) (string, *engine.State) {
	t.Helper()
	r := fixture.Rules(t, ruleset)
	names := r.PlayerNames[:len(others)+1]
	var out bytes.Buffer
	h := NewHuman(strings.NewReader(script), &out, names, 0, report.Style{})
	table := []play.Player{h}
	for i, name := range others {
		p, err := New(name, seed+uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		table = append(table, p)
	}
	shown := 0
	s, err := play.PlayGame(r, table, 0, seed, func(s *engine.State, m engine.Move) {
		if observe != nil {
			observe(s, m, out.String()[shown:])
		}
		shown = out.Len()
		h.Observe(s, m)
	})
	if err != nil {
		t.Fatalf("%s seed %d: %v\n%s", ruleset, seed, err, out.String())
	}
	h.GameOver(s)
	return out.String(), s
}

// boardHeader matches a line of column letters over a board, where a
// letter is no tile.
var boardHeader = regexp.MustCompile(`^\s*A(\s+[A-Z])*\s*$`)

// tokenIn reports whether tile token tok is written in text as a word of
// its own (so that "+1" is not found in "+1T", nor "D" in "D4").
func tokenIn(text, tok string) bool {
	re := regexp.MustCompile(`(^|[^\w+\-])` + regexp.QuoteMeta(tok) + `($|[^\w])`)
	for _, line := range strings.Split(text, "\n") {
		if !boardHeader.MatchString(line) && re.MatchString(line) {
			return true
		}
	}
	return false
}

// A person at the terminal is never shown a tile of another player's
// hand. At each moment of scripted games, every tile kind that only the
// other players' hands hold (none on the board, in the person's hand or
// in the moves just played, which show a tile as it leaves a hand) must
// not be written anywhere in what the person was shown; and the lines
// about the others' hands, deals and draws name no tile at all.
func TestHumanNeverShowsOthersTiles(t *testing.T) {
	checked := 0
	for _, c := range []struct {
		ruleset string
		seed    uint64
		others  []string
	}{
		{"kingdoms", 2, []string{"greedy"}},
		{"kingdoms", 5, []string{"rival", "random"}},
		{"beowulf", 7, []string{"greedy"}},
		{"beowulf", 11, []string{"rival", "random"}},
	} {
		r := fixture.Rules(t, c.ruleset)
		names := r.PlayerNames[:len(c.others)+1]
		script := strings.Repeat("?\n1\nxyz\n2\n", 1000) // lists, plays, a refusal
		var before *engine.State                         // the game before the last move
		var lastMove string                              // that move, in notation
		humanGame(t, c.ruleset, c.seed, script, c.others, func(s *engine.State, m engine.Move, shown string) {
			visible := make([]bool, len(r.Tiles))
			hidden := make([]bool, len(r.Tiles))
			for _, st := range []*engine.State{before, s} {
				if st == nil {
					continue
				}
				for _, cell := range st.Board.Cells {
					if cell.HasTileKind() {
						visible[cell.TileKind()] = true
					}
				}
				for p, hand := range st.Hands {
					for _, tile := range hand {
						if p == 0 {
							visible[tile.Kind] = true
						} else {
							hidden[tile.Kind] = true
						}
					}
				}
			}
			// A tile in sight shows its token, and its value in the act's
			// scoring ("C2 +1 Treasure").
			seen := map[string]bool{}
			for k, in := range visible {
				if in {
					seen[r.Tiles[k].Token()] = true
					seen[engine.ValueToken(r.Tiles[k].Value)] = true
				}
			}
			for k := range r.Tiles {
				tok := r.Tiles[k].Token()
				if seen[tok] || strings.Contains(lastMove, tok) {
					continue
				}
				if hidden[k] {
					checked++
					if tokenIn(shown, tok) {
						t.Errorf("%s seed %d: %s, held by another player only, is shown to the person:\n%s", c.ruleset, c.seed, tok, shown)
					}
				}
			}
			for _, line := range strings.Split(shown, "\n") {
				for _, n := range names[1:] {
					if !strings.HasPrefix(line, n+" holds") && !strings.HasPrefix(line, n+" is dealt") && !strings.HasPrefix(line, n+" draws") {
						continue
					}
					for k := range r.Tiles {
						if tokenIn(line, r.Tiles[k].Token()) {
							t.Errorf("%s seed %d: %q names a tile", c.ruleset, c.seed, line)
						}
					}
				}
			}
			before, lastMove = s.Clone(), ""
			if m.Kind != engine.Deal && m.Kind != engine.Drawn {
				lastMove = s.Notation(m)
			}
		})
	}
	if checked < 500 {
		t.Errorf("only %d hidden tiles checked: the test shows too little", checked)
	}
}

// At each act's end the person is shown every figure's score, as saga
// score prints it, and its act points are what the act gave.
func TestHumanSeesEachActsScoring(t *testing.T) {
	for _, ruleset := range []string{"beowulf", "kingdoms"} {
		shown, s := humanGame(t, ruleset, 3, strings.Repeat("1\n", 1000), []string{"rival"}, nil)
		var want []string
		for a := range s.Rules.Acts {
			rep := report.Style{}
			want = append(want, fmt.Sprintf("Act points: %s %s, %s %s", s.Rules.PlayerNames[0], rep.Num(s.ActPoints[a][0]), s.Rules.PlayerNames[1], rep.Num(s.ActPoints[a][1])))
			if !strings.Contains(shown, fmt.Sprintf("== %s is over ==\n%s, %s: ", s.Rules.Acts[a].Name, ruleset, s.Rules.Acts[a].Name)) {
				t.Errorf("%s: no breakdown at the end of %s", ruleset, s.Rules.Acts[a].Name)
			}
		}
		got := regexp.MustCompile(`(?m)^Act points: .*$`).FindAllString(shown, -1)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: the acts' points shown\n%s\nwant\n%s", ruleset, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if n := strings.Count(shown, "\n    row: "); n < 10 {
			t.Errorf("%s: %d figures' details shown", ruleset, n)
		}
	}
}

// ansi matches a colour escape sequence.
var ansi = regexp.MustCompile("\x1b\\[[0-9;]*m")

// With colour, the person sees the same text, painted: figures in their
// players' colours, tiles by sign, the last move in reverse video;
// without it, no escape sequence at all.
func TestHumanColour(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	run := func(colour bool) string {
		var out bytes.Buffer
		h := NewHuman(strings.NewReader("draw\n1\n?\n1\n1\n1\nq\n"), &out, r.PlayerNames[:2], 0, report.Style{Color: colour})
		g, _ := New("greedy", 1)
		s, err := play.PlayGame(r, []play.Player{h, g}, 0, 7, func(s *engine.State, m engine.Move) { h.Observe(s, m) })
		if err != ErrQuit || s == nil {
			t.Fatalf("the game ended with %v, not the person quitting", err)
		}
		return out.String()
	}
	plain, painted := run(false), run(true)
	if ansi.MatchString(plain) {
		t.Errorf("colour without asking for it:\n%q", plain)
	}
	if got := ansi.ReplaceAllString(painted, ""); got != plain {
		t.Errorf("the painted text differs from the plain one:\n%s\nplain:\n%s", got, plain)
	}
	for what, seq := range map[string]string{
		"brown's name":            "\x1b[33mbrown\x1b[0m",
		"green's last move":       "\x1b[1;32;7mgreen:B\x1b[0m*",
		"a positive tile in hand": "\x1b[36m+6\x1b[0m",
		"a negative tile drawn":   "\x1b[35m-2\x1b[0m",
	} {
		if !strings.Contains(painted, seq) {
			t.Errorf("%s is not painted as %q:\n%q", what, seq, painted)
		}
	}
}
