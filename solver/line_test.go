package solver

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/internal/fixture"
)

// A line of play asked for is played first in the principal variation,
// and the value at its end is the naive solver's value there plus what
// the line earned.
func TestSolveLine(t *testing.T) {
	for _, name := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, name)
		rng := rand.New(rand.NewPCG(9, uint64(len(name))))
		for i := range shortened(120, 12) {
			s, q := endgameFor(rng, r, Objective(i%4), 3+rng.IntN(2), []int{0, 3}[i/4%2])
			line := randomLine(rng, s, 1+rng.IntN(3))
			res, err := Solve(context.Background(), s, q, Options{Mem: 1 << 20, Workers: 1 + i%2, Line: line})
			if err != nil {
				t.Fatal(err)
			}
			for j, m := range line {
				if j >= len(res.PV) || res.PV[j].Move != m || !res.PV[j].Given {
					t.Fatalf("%s #%d: principal variation %v does not start with the line %v", name, i, res.PV, line)
				}
			}
			for _, step := range res.PV[len(line):] {
				if step.Given {
					t.Fatalf("%s #%d: step %s after the line marked given", name, i, step.Text)
				}
			}
			want := naiveAfterLine(s, q, line)
			if got := res.LineValue; got.Cmp(q.score(s, &want)) != 0 {
				t.Fatalf("%s #%d (%v, line %d moves): value after the line %v, naive %v", name, i, q.Objective, len(line), got, q.score(s, &want))
			}
			if q.Objective == MaxN && !sameGains(&res.LineGains, &want) {
				t.Fatalf("%s #%d: gains after the line %v, naive %v", name, i, res.LineGains, want)
			}
		}
	}
}

// endgameFor is a random endgame for a question with the objective, asked
// for the player to move: two players, three for maxn and paranoid, the
// others absent for solo.
func endgameFor(rng *rand.Rand, r *engine.Rules, o Objective, maxEmpty, maxPool int) (*engine.State, Question) {
	players := 2
	if o == MaxN || o == Paranoid {
		players = 3
	}
	s := randomEndgame(rng, r, players, maxEmpty, maxPool)
	q := Question{Objective: o, Player: s.ToMove}
	if o == Solo {
		s.Absent = allBut(s.Players, q.Player)
	}
	return s, q
}

func sameGains(a, b *exact.Gains) bool {
	for p := range a {
		if a[p].Cmp(b[p]) != 0 {
			return false
		}
	}
	return true
}

// randomLine plays up to n random legal moves from s (on a copy) and
// returns them; it stops where the act ends.
func randomLine(rng *rand.Rand, s *engine.State, n int) []engine.Move {
	st := s.Clone()
	var line []engine.Move
	for range n {
		if st.Phase == engine.PhaseActOver || st.Phase == engine.PhaseGameOver {
			break
		}
		moves := st.LegalMoves(nil)
		m := moves[rng.IntN(len(moves))]
		line = append(line, m)
		st.Apply(m)
	}
	return line
}

// naiveAfterLine is every seat's gains from s over line and then to the
// end of the act, valued by the naive solver.
func naiveAfterLine(s *engine.State, q Question, line []engine.Move) exact.Gains {
	n := &naive{q: q, s: s.Clone()}
	for _, m := range line {
		n.s.Apply(m)
	}
	g := n.gains()
	for p := range s.Players {
		if d := n.s.Points[p] - s.Points[p]; d != 0 {
			g[p] = g[p].Add(exact.IntValue(d))
		}
	}
	return g
}

func TestSolveRefusesIllegalLine(t *testing.T) {
	r := fixture.Rules(t, "kingdoms")
	s := randomEndgame(rand.New(rand.NewPCG(1, 2)), r, 2, 4, 0)
	q := Question{Objective: Margin, Player: s.ToMove}
	var place engine.Move
	for _, m := range s.LegalMoves(nil) {
		if m.Kind == engine.PlaceFigure {
			place = m
		}
	}
	bad := place
	bad.To = engine.Square(len(s.Board.Cells) + 5)
	for _, line := range [][]engine.Move{{bad}, {place, place}} {
		_, err := Solve(context.Background(), s, q, Options{Line: line})
		if err == nil || !strings.Contains(err.Error(), "not legal") {
			t.Errorf("line %v: error %v, want one saying a move is not legal", line, err)
		}
	}
}
