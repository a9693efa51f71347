package players

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
)

// legalOnly is a player that fails the test when the player it wraps
// chooses a move that is not among the legal ones.
type legalOnly struct {
	play.Player
	t testing.TB
}

func (l legalOnly) Choose(v *play.View, moves []engine.Move) (engine.Move, error) {
	m, err := l.Player.Choose(v, moves)
	if err == nil && !slices.Contains(moves, m) {
		l.t.Fatalf("%s chose %s, not a legal move (%d legal moves)", l.Name(), v.Notation(m), len(moves))
	}
	return m, err
}

// mctsGame plays a game of mcts with the given settings in seat 0
// against rivals, every move checked for legality, and writes down the
// moves.
func mctsGame(t *testing.T, r *engine.Rules, players int, name string, seed uint64) string {
	t.Helper()
	seats := []play.Player{}
	for i := range players {
		n := "rival"
		if i == 0 {
			n = name
		}
		p, err := New(n, play.SeatSeed(seed, i))
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, legalOnly{p, t})
	}
	var log strings.Builder
	_, err := play.PlayGame(r, seats, int(seed)%players, seed, func(s *engine.State, m engine.Move) {
		if !s.IsChance() && s.ToMove == 0 {
			log.WriteString(s.Notation(m) + " ")
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return log.String()
}

// The mcts player plays only legal moves, and the same seed gives the
// same game: its budget is iterations, not time. Another seed gives
// another game.
func TestMCTSRepeatsAndPlaysLegally(t *testing.T) {
	for _, c := range []struct {
		ruleset string
		players int
	}{{"beowulf", 2}, {"kingdoms", 3}} {
		r := fixture.Rules(t, c.ruleset)
		a := mctsGame(t, r, c.players, "mcts:60", 5)
		b := mctsGame(t, r, c.players, "mcts:60", 5)
		other := mctsGame(t, r, c.players, "mcts:60", 6)
		if a != b {
			t.Errorf("%s, %d players: two games with seed 5 differ:\n%s\n%s", c.ruleset, c.players, a, b)
		}
		if a == other {
			t.Errorf("%s, %d players: seeds 5 and 6 give the same game", c.ruleset, c.players)
		}
	}
}

// A player's name carries the mcts player's budget: iterations, a time
// cap or both; anything else is refused with a reason.
func TestMCTSSettings(t *testing.T) {
	for _, c := range []struct {
		name   string
		budget int
		time   time.Duration
	}{
		{"mcts", DefaultBudget, 0},
		{"mcts:2000", 2000, 0},
		{"mcts:50ms", DefaultBudget, 50 * time.Millisecond},
		{"mcts:300:1s", 300, time.Second},
		{"mcts:1s:300", 300, time.Second},
	} {
		p, err := New(c.name, 1)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		m := p.(*MCTS)
		if m.Budget != c.budget || m.Time != c.time || m.Name() != c.name {
			t.Errorf("%s: budget %d, time %s, named %s; want %d, %s", c.name, m.Budget, m.Time, m.Name(), c.budget, c.time)
		}
	}
	for _, c := range []struct{ name, why string }{
		{"mcts:0", "from 1 to"},
		{"mcts:2000000", "from 1 to"},
		{"mcts:-5ms", "positive"},
		{"mcts:fast", "neither"},
		{"mcts:10:20", "each given once"},
		{"mcts:", "nothing after"},
		{"rival:100", "only mcts"},
		{"mcst", "unknown player"},
	} {
		err := Check(c.name)
		if err == nil || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.why)
		}
	}
	if Base("mcts:2000") != "mcts" || Base("rival") != "rival" {
		t.Errorf("Base: %q, %q", Base("mcts:2000"), Base("rival"))
	}
}

// A time cap stops the search before its budget: with a cap already
// passed, a decision searches only until its first look at the clock.
func TestMCTSTimeCap(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	s, err := engine.NewGame(r, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	moves := s.LegalMoves(nil)
	p := NewMCTS(1, MaxBudget)
	p.Time = time.Nanosecond
	m, err := p.Choose(play.NewView(s, 0), moves)
	if err != nil || !slices.Contains(moves, m) {
		t.Fatalf("chose %v, %v", m, err)
	}
	if n := p.nodes[0].visits; n != mctsClockEvery {
		t.Errorf("searched %d iterations with its time up; want %d, the first look at the clock", n, mctsClockEvery)
	}
}

// The mcts player beats greedy by a wide margin even on a small budget:
// a sanity check that the search picks good moves (a search that picked
// its worst-rated child, or never backed its results up, loses).
func TestMCTSBeatsGreedy(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games with mcts")
	}
	r := fixture.Rules(t, "kingdoms")
	wins := 0
	const games = 24
	for seed := range uint64(games) {
		names := []string{"mcts:100", "greedy"}
		me := 0
		if seed%2 == 1 {
			names, me = []string{"greedy", "mcts:100"}, 1
		}
		_, s := transcript(t, r, seed, names...)
		if s.Points[me] > s.Points[1-me] {
			wins++
		}
	}
	t.Logf("mcts:100 won %d of %d games against greedy", wins, games)
	if wins < games*3/4 {
		t.Errorf("mcts:100 won %d of %d games against greedy", wins, games)
	}
}

// The mcts player explains its choice (play.Explainer) by the iterations
// through each move at the root: they add up to its budget, the move
// Choose plays is one of the most visited, and asking leaves the player
// as it was, so that it then chooses as a fresh player of its seed does.
func TestMCTSExplains(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	checked := 0
	_, err := play.PlayGame(r, seats(t, 3, "rival", "rival"), 0, 3, func(s *engine.State, _ engine.Move) {
		moves := s.LegalMoves(nil)
		if s.IsChance() || s.ActOver() || len(moves) < 2 || checked >= 12 {
			return
		}
		checked++
		p, fresh := NewMCTS(9, 200), NewMCTS(9, 200)
		var e play.Explainer = p
		v := play.NewView(s, s.ToMove)
		values := e.Evaluate(v, moves)
		total, top := 0.0, 0.0
		for _, x := range values {
			total += x
			top = max(top, x)
		}
		if total != 200 {
			t.Errorf("%s: the iterations through the root's moves add up to %v, not the budget 200", s.Notation(moves[0]), total)
		}
		got, _ := p.Choose(v, moves)
		want, _ := fresh.Choose(play.NewView(s, s.ToMove), moves)
		if got != want {
			t.Errorf("chose %s after explaining, %s without", s.Notation(got), s.Notation(want))
		}
		if i := slices.Index(moves, got); values[i] != top {
			t.Errorf("chose %s, through which %v iterations went, fewer than the most, %v", s.Notation(got), values[i], top)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 12 {
		t.Errorf("only %d positions checked", checked)
	}
}

// TestMCTSRewardCapsMarginsWithThreePlayers checks the reward the search
// backs up: with two players the margin; with three or more the sum of
// the pairwise margins, each capped at ±Cap, so that a seat far behind
// everyone stops pulling the search towards beating it by more.
func TestMCTSRewardCapsMarginsWithThreePlayers(t *testing.T) {
	r := fixture.Rules(t, "kingdoms")
	for _, c := range []struct {
		points []int
		cap    int64
		want   []int64
	}{
		{[]int{100, 90, 10}, 0, []int64{100, 70, -170}},
		{[]int{100, 90, 10}, 40, []int64{50, 30, -80}},
		{[]int{100, 90, 10}, 5, []int64{10, 0, -10}},
		{[]int{100, 90, 10, 95}, 40, []int64{50 + 5, 30 - 5, -120, -5 + 5 + 40}},
		{[]int{100, 30}, 40, []int64{70, -70}}, // two players: never capped
	} {
		s, err := engine.NewGame(r, len(c.points), 0)
		if err != nil {
			t.Fatal(err)
		}
		// The board is empty, so the projected act scores are nothing and
		// the points alone count.
		copy(s.Points, c.points)
		p := NewMCTS(1, 10)
		p.Cap = c.cap
		p.score(s, 0)
		if got := p.reward[:len(c.points)]; !slices.Equal(got, c.want) {
			t.Errorf("points %v, cap %d: rewards %v, want %v", c.points, c.cap, got, c.want)
		}
	}
}
