package players

import (
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
)

// Greedy and rival players choose at a turn from the moves in blocks
// (ChooseBlock, which the game loop asks) the move Choose takes from the
// list, on every turn of games of both rulesets and of the every-play
// variant, whose tiles use every play mode: placements rated square by
// square, other moves spelled out, ties to the first move in list order.
func TestGreedyChoosesFromBlocksAsFromTheList(t *testing.T) {
	for _, name := range []string{"beowulf", "kingdoms", "../rulesets/testdata/valid/every-play.toml"} {
		r := fixture.Rules(t, name)
		for _, kind := range []string{"greedy", "rival"} {
			turns := 0
			for seed := range uint64(100) {
				players := r.MinPlayers + int(seed)%(r.MaxPlayers-r.MinPlayers+1)
				seats := make([]play.Player, players)
				for p := range seats {
					seats[p] = NewRandom(seed*7 + uint64(p))
				}
				listed, blocked := newKind(t, kind), newKind(t, kind)
				_, err := play.PlayGame(r, seats, int(seed)%players, seed, func(s *engine.State, _ engine.Move) {
					if s.Phase != engine.PhaseTurn && s.Phase != engine.PhaseDrawn {
						return
					}
					v := play.NewView(s, s.ToMove)
					want, err := listed.Choose(v, s.LegalMoves(nil))
					if err != nil {
						t.Fatal(err)
					}
					got, err := blocked.ChooseBlock(v, s.LegalBlocks(nil), s.AppendEmpty(nil))
					if err != nil {
						t.Fatal(err)
					}
					if got != want {
						t.Fatalf("%s %s, seed %d: ChooseBlock takes %s, Choose %s", name, kind, seed, s.Notation(got), s.Notation(want))
					}
					turns++
				})
				if err != nil {
					t.Fatal(err)
				}
			}
			if turns < 100 {
				t.Errorf("%s %s: only %d turns compared", name, kind, turns)
			}
		}
	}
}

func newKind(t *testing.T, kind string) *Greedy {
	t.Helper()
	if kind == "rival" {
		return NewRival()
	}
	return NewGreedy()
}
