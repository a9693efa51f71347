package play

// A Maker makes the player of the given name for a seat; seed feeds a
// player that uses randomness, so that the same seed gives the same
// choices. players.Make is the Maker of the built-in players; a command
// wraps it to seat a person at the terminal, who needs to know the seat.
type Maker func(seat int, name string, seed uint64) (Player, error)

// Seats makes the players of a game played with the given seed, one per
// name in seat order: seat i's from SeatSeed(gameSeed, i), so that every
// automatic seat draws from a stream of its own.
func Seats(names []string, gameSeed uint64, maker Maker) ([]Player, error) {
	seats := make([]Player, len(names))
	for i, name := range names {
		p, err := maker(i, name, SeatSeed(gameSeed, i))
		if err != nil {
			return nil, err
		}
		seats[i] = p
	}
	return seats, nil
}
