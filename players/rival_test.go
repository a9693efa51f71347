package players

import (
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/rulesets"
)

// Where no draw is on offer, the rival takes the first move with the
// highest lead: its own gain less the mean of the others', every gain
// worked out by playing the move and scoring the board. The gains it
// rates all seats with at once agree with that too.
func TestRivalTakesTheBestLead(t *testing.T) {
	for _, name := range rulesets.Builtins() {
		r := fixture.Rules(t, name)
		rival := NewRival()
		check := NewGreedy() // its rater is only used to rescore
		checked := 0
		for seed := range uint64(12) {
			_, err := play.PlayGame(r, seats(t, seed, "random", "greedy", "random"), 0, seed, func(s *engine.State, _ engine.Move) {
				if s.IsChance() || s.ActOver() {
					return
				}
				moves := s.LegalMoves(nil)
				for _, m := range moves {
					if m.Kind == engine.Draw {
						return
					}
				}
				if len(moves) < 2 {
					return
				}
				check.rate.Prepare(s)
				// The lead times the number of others, to stay whole.
				best, bestLead := -1, 0
				for i, m := range moves {
					all := check.rate.RescoredAll(s, m)
					lead := 0
					for p := range s.Players {
						if p != s.ToMove {
							lead += all[s.ToMove] - all[p]
						}
					}
					if best < 0 || lead > bestLead {
						best, bestLead = i, lead
					}
					rival.prepare(s)
					if got := rival.rate.Gains(s, m); got != all {
						t.Fatalf("%s seed %d: %s gains %v, rescoring gives %v", name, seed, s.Notation(m), got[:s.Players], all[:s.Players])
					}
				}
				got, _ := rival.Choose(play.NewView(s, s.ToMove), moves)
				if got != moves[best] {
					t.Fatalf("%s seed %d: rival chose %s, the best lead is %s (%d)", name, seed, s.Notation(got), s.Notation(moves[best]), bestLead)
				}
				checked++
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		if checked < 100 {
			t.Errorf("%s: only %d decisions checked", name, checked)
		}
	}
}

// Unlike greedy, the rival takes tiles away that help the others: in
// Beowulf games it removes Valor tiles (+2) with Temptation, which never
// raises the remover's own score.
func TestRivalRemovesWhatHelpsOthers(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	removed := map[string]int{}
	for _, name := range []string{"greedy", "rival"} {
		for seed := range uint64(20) {
			_, err := play.PlayGame(r, seats(t, seed, name, name, name), 0, seed, func(s *engine.State, m engine.Move) {
				if m.Kind == engine.After && s.AfterKind(m) == engine.RemoveAfter && s.Rules.Tiles[s.Board.Cells[m.From].TileKind()].Value > 0 {
					removed[name]++
				}
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	if removed["greedy"] != 0 || removed["rival"] == 0 {
		t.Errorf("positive tiles removed in 20 games: greedy %d, rival %d; want none and some", removed["greedy"], removed["rival"])
	}
}

// The rival rates a Kingdoms draw (the tile drawn is placed at once, K4)
// by the expected lead of the best placement of each tile the pool may
// give, at least 0, special tiles counted as 0: worked out here tile by
// tile from each seat's gain.
func TestRivalDrawWorth(t *testing.T) {
	r := fixture.Rules(t, "kingdoms")
	rival := NewRival()
	checked := 0
	for seed := range uint64(10) {
		_, err := play.PlayGame(r, seats(t, seed, "random", "random", "random"), 0, seed, func(s *engine.State, m engine.Move) {
			if m.Kind != engine.Draw {
				return
			}
			rival.prepare(s)
			sc := rival.rate.Scorer()
			want := 0.0
			for k, n := range s.Pool {
				kind := engine.TileKindID(k)
				if n == 0 || !sc.ScoresPlainly(kind) {
					continue
				}
				best := 0
				for sq, c := range s.Board.Cells {
					if c != engine.Empty {
						continue
					}
					lead := 0
					for p := range s.Players {
						if p != s.ToMove {
							lead += sc.TileGain(engine.Square(sq), s.ToMove, kind) - sc.TileGain(engine.Square(sq), p, kind)
						}
					}
					best = max(best, lead)
				}
				want += float64(n * best)
			}
			want /= float64(s.PoolTotal)
			if got := rival.drawValue(s, nil); got != want {
				t.Fatalf("seed %d: draw worth %v, want %v", seed, got, want)
			}
			checked++
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if checked < 50 {
		t.Errorf("only %d draws checked", checked)
	}
}

// The rival beats greedy in most two-player games, whoever starts.
func TestRivalBeatsGreedy(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	wins, games := 0, 20
	for seed := range uint64(games) {
		names, me := []string{"rival", "greedy"}, 0
		if seed%2 == 1 {
			names, me = []string{"greedy", "rival"}, 1
		}
		_, s := transcript(t, r, seed, names...)
		if s.Points[me] > s.Points[1-me] {
			wins++
		}
	}
	if wins < games*3/4 {
		t.Errorf("rival won %d of %d games against greedy", wins, games)
	}
}

// Alone in the game (every other seat absent, as in a solo puzzle), the
// rival has nobody to play against and plays exactly as greedy does.
func TestRivalAlonePlaysAsGreedy(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	for seed := range uint64(4) {
		s, err := engine.NewGame(r, 2, 0)
		if err != nil {
			t.Fatal(err)
		}
		s.Absent = 1 << 1
		rival, greedy := NewRival(), NewGreedy()
		decisions := 0
		observe := func(s *engine.State, m engine.Move) {
			if s.IsChance() || s.ActOver() {
				return
			}
			moves := s.LegalMoves(nil)
			a, _ := rival.Choose(play.NewView(s, s.ToMove), moves)
			b, _ := greedy.Choose(play.NewView(s, s.ToMove), moves)
			if a != b {
				t.Fatalf("seed %d: alone, rival chose %s and greedy %s", seed, s.Notation(a), s.Notation(b))
			}
			decisions++
		}
		if err := play.PlayUntil(s, []play.Player{NewRandom(seed), NewRandom(seed + 1)}, play.NewChance(seed), func(s *engine.State) bool { return s.Act > 0 }, observe); err != nil {
			t.Fatal(err)
		}
		if decisions < 10 {
			t.Errorf("seed %d: only %d decisions", seed, decisions)
		}
	}
}
