package play

import (
	"fmt"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/rulesets"
)

// indexMove chooses as uniformMove does, but is no UniformChooser: the
// game loop asks it at every decision.
type indexMove struct{ uniformMove }

// UniformStream hides uniformMove's: with no result, it makes no UniformChooser.
func (p *indexMove) UniformStream() {}

// logWatcher writes down what it is told: every decision, the moves of
// those it asks to see (every seen-th decision, none for seen 0) and
// every act's end.
type logWatcher struct {
	seen      int
	decisions int
	log       []string
}

func (w *logWatcher) Decision(s *engine.State) bool {
	w.decisions++
	w.log = append(w.log, fmt.Sprintf("decision %d by %d", w.decisions, s.ToMove))
	return w.seen > 0 && w.decisions%w.seen == 0
}

func (w *logWatcher) See(s *engine.State, m engine.Move) {
	w.log = append(w.log, fmt.Sprintf("sees %s", s.Notation(m)))
}

func (w *logWatcher) ActOver(s *engine.State) {
	w.log = append(w.log, fmt.Sprintf("act %d over: %v", s.Act, s.ActPoints[s.Act]))
}

// A watched game is the game PlayOut plays, and its watcher is told what
// an observer sees: each decision and who makes it, the moves of those
// it asks to see and each act's end. Tables of uniform players (played
// by the engine's playout where the watcher does not look) and of other
// players alike.
func TestWatchedGamesAreObservedOnes(t *testing.T) {
	for _, name := range rulesets.Builtins() {
		r := fixture.Rules(t, name)
		for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
			for seed := range uint64(12) {
				seats := func(uniform bool) []Player {
					p := make([]Player, n)
					for i := range p {
						u := uniformMove{NewStream(seed, uint64(i))}
						if p[i] = &u; !uniform && i == n-1 {
							p[i] = &indexMove{u}
						}
					}
					return p
				}
				for _, seen := range []int{0, 1, 3} {
					// What the watcher would be told, from an observer.
					want := &logWatcher{seen: seen}
					observed, err := engine.NewGame(r, n, int(seed)%n)
					if err != nil {
						t.Fatal(err)
					}
					err = PlayOut(observed, seats(true), NewChance(seed), func(s *engine.State, m engine.Move) {
						switch {
						case m.Kind == engine.NextAct:
							want.ActOver(s)
						case !s.IsChance() && want.Decision(s):
							want.See(s, m)
						}
					})
					if err != nil {
						t.Fatal(err)
					}
					for _, uniform := range []bool{true, false} {
						var loop Loop
						got := &logWatcher{seen: seen}
						s, err := engine.NewGame(r, n, int(seed)%n)
						if err != nil {
							t.Fatal(err)
						}
						if err := loop.PlayWatched(s, seats(uniform), NewChance(seed), got); err != nil {
							t.Fatal(err)
						}
						if a, b := fmt.Sprint(got.log), fmt.Sprint(want.log); a != b {
							t.Fatalf("%s, %d players, seed %d, every %d-th decision seen, uniform %v: the watcher was told\n%s\nan observer saw\n%s", name, n, seed, seen, uniform, a, b)
						}
						if a, b := final(s), final(observed); a != b {
							t.Fatalf("%s, %d players, seed %d, every %d-th decision seen, uniform %v: the watched game ends\n%s\nthe observed one\n%s", name, n, seed, seen, uniform, a, b)
						}
					}
				}
			}
		}
	}
}

// final writes down what a finished game left.
func final(s *engine.State) string {
	return fmt.Sprint(s.Phase, s.Board.Cells, s.Hands, s.Supply, s.Pool, s.Out, s.Points, s.ActPoints, s.Cashed, s.Ender)
}
