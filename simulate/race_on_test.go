//go:build race

package simulate

// raceEnabled says the tests run under the race detector, under which a
// sync.Pool drops a share of what is put in it on purpose: the scorers
// finished games hand on (engine.State.HandOnScorer) are then made anew,
// so counting allocations there measures the detector, not the table.
const raceEnabled = true
