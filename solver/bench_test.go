package solver_test

import (
	"context"
	"flag"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/solver"
)

var (
	solveLimit = flag.Duration("solvelimit", 30*time.Second, "time limit of each solve in BenchmarkSolve")
	naiveNodes = flag.Int64("naivenodes", 200_000_000, "node limit of the naive solver in BenchmarkSolve (bigger cases are skipped)")
)

// BenchmarkSolve solves every puzzle of puzzles/bench/ with the real solver and,
// up to 6 empty squares, with the naive reference solver. Each reports
// its nodes per solve; a real solve stopped by -solvelimit reports
// exact=0. Run: go test ./solver -run XXX -bench Solve -benchtime 1x
func BenchmarkSolve(b *testing.B) {
	files, _ := filepath.Glob("../puzzles/bench/*.toml")
	for _, path := range files {
		p, _, err := position.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(path), ".toml")
		b.Run(name+"/fast", func(b *testing.B) {
			var res *solver.Result
			for b.Loop() {
				s, q, err := p.Puzzle()
				if err != nil {
					b.Fatal(err)
				}
				if res, err = solver.Solve(context.Background(), s, q, solver.Options{Time: *solveLimit}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(res.Nodes), "nodes/op")
			exact := 0.0
			if res.Exact {
				exact = 1
			}
			b.ReportMetric(exact, "exact")
		})
		if p.Board.Empties() > 6 {
			continue
		}
		b.Run(name+"/naive", func(b *testing.B) {
			var res *solver.Result
			for b.Loop() {
				s, q, _ := p.Puzzle()
				var err error
				if res, err = solver.SolveNaiveLimited(s, q, *naiveNodes); err != nil {
					b.Skip(err)
				}
			}
			b.ReportMetric(float64(res.Nodes), "nodes/op")
		})
	}
}
