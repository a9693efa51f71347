// Package players holds the players a seat can be given: the automatic
// ones (random, greedy, rival, search), made by name with New, and Human,
// a person at the terminal. Each implements play.Player.
package players
