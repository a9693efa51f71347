package rulesets_test

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/rulesets"
)

// playouts sets how many random games each property test plays per
// ruleset and player count; raise it for a long run:
// go test ./rulesets -playouts 20000
var playouts = flag.Int("playouts", 200, "random games per ruleset and player count in property tests (with -short, a twentieth unless given)")

// playoutCount is -playouts, or with -short (CI's run under the race
// detector) a twentieth of its default: the same checks on fewer games.
func playoutCount() int {
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "playouts" })
	if testing.Short() && !given {
		return *playouts / 20
	}
	return *playouts
}

// pick chooses a move: a chance move by its weight, a decision uniformly.
func pick(rng *rand.Rand, s *engine.State, moves []engine.Move) engine.Move {
	if !s.IsChance() {
		return moves[rng.IntN(len(moves))]
	}
	x := rng.IntN(s.PoolTotal)
	for _, m := range moves {
		if x -= s.ChanceWeight(m); x < 0 {
			return m
		}
	}
	panic("chance weights do not add up to the pool")
}

// sameState compares everything a state holds.
func sameState(a, b *engine.State) bool {
	return reflect.DeepEqual(exported(a), exported(b))
}

func exported(s *engine.State) map[string]any {
	return map[string]any{
		"act": s.Act, "cells": s.Board.Cells, "pool": s.Pool, "poolTotal": s.PoolTotal,
		"hands": normHands(s.Hands), "supply": s.Supply, "points": s.Points, "out": s.Out,
		"phase": s.Phase, "toMove": s.ToMove, "dealTo": s.DealTo, "drawn": s.Drawn,
		"placed": s.Placed, "ender": s.Ender, "empties": s.Empties, "absent": s.Absent,
		"actPoints": s.ActPoints, "cashed": s.Cashed,
	}
}

// normHands treats nil and empty hands alike.
func normHands(h [][]engine.HandTile) [][]engine.HandTile {
	out := make([][]engine.HandTile, len(h))
	for i, x := range h {
		out[i] = append([]engine.HandTile{}, x...)
	}
	return out
}

// playoutRulesets are the built-in rulesets and a test variant that uses
// every play mode and after-placement option on tiles of its own.
func playoutRulesets() []string {
	return append(rulesets.Builtins(), "testdata/valid/every-play.toml")
}

// TestRandomPlayouts plays seeded random games of both rulesets (and the
// every-play variant) with 2-4 players. After every move: no panic, the
// invariants hold, undo restores the state exactly, and redoing the move
// gives the same state again.
func TestRandomPlayouts(t *testing.T) {
	for _, name := range playoutRulesets() {
		r := fixture.Rules(t, name)
		for players := r.MinPlayers; players <= r.MaxPlayers; players++ {
			t.Run(fmt.Sprintf("%s/%dp", filepath.Base(name), players), func(t *testing.T) {
				for seed := range uint64(playoutCount()) {
					playout(t, r, players, seed)
				}
			})
		}
	}
}

func playout(t *testing.T, r *engine.Rules, players int, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, uint64(players)))
	s, err := engine.NewGame(r, players, int(seed)%players)
	if err != nil {
		t.Fatal(err)
	}
	var moves []engine.Move
	for step := 0; s.Phase != engine.PhaseGameOver; step++ {
		if step > 10000 {
			t.Fatalf("seed %d: game does not end", seed)
		}
		moves = s.LegalMoves(moves[:0])
		if len(moves) == 0 {
			t.Fatalf("seed %d step %d: no legal move in phase %v", seed, step, s.Phase)
		}
		m := pick(rng, s, moves)
		before := s.Clone()
		u := s.Apply(m)
		if err := s.Check(); err != nil {
			t.Fatalf("seed %d step %d after %s: %v", seed, step, before.Notation(m), err)
		}
		after := s.Clone()
		s.Undo(u)
		if !sameState(s, before) {
			t.Fatalf("seed %d step %d: undo of %s does not restore the state", seed, step, before.Notation(m))
		}
		s.Apply(m)
		if !sameState(s, after) {
			t.Fatalf("seed %d step %d: redo of %s differs", seed, step, before.Notation(m))
		}
	}
}

// Every move kind is played in the random games of the every-play variant,
// so the playout checks cover them all.
func TestEveryMoveKindIsPlayed(t *testing.T) {
	r := fixture.Rules(t, "testdata/valid/every-play.toml")
	seen := map[string]bool{}
	for seed := range uint64(300) {
		rng := rand.New(rand.NewPCG(seed, 99))
		s, _ := engine.NewGame(r, 2+int(seed)%3, 0)
		var moves []engine.Move
		for s.Phase != engine.PhaseGameOver {
			moves = s.LegalMoves(moves[:0])
			m := pick(rng, s, moves)
			kind := fmt.Sprint(m.Kind)
			switch m.Kind {
			case engine.PlayTile:
				kind = fmt.Sprintf("play mode %d", s.PlayKind(m))
			case engine.After:
				kind = fmt.Sprintf("after %d", s.AfterKind(m))
			}
			seen[kind] = true
			s.Apply(m)
		}
	}
	for _, want := range []string{"play mode 0", "play mode 1", "play mode 2", "play mode 3", "after 0", "after 1"} {
		if !seen[want] {
			t.Errorf("no random game played %s (seen %v)", want, seen)
		}
	}
}
