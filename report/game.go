package report

import (
	"fmt"
	"strings"

	"github.com/sagatools/saga/engine"
)

// GameReport is a game played or replayed, as saga play and replay
// print it: the players, each act's points and the winners.
type GameReport struct {
	Ruleset string         `json:"ruleset"`
	Seed    *uint64        `json:"seed,omitempty"`
	Players []GamePlayer   `json:"players"`
	Acts    []ActReport    `json:"acts"`
	Final   map[string]int `json:"final"`
	Winners []string       `json:"winners"`
	Moves   int            `json:"moves"`
	Order   []string       `json:"-"` // player names in seat order, for text output
}

// GamePlayer is a seat of a game: its name and kind of player.
type GamePlayer struct {
	Name string `json:"name"`
	AI   string `json:"ai,omitempty"`
}

// ActReport is an act's points by player (scored plus cashed), and
// each part.
type ActReport struct {
	Name     string         `json:"name"`
	Finished bool           `json:"finished"`
	Points   map[string]int `json:"points"`
	Scored   map[string]int `json:"scored"`
	Cashed   map[string]int `json:"cashed"`
}

// NewGameReport reports the game s reached: its ruleset, the names and
// kinds of its players in seat order, and how many moves it took.
func NewGameReport(s *engine.State, ruleset string, names, ai []string, moves int) *GameReport {
	rep := &GameReport{Ruleset: ruleset, Final: map[string]int{}, Moves: moves, Order: names}
	for i, n := range names {
		pr := GamePlayer{Name: n}
		if i < len(ai) {
			pr.AI = ai[i]
		}
		rep.Players = append(rep.Players, pr)
		rep.Final[n] = s.Points[i]
	}
	for a := range s.ActPoints {
		over := a < s.Act || s.Phase == engine.PhaseActOver || s.Phase == engine.PhaseGameOver
		ar := ActReport{Name: s.Rules.Acts[a].Name, Finished: over, Points: map[string]int{}, Scored: map[string]int{}, Cashed: map[string]int{}}
		for p, n := range names {
			ar.Scored[n] = s.ActPoints[a][p]
			ar.Cashed[n] = s.Cashed[a][p]
			ar.Points[n] = s.ActPoints[a][p] + s.Cashed[a][p]
		}
		rep.Acts = append(rep.Acts, ar)
	}
	rep.Winners = []string{}
	if s.Phase == engine.PhaseGameOver {
		for _, p := range s.Winners() {
			rep.Winners = append(rep.Winners, names[p])
		}
	}
	return rep
}

// Text writes the act-by-act points, the final totals and the winner.
func (rep *GameReport) Text(st Style) string {
	var b strings.Builder
	width := 0
	for _, a := range rep.Acts {
		width = max(width, len(a.Name))
	}
	for _, a := range rep.Acts {
		var parts []string
		for _, n := range rep.Order {
			part := n + " " + st.Change(a.Points[n])
			if c := a.Cashed[n]; c != 0 {
				part += " (" + st.Change(c) + " cashed)"
			}
			parts = append(parts, part)
		}
		line := strings.Join(parts, ", ")
		if !a.Finished {
			line += " (not finished: cashed points only)"
		}
		fmt.Fprintf(&b, "%-*s  %s\n", width+1, a.Name+":", line)
	}
	var final []string
	for _, n := range rep.Order {
		final = append(final, n+" "+st.Num(rep.Final[n]))
	}
	fmt.Fprintf(&b, "%-*s  %s\n", width+1, "Final:", strings.Join(final, ", "))
	if len(rep.Winners) > 0 {
		label := "Winner:"
		if len(rep.Winners) > 1 {
			label = "Shared win:"
		}
		fmt.Fprintf(&b, "%s %s\n", label, strings.Join(rep.Winners, ", "))
	}
	return b.String()
}

// Heading is the line saga play starts its report with: the ruleset, the
// seed, the seats and their players, and who starts.
func (rep *GameReport) Heading(first string) string {
	var seats []string
	for _, p := range rep.Players {
		seats = append(seats, p.Name+" ("+p.AI+")")
	}
	return fmt.Sprintf("%s, seed %d: %s; %s starts\n", rep.Ruleset, *rep.Seed, strings.Join(seats, ", "), first)
}

// RecordEnds says that a game record stops short of the game's end, at
// s.
func RecordEnds(s *engine.State) string {
	return fmt.Sprintf("The record ends before the game does (%s, %s phase).\n", s.Rules.Acts[s.Act].Name, s.Phase)
}
