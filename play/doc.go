// Package play plays games: the Player interface a seat's player
// implements, the seeded Chance that draws tiles from the pool, the game
// loop (PlayGame, PlayOut, PlayUntil, and Loop for game after game, which
// a Watcher may follow) and SeatSeed, the seed of each seat's player in a
// seeded game. The players themselves are in package players.
package play
