package rulesets

import (
	"testing"

	"github.com/sagatools/saga/engine"
)

// Every kind of effect a ruleset file can name is among the engine's
// Primitives, so that the tests that go through them all (the solver's
// bounds among them) cover it.
func TestPrimitivesCoverEveryWord(t *testing.T) {
	prims := engine.Primitives(0)
	covered := func(match func(a engine.Ability, v int) bool, v int) bool {
		for _, a := range prims {
			if match(a, v) {
				return true
			}
		}
		return false
	}
	for _, c := range []struct {
		table string
		words words
		match func(a engine.Ability, v int) bool
	}{
		{"play", playWords(), func(a engine.Ability, v int) bool {
			for _, m := range a.Play {
				if int(m.Kind) == v {
					return true
				}
			}
			return false
		}},
		{"after", afterWords(), func(a engine.Ability, v int) bool {
			for _, o := range a.After {
				if int(o.Kind) == v {
					return true
				}
			}
			return false
		}},
		{"cancel scope", cancelScopeWords(), func(a engine.Ability, v int) bool { return int(a.Cancel.Scope) == v }},
		{"rank scope", rankScopeWords(), func(a engine.Ability, v int) bool { return a.AddRank.Amount != 0 && int(a.AddRank.Scope) == v }},
	} {
		for word, v := range c.words {
			if !covered(c.match, v) {
				t.Errorf("%s %q is among no engine.Primitives", c.table, word)
			}
		}
	}
}
