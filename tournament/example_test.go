package tournament_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/tournament"
)

// A round robin of three built-in players at Beowulf, two a game, 10
// games a pairing, and their ratings.
func ExamplePlay() {
	r, _ := rulesets.Load("beowulf")
	opt := tournament.Options{Players: []string{"random", "greedy", "rival"}, Seats: 2, Games: 10, Seed: 1}
	run, err := tournament.Play(context.Background(), r, opt, players.Make, tournament.Control{})
	if err != nil {
		fmt.Println(err)
		return
	}
	sum, _ := tournament.Summarize(run, tournament.SummaryOptions{Anchor: "random"})
	fmt.Printf("%d games\n", sum.Games)
	for _, rt := range sum.Ratings {
		fmt.Printf("%-6s %+5.0f (%+.0f to %+.0f)\n", rt.Player, rt.Elo, rt.Low, rt.High)
	}
	// Output:
	// 30 games
	// rival   +836 (+357 to +1314)
	// greedy  +418 (+62 to +774)
	// random    +0 (+0 to +0)
}

// BenchmarkLadder plays a small ladder of the quick built-in players
// (random, greedy and rival at Beowulf, two a game, 20 games a pairing)
// on one worker; saga rate's wall time is about the games' sum divided
// by the workers.
func BenchmarkLadder(b *testing.B) {
	r, err := rulesets.Load("beowulf")
	if err != nil {
		b.Fatal(err)
	}
	opt := tournament.Options{Players: []string{"random", "greedy", "rival"}, Seats: 2, Games: 20, Seed: 1}
	for b.Loop() {
		if _, err := tournament.Play(context.Background(), r, opt, players.Make, tournament.Control{Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
