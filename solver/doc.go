// Package solver holds search over game states: the players that choose
// moves in simulated games (random, greedy and, in time, search-based)
// and the loop that plays a whole game with them.
package solver
