package solver

import (
	"github.com/sagatools/saga/engine"
)

// Settling two squares left. Where the drawn tile must be played at once
// (Kingdoms, K4), a turn with two empty squares A and B plays out in a few
// steps: the player places a figure on A or B, or draws and puts the tile
// there; the next player fills the other square the same way, and the act
// ends. When A and B share no row and no column, and no tile that could
// come reaches from one square's lines into the other's, what a piece on
// A adds to the score does not depend on what lies on B: every line that
// changes with A's piece misses B, and the other way round. Every line of
// play then adds up from the gains of single pieces on A and on B, each
// rated once on the board as it is now, so the whole turn, draws
// included, is settled from the board prepared once, without playing it:
// no node for each move, outcome and last square, and no table traffic for
// them. A draw whose squares do share a line is still settled without a
// window: its outcomes and the placements of each tile drawn are played,
// and the last squares after them settled, which costs less than testing
// the outcomes one by one against the window with a search each.

// twoRules is what settleTwo knows of a ruleset: whether every tile
// scores within its own lines, or (adjacent) within those of its
// orthogonal neighbours too, and is only ever placed.
type twoRules struct {
	rules    *engine.Rules
	local    bool   // every tile kind qualifies
	adjacent []bool // by tile kind: adds rank to orthogonally adjacent figures
}

// of returns what settleTwo needs to know of r, worked out the first time.
func (t *twoRules) of(r *engine.Rules) *twoRules {
	if t.rules == r {
		return t
	}
	*t = twoRules{rules: r, local: true, adjacent: make([]bool, len(r.Tiles))}
	for k := range r.Tiles {
		a := r.AbilityOf(engine.TileKindID(k))
		if a == nil {
			continue
		}
		// A tile cancelled board-wide, or a rank added along its lines,
		// changes what figures in other lines score; an option after a
		// placement or a play other than placing changes more of the
		// board or the turn.
		if a.Cancel.Scope == engine.CancelBoard || a.AddRank.Amount != 0 && a.AddRank.Scope != engine.RankAdjacent || len(a.After) > 0 {
			t.local = false
		}
		for _, mode := range a.Play {
			if mode.Kind != engine.PlacePlay {
				t.local = false
			}
		}
		t.adjacent[k] = a.AddRank.Amount != 0 && a.AddRank.Scope == engine.RankAdjacent
	}
	return t
}
