package players_test

import (
	"context"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/tournament"
)

// mctsTable is the experiment docs/players.md's table of mcts's margin
// cap comes from, opt-in since a run takes minutes:
//
//	go test ./players -run TestMCTSAtATable -mcts-table kingdoms,random,mcts/C40/H1,204,1001
//
// plays one 3-player table of the third player, rival and an mcts
// variant (saga rate's schedule: the games a table, each deal with each
// player first, seeds from the last number) and prints how often the
// variant finished ahead of rival and of the third player. A variant
// names the settings it changes from the default: C the margin cap, H
// the turns played as rival with three players or more, B the budget,
// E the exploration weight in tenths (mcts/C0/H0: uncapped, no extra
// turn).
var mctsTable = flag.String("mcts-table", "", "ruleset,third player,mcts variant,games,first seed")

// variantMaker makes the table's players, the mcts variant among them.
func variantMaker(_ int, name string, seed uint64) (play.Player, error) {
	if !strings.HasPrefix(name, "mcts/") {
		return players.New(name, seed)
	}
	p := players.NewMCTS(seed, players.DefaultBudget)
	for _, part := range strings.Split(name, "/")[1:] {
		n, err := strconv.Atoi(part[1:])
		if err != nil || part == "" {
			return nil, fmt.Errorf("variant %q: %q is not a letter and a number", name, part)
		}
		switch part[0] {
		case 'C':
			p.Cap = int64(n)
		case 'H':
			p.HorizonMore = n
		case 'B':
			p.Budget = n
		case 'E':
			p.Explore = float64(n) / 10
		default:
			return nil, fmt.Errorf("variant %q: no setting %q (C, H, B or E)", name, part[:1])
		}
	}
	return p, nil
}

func TestMCTSAtATable(t *testing.T) {
	if *mctsTable == "" {
		t.Skip("opt-in: -mcts-table ruleset,third,variant,games,seed")
	}
	f := strings.Split(*mctsTable, ",")
	if len(f) != 5 {
		t.Fatalf("-mcts-table %q: want ruleset,third player,variant,games,first seed", *mctsTable)
	}
	games, err := strconv.Atoi(f[3])
	if err != nil {
		t.Fatal(err)
	}
	seed, err := strconv.ParseUint(f[4], 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	r := fixture.Rules(t, f[0])
	opt := tournament.Options{Players: []string{f[1], "rival", f[2]}, Seats: 3, Games: games, Seed: seed}
	run, err := tournament.Play(context.Background(), r, opt, variantMaker, tournament.Control{})
	if err != nil {
		t.Fatal(err)
	}
	var overRival, overThird float64
	var moves, thinking int64
	for _, g := range run.Games {
		var seatOf [3]int
		for s, p := range g.Seats {
			seatOf[p] = s
		}
		overRival += g.Ahead(seatOf[2], seatOf[1])
		overThird += g.Ahead(seatOf[2], seatOf[0])
		moves += int64(g.Moves[seatOf[2]])
		thinking += g.Thinking[seatOf[2]]
	}
	n := float64(len(run.Games))
	fmt.Printf("%s: ahead of rival %.1f%%, of %s %.1f%%, %d games, %.1f ms a move\n",
		*mctsTable, 100*overRival/n, f[1], 100*overThird/n, len(run.Games), float64(thinking)/float64(moves)/1e6)
}
