package solver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
)

// Every line of play of small two-seat endgames with the pool empty
// ends with counts of pieces placed that the turns allow: at every state
// of them where the limit applies (every piece to come simple, the start
// of a turn), for the tiles, the first seat's figures and the second's
// placed on the squares empty then, in the built-in rulesets, the test
// rulesets and every effect primitive.
func TestTurnLimitHoldsInPlay(t *testing.T) {
	all := boundRulesets(t)
	limited, bound := 0, 0
	for i, rs := range all {
		rng := rand.New(rand.NewPCG(13, uint64(i)))
		for range shortened(300, 30) {
			s := randomEndgame(rng, rs.r, 2, 2+rng.IntN(4), 0)
			var bd bounder
			sc := engine.NewScorer(rs.r)
			walkStates(s, 200, func() bool {
				sc.Prepare(s.Board)
				if !bd.collect(s, sc) {
					return true
				}
				pieces := [3]int{len(bd.values)}
				for f := range s.Supply[0] {
					pieces[1] += s.Supply[0][f]
					pieces[2] += s.Supply[1][f]
				}
				var tl turnLimit
				tl.set(s, 0, 1, pieces)
				if !tl.on {
					return true
				}
				limited++
				start := slices.Clone(s.Board.Cells)
				budget := 20_000
				ok := everyEnd(s, &budget, func() {
					var placed [3]int // tiles, seat 0's figures, seat 1's
					for sq, c := range s.Board.Cells {
						switch {
						case start[sq] != engine.Empty || c == engine.Empty:
						case c.IsTile():
							placed[0]++
						default:
							placed[1+c.Player()]++
						}
					}
					if !tl.allows(placed[0], placed[1], placed[2]) {
						t.Fatalf("%s: %v placed, which the turns do not allow (%+v), from %v %v %v to move %d", rs.name, placed, tl, start, s.Hands, s.Supply, s.ToMove)
					}
					if placed[1]+placed[2] > 0 && placed[1] != placed[2] {
						bound++
					}
				})
				return ok
			})
		}
	}
	if limited < shortened(2000, 200) {
		t.Errorf("the turns limited only %d states", limited)
	}
	if bound == 0 {
		t.Error("no line placed more figures of one seat than of the other")
	}
}

// everyEnd calls end at the end of the act on every line of play from s,
// unless that takes more than budget states.
func everyEnd(s *engine.State, budget *int, end func()) bool {
	if *budget--; *budget < 0 {
		return false
	}
	if s.Phase == engine.PhaseActOver || s.Phase == engine.PhaseGameOver {
		end()
		return true
	}
	for _, m := range s.LegalMoves(nil) {
		u := s.Apply(m)
		ok := everyEnd(s, budget, end)
		s.Undo(u)
		if !ok {
			return false
		}
	}
	return true
}

// classes says, for each class of piece, what the order of turns says of
// it, one class at a time: a tile may come next if a seat holding one has
// room (or the other seat nothing left to place), a figure if its seat
// has; and someShares, placing pieces by it, finds at most what the
// knapsack finds. Random rooms and shares, in half the cases no limit.
func TestSomeSharesWithinTheTurns(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 19))
	var bd bounder
	for range 20_000 {
		r := seatRoom{on: rng.IntN(2) == 0}
		for i := range 2 {
			r.tiles[i], r.figures[i], r.room[i] = rng.IntN(3), rng.IntN(3), rng.IntN(3)
		}
		left := [3]int{rng.IntN(3), rng.IntN(3), rng.IntN(3)}
		has := func(i int) bool { return r.room[i] > 0 || r.tiles[1-i]+r.figures[1-i] == 0 }
		for c := range 3 {
			want := left[c] > 0
			switch {
			case !r.on || !want:
			case c == 0:
				want = r.tiles[0] > 0 && has(0) || r.tiles[1] > 0 && has(1)
			default:
				want = has(c - 1)
			}
			if got := r.classes(left)&(1<<c) != 0; got != want {
				t.Fatalf("room %+v, pieces left %v: class %d may come next: %v, want %v", r, left, c, got, want)
			}
		}

		n := 1 + rng.IntN(10)
		shares := make([]int, 3*n)
		for i := range shares {
			shares[i] = rng.IntN(61) - 30
		}
		pieces := [3]int{rng.IntN(8), rng.IntN(6), rng.IntN(6)}
		bd.mustTiles = 0
		bd.turns = turnLimit{}
		if rng.IntN(2) == 0 {
			tiles := [2]int{rng.IntN(pieces[0] + 1), 0}
			tiles[1] = pieces[0] - tiles[0]
			bd.turns = turnLimit{on: true, first: rng.IntN(2) == 0, tiles: tiles, figures: [2]int{pieces[1], pieces[2]}}
		}
		if some, best := bd.someShares(shares, pieces, n), bd.bestShare(shares, pieces, n); some > best {
			t.Fatalf("shares %v, pieces %v, turns %+v: one filling adds %d, the best %d", shares, pieces, bd.turns, some, best)
		}
	}
}
