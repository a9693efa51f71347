// Package players holds the automatic players a seat can be given
// (random, greedy, rival, search) and their registry, NewPlayer by name.
// Each implements play.Player.
package players
