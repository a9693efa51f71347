package rulesets_test

import (
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// AppendEmpty lists the empty squares of the board, lowest first, in
// every state of random games of both rulesets and of the every-play
// variant, after each move and after its undo, on the rulesets' boards
// and on a board of more than 64 squares, whose set of empty squares
// takes more than one word.
func TestAppendEmptyMatchesTheCells(t *testing.T) {
	for _, name := range playoutRulesets() {
		base := fixture.Rules(t, name)
		big := *base
		big.Acts = append([]engine.Act(nil), base.Acts...)
		for i := range big.Acts {
			g, err := engine.NewGeometry(9, 9)
			if err != nil {
				t.Fatal(err)
			}
			big.Acts[i].Board = g
		}
		for board, r := range map[string]*engine.Rules{"own board": base, "9×9": &big} {
			t.Run(filepath.Base(name)+" "+board, func(t *testing.T) {
				checked := 0
				for seed := range uint64(playoutCount()) {
					rng := rand.New(rand.NewPCG(seed, 19))
					players := r.MinPlayers + int(seed)%(r.MaxPlayers-r.MinPlayers+1)
					s, err := engine.NewGame(r, players, int(seed)%players)
					if err != nil {
						t.Fatal(err)
					}
					var moves []engine.Move
					var got []engine.Square
					for s.Phase != engine.PhaseGameOver {
						got = s.AppendEmpty(got[:0])
						if want := emptyCells(s); !slices.Equal(got, want) {
							t.Fatalf("seed %d, phase %v: AppendEmpty gives %v, the cells %v", seed, s.Phase, got, want)
						}
						checked++
						moves = s.LegalMoves(moves[:0])
						m := pick(rng, s, moves)
						s.Undo(s.Apply(m))
						if got = s.AppendEmpty(got[:0]); !slices.Equal(got, emptyCells(s)) {
							t.Fatalf("seed %d: after undoing %s, AppendEmpty gives %v, the cells %v", seed, s.Notation(m), got, emptyCells(s))
						}
						s.Apply(m)
					}
				}
				if checked == 0 {
					t.Error("no state checked")
				}
			})
		}
	}
}

// emptyCells are the empty squares of s's board, lowest first.
func emptyCells(s *engine.State) []engine.Square {
	var out []engine.Square
	for sq, c := range s.Board.Cells {
		if c == engine.Empty {
			out = append(out, engine.Square(sq))
		}
	}
	return out
}
