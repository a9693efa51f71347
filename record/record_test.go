package record

import (
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/golden"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/rulesets"
)

// playRecorded plays a seeded game and returns its record and end state.
func playRecorded(t *testing.T, ruleset string, count int, seed uint64) ([]byte, *engine.State) {
	t.Helper()
	r, err := rulesets.Load(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	names := r.PlayerNames[:count]
	seats := make([]play.Player, count)
	kinds := make([]string, count)
	for i := range seats {
		kinds[i] = []string{"random", "greedy"}[i%2]
		seats[i], _ = players.New(kinds[i], seed+uint64(i))
	}
	w := NewWriter(ruleset, names, kinds, fmt.Sprint(seed), int(seed)%count)
	s, err := play.PlayGame(r, seats, int(seed)%count, seed, w.Observe)
	if err != nil {
		t.Fatal(err)
	}
	return w.Finish(s), s
}

// Replaying a record reproduces the game exactly.
func TestRecordReplaysTheGame(t *testing.T) {
	for _, ruleset := range rulesets.Builtins() {
		for players := 2; players <= 4; players++ {
			for seed := range uint64(15) {
				text, want := playRecorded(t, ruleset, players, seed)
				rec, err := Parse("game.txt", text)
				if err != nil {
					t.Fatal(err)
				}
				got, err := Replay(rec, want.Rules, -1)
				if err != nil {
					t.Fatalf("%s %dp seed %d: %v", ruleset, players, seed, err)
				}
				if !reflect.DeepEqual(got.Points, want.Points) || !reflect.DeepEqual(got.Board.Cells, want.Board.Cells) || !reflect.DeepEqual(got.ActPoints, want.ActPoints) {
					t.Fatalf("%s %dp seed %d: the replay ends with %v, the game with %v", ruleset, players, seed, got.Points, want.Points)
				}
			}
		}
	}
}

// A record saved by an editor with a byte-order mark reads as without.
func TestRecordWithByteOrderMark(t *testing.T) {
	text, _ := playRecorded(t, "beowulf", 2, 3)
	want, err := Parse("game.txt", text)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Parse("game.txt", append([]byte("\ufeff"), text...))
	if err != nil {
		t.Fatalf("with a byte-order mark: %v", err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Error("a byte-order mark changes what the record says")
	}
}

// A record replayed to any turn start gives a position that reads back and
// continues into the same game.
func TestRecordPositionsAtTurnStarts(t *testing.T) {
	text, _ := playRecorded(t, "beowulf", 3, 5)
	rec, err := Parse("game.txt", text)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := rulesets.Load("beowulf")
	written := 0
	for n := 0; n <= len(rec.Moves); n += 7 {
		s, err := Replay(rec, r, n)
		if err != nil {
			t.Fatal(err)
		}
		p, err := position.FromState(s, "beowulf", rec.Players)
		if err != nil {
			continue // not a turn start
		}
		q, _, err := position.Parse("at.toml", position.Format(p))
		if err != nil {
			t.Fatalf("after %d moves: %v\n%s", n, err, position.Format(p))
		}
		s2, err := q.State()
		if err != nil {
			t.Fatalf("after %d moves: %v", n, err)
		}
		for _, f := range []struct {
			name string
			a, b any
		}{{"board", s.Board.Cells, s2.Board.Cells}, {"pool", s.Pool, s2.Pool}, {"supply", s.Supply, s2.Supply}, {"points", s.Points, s2.Points}, {"hands", s.Hands, s2.Hands}, {"to move", s.ToMove, s2.ToMove}} {
			if !reflect.DeepEqual(f.a, f.b) {
				t.Errorf("after %d moves, %s differs: %v, read back %v", n, f.name, f.a, f.b)
			}
		}
		written++
	}
	if written < 5 {
		t.Errorf("only %d positions checked", written)
	}
}

// TestInvalidRecords: each record under testdata/records/bad is refused
// with the message in its .golden file.
func TestInvalidRecords(t *testing.T) {
	files, _ := filepath.Glob("testdata/records/bad/*.txt")
	if len(files) == 0 {
		t.Fatal("empty corpus")
	}
	r, _ := rulesets.Load("beowulf")
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			rec, err := ReadFile(path)
			if err == nil {
				_, err = Replay(rec, r, -1)
			}
			if err == nil {
				t.Fatal("accepted; want an error")
			}
			golden.Check(t, strings.TrimSuffix(path, ".txt")+".golden", []byte(err.Error()+"\n"))
		})
	}
}
