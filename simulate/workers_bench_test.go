//go:build unix

package simulate

import (
	"context"
	"fmt"
	"syscall"
	"testing"
	"time"

	"github.com/sagatools/saga/internal/fixture"
)

// BenchmarkPlayWorkers plays one simulation of 400 3-player games of
// each built-in ruleset on 1 and on 2 workers; games/s is its rate and
// cpu-µs/game the processor time each game took (the same for both
// counts when the workers do not slow each other down). The speed-up of
// 2 workers over 1 is the ratio of their games/s, measured side by side
// on a machine with both cores free.
func BenchmarkPlayWorkers(b *testing.B) {
	for _, ruleset := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(b, ruleset)
		for _, ai := range []string{"random", "greedy"} {
			for _, workers := range []int{1, 2} {
				b.Run(fmt.Sprintf("%s/%s/workers=%d", ruleset, ai, workers), func(b *testing.B) {
					v := Variant{r, options(r, 400, ai, ai, ai)}
					cpu := processTime()
					for b.Loop() {
						if _, err := Play(context.Background(), Control{Workers: workers}, v); err != nil {
							b.Fatal(err)
						}
					}
					games := float64(b.N * v.Options.Games)
					b.ReportMetric(games/b.Elapsed().Seconds(), "games/s")
					b.ReportMetric(float64((processTime()-cpu).Microseconds())/games, "cpu-µs/game")
				})
			}
		}
	}
}

// processTime is the processor time the process has used, user and
// system.
func processTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
