package tournament

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// CSV writes a row per game of the run, for a spreadsheet: the ruleset,
// the game's place in the schedule (from 1), deal and seed, the player
// in each seat (seat 1 started), each seat's final points, the winners
// (separated by "+"), and each seat's moves and seconds spent choosing
// them. saga play --ruleset R --players K --ai SEAT1,SEAT2... --seed
// SEED plays the game again.
func CSV(run *Run) ([]byte, error) {
	k := run.Options.Seats
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	header := []string{"ruleset", "game", "deal", "seed"}
	for _, what := range []string{"", " points", " moves", " seconds"} {
		for s := range k {
			if what == " moves" && s == 0 {
				header = append(header, "winners")
			}
			header = append(header, fmt.Sprintf("seat%d%s", s+1, what))
		}
	}
	if err := w.Write(header); err != nil {
		return nil, err
	}
	names := run.Options.Players
	for _, g := range run.Games {
		row := []string{run.Rules.Name, strconv.Itoa(g.Index + 1), strconv.Itoa(g.Deal + 1), strconv.FormatUint(g.Seed, 10)}
		for _, p := range g.Seats {
			row = append(row, names[p])
		}
		for _, pts := range g.Final {
			row = append(row, strconv.Itoa(pts))
		}
		var winners []string
		for _, s := range g.Winners {
			winners = append(winners, names[g.Seats[s]])
		}
		row = append(row, strings.Join(winners, "+"))
		for _, m := range g.Moves {
			row = append(row, strconv.Itoa(m))
		}
		for _, ns := range g.Thinking {
			row = append(row, strconv.FormatFloat(time.Duration(ns).Seconds(), 'f', 6, 64))
		}
		if err := w.Write(row); err != nil {
			return nil, err
		}
	}
	w.Flush()
	return b.Bytes(), w.Error()
}
