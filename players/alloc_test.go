package players

import (
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
)

// A greedy or rival player that has made its first decisions allocates
// nothing to make another: its sample, dealer, rater and tables are kept
// from one decision to the next. Positions of whole games of both
// rulesets are decided twice, the second time counted; turns are decided
// from the list and from blocks (ChooseBlock).
func TestGreedyDecisionsAllocateNothing(t *testing.T) {
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		for _, kind := range []string{"greedy", "rival"} {
			var states []*engine.State
			for seed := range uint64(3) {
				_, err := play.PlayGame(r, seats(t, seed, kind, kind, kind), 0, seed, func(s *engine.State, m engine.Move) {
					if !s.IsChance() && s.Phase != engine.PhaseActOver && s.MoveCount() > 1 {
						states = append(states, s.Clone())
					}
				})
				if err != nil {
					t.Fatal(err)
				}
			}
			p, err := New(kind, 1)
			if err != nil {
				t.Fatal(err)
			}
			views := make([]*play.View, len(states))
			moves := make([][]engine.Move, len(states))
			blocks := make([][]engine.MoveBlock, len(states))
			empty := make([][]engine.Square, len(states))
			for i, s := range states {
				views[i], moves[i] = play.NewView(s, s.ToMove), s.LegalMoves(nil)
				blocks[i], empty[i] = s.LegalBlocks(nil), s.AppendEmpty(nil)
			}
			byBlock := p.(play.BlockChooser)
			decideAll := func() {
				for i, v := range views {
					if _, err := p.Choose(v, moves[i]); err != nil {
						t.Fatal(err)
					}
					if ph := v.Phase(); ph != engine.PhaseTurn && ph != engine.PhaseDrawn {
						continue
					}
					if _, err := byBlock.ChooseBlock(v, blocks[i], empty[i]); err != nil {
						t.Fatal(err)
					}
				}
			}
			decideAll() // the buffers grow to the largest position
			// The mean of several runs, whole: an allocation per decision
			// would be hundreds a run, while a stray one of the runtime's
			// or of another goroutine (seen once on a loaded machine)
			// does not fail the test.
			if n := testing.AllocsPerRun(10, decideAll); n != 0 {
				t.Errorf("%s %s: %v allocations deciding %d positions", name, kind, n, len(views))
			}
		}
	}
}
