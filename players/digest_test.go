package players

import (
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/fixture"
	"github.com/sagatools/saga/internal/golden"
	"github.com/sagatools/saga/play"
)

// Seeded games of the rule-following players keep every move: a digest
// of each table's games (every mover and move, the final board, hands and
// points) is held to a golden file, so that work on how fast the players
// and the engine decide shows at once if a single choice changed. With
// -short, the first few games of each table are played and checked
// against the digest of the same few.
func TestSeededGamesKeepTheirMoves(t *testing.T) {
	games := 75
	path := "testdata/seeded-games.golden"
	if testing.Short() {
		games, path = 8, "testdata/seeded-games-short.golden"
	}
	lineups := [][]string{
		{"greedy", "greedy", "greedy", "greedy"},
		{"rival", "rival", "rival", "rival"},
		{"greedy", "rival", "random", "greedy"},
		{"random", "random", "random", "random"},
	}
	var out strings.Builder
	for _, ruleset := range []string{"beowulf", "kingdoms"} {
		r := fixture.Rules(t, ruleset)
		for players := 2; players <= 4; players++ {
			for _, lineup := range lineups {
				names := lineup[:players]
				h := sha256.New()
				for seed := range uint64(games) {
					s, err := play.PlayGame(r, seats(t, seed, names...), int(seed)%players, seed, func(s *engine.State, m engine.Move) {
						fmt.Fprintf(h, "%d %s;", s.ToMove, s.Notation(m))
					})
					if err != nil {
						t.Fatal(err)
					}
					fmt.Fprintf(h, "|%v|%v|%v\n", s.Board.Cells, s.Hands, s.Points)
				}
				fmt.Fprintf(&out, "%s %s %x\n", ruleset, strings.Join(names, ","), h.Sum(nil))
			}
		}
	}
	golden.Check(t, path, []byte(out.String()))
}
