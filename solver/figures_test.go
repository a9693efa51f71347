package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/rulesets"
)

// Endgames where only figures are left to place, which turnBound bounds
// by the mover's choice of a square and twoClasses fills by sorting: the
// real solver's answers are the naive solver's, for both rulesets, every
// scalar objective, one worker or two.
func TestFiguresOnlyMatchesNaive(t *testing.T) {
	for _, name := range rulesets.Builtins() {
		r, err := rulesets.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(23, uint64(len(name))))
		solved, tried, n := 0, 0, countFlag("endgames", *endgames, 50)
		for i := range n {
			s, q, players, figures := figureEndgame(rng, r, 4, 3, false)
			if figures < 3 {
				continue
			}
			tried++
			if matchesNaive(t, fmt.Sprintf("%s #%d (%v, %d players)", name, i, q.Objective, players), s, q, 1+i%2) {
				solved++
			}
		}
		if solved < n/2 || solved < tried*3/4 {
			t.Errorf("%s: only %d of %d endgames solved by the naive solver", name, solved, tried)
		}
	}
}

// figureEndgame is a random endgame of r with min to min+spread-1 empty
// squares, of 2 players (3 for some Paranoid questions), and a question of
// a scalar objective for the player to move: no tile in any hand unless
// keepHands, and a few figures in every supply (random endgames have used
// most of theirs by now), figures of them in all.
func figureEndgame(rng *rand.Rand, r *engine.Rules, min, spread int, keepHands bool) (s *engine.State, q Question, players, figures int) {
	q = Question{Objective: []Objective{Margin, Margin, Solo, Paranoid}[rng.IntN(4)]}
	players = 2
	if q.Objective == Paranoid && rng.IntN(2) == 0 {
		players = 3
	}
	s = randomEndgame(rng, r, players, min+rng.IntN(spread), 0)
	for p := range s.Hands {
		if !keepHands {
			s.Hands[p] = nil
		}
		for f := range s.Supply[p] {
			s.Supply[p][f] = rng.IntN(3)
			figures += s.Supply[p][f]
		}
	}
	q.Player = s.ToMove
	if q.Objective == Solo {
		s.Absent = allBut(s.Players, q.Player)
	}
	return s, q, players, figures
}

// Endgames that come to states where only figures are left to place,
// searched with every such state keyed by its figureKey (see key), which
// the search does only from figureKeyFrom squares: the answers are the
// naive solver's, for both rulesets and every scalar objective, from
// figure-only endgames and from ones with tiles in the hands first.
func TestFigureKeysMatchNaive(t *testing.T) {
	for _, name := range rulesets.Builtins() {
		r, err := rulesets.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(29, uint64(len(name))))
		solved, tried, n := 0, 0, countFlag("endgames", *endgames, 300)
		for i := range n {
			s, q, players, figures := figureEndgame(rng, r, 3, 4, i%2 == 1)
			if figures < 3 {
				continue
			}
			tried++
			label := fmt.Sprintf("%s #%d (%v, %d players)", name, i, q.Objective, players)
			ref, err := solveNaive(s, q, 300_000)
			if err == errTooBig {
				continue
			}
			if err != nil {
				t.Fatalf("%s: naive: %v", label, err)
			}
			fast, err := solveFrom(context.Background(), s, q, Options{Mem: 1 << 20, Workers: 1 + i%2}, 0)
			if err != nil {
				t.Fatalf("%s: %v", label, err)
			}
			if err := sameAnswer(fast, ref); err != nil {
				t.Fatalf("%s, %d empty: %v", label, s.Empties, err)
			}
			solved++
		}
		if solved < tried*3/4 {
			t.Errorf("%s: only %d of %d endgames solved by the naive solver", name, solved, tried)
		}
	}
}

// A decision's children take their figureKey from the decision's
// (childKey): it is the one each child works out from its own board.
func TestChildKeyIsTheChildsOwn(t *testing.T) {
	for _, name := range rulesets.Builtins() {
		r, err := rulesets.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(31, uint64(len(name))))
		checked := 0
		for i := range 300 {
			q := Question{Objective: []Objective{Margin, Solo, Paranoid}[i%3]}
			s := randomEndgame(rng, r, 2, 2+rng.IntN(6), 0)
			for p := range s.Hands {
				s.Hands[p] = nil
				for f := range s.Supply[p] {
					s.Supply[p][f] = rng.IntN(3)
				}
			}
			q.Player = s.ToMove
			if q.Objective == Solo {
				s.Absent = allBut(s.Players, q.Player)
			}
			if !figuresOnly(s) {
				continue
			}
			sv := newSolve(s, q, Options{Mem: 1 << 20, Workers: 1})
			sv.figureKeyFrom = 0
			w := sv.worker(s.Clone())
			_, fk := w.key()
			if !fk.on {
				t.Fatalf("%s #%d: no figureKey where only figures are left", name, i)
			}
			w.rate.Prepare(w.s)
			for _, m := range w.s.LegalMoves(nil) {
				w.rate.Prepare(w.s)
				figure := scalarGain(q, w.s, &w.rate, m)
				child, ok := w.childKey(fk, m, figure)
				if !ok {
					t.Fatalf("%s #%d: move %+v has no child's key", name, i, m)
				}
				u := w.s.Apply(m)
				if !w.s.ActOver() {
					want, own := w.key()
					if got := child.base + turnKey(w.s); got != want || child.shift != own.shift {
						t.Fatalf("%s #%d, after %+v: key %x shift %d, the child's own %x shift %d", name, i, m, got, child.shift, want, own.shift)
					}
					checked++
				}
				w.s.Undo(u)
			}
		}
		if checked < 300 {
			t.Errorf("%s: only %d children checked", name, checked)
		}
	}
}
