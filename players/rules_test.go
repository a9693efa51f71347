package players

import (
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/rulesets"
)

func loadRules(t testing.TB, name string) *engine.Rules {
	t.Helper()
	r, err := rulesets.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
