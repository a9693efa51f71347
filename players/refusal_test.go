package players

import (
	"strings"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/position"
)

// stateOf reads a position file's text as the game state at its turn.
func stateOf(t *testing.T, src string) (*engine.State, []string) {
	t.Helper()
	p, _, err := position.Parse("test.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	s, err := p.State()
	if err != nil {
		t.Fatal(err)
	}
	return s, p.Players
}

// play plays the moves written, each legal where it is played.
func playMoves(t *testing.T, s *engine.State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(m)
	}
}

// Act II of Beowulf (Gorges printed on B2, E3 and C4), brown to move
// with a +6 and a Good Counsel in hand and no thane left.
const refusalPosition = `
ruleset = "beowulf"
act = 2
players = ["brown", "green"]
to_move = "brown"
grid = '''
        A    B  C   D        E  F
1      +3    .  .   .        .  .
2 brown:T  [G]  .   .        .  .
3       .    .  .   .      [G]  .
4       .    .  [G] .        .  .
5       .    .  .   .  green:T  .
'''
[hands]
brown = ["+6", "GC"]
green = ["-2", "+1"]
[supply]
brown = { B = 1, T = 0, C = 3, L = 4 }
`

// A refused move is answered with why: what the turn's phase asks for,
// a square that is not there or is taken, a piece the player does not
// have, a tile played in a way it cannot be, a word of another phase.
func TestRefusalReasons(t *testing.T) {
	type check struct{ typed, want string }
	cases := []struct {
		name   string
		src    string
		moves  []string // played first, from the position
		checks []check
	}{
		{"turn, the pool holds tiles", refusalPosition, nil, []check{
			{"Z1", "Z1 is not a square: the board has columns A to F and rows 1 to 5"},
			{"B@Z1", "Z1 is not a square: the board has columns A to F and rows 1 to 5"},
			{"b @ g9", "G9 is not a square: the board has columns A to F and rows 1 to 5"},
			{"C3", "say what goes on C3: a piece, @ and the square, as B@C3"},
			{"B@E5", "E5 is taken: green's thane stands there"},
			{"L@A2", "A2 is taken: your thane stands there"},
			{"B@A1", "A1 is taken by a +3"},
			{"C@B2", "B2 is taken: a Gorge (G) is printed there"},
			{"T@D1", "you have no thane left to place"},
			{"+5@D1", "you hold no +5"},
			{"5@D1", "you hold no +5"},
			{"+6@D1", "while the pool holds tiles, you draw before you play a tile: type draw"},
			{"Q@A1", `"Q" is neither a figure (B, T, C, L) nor a tile of beowulf; tiles are written as on the board: +3, -2, +2M`},
			{"xyz", "that is not a move: write a piece, @ and a square (B@C3), draw, or a number from the list ? prints"},
			{"pass", "you can still move: pass is for a player with nothing to do"},
			{"end", "end is for a turn whose drawn tile cannot be played; you have not drawn"},
			{"decline", "no action is waiting: a tile with an action offers it just after you place it"},
			{"remove E5", "no action is waiting: a tile with an action offers it just after you place it"},
			{"next act", "the next act starts by itself when this one is over"},
			{"", "type a move, or ? for the list of legal moves"},
		}},
		{"after drawing", refusalPosition, []string{"draw", "drew -3"}, []check{
			{"B@D1", "you drew -3: now play a tile"},
			{"draw", "you drew -3: now play a tile"},
			{"+6@A1", "A1 is taken by a +3"},
			{"+6 cash", "a +6 cannot be cashed"},
			{"+6 A2>A3", "a +6 moves no figure: play it with @ and a square, +6@C3"},
			{"GC@D1", "a Good Counsel (GC) is not placed on a square: it moves one of your figures a step and takes its square: GC B2>B3"},
			{"GC A1>B1", "A1 holds no figure of yours to move"},
			{"GC E5>E4", "E5 holds no figure of yours to move"},
			{"GC A2>A4", "a figure steps to a square beside it: A4 is not next to A2"},
			{"GC A2>B2", "B2 is taken: a Gorge (G) is printed there"},
			{"GC A2>A1", "A1 is taken by a +3"},
			{"end", "you can play a tile: end is for a turn whose drawn tile cannot be played"},
		}},
		{"the pool is empty", refusalPosition + "[pool]\n", nil, []check{
			{"draw", "the pool is empty: there is nothing to draw"},
			{"+6@A1", "A1 is taken by a +3"},
		}},
		{"an action to take", `
ruleset = "beowulf"
act = 1
players = ["brown", "green"]
grid = '''
      A     B  C  D  E  F
1   -2TE    .  .  .  .  .
2      .    .  .  .  .  .
3      .    .  .  .  .  .
4      .    .  .  .  .  .
5      .    .  .  .  .  .
'''
[hands]
brown = ["+2V"]
[pool]
"+1" = 1
`, []string{"draw", "drew +1", "+2V@C3"}, []check{
			{"B@A2", "the Valor (+2V) you placed on C3 offers an action: remove A1, or decline"},
			{"remove B1", "it is not offered: remove A1, or decline"},
		}},
		{"Kingdoms: the drawn tile is the one played", `
ruleset = "kingdoms"
act = 1
players = ["red", "blue"]
grid = '''
   A  B  C  D  E  F
1  .  .  .  .  .  .
2  .  .  .  .  .  .
3  .  .  .  .  .  .
4  .  .  .  .  .  .
5  .  .  .  .  .  .
'''
[hands]
red = ["GM"]
blue = ["D"]
`, []string{"draw", "drew +3"}, []check{
			{"GM@A1", "after drawing you play the tile you drew, +3; your GM stays in your hand"},
			{"C1@A1", "you drew +3: now play a tile"},
		}},
	}
	for _, c := range cases {
		s, names := stateOf(t, c.src)
		playMoves(t, s, c.moves...)
		v := play.NewView(s, s.ToMove)
		moves := s.LegalMoves(nil)
		for _, ch := range c.checks {
			if _, legal := matchMove(v, moves, ch.typed); legal {
				t.Fatalf("%s: %q is legal", c.name, ch.typed)
			}
			if got := refusal(v, moves, names, ch.typed); got != ch.want {
				t.Errorf("%s: %q is refused with\n  %s\nwant\n  %s", c.name, ch.typed, got, ch.want)
			}
		}
	}
}

// Every move that is not legal gets a reason of its own, not the
// catch-all, in positions met in real games: each legal move played by
// another seat, or after another phase, is refused with a reason.
func TestRefusalOfOtherPositionsMoves(t *testing.T) {
	for _, ruleset := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, ruleset)
		var previous []string // the legal moves of the decision before
		checked := 0
		_, err := play.PlayGame(r, seats(t, 3, "random", "random"), 0, 3, func(s *engine.State, _ engine.Move) {
			if s.IsChance() || s.ActOver() {
				return
			}
			v := play.NewView(s, s.ToMove)
			moves := s.LegalMoves(nil)
			for _, text := range previous {
				if _, legal := matchMove(v, moves, text); legal {
					continue
				}
				why := refusal(v, moves, []string{"a", "b"}, text)
				if strings.Contains(why, "not legal here") || why == "" {
					t.Errorf("%s, %s phase: %q is refused with %q", ruleset, s.Phase, text, why)
				}
				checked++
			}
			previous = previous[:0]
			for _, m := range moves {
				previous = append(previous, s.Notation(m))
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if checked < 1000 {
			t.Errorf("%s: only %d refusals checked", ruleset, checked)
		}
	}
}
