package simulate

import (
	"context"
	"testing"

	"github.com/sagatools/saga/internal/fixture"
)

// BenchmarkSummarize summarises one run of 50,000 3-player random games
// of each built-in ruleset, played once before the timing: the serial
// work saga simulate does after the games.
func BenchmarkSummarize(b *testing.B) {
	for _, ruleset := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(b, ruleset)
		run, err := Play(context.Background(), Control{}, Variant{r, options(r, 50000, "random", "random", "random")})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(ruleset, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Summarize(run[0])
			}
		})
	}
}
