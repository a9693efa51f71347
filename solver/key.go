package solver

import "github.com/sagatools/saga/engine"

// figureKey is a table key where only figures are left to place
// (figuresOnly), and the shift of the values its entry keeps: the entry
// holds the state's value less shift, the board's score now as the
// question's scalar.
//
// There every piece to come is a figure, and a figure changes no other
// figure's score (engine.Scorer.FigureGain): the act ends with the
// board's score now plus what each figure to come adds, which depends on
// the tiles on the board, the empty squares, the supplies and the turn,
// not on the figures placed already. So the key leaves out whose figures
// of which kind stand on the board: two states that differ only in
// those, reached by placing the same figures in another order or other
// kinds on the same squares, differ in value by their scores now alone,
// and share their entry, best move included (their legal moves are the
// same).
type figureKey struct {
	on    bool   // only figures are left to place
	base  uint64 // the key less its turn's part
	shift value
}

// key is the table key of the worker's state and, where only figures are
// left to place, its figureKey (else on is false and the key is the
// engine's). A decision's child found in w.next (see childKey) takes its
// key from there; otherwise the rater is prepared for the state to score
// its board.
func (w *worker) key() (uint64, figureKey) {
	s := w.s
	h := s.Hash()
	if w.next.fk.on && w.next.hash == h {
		// Only a state where only figures are left to place is given one.
		fk := w.next.fk
		return fk.base + turnKey(s), fk
	}
	if s.Empties < w.sv.figureKeyFrom || s.PoolTotal != 0 || !figuresOnly(s) {
		return h, figureKey{}
	}
	return w.figureKey()
}

// figureKeyFrom is the fewest empty squares at which a state where only
// figures are left to place, and whose parent did not give it its
// figureKey, works it out: a search that comes to such states with fewer
// squares left is small, and meets too few of them twice to pay for
// scoring their boards.
const figureKeyFrom = 7

// figureKey is key where only figures are left to place, worked out
// from the board.
func (w *worker) figureKey() (uint64, figureKey) {
	s := w.s
	w.rate.Prepare(s)
	sc := w.rate.Scorer()
	var now [engine.MaxSeats]int
	for p := range s.Players {
		now[p] = sc.Points(s.Board, p)
	}
	fk := figureKey{on: true, base: w.sv.cellKeys.figuresOnly(s), shift: w.sv.scale.points(w.sv.q.intScalar(s, &now))}
	return fk.base + turnKey(s), fk
}

// nextFigureKey is a child's figureKey, kept for key by the decision
// that searches it: hash is the child's engine key, which tells it from
// any other state.
type nextFigureKey struct {
	hash uint64
	fk   figureKey
}

// childKey is the figureKey of the state after move m of a decision where
// only figures are left to place, whose figureKey is fk: the key gains
// the square filled and loses the figure from the supply, the shift
// gains what the figure scores there, figure, where that counts in the
// question's scalar (as scalarGain rates the move; 0 where it does not). It
// reports false for a move that is neither a figure's placement nor a
// pass.
func (w *worker) childKey(fk figureKey, m engine.Move, figure int) (figureKey, bool) {
	s := w.s
	switch m.Kind {
	case engine.Pass:
		return fk, true
	case engine.PlaceFigure:
		var g [engine.MaxSeats]int
		g[s.ToMove] = figure
		fk.base += w.sv.cellKeys.figure(m.To) - engine.SupplyKey(s.ToMove, m.Figure)
		fk.shift += w.sv.scale.points(w.sv.q.intScalar(s, &g))
		return fk, true
	}
	return figureKey{}, false
}

// figuresOnly says whether every piece still to come from s is a figure:
// a turn to play with the pool and every hand empty.
func figuresOnly(s *engine.State) bool {
	if s.Phase != engine.PhaseTurn || s.PoolTotal != 0 {
		return false
	}
	for _, h := range s.Hands {
		if len(h) > 0 {
			return false
		}
	}
	return true
}

// cellKeys are the parts of a key where only figures are left to place:
// for each square, one for a figure of anyone's, of any kind, then one
// for a tile of each kind; mixed once for a search, so that a key is
// a sum of them looked up.
type cellKeys struct {
	keys  []uint64
	kinds int // tile kinds
}

func newCellKeys(s *engine.State) cellKeys {
	kinds := len(s.Rules.Tiles)
	ck := cellKeys{keys: make([]uint64, len(s.Board.Cells)*(kinds+1)), kinds: kinds}
	for i := range ck.keys {
		ck.keys[i] = engine.Mix(1<<56 | uint64(i))
	}
	return ck
}

// figure is the part of a key for a figure on sq.
func (ck *cellKeys) figure(sq engine.Square) uint64 { return ck.keys[int(sq)*(ck.kinds+1)] }

// figuresOnly is a figureKey's base for a state where only figures are
// left to place: the tiles on the board, the squares filled by a figure
// and the supplies (turnKey adds the rest). Printed squares are the same
// in every state of an act. It is not one of the engine's keys but by
// chance.
func (ck *cellKeys) figuresOnly(s *engine.State) uint64 {
	var h uint64
	for sq, c := range s.Board.Cells {
		switch {
		case c.IsTile():
			h += ck.keys[sq*(ck.kinds+1)+1+int(c.TileKind())]
		case c.IsFigure():
			h += ck.keys[sq*(ck.kinds+1)]
		}
	}
	for p, supply := range s.Supply {
		for f, n := range supply {
			h += uint64(n) * engine.SupplyKey(p, engine.FigureKindID(f))
		}
	}
	return h
}

// turnKey is the part of a key for the act and the turn.
func turnKey(s *engine.State) uint64 {
	turn := uint64(uint8(s.ToMove)) | uint64(uint8(s.DealTo))<<8 | uint64(s.Absent)<<16 |
		uint64(uint16(s.Placed+1))<<24 | uint64(uint16(s.Act))<<40 | uint64(uint8(s.Drawn+1))<<56
	return engine.Mix(4<<56 | turn)
}
