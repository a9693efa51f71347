package players

import (
	"fmt"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
)

// BenchmarkGame plays whole 3-act games of beowulf with three players;
// ns/op is the time of one game.
func BenchmarkGame(b *testing.B) {
	r := fixture.Rules(b, "beowulf")
	for _, name := range []string{"random", "greedy"} {
		b.Run(name, func(b *testing.B) {
			seed := uint64(0)
			b.ReportAllocs()
			for b.Loop() {
				seed++
				if _, err := play.PlayGame(r, seats(b, seed, name, name, name), 0, seed, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkMove asks each built-in player for a move at its default
// settings, in turn at the decisions of a game between rivals (every one
// with more than one legal move, through all three acts, taken in a
// scattered order so that a short run samples the whole game), as the
// game loop asks (the oracle with the whole state, the others with the
// view of the seat to move); ns/op is the time of one decision.
func BenchmarkMove(b *testing.B) {
	for _, c := range []struct {
		ruleset string
		players int
	}{{"beowulf", 2}, {"kingdoms", 2}, {"beowulf", 3}, {"kingdoms", 3}} {
		r := fixture.Rules(b, c.ruleset)
		type decision struct {
			s     *engine.State
			moves []engine.Move
		}
		var at []decision
		names := []string{"rival", "rival", "rival"}[:c.players]
		_, err := play.PlayGame(r, seats(b, 1, names...), 0, 1, func(s *engine.State, _ engine.Move) {
			if moves := s.LegalMoves(nil); !s.IsChance() && !s.ActOver() && len(moves) > 1 {
				at = append(at, decision{s.Clone(), moves})
			}
		})
		if err != nil {
			b.Fatal(err)
		}
		for _, name := range Names() {
			b.Run(fmt.Sprintf("%s/%s-%dp", name, c.ruleset, c.players), func(b *testing.B) {
				p, err := New(name, 1)
				if err != nil {
					b.Fatal(err)
				}
				b.ReportAllocs()
				i := 0
				for b.Loop() {
					d := at[i*7919%len(at)]
					i++
					var err error
					if o, ok := p.(play.Oracle); ok {
						_, err = o.ChooseSeeing(d.s, d.moves)
					} else {
						_, err = p.Choose(play.NewView(d.s, d.s.ToMove), d.moves)
					}
					if err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
