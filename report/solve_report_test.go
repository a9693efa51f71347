package report

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/solver"
)

// How far a stopped search's estimates look ahead is in its JSON, 0
// included (the act scored right after each move), and absent from an
// exact answer.
func TestSolveReportSaysHowFarEstimatesLook(t *testing.T) {
	p, _, err := position.ReadFile("../puzzles/bench/kingdoms-2p-det-04.toml")
	if err != nil {
		t.Fatal(err)
	}
	s, q, err := p.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	res, err := solver.Solve(context.Background(), s, q, solver.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		exact bool
		turns int
		want  string
	}{{true, 0, ""}, {false, 0, `"estimate_turns":0`}, {false, 3, `"estimate_turns":3`}} {
		r := *res
		r.Exact, r.EstimateTurns = c.exact, c.turns
		out, err := json.Marshal(NewSolveReport(p, s, &r, 0))
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Contains(string(out), `"estimate_turns"`)
		if got != (c.want != "") || c.want != "" && !strings.Contains(string(out), c.want) {
			t.Errorf("exact %v, %d turns: JSON %s, want %q", c.exact, c.turns, out, c.want)
		}
		text := SolveText(p, s, &r, 0, Style{})
		if !c.exact && !strings.Contains(text, "(~ estimates: ") {
			t.Errorf("stopped, %d turns: no line on the estimates in\n%s", c.turns, text)
		}
	}
}

// A best move that leads only by the tie-break says so.
func TestClarityTieBreak(t *testing.T) {
	p, res := solved(t, "../puzzles/bench/kingdoms-3p-det-06.toml", solver.Options{})
	s, _, _ := p.Puzzle()
	r := *res
	r.Best = 1
	r.Moves = append([]solver.MoveValue(nil), res.Moves...)
	r.Moves[1].Value = r.Moves[0].Value.Add(exact.IntValue(1)).Sub(exact.IntValue(1))
	text := SolveText(p, s, &r, 0, Style{})
	if !strings.Contains(text, "by the tie-break alone") {
		t.Errorf("no word of the tie-break in\n%s", text)
	}
}
