package engine

import "sync"

// shared is what the games of one ruleset share (see Rules.Share).
type shared struct {
	// owner is the rules shared for: a copy of them (c := *r) holds the
	// same pointer but shares nothing, since it may change.
	owner *Rules
	kinds []kindInfo
	// acts[a] is how the state indexes act a's board as it begins.
	acts []actIndex
	// figures[n][f] is how many figures of kind f each player owns in a
	// game of n players, for n up to the rules' most: a game begins
	// without a look-up in a map per kind.
	figures [][]int
	// pieces is how many squares and tiles r's acts hold together.
	pieces int
	// scorers holds the scorers for act ends of games that are over,
	// for the next game that ends an act.
	scorers sync.Pool
}

// Share lets the games of r share what each would otherwise work out or
// make for itself: how each tile kind is played, how each act's board is
// indexed as it begins, and the scorer for act ends, which a game hands
// on when it is over (State.HandOnScorer) to the next game to end an act.
// A game's scorer takes more memory than the rest of the game, so that a
// program playing game after game on new states collects far less
// garbage. Call Share once r is complete, before its games begin; r must
// not change afterwards. Rules not shared, and copies of shared rules,
// play the same games, each game working these out for itself.
func (r *Rules) Share() {
	sh := &shared{owner: r, kinds: kindInfos(r), acts: make([]actIndex, len(r.Acts))}
	for a, act := range r.Acts {
		s := State{Rules: r, kinds: sh.kinds}
		s.Board = NewBoard(act.Board)
		s.indexSquares()
		sh.acts[a] = actIndex{empty: s.empty, edges: s.edges, empties: s.Board.Empties()}
		for _, n := range act.Tiles {
			sh.acts[a].tiles += n
		}
		sh.pieces += act.Board.Squares() + sh.acts[a].tiles
	}
	sh.figures = make([][]int, min(r.MaxPlayers, MaxSeats)+1)
	for n := range sh.figures {
		sh.figures[n] = make([]int, len(r.Figures))
		for f := range r.Figures {
			sh.figures[n][f] = r.Figures[f].CountFor(n)
		}
	}
	r.shared = sh
}

// actIndex is what indexSquares finds on an act's board before play.
type actIndex struct {
	empty   squareSet
	edges   [2]uint64
	empties int
	tiles   int // in the act's pool
}

// sharedOf is what r's games share, or nil.
func (r *Rules) sharedOf() *shared {
	if sh := r.shared; sh != nil && sh.owner == r {
		return sh
	}
	return nil
}

// FiguresEach is how many figures, of all kinds, each player owns in a
// game of r of the given number of players: for shared rules without a
// look-up in a map per kind.
func (r *Rules) FiguresEach(players int) int {
	n := 0
	if sh := r.sharedOf(); sh != nil && players >= 0 && players < len(sh.figures) {
		for _, c := range sh.figures[players] {
			n += c
		}
		return n
	}
	for f := range r.Figures {
		n += r.Figures[f].CountFor(players)
	}
	return n
}

// LargestBoard is the number of squares of the largest of r's act boards:
// room for any act's squares, made once for the game rather than grown
// act by act.
func (r *Rules) LargestBoard() int {
	squares := 0
	for _, act := range r.Acts {
		squares = max(squares, act.Board.Squares())
	}
	return squares
}

// ActPieces is how many squares and tiles r's acts hold together: for
// shared rules without going over each act's tile counts.
func (r *Rules) ActPieces() int {
	if sh := r.sharedOf(); sh != nil {
		return sh.pieces
	}
	n := 0
	for _, act := range r.Acts {
		n += act.Board.Squares()
		for _, k := range act.Tiles {
			n += k
		}
	}
	return n
}

// gameKinds is the kindInfo of each of r's tile kinds, for a new game.
func (r *Rules) gameKinds() []kindInfo {
	if sh := r.sharedOf(); sh != nil {
		return sh.kinds
	}
	return kindInfos(r)
}

// takeScorer is a scorer for r: one a finished game handed on, or a new
// one.
func (r *Rules) takeScorer() *Scorer {
	if sh := r.sharedOf(); sh != nil {
		if sc, ok := sh.scorers.Get().(*Scorer); ok {
			return sc
		}
	}
	return NewScorer(r)
}

// HandOnScorer gives the scorer the state made for its act ends to the
// next game of its rules to end an act, when the rules are shared (see
// Rules.Share). A program that plays games to their end on new states
// calls it as each game is over. The state stays whole: should an act of
// it end again (after an Undo), it takes a scorer anew.
func (s *State) HandOnScorer() {
	sc := s.scorer
	if sc == nil {
		return
	}
	s.scorer = nil
	if sh := s.Rules.sharedOf(); sh != nil && sc.rules == s.Rules {
		sh.scorers.Put(sc)
	}
}
