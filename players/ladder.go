package players

import (
	"embed"
	"encoding/json"
	"fmt"
	"slices"
)

// The ratings saga rate measured for the built-in rulesets are kept in
// ladder/, one file per ruleset and number of players, as saga rate
// --json printed them.
//
//go:embed ladder
var ladders embed.FS

// Rating is a player's strength on the ladder's Elo scale (random at 0),
// with its 95% interval, as saga rate measured it.
type Rating struct {
	Player string  `json:"player"`
	Elo    float64 `json:"elo"`
	Low    float64 `json:"low"`
	High   float64 `json:"high"`
}

// Ladder is the ladder saga rate measured for a built-in ruleset and
// number of players: every rated player, weakest first, and the number
// of games per table it played. ok is false when none was measured.
func Ladder(ruleset string, players int) (ratings []Rating, games int, ok bool) {
	data, err := ladders.ReadFile(fmt.Sprintf("ladder/%s-%dp.json", ruleset, players))
	if err != nil {
		return nil, 0, false
	}
	var rate struct {
		Ratings []Rating `json:"ratings"`
		Games   int      `json:"games_per_table"`
	}
	if err := json.Unmarshal(data, &rate); err != nil {
		panic(fmt.Sprintf("players: ladder of %s with %d players: %v", ruleset, players, err)) // a file of the build: tested
	}
	slices.SortStableFunc(rate.Ratings, func(a, b Rating) int {
		switch {
		case a.Elo < b.Elo:
			return -1
		case a.Elo > b.Elo:
			return 1
		}
		return 0
	})
	return rate.Ratings, rate.Games, true
}
