package simulate

import (
	"strings"
	"testing"

	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/report"
)

// Shifts finds the conclusions whose verdict differs between strengths,
// and no others.
func TestShifts(t *testing.T) {
	weak := []Conclusion{{What: "order of play", Kind: "no clear advantage", Verdict: "no clear advantage (p = 0.4)"}, {What: "Treasure, how it is played", Kind: "mostly placed", Verdict: "mostly placed (80%)"}}
	strong := []Conclusion{{What: "order of play", Kind: "no clear advantage", Verdict: "no clear advantage (p = 0.2)"}, {What: "Treasure, how it is played", Kind: "mostly cashed", Verdict: "mostly cashed (75%)"}, {What: "Gorge, its effect", Kind: "changes the winner of some games", Verdict: "x"}}
	got := Shifts([][]Conclusion{weak, strong})
	if len(got) != 2 || got[0].What != "Treasure, how it is played" || got[0].Verdicts[1] != "mostly cashed (75%)" || got[1].Verdicts[0] != "no such conclusion" {
		t.Errorf("shifts %+v", got)
	}
	text := ShiftsText([]string{"greedy", "rival"}, got)
	if !strings.Contains(text, "greedy   mostly placed (80%)") {
		t.Errorf("text:\n%s", text)
	}
	if text := ShiftsText([]string{"rival", "search"}, nil); !strings.Contains(text, "Nothing: every conclusion above is the same with rival and search players") {
		t.Errorf("text:\n%s", text)
	}
}

// The conclusions of real runs: greedy players mostly place Act I's
// Treasure, rival players mostly cash it, and greedy never takes
// Temptation's option; a seat's win rate is judged against its share.
func TestConclusionsOfRuns(t *testing.T) {
	r := fixture.Rules(t, "beowulf")
	verdict := func(ai string) map[string]string {
		run := playOne(t, Control{}, Variant{r, options(r, 60, ai, ai, ai)})
		out := map[string]string{}
		for _, c := range Conclusions([]*Summary{Summarize(run)}, nil, TextStyle{Style: report.Style{ASCII: true}}) {
			out[c.What] = c.Kind
		}
		return out
	}
	greedy, rival := verdict("greedy"), verdict("rival")
	const treasure = "Treasure (+1T), how it is played"
	if greedy[treasure] != "mostly placed" || rival[treasure] != "mostly cashed" {
		t.Errorf("Treasure: greedy %q, rival %q", greedy[treasure], rival[treasure])
	}
	if k := greedy["Temptation (-2TE), its option"]; k != "removed a tile in few chances" {
		t.Errorf("Temptation's option, greedy: %q", k)
	}
	if k := greedy["1st player's win rate"]; !strings.Contains(k, "share") {
		t.Errorf("1st player's win rate: %q", k)
	}
}
