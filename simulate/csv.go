package simulate

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// CSV writes a row per game of every run, for a spreadsheet: the
// ruleset, the game's place and seed, who started, each seat's final
// points, each act's points (scored plus cashed) per seat, the winners
// (separated by "+") and the moves chosen. Seats are named by the first
// run's names when every run uses the same, else seat1, seat2...
func CSV(runs []*Run) ([]byte, error) {
	if len(runs) == 0 {
		return nil, fmt.Errorf("no runs")
	}
	names := runs[0].Options.Names
	acts := 0
	for _, r := range runs {
		if !slices.Equal(r.Options.Names, names) {
			names = make([]string, len(r.Options.Names))
			for i := range names {
				names[i] = fmt.Sprintf("seat%d", i+1)
			}
		}
		acts = max(acts, len(r.Rules.Acts))
	}
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	header := []string{"ruleset", "game", "seed", "first"}
	for _, n := range names {
		header = append(header, n)
	}
	for a := range acts {
		for _, n := range names {
			header = append(header, fmt.Sprintf("%s act%d", n, a+1))
		}
	}
	header = append(header, "winners", "moves")
	_ = w.Write(header)
	for _, r := range runs {
		for i := range r.Played {
			g := &r.Played[i]
			row := []string{r.Rules.Name, strconv.Itoa(g.Index + 1), strconv.FormatUint(g.Seed, 10), r.Options.Names[g.First]}
			for p := range names {
				row = append(row, cell(g.Final, p))
			}
			for a := range acts {
				for p := range names {
					if a < len(g.Acts) {
						act := g.Acts[a]
						row = append(row, strconv.Itoa(at(act.Scored, p)+at(act.Cashed, p)))
					} else {
						row = append(row, "")
					}
				}
			}
			var winners []string
			for _, p := range g.Winners {
				winners = append(winners, r.Options.Names[p])
			}
			row = append(row, strings.Join(winners, "+"), strconv.Itoa(g.Decisions))
			_ = w.Write(row)
		}
	}
	w.Flush()
	return b.Bytes(), w.Error()
}

func cell(v []int, i int) string {
	if i < len(v) {
		return strconv.Itoa(v[i])
	}
	return ""
}

func at(v []int, i int) int {
	if i < len(v) {
		return v[i]
	}
	return 0
}
