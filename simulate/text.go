package simulate

import (
	"fmt"
	"io"
	"strings"

	"github.com/sagatools/saga/report"
)

// TextStyle says how a summary is written.
type TextStyle struct {
	// Style writes numbers, as every command does.
	report.Style
	// Play is the saga play command line that plays one of the run's
	// games again once --seed and --first are added, e.g.
	// "saga play --ruleset beowulf --players 3 --ai greedy".
	Play string
}

// Text writes the summary for people: balance, scores, special tiles and
// games worth a look.
func (sum *Summary) Text(w io.Writer, st TextStyle) {
	p := &printer{st: st}
	sum.heading(p)
	sum.balanceText(p)
	sum.scoresText(p)
	sum.tilesText(p)
	sum.notableText(p)
	p.writeTo(w)
}

func (sum *Summary) heading(p *printer) {
	p.printf("%s: %d %s", sum.Ruleset, sum.Games, plural(sum.Games, "game", "games"))
	if sum.Games > 0 {
		if sum.Games == 1 {
			p.printf(" (seed %d)", sum.FirstSeed)
		} else {
			p.printf(" (seeds %d to %d)", sum.FirstSeed, sum.FirstSeed+uint64(sum.Games)-1)
		}
	}
	same := true
	for _, s := range sum.Players {
		same = same && s.AI == sum.Players[0].AI
	}
	if same {
		p.printf(", %d players, all %s", len(sum.Players), sum.Players[0].AI)
	} else {
		var seats []string
		for _, s := range sum.Players {
			seats = append(seats, s.Name+" "+s.AI)
		}
		p.printf(", %d players: %s", len(sum.Players), strings.Join(seats, ", "))
	}
	if sum.First == "" {
		p.printf("; the first player rotates\n")
	} else {
		p.printf("; %s always starts\n", sum.First)
	}
	if len(sum.Ratings) > 0 {
		var parts []string
		for _, r := range sum.Ratings {
			parts = append(parts, fmt.Sprintf("%s %s (%s to %s)", r.Player, p.signed(r.Elo, 0), p.signed(r.Low, 0), p.signed(r.High, 0)))
		}
		p.printf("Players' strength on the ladder saga rate measured (Elo, random at 0; docs/rate.md): %s.\n", strings.Join(parts, ", "))
	}
	if sum.Games < sum.Asked {
		p.printf("Stopped after %d of the %d games asked for.\n", sum.Games, sum.Asked)
	}
}

func (sum *Summary) balanceText(p *printer) {
	if sum.Games == 0 {
		return
	}
	p.printf("\nBalance, by order of play in the first act:\n")
	t := p.table()
	fmt.Fprintf(t, "  position\twins\twin rate (95%% CI)\tmean final (95%% CI)\tsd")
	for _, a := range sum.Acts {
		fmt.Fprintf(t, "\t%s", a.Name)
	}
	fmt.Fprintln(t)
	pct := p.percent
	one := func(x float64) string { return p.num(x, 1) }
	for _, pos := range sum.Positions {
		fmt.Fprintf(t, "  %s\t%s\t%s\t%s\t%s", ordinal(pos.Position), p.num(pos.Wins, wholeOrHalf(pos.Wins)), p.interval(pos.WinRate, pct), p.interval(pos.Final, one), one(pos.SD))
		for _, m := range pos.ActMeans {
			fmt.Fprintf(t, "\t%s", p.signed(m, 1))
		}
		fmt.Fprintln(t)
	}
	t.Flush()
	b := sum.Balance
	verdict := "no clear advantage"
	switch {
	case float64(sum.Games)*b.Fair < 5:
		// The chi-square test is only fair from about 5 expected in each cell.
		verdict = "too few games for the test: it needs 5 expected wins a position"
	case b.P < 0.05:
		verdict = "unlikely to be chance alone"
	}
	p.printf("  With no advantage each would win %s: chi-square %s, %s (%s).\n", pct(b.Fair), p.num(b.ChiSquare, 2), pText(b.P), verdict)
	if b.SharedWins > 0 {
		p.printf("  Shared wins: %s of games.\n", pct(b.SharedWins))
	}
	if len(sum.AIs) > 0 {
		p.printf("\nBy player:\n")
		t := p.table()
		fmt.Fprintln(t, "  player\tseats\twins\tgames won (95% CI)\tfair share\tmean final per seat (95% CI)")
		for _, ai := range sum.AIs {
			fmt.Fprintf(t, "  %s\t%d\t%s\t%s\t%s\t%s\n", ai.AI, ai.Seats, p.num(ai.Wins, wholeOrHalf(ai.Wins)), p.interval(ai.WinRate, pct), pct(ai.Fair), p.interval(ai.Final, one))
		}
		t.Flush()
	}
}

func (sum *Summary) scoresText(p *printer) {
	if sum.Games == 0 {
		return
	}
	p.printf("\nScores:\n")
	t := p.table()
	fmt.Fprintln(t, "  \tmean\tsd\tmin\t5%\t25%\tmedian\t75%\t95%\tmax")
	row := func(label string, d Distribution) {
		fmt.Fprintf(t, "  %s\t%s\t%s", label, p.num(d.Mean, 1), p.num(d.SD, 1))
		for _, x := range []float64{d.Min, d.P5, d.P25, d.Median, d.P75, d.P95, d.Max} {
			fmt.Fprintf(t, "\t%s", p.num(x, 0))
		}
		fmt.Fprintln(t)
	}
	row("final points", sum.Final)
	for _, a := range sum.Acts {
		row(a.Name+" points", a.Points)
	}
	row("winning margin", sum.Margin)
	row("moves per game", sum.Decisions)
	t.Flush()
	p.printf("\nActs:\n")
	t = p.table()
	cashed := "" // no column for a ruleset without a tile to cash
	if sum.CanCash {
		cashed = "cashed per player\t"
	}
	fmt.Fprintf(t, "  act\tstarter's lead (95%% CI)\t%sended with squares empty\n", cashed)
	for _, a := range sum.Acts {
		early := "never"
		if a.EndedEarly > 0 {
			early = p.percent(a.EndedEarly) + " of games"
		}
		if sum.CanCash {
			cashed = p.num(a.Cashed, 2) + "\t"
		}
		fmt.Fprintf(t, "  %s\t%s\t%s%s\n", a.Name, p.interval(a.StarterLead, func(x float64) string { return p.signed(x, 1) }), cashed, early)
	}
	t.Flush()
	p.printf("  (The starter's lead: what the act's first player gained in it over the mean of the others. An act ends\n")
	p.printf("  with squares empty when nobody can move, R6.)\n")
}

func (sum *Summary) tilesText(p *printer) {
	if sum.Games == 0 || len(sum.Tiles) == 0 {
		return
	}
	p.printf("\nSpecial tiles played:\n")
	t := p.table()
	fmt.Fprintln(t, "  tile\tname\tacts\tplays per game\tin games\thow")
	for _, tile := range sum.Tiles {
		var ways, how []string
		var shares []float64
		for _, w := range tile.Ways {
			if w.Of > 0 {
				shares = append(shares, w.Share)
			}
		}
		shown := wholeShares(shares)
		for _, w := range tile.Ways {
			if w.Of > 0 {
				ways = append(ways, fmt.Sprintf("%s %s%%", w.What, p.num(shown[0], 1)))
				shown = shown[1:]
			}
		}
		if len(ways) > 0 {
			how = append(how, strings.Join(ways, ", "))
		}
		for _, o := range tile.Options {
			if o.Of > 0 {
				how = append(how, fmt.Sprintf("%s in %s of %d %s", o.What, p.percent(o.Share), o.Of, plural(o.Of, "chance", "chances")))
			}
		}
		fmt.Fprintf(t, "  %s\t%s\t%s\t%s\t%s\t%s\n", p.minus(tile.Tile), tile.Name, strings.Join(tile.Acts, ", "), p.num(tile.PlaysPerGame, 2), p.percent(tile.GamesPlayed), strings.Join(how, "; "))
	}
	t.Flush()
	scoring := false
	for _, tile := range sum.Tiles {
		scoring = scoring || tile.Scoring != nil
	}
	if !scoring {
		return
	}
	p.printf("\nScoring effects (each act end scored again with the kind's tiles made plain):\n")
	t = p.table()
	fmt.Fprintln(t, "  tile\tname\ton the board\tchanged points\tmean change per player\tchanged the winner")
	for _, tile := range sum.Tiles {
		e := tile.Scoring
		if e == nil {
			continue
		}
		if e.OnBoard == 0 {
			fmt.Fprintf(t, "  %s\t%s\tnever\t\t\t\n", p.minus(tile.Tile), tile.Name)
			continue
		}
		fmt.Fprintf(t, "  %s\t%s\t%s of act ends\t%s of those\t%s\t%s of games\n", p.minus(tile.Tile), tile.Name, p.percent(e.OnBoard), p.percent(e.Changed), p.num(e.MeanChange, 1), p.percent(e.WinnerChanged))
	}
	t.Flush()
	p.printf("  (\"changed the winner\" keeps every other point as played; the players might have played otherwise.)\n")
}

func (sum *Summary) notableText(p *printer) {
	if len(sum.Notable) == 0 {
		return
	}
	p.printf("\nGames to look at:\n")
	t := p.table()
	for _, n := range sum.Notable {
		what := p.num(float64(n.Value), 0)
		if n.Player != "" {
			what = n.Player + " " + what
		}
		cmd := fmt.Sprintf("seed %d", n.Seed)
		if p.st.Play != "" {
			cmd = fmt.Sprintf("%s --seed %d --first %s", p.st.Play, n.Seed, n.First)
		}
		fmt.Fprintf(t, "  %s\t%s\t%s\n", n.What, what, cmd)
	}
	t.Flush()
}

// Text writes the comparison as a table, each change with its interval
// and p-value.
func (c Comparison) Text(w io.Writer, st TextStyle) {
	p := &printer{st: st}
	if len(c.Differences) == 0 {
		p.printf("\n%s compared with %s: nothing to compare, as one of them played no game.\n", c.Other, c.Base)
		p.writeTo(w)
		return
	}
	p.printf("\n%s compared with %s (differences with 95%% CIs; p: the chance of a difference this large with none there):\n", c.Other, c.Base)
	if len(c.Rules) > 0 {
		p.printf("  The rules differ in:\n")
		for _, line := range c.Rules {
			p.printf("    %s\n", line)
		}
	}
	t := p.table()
	fmt.Fprintf(t, "  \t%s\t%s\tchange (95%% CI)\tp\n", c.Base, c.Other)
	for _, d := range c.Differences {
		f := func(x float64) string { return p.num(x, 1) }
		change := func(x float64) string { return p.signed(x, 1) }
		unit := ""
		if d.Share {
			f = p.percent
			change = func(x float64) string { return p.signed(100*x, 1) }
			unit = " points"
		}
		if d.Interval == nil {
			fmt.Fprintf(t, "  %s\t%s\t%s\t%s%s (too few games for more)\t\n", d.What, f(d.Base), f(d.Other), change(d.Change), unit)
			continue
		}
		fmt.Fprintf(t, "  %s\t%s\t%s\t%s%s\t%s\n", d.What, f(d.Base), f(d.Other), p.interval(*d.Interval, change), unit, pValue(*d.P))
	}
	t.Flush()
	if c.Acts != "" {
		p.printf("  %s\n", c.Acts)
	}
	p.printf("  (Among many measures a few p-values below 0.05 come by chance; more games narrow every interval.)\n")
	p.writeTo(w)
}
