package solver_test

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/solver"
)

// corpusAll runs every position of the corpus, not only the quick ones.
var corpusAll = flag.Bool("corpus", false, "TestCorpus: solve every position of testdata/corpus.jsonl, the long ones too (minutes)")

// corpusQuick is the base solve time, in seconds, below which a corpus
// position runs by default.
const corpusQuick = 1.0

// corpusEntry is a position of puzzles/ solved exactly by an earlier
// solver (commit d4d93fc, before the search counted in whole units):
// every root move's value in ranked order, the best moves, the principal
// variation, and what that solve took.
type corpusEntry struct {
	File  string `json:"file"` // under puzzles/
	Value string `json:"value"`
	Best  int    `json:"best"`
	Moves []struct {
		Move  string   `json:"move"`
		Value string   `json:"value"`
		Gains []string `json:"gains"` // maxⁿ: every seat's
	} `json:"moves"`
	PV          []string `json:"pv"`
	BaseNodes   int64    `json:"base_nodes"`
	BaseSeconds float64  `json:"base_seconds"`
}

// TestCorpus solves the positions of testdata/corpus.jsonl, whose exact
// answers an earlier solver recorded, and checks that every root move has
// the same value, in the same ranked order, with the same number of best
// moves and the same principal variation. The long ones run with
// -corpus.
func TestCorpus(t *testing.T) {
	f, err := os.Open("testdata/corpus.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	checked := 0
	for sc.Scan() {
		var want corpusEntry
		if err := json.Unmarshal(sc.Bytes(), &want); err != nil {
			t.Fatal(err)
		}
		if want.BaseSeconds > corpusQuick && !*corpusAll {
			continue
		}
		checked++
		t.Run(want.File, func(t *testing.T) {
			p, _, err := position.ReadFile(filepath.Join("../puzzles", want.File))
			if err != nil {
				t.Fatal(err)
			}
			s, q, err := p.Puzzle()
			if err != nil {
				t.Fatal(err)
			}
			res, err := solver.Solve(context.Background(), s, q, solver.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !res.Exact || res.Value.String() != want.Value || res.Best != want.Best || len(res.Moves) != len(want.Moves) {
				t.Fatalf("value %v (exact %v), %d best of %d moves; recorded %s, %d best of %d", res.Value, res.Exact, res.Best, len(res.Moves), want.Value, want.Best, len(want.Moves))
			}
			for i, m := range res.Moves {
				w := want.Moves[i]
				if got := s.Notation(m.Move); got != w.Move || m.Value.String() != w.Value {
					t.Errorf("move %d: %s %v, recorded %s %s", i+1, got, m.Value, w.Move, w.Value)
				}
				for p, g := range w.Gains {
					if m.Gains[p].String() != g {
						t.Errorf("move %d (%s): seat %d gains %v, recorded %s", i+1, w.Move, p, m.Gains[p], g)
					}
				}
			}
			if len(res.PV) != len(want.PV) {
				t.Fatalf("principal variation of %d steps, recorded %d", len(res.PV), len(want.PV))
			}
			for i, step := range res.PV {
				if step.Text != want.PV[i] {
					t.Errorf("principal variation step %d: %s, recorded %s", i+1, step.Text, want.PV[i])
				}
			}
		})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if checked < 20 {
		t.Errorf("only %d positions checked", checked)
	}
}
