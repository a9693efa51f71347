package play

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"gonum.org/v1/gonum/stat/distuv"
)

// midGame plays seeded random moves of a game of r until stop says so.
func midGame(t *testing.T, r *engine.Rules, players int, seed uint64, stop func(*engine.State) bool) *engine.State {
	t.Helper()
	s, err := engine.NewGame(r, players, 0)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	chance := NewChance(seed)
	for !stop(s) {
		if s.Phase == engine.PhaseGameOver {
			t.Fatal("the game ended before the position looked for")
		}
		moves := s.LegalMoves(nil)
		m := moves[rng.IntN(len(moves))]
		if s.IsChance() {
			m = chance.Pick(s, moves)
		}
		s.Apply(m)
	}
	return s
}

// hiddenByAct counts the tiles hidden from seat, by act and kind.
func hiddenByAct(s *engine.State, seat int) map[[2]int]int {
	out := map[[2]int]int{}
	for k, n := range s.Pool {
		if n > 0 {
			out[[2]int{s.Act, k}] += n
		}
	}
	for p, h := range s.Hands {
		if p != seat {
			for _, t := range h {
				out[[2]int{t.Act, int(t.Kind)}]++
			}
		}
	}
	return out
}

// A sample keeps everything the seat knows and deals the tiles it does
// not: the same tiles, each of the act its back shows (the pool's of the
// act under way), on the same board with the same hands' sizes.
func TestSampleKeepsWhatTheSeatKnows(t *testing.T) {
	for _, c := range []struct {
		ruleset string
		players int
		act     int
	}{{"beowulf", 2, 1}, {"beowulf", 3, 2}, {"kingdoms", 2, 0}, {"kingdoms", 4, 1}} {
		r := fixture.Rules(t, c.ruleset)
		for seed := range uint64(20) {
			s := midGame(t, r, c.players, seed, func(s *engine.State) bool {
				return s.Act == c.act && s.Phase == engine.PhaseTurn && s.Empties < 20
			})
			seat := s.ToMove
			v := NewView(s, seat)
			rng := rand.New(rand.NewPCG(seed, 2))
			for range 20 {
				d := v.Sample(rng)
				if !slices.Equal(d.Board.Cells, s.Board.Cells) || !slices.Equal(d.Points, s.Points) || !slices.Equal(d.Out, s.Out) ||
					d.PoolTotal != s.PoolTotal || d.ToMove != s.ToMove || d.Phase != s.Phase {
					t.Fatalf("%s seed %d: the sample changed what the seat sees", c.ruleset, seed)
				}
				if !slices.Equal(d.Hands[seat], s.Hands[seat]) {
					t.Fatalf("%s seed %d: the seat's own hand changed", c.ruleset, seed)
				}
				for p := range s.Players {
					if len(d.Hands[p]) != len(s.Hands[p]) {
						t.Fatalf("%s seed %d: seat %d holds %d tiles, really %d", c.ruleset, seed, p, len(d.Hands[p]), len(s.Hands[p]))
					}
					if !r.Turn.SecretHand {
						for i := range s.Hands[p] {
							if d.Hands[p][i].Act != s.Hands[p][i].Act {
								t.Fatalf("%s seed %d: a tile of act %d became one of act %d", c.ruleset, seed, s.Hands[p][i].Act, d.Hands[p][i].Act)
							}
						}
					}
				}
				if got, want := hiddenByAct(d, seat), hiddenByAct(s, seat); fmt.Sprint(got) != fmt.Sprint(want) {
					t.Fatalf("%s seed %d: hidden tiles %v, really %v", c.ruleset, seed, got, want)
				}
				if err := d.Check(); err != nil {
					t.Fatalf("%s seed %d: %v", c.ruleset, seed, err)
				}
			}
		}
	}
}

// The fixed sample depends on what the seat knows alone: two games that
// differ only in where the hidden tiles are give the same one.
func TestFixedSampleIgnoresWhereTilesAre(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	for seed := range uint64(20) {
		s := midGame(t, r, 3, seed, func(s *engine.State) bool { return s.Act == 1 && s.Phase == engine.PhaseTurn })
		seat := s.ToMove
		other := s.Clone()
		deal(other, seat, rand.New(rand.NewPCG(seed, 3)))
		a, b := NewView(s, seat).Sample(nil), NewView(other, seat).Sample(nil)
		if fmt.Sprint(a.Hands, a.Pool) != fmt.Sprint(b.Hands, b.Pool) {
			t.Fatalf("seed %d: fixed samples differ: %v %v and %v %v", seed, a.Hands, a.Pool, b.Hands, b.Pool)
		}
	}
}

// Over many samples every deal consistent with the seat's knowledge is
// about equally likely: a chi-square test of the deals' counts against
// equal shares, for open tile backs (hand tiles keep their act, the
// pool takes the act under way) and for secret hands.
func TestSampleDealsEvenly(t *testing.T) {
	for _, c := range []struct {
		name    string
		ruleset string
		act     int
		hands   [][]engine.HandTile // the others' hands; seat 0 holds nothing
		pool    []engine.TileKindID // of the act under way
		want    int                 // distinct consistent deals
	}{
		// Beowulf, Act II: green holds an Act I tile and an Act II tile,
		// the pool three Act II tiles; the unseen Act I tile is the only
		// one of its act, so the four Act II tiles share four places.
		{"open backs", "beowulf", 1, [][]engine.HandTile{nil, {{Kind: 0, Act: 0}, {Kind: 1, Act: 1}}}, []engine.TileKindID{2, 3, 4}, 4},
		// Two others with two tiles each, all of the act under way, and a
		// pool of two: 6 tiles in 6 places, the pool's two unordered.
		{"open backs, three seats", "beowulf", 0, [][]engine.HandTile{nil, {{Kind: 0}, {Kind: 1}}, {{Kind: 2}, {Kind: 3}}}, []engine.TileKindID{4, 5}, 360},
		// Kingdoms keeps hands secret: any hidden tile may be in a hand,
		// but the pool holds only the act under way's.
		{"secret hands", "kingdoms", 1, [][]engine.HandTile{nil, {{Kind: 0, Act: 1}}, {{Kind: 1, Act: 1}}}, []engine.TileKindID{2, 3, 4}, 20},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := fixture.Rules(t, c.ruleset)
			s := midGame(t, r, len(c.hands), 1, func(s *engine.State) bool { return s.Act == c.act && s.Phase == engine.PhaseTurn })
			for p := range s.Hands {
				s.Hands[p] = append([]engine.HandTile(nil), c.hands[p]...)
			}
			clear(s.Pool)
			for _, k := range c.pool {
				s.Pool[k]++
			}
			s.PoolTotal = len(c.pool)
			v := NewView(s, 0)
			rng := rand.New(rand.NewPCG(7, 7))
			counts := map[string]int{}
			const n = 40_000
			for range n {
				d := v.Sample(rng)
				counts[fmt.Sprint(d.Hands, d.Pool)]++
			}
			if len(counts) != c.want {
				t.Fatalf("%d distinct deals, want %d", len(counts), c.want)
			}
			expected := float64(n) / float64(c.want)
			chi2 := 0.0
			for _, k := range counts {
				chi2 += (float64(k) - expected) * (float64(k) - expected) / expected
			}
			p := 1 - distuv.ChiSquared{K: float64(c.want - 1)}.CDF(chi2)
			if p < 0.001 || math.IsNaN(p) {
				t.Errorf("deals not even: chi-square %.1f with %d degrees of freedom, p = %.4f", chi2, c.want-1, p)
			}
		})
	}
}

// BoardInto and AppendHand give what Board and Hand give, into the
// caller's board and slice, reused from one position to the next: a copy
// the game does not see.
func TestBoardIntoAndAppendHandCopy(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	var board *engine.Board
	var hand []engine.HandTile
	for seed := range uint64(5) {
		moves := 0
		s := midGame(t, r, 3, seed, func(*engine.State) bool { moves++; return moves > 20+int(seed)*7 })
		for seat := range s.Players {
			v := NewView(s, seat)
			board, hand = v.BoardInto(board), v.AppendHand(hand[:0])
			if want := v.Board(); board.Geometry != want.Geometry || !slices.Equal(board.Cells, want.Cells) {
				t.Fatalf("seed %d seat %d: BoardInto %v, Board %v", seed, seat, board.Cells, want.Cells)
			}
			if want := v.Hand(); !slices.Equal(hand, want) {
				t.Fatalf("seed %d seat %d: AppendHand %v, Hand %v", seed, seat, hand, want)
			}
			cell, other := s.Board.Cells[0], engine.Hole
			if cell == other {
				other = engine.Empty
			}
			board.Cells[0] = other
			shared := s.Board.Cells[0] != cell
			if len(hand) > 0 {
				tile := s.Hands[seat][0]
				hand[0].Kind++
				shared = shared || s.Hands[seat][0] != tile
			}
			if shared {
				t.Fatalf("seed %d seat %d: the copies share the game's memory", seed, seat)
			}
		}
	}
}
