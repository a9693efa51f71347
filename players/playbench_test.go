package players

import (
	"testing"

	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
)

// BenchmarkPlayGame plays whole 3-player games of each built-in ruleset
// with three players of one kind, seats and chance seeded by the game's
// number; ns/op is the time of one game, players' set-up included.
func BenchmarkPlayGame(b *testing.B) {
	for _, ruleset := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(b, ruleset)
		for _, player := range []string{"random", "greedy"} {
			b.Run(ruleset+"-3p/"+player, func(b *testing.B) {
				seed := uint64(0)
				b.ReportAllocs()
				for b.Loop() {
					seed++
					if _, err := play.PlayGame(r, seats(b, seed, player, player, player), int(seed%3), seed, nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
