//go:build unix

package simulate

import (
	"context"
	"fmt"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/sagatools/saga/internal/fixture"
)

// BenchmarkPlayWorkers plays one simulation of 400 3-player games of
// each built-in ruleset on 1 and on 2 workers; games/s is its rate,
// cpu-µs/game the processor time each game took (the same for both
// counts when the workers do not slow each other down) and cpus the
// processors the program had on average (under 2 on 2 workers when other
// programs kept the second processor busy). gcs/op counts the collector's
// cycles per simulation: on 1 worker the collector runs on the idle
// second processor, on 2 it takes its time from the workers. The speed-up
// of 2 workers over 1 is the ratio of their games/s, measured side by
// side on a machine with both cores free.
func BenchmarkPlayWorkers(b *testing.B) {
	playWorkers(b, 400, "", "random", "greedy")
}

// BenchmarkPlayWorkersDefault is BenchmarkPlayWorkers for a simulation
// of saga simulate's default size, 1,000 games, with random players and
// with rival ones, its default player.
func BenchmarkPlayWorkersDefault(b *testing.B) {
	playWorkers(b, 1000, "games=1000/", "random", "rival")
}

// playWorkers plays one simulation of the given number of 3-player games
// per op, for each built-in ruleset, each of the players and 1 and 2
// workers.
func playWorkers(b *testing.B, games int, tag string, ais ...string) {
	for _, ruleset := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(b, ruleset)
		for _, ai := range ais {
			for _, workers := range []int{1, 2} {
				b.Run(fmt.Sprintf("%s/%s/%sworkers=%d", ruleset, ai, tag, workers), func(b *testing.B) {
					v := Variant{r, options(r, games, ai, ai, ai)}
					cpu, gcs := processTime(), collections()
					for b.Loop() {
						if _, err := Play(context.Background(), Control{Workers: workers}, v); err != nil {
							b.Fatal(err)
						}
					}
					played := float64(b.N * v.Options.Games)
					used := processTime() - cpu
					b.ReportMetric(played/b.Elapsed().Seconds(), "games/s")
					b.ReportMetric(float64(used.Microseconds())/played, "cpu-µs/game")
					b.ReportMetric(used.Seconds()/b.Elapsed().Seconds(), "cpus")
					b.ReportMetric(float64(collections()-gcs)/float64(b.N), "gcs/op")
				})
			}
		}
	}
}

// collections is the number of the collector's cycles so far.
func collections() uint32 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.NumGC
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
