// Package simulate plays many seeded games of a ruleset with automatic
// players and measures what a designer asks of a variant: whether the
// seats are balanced (does the first player win more often than the
// others?), how far the scores spread, and how often each special tile is
// played and changes the scores.
//
// Games are independent. Game i of a run, counting from 0, uses seed
// Seed+i (the CSV and summaries count from 1), and `saga play` with that
// seed, the same players and the same first player plays the same game
// move for move, so any game a summary points at can be looked at. A run
// gives the same summary whatever the number of workers.
//
// Statistics (means, quantiles, confidence intervals, tests) come from
// gonum's stat packages.
package simulate
