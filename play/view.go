package play

import (
	"math/rand/v2"
	"slices"

	"github.com/sagatools/saga/engine"
)

// View is what one seat knows of a game: the board, its own hand, every
// supply and score, how many tiles each other player holds and (where
// tile backs are open) the act each came from, the tiles that left the
// game, how many tiles the pool holds, and which tiles it has not seen
// (the pool and the others' hands together). It never shows another
// player's tile or what is left in the pool: players get a View, not
// the game's State, so that none of them can read what its seat could
// not. Sample deals the unseen tiles at random into a State a player
// may search.
//
// A player who watched every public event of the game knows as much:
// every tile placed, cashed, replaced or removed was shown, and the backs
// show each hidden tile's act. One simplification: tiles left in the
// pool when an act ends count as seen (docs/players.md, "What each player
// knows").
type View struct {
	s    *engine.State
	seat int
}

// NewView is seat's view of s.
func NewView(s *engine.State, seat int) *View { return &View{s: s, seat: seat} }

// Seat is the seat the view belongs to.
func (v *View) Seat() int { return v.seat }

// Rules are the game's rules.
func (v *View) Rules() *engine.Rules { return v.s.Rules }

// Players is the number of seats.
func (v *View) Players() int { return v.s.Players }

// Act is the index of the act under way.
func (v *View) Act() int { return v.s.Act }

// Phase is where the turn stands.
func (v *View) Phase() engine.Phase { return v.s.Phase }

// ToMove is the seat whose move it is.
func (v *View) ToMove() int { return v.s.ToMove }

// Absent marks seats that never move (a solo puzzle's others).
func (v *View) Absent() uint8 { return v.s.Absent }

// Board is a copy of the board.
func (v *View) Board() *engine.Board { return v.s.Board.Clone() }

// BoardInto copies the board into dst (a new board if dst is nil),
// reusing its cells, for players that look at the board at every decision
// and keep one copy.
func (v *View) BoardInto(dst *engine.Board) *engine.Board { return v.s.Board.CopyTo(dst) }

// Cell is what square sq holds.
func (v *View) Cell(sq engine.Square) engine.Cell { return v.s.Board.Cells[sq] }

// Empties is the number of empty squares.
func (v *View) Empties() int { return v.s.Empties }

// Placed is the square of the tile just placed, in the after-placement
// phase.
func (v *View) Placed() engine.Square { return v.s.Placed }

// Hand is a copy of the seat's own hand.
func (v *View) Hand() []engine.HandTile { return slices.Clone(v.s.Hands[v.seat]) }

// AppendHand appends the seat's own hand to out, for players that ask at
// every decision and keep one slice.
func (v *View) AppendHand(out []engine.HandTile) []engine.HandTile {
	return append(out, v.s.Hands[v.seat]...)
}

// Drawn is the tile the seat drew this turn, when it must now play it.
func (v *View) Drawn() (engine.TileKindID, bool) {
	if v.s.Phase == engine.PhaseDrawn && v.s.ToMove == v.seat {
		return v.s.Drawn, true
	}
	return 0, false
}

// HandSize is how many tiles seat p holds.
func (v *View) HandSize(p int) int { return len(v.s.Hands[p]) }

// HandActs are the acts of the tiles seat p holds, as their backs show
// them; nil for another seat's hand when hands are secret (K4).
func (v *View) HandActs(p int) []int {
	if p != v.seat && v.s.Rules.Turn.SecretHand {
		return nil
	}
	acts := make([]int, len(v.s.Hands[p]))
	for i, t := range v.s.Hands[p] {
		acts[i] = t.Act
	}
	return acts
}

// Supply is a copy of seat p's figures off the board, by figure kind.
func (v *View) Supply(p int) []int { return slices.Clone(v.s.Supply[p]) }

// Points is seat p's score so far.
func (v *View) Points(p int) int { return v.s.Points[p] }

// AllPoints is a copy of every seat's score so far.
func (v *View) AllPoints() []int { return slices.Clone(v.s.Points) }

// Out is a copy of the count, by tile kind, of the tiles that left the
// game.
func (v *View) Out() []int { return slices.Clone(v.s.Out) }

// PoolSize is how many tiles the pool holds.
func (v *View) PoolSize() int { return v.s.PoolTotal }

// Unseen counts, by tile kind, the tiles the seat has not seen: those in
// the pool and in the other players' hands.
func (v *View) Unseen() []int {
	out := slices.Clone(v.s.Pool)
	for p, h := range v.s.Hands {
		if p != v.seat {
			for _, t := range h {
				out[t.Kind]++
			}
		}
	}
	return out
}

// DrawOdds counts, by tile kind, the unseen tiles that could be the next
// one drawn: those of the act under way (a pool holds no other). Each is
// as likely as any other to come up, wherever it really is, so a kind
// comes up with odds DrawOdds[k] out of their total.
func (v *View) DrawOdds() []int { return v.AppendDrawOdds(nil) }

// AppendDrawOdds appends DrawOdds to out, for players that ask at every
// decision and keep one slice.
func (v *View) AppendDrawOdds(out []int) []int {
	n := len(out)
	out = append(out, v.s.Pool...)
	odds := out[n:]
	for p, h := range v.s.Hands {
		if p == v.seat {
			continue
		}
		for _, t := range h {
			if t.Act == v.s.Act {
				odds[t.Kind]++
			}
		}
	}
	return out
}

// Notation writes move m as the game's notation does.
func (v *View) Notation(m engine.Move) string { return v.s.Notation(m) }

// Sample is a state the seat could be in: the view's game with the unseen
// tiles dealt at random into the other players' hands and the pool, as
// the seat's knowledge allows (each hidden tile of the act its back
// shows, the pool's of the act under way). Every such deal is equally
// likely. With a nil rng the deal is a fixed one, made from what the
// seat knows alone, for players that must not depend on chance. The
// state is the caller's to play on.
func (v *View) Sample(rng *rand.Rand) *engine.State {
	return v.SampleInto(nil, &Dealer{}, rng)
}

// deal redeals the tiles hidden from seat in s: the pool and the other
// players' hands, at random with rng, in a fixed order with a nil rng.
func deal(s *engine.State, seat int, rng *rand.Rand) { newDealer(s, seat).Deal(s, rng) }
