package engine

import (
	"fmt"
	"slices"
)

// Check reports the first of the invariants that hold in every state of
// every game which s breaks: tiles conserved (pool, hands, board and
// tiles out of the game add up to the sets of the acts so far), the
// counts of empty squares and of the pool, the indexes of the board and
// the masks of the supplies as the state keeps them, and no player with
// more figures than the rules give. The property tests and fuzzers call
// it after every move.
func (s *State) Check() error {
	r := s.Rules
	// Tiles are conserved: pool + hands + board + out = every act's set
	// dealt so far.
	have := append([]int(nil), s.Pool...)
	for k, n := range s.Out {
		have[k] += n
	}
	for _, h := range s.Hands {
		for _, t := range h {
			have[t.Kind]++
		}
	}
	empties := 0
	onBoard := make([][]int, s.Players)
	for p := range onBoard {
		onBoard[p] = make([]int, len(r.Figures))
	}
	for _, c := range s.Board.Cells {
		switch {
		case c == Empty:
			empties++
		case c.IsTile():
			have[c.TileKind()]++
		case c.IsFigure():
			onBoard[c.Player()][c.FigureKind()]++
		}
	}
	for k := range r.Tiles {
		want := 0
		for a := 0; a <= s.Act; a++ {
			want += r.Acts[a].Tiles[k]
		}
		if have[k] != want {
			return fmt.Errorf("tile %s: %d accounted for, %d in the sets so far", r.Tiles[k].Token(), have[k], want)
		}
	}
	if empties != s.Empties {
		return fmt.Errorf("%d empty squares, state says %d", empties, s.Empties)
	}
	// The indexes Apply and Undo keep (and a shared act begins with) are
	// the board's.
	index := State{Rules: r, Players: s.Players, Board: s.Board, kinds: s.kinds}
	index.indexSquares()
	if index.empty != s.empty || index.edges != s.edges || !slices.Equal(index.figures, s.figures) {
		return fmt.Errorf("the state's index of empty squares, figures or edges is not its board's")
	}
	if s.playout {
		kept := s.supplied
		s.countSupplied()
		if kept != s.supplied {
			return fmt.Errorf("the masks of the figure kinds in supply are not the supplies'")
		}
		index.indexTargets()
		if !slices.Equal(index.targets, s.targets) {
			return fmt.Errorf("the sets of targeted tiles are not the board's")
		}
	}
	total := 0
	for _, n := range s.Pool {
		total += n
	}
	if total != s.PoolTotal {
		return fmt.Errorf("pool holds %d, state says %d", total, s.PoolTotal)
	}
	for p := range s.Players {
		for f := range r.Figures {
			if n := s.Supply[p][f] + onBoard[p][f]; s.Supply[p][f] < 0 || n > r.Figures[f].CountFor(s.Players) {
				return fmt.Errorf("player %d has %d %s on the board and %d in supply", p, onBoard[p][f], r.Figures[f].Name, s.Supply[p][f])
			}
		}
	}
	return nil
}
