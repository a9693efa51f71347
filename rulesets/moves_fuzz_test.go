package rulesets_test

import (
	"slices"
	"strings"

	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// FuzzMoves plays the moves that the input's bytes choose (each byte picks
// among the legal moves, chance moves included) and checks after every
// move that the state is consistent and that undo restores it.
func FuzzMoves(f *testing.F) {
	names := playoutRulesets()
	rules := make([]*engine.Rules, len(names))
	for i, n := range names {
		rules[i] = fixture.Rules(f, n)
	}
	f.Add([]byte{0, 1, 3, 5, 7, 11, 13, 17})
	f.Add([]byte{1, 0, 255, 254, 0, 0, 1, 2, 3})
	f.Add([]byte{2, 2, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		r := rules[int(data[0])%len(rules)]
		players := r.MinPlayers + int(data[1])%(r.MaxPlayers-r.MinPlayers+1)
		s, err := engine.NewGame(r, players, 0)
		if err != nil {
			t.Fatal(err)
		}
		var moves []engine.Move
		for _, b := range data[2:] {
			if s.Phase == engine.PhaseGameOver {
				return
			}
			moves = s.LegalMoves(moves[:0])
			if len(moves) == 0 {
				t.Fatalf("no legal move in phase %v", s.Phase)
			}
			m := moves[int(b)%len(moves)]
			before := s.Clone()
			u := s.Apply(m)
			if err := s.Check(); err != nil {
				t.Fatalf("after %s: %v", before.Notation(m), err)
			}
			s.Undo(u)
			if !sameState(s, before) {
				t.Fatalf("undo of %s does not restore the state", before.Notation(m))
			}
			s.Apply(m)
		}
	})
}

// FuzzParseLine parses any text as a line of play from a mid-game
// position: it never panics, and a line it accepts is legal move by move
// and reads back the same from its own notation.
func FuzzParseLine(f *testing.F) {
	r := fixture.Rules(f, "kingdoms")
	s, err := engine.NewGame(r, 2, 0)
	if err != nil {
		f.Fatal(err)
	}
	var moves []engine.Move
	for i := 0; i < 12 && s.Phase != engine.PhaseGameOver; i++ {
		moves = s.LegalMoves(moves[:0])
		s.Apply(moves[(7*i)%len(moves)])
	}
	for _, seed := range []string{"draw", "draw, drew +5, +5@A1", "C1@A1, C2@B2", "", ",", "  c1@a1 ,draw", "drew D,,"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		line, err := s.ParseLine(text)
		if err != nil {
			return
		}
		st := s.Clone()
		var notation []string
		for _, m := range line {
			legal := st.LegalMoves(nil)
			if !slices.Contains(legal, m) {
				t.Fatalf("%q: move %s is not legal there", text, st.Notation(m))
			}
			notation = append(notation, st.Notation(m))
			st.Apply(m)
		}
		again, err := s.ParseLine(strings.Join(notation, ", "))
		if err != nil || !slices.Equal(again, line) {
			t.Fatalf("%q read as %v, which reads back as %v (%v)", text, notation, again, err)
		}
	})
}
