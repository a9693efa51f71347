package report

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/sagatools/saga/tournament"
)

// TournamentText writes a tournament's summary for people: what was
// played, the ratings, the win-rate matrix, the players' times, and the
// game's skill depth, luck and what hidden information is worth.
func TournamentText(sum *tournament.Summary, s Style) string {
	var b strings.Builder
	t := tournamentText{b: &b, s: s, sum: sum}
	t.heading()
	if sum.Games > 0 {
		t.ratings()
		t.matrix()
		t.times()
		t.skillAndLuck()
	}
	// No table leaves spaces at the ends of lines.
	lines := strings.Split(b.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

type tournamentText struct {
	b   *strings.Builder
	s   Style
	sum *tournament.Summary
}

func (t *tournamentText) printf(format string, args ...any) { fmt.Fprintf(t.b, format, args...) }

func (t *tournamentText) table() *tabwriter.Writer {
	return tabwriter.NewWriter(t.b, 0, 0, 2, ' ', 0)
}

func (t *tournamentText) heading() {
	sum := t.sum
	t.printf("%s, %d players a game: a round robin of %s\n", sum.Ruleset, sum.Seats, strings.Join(sum.Players, ", "))
	deals := sum.GamesPerTable / sum.Seats
	seating := "each played with the seats swapped"
	if sum.Seats > 2 {
		seating = fmt.Sprintf("each played %d times, every player in every seat", sum.Seats)
	}
	tables := "each of " + Count(sum.Tables, "table")
	if sum.Tables == 1 {
		tables = "one table"
	}
	t.printf("%s at %s (%s, %s)\n", Count(sum.GamesPerTable, "game"), tables, Count(deals, "deal"), seating)
	switch {
	case sum.Games == 0:
		t.printf("Stopped before any game finished.\n")
		return
	case sum.Games < sum.Scheduled:
		t.printf("Stopped after %d of the %d games; seeds %d to %d.\n", sum.Games, sum.Scheduled, sum.FirstSeed, sum.LastSeed)
	case sum.FirstSeed == sum.LastSeed:
		t.printf("%s, seed %d.\n", Count(sum.Games, "game"), sum.FirstSeed)
	default:
		t.printf("%s, seeds %d to %d.\n", Count(sum.Games, "game"), sum.FirstSeed, sum.LastSeed)
	}
}

func (t *tournamentText) ratings() {
	sum := t.sum
	t.printf("\nRatings (Elo, %s = 0, with 95%% intervals):\n", sum.Anchor)
	w := t.table()
	fmt.Fprintln(w, "  \tplayer\tElo\t95% interval\tgames\tahead")
	for i, r := range sum.Ratings {
		iv := "(anchor)"
		if r.Player != sum.Anchor {
			iv = t.elo(r.Low) + " to " + t.elo(r.High)
		}
		fmt.Fprintf(w, "  %d\t%s\t%s\t%s\t%d\t%s\n", i+1, r.Player, t.elo(r.Elo), iv, r.Games, t.percent(r.Score))
	}
	w.Flush()
	if len(sum.Unrated) > 0 {
		t.printf("  Not rated, no game links them to %s: %s.\n", sum.Anchor, AndList(sum.Unrated))
	}
	t.printf("  (ahead: the share of its meetings with the others at the table that it finished ahead in)\n")
	if sweeps := t.sweeps(); len(sweeps) > 0 {
		t.printf("  Never ahead: in these pairings one never finished ahead of the other, so their gap leans\n")
		t.printf("    on the fit's virtual drawn game, and the games alone show a lower bound (95%%):\n")
		w := t.table()
		for _, sw := range sweeps {
			bound := "too few games to bound it"
			if sw.AtLeast > 0 {
				bound = "at least " + t.gap(sw.AtLeast)
			}
			fmt.Fprintf(w, "    %s over %s\tin %s\t%s\n", sw.Winner, sw.Loser, Count(sw.Games, "game"), bound)
		}
		w.Flush()
	}
}

// sweeps are the summary's sweeps in ladder order, the strongest
// winner's first.
func (t *tournamentText) sweeps() []tournament.Sweep {
	rank := func(p string) int {
		return slices.IndexFunc(t.sum.Ratings, func(r tournament.Rating) bool { return r.Player == p })
	}
	out := slices.Clone(t.sum.Sweeps)
	slices.SortStableFunc(out, func(a, b tournament.Sweep) int {
		if d := rank(a.Winner) - rank(b.Winner); d != 0 {
			return d
		}
		return rank(a.Loser) - rank(b.Loser)
	})
	return out
}

// matrix writes how often each player finished ahead of each other, the
// players in ladder order.
func (t *tournamentText) matrix() {
	sum := t.sum
	order := make([]string, 0, len(sum.Players))
	for _, r := range sum.Ratings {
		order = append(order, r.Player)
	}
	order = append(order, sum.Unrated...)
	t.printf("\nHow often the row's player finished ahead of the column's (95%% intervals):\n")
	w := t.table()
	fmt.Fprint(w, "  ")
	for _, p := range order {
		fmt.Fprintf(w, "\t%s", p)
	}
	fmt.Fprintln(w)
	for _, p := range order {
		fmt.Fprintf(w, "  %s", p)
		for _, q := range order {
			i := slices.IndexFunc(sum.Matrix, func(c tournament.Pairing) bool { return c.Player == p && c.Opponent == q })
			switch {
			case p == q:
				fmt.Fprint(w, "\t·")
			case i < 0:
				fmt.Fprint(w, "\tno games")
			default:
				r := sum.Matrix[i].Rate
				fmt.Fprintf(w, "\t%s (%s to %s)", t.percent(r.Estimate), t.s.Fixed(100*r.Low, 1), t.s.Fixed(100*r.High, 1))
			}
		}
		fmt.Fprintln(w)
	}
	w.Flush()
	if g := t.pairingGames(); g > 0 {
		t.printf("  Each pair met in %s.\n", Count(g, "game"))
	}
}

// pairingGames is how many games every pair met in, or 0 when that
// differs from pair to pair.
func (t *tournamentText) pairingGames() int {
	g := 0
	for _, c := range t.sum.Matrix {
		if g != 0 && c.Games != g {
			return 0
		}
		g = c.Games
	}
	return g
}

func (t *tournamentText) times() {
	t.printf("\nTime each player took to choose its moves:\n")
	w := t.table()
	fmt.Fprintln(w, "  player\tmoves a game\tper move\tper game")
	for _, r := range t.sum.Ratings {
		i := slices.IndexFunc(t.sum.Times, func(x tournament.Time) bool { return x.Player == r.Player })
		if i < 0 {
			continue
		}
		x := t.sum.Times[i]
		fmt.Fprintf(w, "  %s\t%s\t%s\t%s\n", x.Player, t.s.Fixed(float64(x.Moves)/float64(x.Games), 1), Seconds(x.PerMove), Seconds(x.PerGame))
	}
	w.Flush()
}

func (t *tournamentText) skillAndLuck() {
	sum := t.sum
	if sum.Skill == nil && sum.Luck == nil && len(sum.Hidden) == 0 {
		return
	}
	t.printf("\nSkill and luck:\n")
	if sk := sum.Skill; sk != nil {
		t.printf("  Skill depth: %s is rated %s above %s (%s to %s): %s steps (%s to %s)\n",
			sk.To, t.gap(sk.Elo.Estimate), sk.From, t.elo(sk.Elo.Low), t.elo(sk.Elo.High),
			t.s.Fixed(sk.Steps.Estimate, 1), t.s.Fixed(sk.Steps.Low, 1), t.s.Fixed(sk.Steps.High, 1))
		t.printf("    of %s Elo, the gap at which the stronger finishes ahead 3 times in 4.\n", t.s.Fixed(tournament.StepElo, 0))
		if sk.AtLeast > 0 {
			next := t.sum.Ratings[slices.IndexFunc(t.sum.Ratings, func(r tournament.Rating) bool { return r.Player == sk.From })-1].Player
			t.printf("    %s never finished ahead of %s, so the depth leans on the fit's virtual drawn games;\n", sk.From, next)
			t.printf("    the games alone show at least %s (%s steps).\n", t.gap(sk.AtLeast), t.s.Fixed(sk.AtLeast/tournament.StepElo, 1))
		}
	}
	if l := sum.Luck; l != nil {
		t.printf("  How often the weaker of two neighbours on the ladder still finished ahead:\n")
		w := t.table()
		for i := len(l.Neighbours) - 1; i >= 0; i-- {
			u := l.Neighbours[i]
			fmt.Fprintf(w, "    %s against %s\t%s of %s (%s to %s);\tthe ratings expect %s\n", u.Weaker, u.Stronger, t.percent(u.Rate.Estimate),
				Count(u.Games, "game"), t.s.Fixed(100*u.Rate.Low, 1), t.s.Fixed(100*u.Rate.High, 1), t.percent(u.Expected))
		}
		w.Flush()
		if len(l.Neighbours) > 1 {
			t.printf("    mean: %s\n", t.percent(l.Mean))
		}
	}
	for _, h := range sum.Hidden {
		t.printf("  Hidden information: %s, which is %s seeing every hand and the pool, is rated\n", h.Oracle, h.Honest)
		t.printf("    %s Elo against %s (%s to %s); it finished ahead of %s in %s of their\n",
			t.elo(h.Elo.Estimate), h.Honest, t.elo(h.Elo.Low), t.elo(h.Elo.High), h.Honest, t.percent(h.Rate.Estimate))
		t.printf("    %s (%s to %s).\n", Count(h.Games, "game"), t.s.Fixed(100*h.Rate.Low, 1), t.s.Fixed(100*h.Rate.High, 1))
	}
}

// elo writes a rating, signed unless 0: "+563", "−12", "0".
func (t *tournamentText) elo(x float64) string {
	text := t.s.Fixed(x, 0)
	if x >= 0.5 {
		text = "+" + text
	}
	return text
}

// gap writes an Elo difference as a distance: "563 Elo", "−12 Elo".
func (t *tournamentText) gap(x float64) string { return t.s.Fixed(x, 0) + " Elo" }

func (t *tournamentText) percent(x float64) string { return t.s.Fixed(100*x, 1) + "%" }

// Seconds writes a measured time briefly, to three figures: "251 ns",
// "17.4 µs", "1.79 ms", "2.05 s".
func Seconds(x float64) string {
	if x <= 0 {
		return "0 s"
	}
	// Three figures first, so that 999.7 µs is written 1.00 ms.
	unit := math.Pow(10, math.Floor(math.Log10(x))-2)
	x = math.Round(x/unit) * unit
	for _, u := range []struct {
		name string
		size float64
	}{{"s", 1}, {"ms", 1e-3}, {"µs", 1e-6}, {"ns", 1e-9}} {
		if v := x / u.size; v >= 1-1e-9 || u.name == "ns" {
			decimals := 0
			switch {
			case v < 10-1e-9:
				decimals = 2
			case v < 100-1e-9:
				decimals = 1
			}
			return fmt.Sprintf("%.*f %s", decimals, v, u.name)
		}
	}
	return "0 s" // unreachable: ns takes what is left
}
