package players

import (
	"fmt"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/rulesets"
)

// Players kept from game to game and renewed for each, playing on one
// play.Loop and one restarted state, play every game move for move as new
// players on PlayGame do; the players Renew does not know say so.
func TestRenewedPlayersOnALoopPlayAsNew(t *testing.T) {
	// Two line-ups that play on one loop by turns, so that seats change
	// from one kind of player to another between its games.
	lineups := [][]string{{"random", "greedy", "rival", "random"}, {"greedy", "random", "random", "rival"}}
	var loop play.Loop
	for _, name := range rulesets.Builtins() {
		r := fixture.Rules(t, name)
		for n := r.MinPlayers; n <= min(r.MaxPlayers, 4); n++ {
			kept := [][]play.Player{seats(t, 0, lineups[0][:n]...), seats(t, 0, lineups[1][:n]...)}
			var s *engine.State
			for seed := range uint64(8) {
				names := lineups[seed%2][:n]
				want, _ := transcript(t, r, seed, names...)
				for i, p := range kept[seed%2] {
					if !Renew(p, seed+uint64(i)) {
						t.Fatalf("%s was not renewed", p.Name())
					}
				}
				var log []string
				observe := func(s *engine.State, m engine.Move) {
					log = append(log, fmt.Sprintf("%d %s", s.ToMove, s.Notation(m)))
				}
				var err error
				if s == nil {
					s, err = engine.NewGame(r, n, 0)
				} else {
					err = s.Restart(0)
				}
				if err != nil {
					t.Fatal(err)
				}
				if err := loop.PlayOut(s, kept[seed%2], play.NewChance(seed), observe); err != nil {
					t.Fatal(err)
				}
				if got := fmt.Sprint(log); got != want {
					t.Fatalf("%s, %v, seed %d: renewed players on a loop played\n%s\nnew ones\n%s", name, names, seed, got, want)
				}
			}
		}
	}
	for _, name := range []string{"search", "mcts", "oracle"} {
		p, err := New(name, 1)
		if err != nil {
			t.Fatal(err)
		}
		if Renew(p, 2) {
			t.Errorf("%s was renewed", name)
		}
	}
}
