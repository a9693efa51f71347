package puzzle

import (
	"strings"
	"testing"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/solver"
)

// A puzzle is passed over, and why, when it does not answer as asked.
func TestPassedOver(t *testing.T) {
	_, res := solved(t, "../puzzles/bench/beowulf-2p-det-08.toml", solver.Options{})
	lead, _ := Lead(res)
	unique := AnswerSpec{Unique: true, MinLead: lead}
	if why := passedOver(res, unique); why != "" {
		t.Errorf("a puzzle leading by %v passed over for a lead of %v: %s", lead, lead, why)
	}
	more := AnswerSpec{Unique: true, MinLead: lead.Add(exact.IntValue(1))}
	tie := *res
	tie.Best = 2
	stopped := *res
	stopped.Exact = false
	for _, c := range []struct {
		res  *solver.Result
		want AnswerSpec
		why  string
	}{
		{res, more, "leads by"},
		{&tie, unique, "2 moves tie"},
		{&stopped, AnswerSpec{}, "not solved"},
		{&tie, AnswerSpec{}, ""},
	} {
		why := passedOver(c.res, c.want)
		if c.why == "" && why != "" || !strings.Contains(why, c.why) {
			t.Errorf("passed over for %q, want %q", why, c.why)
		}
	}
}
