package players

import (
	"testing"

	"github.com/sagatools/saga/play"
)

// BenchmarkGame plays whole 3-act games of beowulf with three players;
// ns/op is the time of one game.
func BenchmarkGame(b *testing.B) {
	r := loadRules(b, "beowulf")
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
