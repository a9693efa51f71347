package simulate

import (
	"fmt"
	"strings"
)

// A designer acts on what a simulation concludes, and a conclusion drawn
// from weak players may not hold for strong ones. Conclusions reduces the
// summaries and comparisons of one run to what they conclude, each as a
// verdict that can be set beside the same conclusion at another player
// strength; Shifts finds those that change.

// Conclusion is one thing a summary or comparison concludes.
type Conclusion struct {
	// What the conclusion is about: "1st player's win rate", "beowulf:
	// Treasure (+1T), how it is played".
	What string `json:"what"`
	// Verdict says what was concluded, with the numbers behind it:
	// "above its fair share (36.2%, 33.3% fair)".
	Verdict string `json:"verdict"`
	// Kind is the verdict without its numbers ("above"): two strengths
	// agree when their kinds are the same.
	Kind string `json:"-"`
	// share and of, for a verdict drawn from a share (a tile mostly
	// cashed), are that share and how many it is of: a change of kind
	// counts only when the shares differ by more than chance.
	share float64
	of    int
}

// Significance is the p-value below which a difference is taken as not
// chance alone, in the verdicts.
const Significance = 0.05

// Conclusions are what the summaries of a run's variants and their
// comparisons conclude: whether a seat in the first act's order wins
// more or less than its share, whether each measure of a comparison is
// higher or lower, and how each special tile is used and what its effect
// does.
// Numbers are written in style st.
func Conclusions(sums []*Summary, comps []Comparison, st TextStyle) []Conclusion {
	p := &printer{st: st}
	var out []Conclusion
	add := func(what, kind, verdict string) {
		out = append(out, Conclusion{What: what, Verdict: verdict, Kind: kind})
	}
	addShare := func(what, kind, verdict string, share float64, of int) {
		out = append(out, Conclusion{What: what, Verdict: verdict, Kind: kind, share: share, of: of})
	}
	for _, sum := range sums {
		if sum.Games == 0 {
			continue
		}
		prefix := ""
		if len(sums) > 1 {
			prefix = sum.Ruleset + ": "
		}
		if sum.Balance.ChiSquare > 0 || sum.Balance.P > 0 {
			kind := "no clear advantage"
			if sum.Balance.P < Significance {
				kind = "an advantage"
			}
			add(prefix+"order of play", kind, fmt.Sprintf("%s (%s)", kind, pText(sum.Balance.P)))
		}
		for _, pos := range sum.Positions {
			r := pos.WinRate
			kind := "within chance of its share"
			switch {
			case r.Low > sum.Balance.Fair:
				kind = "above its share"
			case r.High < sum.Balance.Fair:
				kind = "below its share"
			}
			add(fmt.Sprintf("%s%s player's win rate", prefix, ordinal(pos.Position)), kind,
				fmt.Sprintf("%s (%.1f%%, %.1f%% fair)", kind, 100*r.Estimate, 100*sum.Balance.Fair))
		}
		for _, t := range sum.Tiles {
			tile := fmt.Sprintf("%s%s (%s)", prefix, t.Name, p.minus(t.Tile))
			kind := "played in most games"
			if t.GamesPlayed < 0.5 {
				kind = "played in few games"
			}
			addShare(tile+", how often it is played", kind, fmt.Sprintf("%s (%.1f%%)", kind, 100*t.GamesPlayed), t.GamesPlayed, sum.Games)
			if len(t.Ways) > 1 {
				most := t.Ways[0]
				for _, w := range t.Ways {
					if w.Share > most.Share {
						most = w
					}
				}
				kind := "mostly " + most.What
				// Chance is judged on one way's share, the same at every
				// strength.
				addShare(tile+", how it is played", kind, fmt.Sprintf("%s (%.1f%%)", kind, 100*most.Share), t.Ways[0].Share, t.Ways[0].Of)
			}
			for _, o := range t.Options {
				if o.Of == 0 {
					continue
				}
				kind := o.What + " in most chances"
				if o.Share < 0.5 {
					kind = o.What + " in few chances"
				}
				addShare(tile+", its option", kind, fmt.Sprintf("%s (%.1f%% of %d)", kind, 100*o.Share, o.Of), o.Share, o.Of)
			}
			if e := t.Scoring; e != nil && e.OnBoard > 0 {
				kind := "changes the winner of some games"
				if e.WinnerChanged < 0.05 {
					kind = "seldom changes the winner"
				}
				addShare(tile+", its effect", kind, fmt.Sprintf("%s (%.1f%% of games)", kind, 100*e.WinnerChanged), e.WinnerChanged, sum.Games)
			}
		}
	}
	for _, c := range comps {
		for _, d := range c.Differences {
			if d.P == nil {
				continue
			}
			kind := "no clear difference"
			switch {
			case *d.P < Significance && d.Change > 0:
				kind = "higher"
			case *d.P < Significance && d.Change < 0:
				kind = "lower"
			}
			change := p.signed(d.Change, 1)
			if d.Share {
				change = p.signed(100*d.Change, 1) + " points"
			}
			add(fmt.Sprintf("%s against %s: %s", c.Other, c.Base, d.What), kind, fmt.Sprintf("%s (%s, %s)", kind, change, pText(*d.P)))
		}
	}
	return out
}

// pText writes a p-value as a clause: "p = 0.406", "p < 0.001".
func pText(p float64) string {
	if v := pValue(p); strings.HasPrefix(v, "<") {
		return "p " + v
	}
	return "p = " + pValue(p)
}

// Shift is a conclusion that differs between player strengths: its
// verdict at each, in the order of the strengths ("" where a strength
// draws no such conclusion).
type Shift struct {
	What     string   `json:"what"`
	Verdicts []string `json:"verdicts"`
}

// Shifts finds the conclusions whose verdict is not the same at every
// strength; byStrength holds each strength's conclusions.
func Shifts(byStrength [][]Conclusion) []Shift {
	var order []string
	verdicts := map[string][]*Conclusion{}
	for s, cs := range byStrength {
		for i := range cs {
			c := &cs[i]
			if verdicts[c.What] == nil {
				verdicts[c.What] = make([]*Conclusion, len(byStrength))
				order = append(order, c.What)
			}
			verdicts[c.What][s] = c
		}
	}
	var out []Shift
	for _, what := range order {
		vs := verdicts[what]
		same := true
		for _, v := range vs {
			same = same && v != nil && vs[0] != nil && v.Kind == vs[0].Kind
		}
		if same || withinChance(vs) {
			continue
		}
		shift := Shift{What: what}
		for _, v := range vs {
			text := "no such conclusion"
			if v != nil {
				text = v.Verdict
			}
			shift.Verdicts = append(shift.Verdicts, text)
		}
		out = append(out, shift)
	}
	return out
}

// withinChance reports whether verdicts drawn from shares differ by no
// more than chance: the least and greatest share, by a two-proportion
// test, at Significance.
func withinChance(vs []*Conclusion) bool {
	lo, hi := vs[0], vs[0]
	for _, v := range vs {
		if v == nil || v.of == 0 {
			return false
		}
		if v.share < lo.share {
			lo = v
		}
		if v.share > hi.share {
			hi = v
		}
	}
	d := shareDifference("", lo.share*float64(lo.of), lo.of, hi.share*float64(hi.of), hi.of)
	return d.P != nil && *d.P >= Significance
}

// ShiftsText writes what changes between strengths, the strengths named.
func ShiftsText(strengths []string, shifts []Shift) string {
	var b strings.Builder
	fmt.Fprintf(&b, "What changes with the players' strength (%s):\n", strings.Join(strengths, ", "))
	if len(shifts) == 0 {
		fmt.Fprintf(&b, "  Nothing: every conclusion above is the same with %s players.\n", andOr(strengths))
		return b.String()
	}
	for _, s := range shifts {
		fmt.Fprintf(&b, "  %s\n", s.What)
		for i, v := range s.Verdicts {
			fmt.Fprintf(&b, "    %-8s %s\n", strengths[i], v)
		}
	}
	fmt.Fprintf(&b, "  (A conclusion here depends on how well the game is played: trust the one drawn with the strongest players.)\n")
	return b.String()
}

// andOr writes "a", "a and b", "a, b and c".
func andOr(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
