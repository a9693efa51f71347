// Package solver holds search over game states: the exact endgame solver
// (Solve, with the naive reference SolveNaive), the players that choose
// moves in simulated games (random, greedy, rival, search) and the loop that
// plays a whole game with them.
package solver
