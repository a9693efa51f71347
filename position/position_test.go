package position

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/internal/golden"
)

func mustRead(t *testing.T, path string) (*Position, []Warning) {
	t.Helper()
	p, w, err := ReadFile(path)
	if err != nil {
		t.Fatalf("%v", err)
	}
	return p, w
}

// TestRoundTrip: formatting a parsed position and parsing the result gives
// the same position, and formatting is stable.
func TestRoundTrip(t *testing.T) {
	files := append(fixture.PositionFiles(t, "../puzzles/rulebook"), fixture.PositionFiles(t, "testdata/score")...)
	files = append(files, fixture.PositionFiles(t, "../puzzles/bench")...)   // mid-act states with every key
	files = append(files, fixture.PositionFiles(t, "../puzzles/library")...) // and answers
	for _, path := range files {
		t.Run(path, func(t *testing.T) {
			p, _ := mustRead(t, path)
			text := Format(p)
			// Parse as if in the same folder, so a relative ruleset resolves.
			q, _, err := Parse(path, text)
			if err != nil {
				t.Fatalf("formatted position does not parse: %v\n%s", err, text)
			}
			if diff := cmp.Diff(comparable(p), comparable(q)); diff != "" {
				t.Errorf("position changed by a round trip (-before +after):\n%s", diff)
			}
			if again := Format(q); string(again) != string(text) {
				t.Errorf("formatting is not stable:\n%s\nthen\n%s", text, again)
			}
		})
	}
}

// comparable keeps what a position file says, leaving out the rules (a
// pointer graph compared through its source).
func comparable(p *Position) map[string]any {
	return map[string]any{
		"ruleset": p.Ruleset, "act": p.Act, "players": p.Players,
		"cells": p.Board.Cells, "claims": p.Claims, "answer": answerText(p.Answer),
	}
}

// answerText is what an answer says, without where it says it.
func answerText(a *Answer) []string {
	if a == nil {
		return nil
	}
	out := []string{fmt.Sprint(a.Question, a.Best == nil)}
	for _, m := range a.Best {
		out = append(out, m.Text, fmt.Sprint(m.Move))
	}
	for _, v := range a.Values {
		out = append(out, fmt.Sprint(v.Player, v.String(), v.Places))
	}
	return out
}

// TestInvalidPositions runs the corpus of bad position files: each must be
// refused with the message in its .golden file (file:line:col: message).
func TestInvalidPositions(t *testing.T) {
	for _, path := range fixture.PositionFiles(t, "testdata/invalid") {
		t.Run(filepath.Base(path), func(t *testing.T) {
			_, _, err := ReadFile(path)
			if err == nil {
				t.Fatal("accepted; want an error")
			}
			golden.Check(t, strings.TrimSuffix(path, ".toml")+".golden", []byte(err.Error()+"\n"))
		})
	}
}

func TestReadMissingFile(t *testing.T) {
	_, _, err := ReadFile(filepath.Join(t.TempDir(), "nope.toml"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("err = %v, want a not-exist error", err)
	}
}

// Every bundled benchmark puzzle is a valid puzzle.
func TestBenchPuzzlesAreValid(t *testing.T) {
	for _, path := range fixture.PositionFiles(t, "../puzzles/bench") {
		p, _ := mustRead(t, path)
		if _, _, err := p.Puzzle(); err != nil {
			t.Errorf("%v", err)
		}
	}
}

// TestBadPuzzles: positions that cannot be searched are refused before
// any search, with the message in their .golden files.
func TestBadPuzzles(t *testing.T) {
	for _, path := range fixture.PositionFiles(t, "testdata/badpuzzles") {
		t.Run(filepath.Base(path), func(t *testing.T) {
			p, _, err := ReadFile(path)
			if err == nil {
				_, _, err = p.Puzzle()
			}
			if err == nil {
				t.Fatal("accepted; want an error")
			}
			golden.Check(t, strings.TrimSuffix(path, ".toml")+".golden", []byte(err.Error()+"\n"))
		})
	}
}
