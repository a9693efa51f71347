// Package tournament plays a round robin among automatic players for a
// ruleset and a number of players per game, and rates them: a
// Bradley–Terry fit of who finished ahead of whom, on the Elo scale, with
// 95% intervals; the win-rate matrix; time per move and per game; and
// what the ratings say of the game itself (its skill depth, how often the
// weaker player still wins, and what hidden information is worth).
//
// # The schedule
//
// A table is a set of k of the listed players, k the players per game:
// every such set (every pairing, for two players), in the order of the
// list. A deal is a game seed. Every table plays the same deals, and each
// deal is played k times at a table, once with each of its players in
// the first seat: the seatings are the rotations of one cyclic order, so
// that every player plays every seat once per deal and the seed (the
// draws, and each seat's stream of random choices) is the same for
// all. For three or more players the cyclic order changes from deal to
// deal through all (k-1)! of them, so that over (k-1)! deals every
// player also sits before and after every other equally often. Seat 0
// starts every act's first turn; the rotation is what makes the start
// fair. So Options.Games, the games per table, is a multiple of k, and
// deal d uses seed Options.Seed+d at every table.
//
// Games are independent and each depends on its place in the schedule
// alone, so a run gives the same results whatever the number of workers,
// and a run split into shards (Options.Shard: shard i plays the deal
// groups g with g mod N = i, a group being a deal's k games at one
// table) gives, merged (Merge), the games of the unsharded run. Only the
// times measured differ from run to run.
//
// # The ratings
//
// Every game gives a pairwise result for each two players at the table:
// who finished ahead (a winner ahead of a non-winner, else more points;
// a shared win or equal points is half each). A Bradley–Terry model, in
// which i finishes ahead of j with probability 1/(1+exp(θj−θi)), is
// fitted to them by maximum likelihood (Newton's method), with one
// virtual drawn game added to every pairing that met, so that the fit
// exists when one player never beat another; its effect fades as the
// games grow. θ is written on the Elo scale (400·log10(e)·θ), with the
// anchor (random, when listed) at 0. The 95% intervals are the fit's
// Wald intervals, from the inverse of the observed Fisher information
// (the Hessian of the log-likelihood). A game of k > 2 players gives
// k(k-1)/2 pairwise results that are not independent: a ranking of k
// players says as much as k-1 independent comparisons, so each pair
// counts 2/k of a game, and the game's pairs together k-1. Simulated
// rankings (tournament's tests) show the intervals cover the truth about
// 95% of the time with two players, a little more often with three.
package tournament
