package rulesets_test

import (
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
)

// In a playout (State.Playout) the state keeps a mask of each seat's
// figure kinds in supply, which MoveCount and MoveAt read: they agree
// with the list and the masks with the supplies (State.Check) in every
// state of random games, with moves taken back and played again, act
// ends among them.
func TestPlayoutMovesMatchTheList(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		t.Run(filepath.Base(name), func(t *testing.T) {
			undone := 0
			for seed := range uint64(60) {
				rng := rand.New(rand.NewPCG(seed, 23))
				players := r.MinPlayers + int(seed)%(r.MaxPlayers-r.MinPlayers+1)
				s, err := engine.NewGame(r, players, int(seed)%players)
				if err != nil {
					t.Fatal(err)
				}
				s.Playout(true)
				var moves []engine.Move
				for s.Phase != engine.PhaseGameOver {
					moves = s.LegalMoves(moves[:0])
					if err := sameMovesByIndex(s, moves); err != nil {
						t.Fatalf("seed %d, phase %v: %v", seed, s.Phase, err)
					}
					if err := s.Check(); err != nil {
						t.Fatalf("seed %d, phase %v: %v", seed, s.Phase, err)
					}
					m := pick(rng, s, moves)
					if rng.IntN(4) == 0 {
						// Take the move back, check, and play it again.
						u := s.Apply(m)
						s.Undo(u)
						if err := s.Check(); err != nil {
							t.Fatalf("seed %d, %s taken back: %v", seed, s.Notation(m), err)
						}
						undone++
					}
					s.Apply(m)
				}
			}
			if undone < 1000 {
				t.Errorf("only %d moves taken back", undone)
			}
		})
	}
}

// PlayAt and PlayChance play for good what Apply plays from MoveAt and
// ChanceMove: in every state of random games in a playout, each decision
// (some sixteen at most) and each draw from the pool leaves the state as
// Apply leaves it, its indexes and masks the board's and supplies'.
func TestPlaysForGoodMatchApply(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		t.Run(filepath.Base(name), func(t *testing.T) {
			played := 0
			for seed := range uint64(12) {
				rng := rand.New(rand.NewPCG(seed, 29))
				players := r.MinPlayers + int(seed)%(r.MaxPlayers-r.MinPlayers+1)
				s, err := engine.NewGame(r, players, int(seed)%players)
				if err != nil {
					t.Fatal(err)
				}
				s.Playout(true)
				for s.Phase != engine.PhaseGameOver {
					n, chance := s.MoveCount(), s.IsChance()
					if chance {
						n = s.PoolTotal
					}
					for i := range n {
						if n > 16 && rng.IntN(n) >= 16 {
							continue
						}
						want, got := s.Clone(), s.Clone()
						if chance {
							want.Apply(want.ChanceMove(i))
							got.PlayChance(i)
						} else {
							want.Apply(want.MoveAt(i))
							got.PlayAt(i)
						}
						if !sameState(got, want) {
							t.Fatalf("seed %d, phase %v, move %d (%s): played for good %v, applied %v", seed, s.Phase, i, s.Notation(s.MoveAt(i)), exported(got), exported(want))
						}
						if err := got.Check(); err != nil {
							t.Fatalf("seed %d, phase %v, move %d played for good: %v", seed, s.Phase, i, err)
						}
						played++
					}
					if chance {
						s.PlayChance(rng.IntN(s.PoolTotal))
					} else {
						s.PlayAt(rng.IntN(n))
					}
				}
			}
			if played < 4000 {
				t.Errorf("only %d moves played", played)
			}
		})
	}
}

// Once the key or the board's score is asked for in a playout, PlayAt
// and PlayChance keep them as Apply does: after every move they are a
// fresh copy's.
func TestPlaysForGoodKeepTheKeyAndScores(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		t.Run(filepath.Base(name), func(t *testing.T) {
			for seed := range uint64(8) {
				rng := rand.New(rand.NewPCG(seed, 31))
				s, err := engine.NewGame(r, r.MinPlayers, 0)
				if err != nil {
					t.Fatal(err)
				}
				s.Playout(true)
				scores, want := make([]int, s.Players), make([]int, s.Players)
				for moves := 0; s.Phase != engine.PhaseGameOver; moves++ {
					if s.IsChance() {
						s.PlayChance(rng.IntN(s.PoolTotal))
					} else {
						s.PlayAt(rng.IntN(s.MoveCount()))
					}
					if seed%2 == 0 && moves >= 5 {
						if got, want := s.Hash(), s.Clone().Hash(); got != want {
							t.Fatalf("seed %d, move %d: key %x, a fresh copy's %x", seed, moves, got, want)
						}
					}
					if seed%2 == 1 && moves >= 5 && !s.ActOver() {
						s.BoardScores(scores)
						engine.NewScorer(r).Totals(s.Board, want)
						if !reflect.DeepEqual(scores, want) {
							t.Fatalf("seed %d, move %d: board scores %v, scored afresh %v", seed, moves, scores, want)
						}
					}
				}
			}
		})
	}
}

// A uniform decision to draw plays the draw from the pool with it, and
// the decision after it (State.PlayUniformOut, the limit leaving room
// for the three moves): in random games, the state that three moves at
// once leave is the one the same moves leave played one at a time, with
// the same numbers taken from the same streams, its indexes and masks
// the board's and supplies'.
func TestUniformDrawsPlayAsMoveByMove(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		t.Run(filepath.Base(name), func(t *testing.T) {
			draws := 0
			for seed := range uint64(30) {
				players := r.MinPlayers + int(seed)%(r.MaxPlayers-r.MinPlayers+1)
				s, err := engine.NewGame(r, players, int(seed)%players)
				if err != nil {
					t.Fatal(err)
				}
				s.Playout(true)
				var seats [engine.MaxSeats]*rand.PCG
				for p := range players {
					seats[p] = rand.NewPCG(seed, uint64(p))
				}
				pool := rand.NewPCG(seed, 41)
				for s.Phase != engine.PhaseGameOver {
					want, wantSeats, wantPool := s.Clone(), copySources(&seats), *pool
					n := s.PlayUniformOut(&seats, pool, 3)
					for played := 0; played < n; played++ {
						turn := want.Phase == engine.PhaseTurn
						if want.PlayUniformOut(&wantSeats, &wantPool, 1) != 1 {
							t.Fatalf("seed %d: no move played", seed)
						}
						if played == 0 && turn && want.Phase == engine.PhaseDraw {
							draws++
						}
					}
					if !sameState(s, want) {
						t.Fatalf("seed %d: %d moves played at once %v, one at a time %v", seed, n, exported(s), exported(want))
					}
					if err := s.Check(); err != nil {
						t.Fatalf("seed %d, %d moves played at once: %v", seed, n, err)
					}
					if *pool != wantPool || !sameSources(&seats, &wantSeats) {
						t.Fatalf("seed %d: %d moves played at once took other numbers", seed, n)
					}
				}
			}
			if draws < 50 {
				t.Errorf("only %d draws played at once", draws)
			}
		})
	}
}

// A tile drawn of a kind the hand already holds is played as the moves
// one at a time play it, the first of its kind in the hand placed: here
// a Kingdoms hand of two tiles, of the kind the pool holds and another.
func TestUniformDrawOfAKindHeld(t *testing.T) {
	r := fixture.Rules(t, "kingdoms")
	drawn := 0
	for seed := uint64(0); drawn < 20; seed++ {
		if seed == 10000 {
			t.Fatalf("only %d tiles drawn", drawn)
		}
		s, err := engine.NewGame(r, 2, 0)
		if err != nil {
			t.Fatal(err)
		}
		for s.IsChance() {
			s.Apply(s.ChanceMove(0))
		}
		clear(s.Supply[s.ToMove]) // no figure to place: a draw is likelier
		s.Playout(true)
		k := s.Hands[s.ToMove][0].Kind
		other := (k + 1) % engine.TileKindID(len(s.Pool))
		s.Hands[s.ToMove] = append(s.Hands[s.ToMove], engine.HandTile{Kind: other})
		clear(s.Pool)
		s.Pool[k], s.PoolTotal = 2, 2
		var seats [engine.MaxSeats]*rand.PCG
		for p := range s.Players {
			seats[p] = rand.NewPCG(seed, uint64(p))
		}
		pool := rand.NewPCG(seed, 47)
		want, wantSeats, wantPool := s.Clone(), copySources(&seats), *pool
		s.PlayUniformOut(&seats, pool, 3)
		for range 3 {
			want.PlayUniformOut(&wantSeats, &wantPool, 1)
			if want.Phase == engine.PhaseDrawn {
				drawn++
			}
		}
		if !sameState(s, want) {
			t.Fatalf("seed %d: three moves played at once %v, one at a time %v", seed, exported(s), exported(want))
		}
	}
}

// copySources copies each seat's source.
func copySources(seats *[engine.MaxSeats]*rand.PCG) [engine.MaxSeats]*rand.PCG {
	var c [engine.MaxSeats]*rand.PCG
	for p, src := range seats {
		if src != nil {
			copied := *src
			c[p] = &copied
		}
	}
	return c
}

// sameSources reports whether each seat's two sources are at the same
// place in their streams.
func sameSources(a, b *[engine.MaxSeats]*rand.PCG) bool {
	for p := range a {
		if (a[p] == nil) != (b[p] == nil) || a[p] != nil && *a[p] != *b[p] {
			return false
		}
	}
	return true
}

// A state that does not play for good (here one whose key was asked
// for) plays PlayUniformOut's games through Apply: the same games, move
// for move, as a state playing for good, to the same end.
func TestUniformOutAppliedAsPlayedForGood(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		t.Run(filepath.Base(name), func(t *testing.T) {
			for seed := range uint64(12) {
				players := r.MinPlayers + int(seed)%(r.MaxPlayers-r.MinPlayers+1)
				var states [2]*engine.State
				var played [2]int
				for i := range states {
					s, err := engine.NewGame(r, players, int(seed)%players)
					if err != nil {
						t.Fatal(err)
					}
					s.Playout(true)
					if i == 1 {
						s.Hash() // the key needs every change: nothing is played for good
					}
					var seats [engine.MaxSeats]*rand.PCG
					for p := range players {
						seats[p] = rand.NewPCG(seed, uint64(p))
					}
					played[i] = s.PlayUniformOut(&seats, rand.NewPCG(seed, 53), 100000)
					states[i] = s
				}
				if states[0].Phase != engine.PhaseGameOver || played[0] != played[1] || !sameState(states[0], states[1]) {
					t.Fatalf("seed %d: played for good, %d moves: %v; applied, %d moves: %v", seed, played[0], exported(states[0]), played[1], exported(states[1]))
				}
			}
		})
	}
}
