// Package solver is saga's exact endgame search: Solve values every root
// move of a late-act position for a Question (solo, margin, maxn or
// paranoid), with expectations over the draws to come, exactly;
// SolveNaive is the plain reference search it is tested against. When a
// limit stops it, a depth-limited lookahead estimates the moves left
// open. README.md describes how it works and what it costs.
package solver
