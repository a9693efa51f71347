package puzzles

import (
	"os"
	"testing"
	"time"

	"github.com/sagatools/saga/solver"
)

func TestProfSolve(t *testing.T) {
	path := os.Getenv("PUZZLE")
	p, _, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, q, err := p.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("root moves %d, empties %d, pool %d", len(s.LegalMoves(nil)), s.Empties, s.PoolTotal)
	start := time.Now()
	res, err := solver.Solve(s, q, solver.Options{Time: 20 * time.Second, Workers: 1})
	t.Log(res.Nodes, res.Exact, time.Since(start))
}
