package puzzle

import (
	"slices"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/solver"
)

// Theme is what a puzzle's answer turns on, named as a reader would look
// for it: "cash" (a puzzle about cashing a Treasure), "peril" (laying a
// negative tile in an opponent's line). generate --theme takes these
// names.
type Theme string

// The themes. Most come from the engine's effect primitives, so that a
// new ruleset's tiles get themes without code: a tile played in the
// answer's line whose play mode, after-placement option or scoring
// ability is one of these gives the puzzle its theme.
const (
	Cash       Theme = "cash"        // cashing a tile instead of placing it (Treasure)
	Replace    Theme = "replace"     // putting a tile in another's place (Drunkenness on Mead)
	MoveFigure Theme = "move-figure" // moving a figure (Good Counsel)
	Remove     Theme = "remove"      // removing a tile from the board (Temptation, Valor)
	Swap       Theme = "swap"        // swapping two tiles (Golden Statue)
	Split      Theme = "split"       // cutting a line (Gorge, Mountain)
	FaceDown   Theme = "face-down"   // turning tiles face down (Treachery)
	Cancel     Theme = "cancel"      // cancelling values in a line (Dragon)
	AddRank    Theme = "add-rank"    // adding rank to figures (Horn, Wizard)
	Multiply   Theme = "multiply"    // multiplying a line (Gold Mine)
	Peril      Theme = "peril"       // laying a negative tile in an opponent's line
	Timing     Theme = "timing"      // placing a figure before the tiles, which could be played now
	DrawTile   Theme = "draw"        // drawing rather than playing a tile from hand
	FromHand   Theme = "from-hand"   // playing a tile from hand rather than drawing
)

// Themes lists every theme, in the order they are reported.
func Themes() []Theme {
	return []Theme{Cash, Replace, MoveFigure, Remove, Swap, Split, FaceDown, Cancel, AddRank, Multiply, Peril, Timing, DrawTile, FromHand}
}

// Describe says what a theme is about, for the reader.
func (t Theme) Describe() string {
	switch t {
	case Cash:
		return "cashing a tile instead of placing it"
	case Replace:
		return "putting a tile in another's place"
	case MoveFigure:
		return "moving a figure"
	case Remove:
		return "removing a tile from the board"
	case Swap:
		return "swapping two tiles"
	case Split:
		return "cutting a line"
	case FaceDown:
		return "turning tiles face down"
	case Cancel:
		return "cancelling the values of a line"
	case AddRank:
		return "adding rank to figures"
	case Multiply:
		return "multiplying a line"
	case Peril:
		return "laying a peril in an opponent's line"
	case Timing:
		return "placing a figure before the tiles"
	case DrawTile:
		return "drawing rather than playing from hand"
	case FromHand:
		return "playing from hand rather than drawing"
	}
	return string(t)
}

// FindThemes are the themes of the answer res gives to the puzzle in
// state s: what the best first move is, and what the puzzle player's
// moves on the principal variation do that matters. The scoring ability
// of a tile the puzzle player plays on the line counts when, on the
// final board, that kind's tiles are worth more to the puzzle player than
// plain tiles of the same value would be (the board scored with and
// without the effect); a play mode or after-placement option counts
// when the line uses it.
func FindThemes(s *engine.State, res *solver.Result) []Theme {
	if !res.Exact || len(res.Moves) == 0 || len(res.PV) == 0 {
		return nil
	}
	me := res.Question.Player
	found := map[Theme]bool{}
	first := res.Moves[0].Move
	moves := s.LegalMoves(nil)
	has := func(kind engine.MoveKind) bool {
		return slices.ContainsFunc(moves, func(m engine.Move) bool { return m.Kind == kind })
	}
	switch first.Kind {
	case engine.Draw:
		if has(engine.PlayTile) {
			found[DrawTile] = true
		}
	case engine.PlayTile:
		if has(engine.Draw) {
			found[FromHand] = true
		}
	case engine.PlaceFigure:
		if has(engine.PlayTile) {
			found[Timing] = true
		}
	}
	// The puzzle player's moves on the line, played out on a copy.
	st := s.Clone()
	rater := &engine.Rater{}
	played := map[engine.TileKindID]bool{} // kinds the puzzle player put on the board
	for _, step := range res.PV {
		if step.Player == me && !step.Chance {
			lineThemes(st, rater, step.Move, me, res.Question.Objective, found)
			if step.Move.Kind == engine.PlayTile && st.PlayKind(step.Move) != engine.CashPlay {
				played[step.Move.Tile] = true
			}
		}
		st.Apply(step.Move)
	}
	scoringThemes(s.Rules, res.Final, res.Question, s.Players, played, found)
	var out []Theme
	for _, t := range Themes() {
		if found[t] {
			out = append(out, t)
		}
	}
	return out
}

// lineThemes adds the themes of the puzzle player me's move m in s: its
// play mode, its after-placement option, a peril laid (when the question,
// of objective objective, counts the others' points).
func lineThemes(s *engine.State, rater *engine.Rater, m engine.Move, me int, objective solver.Objective, found map[Theme]bool) {
	switch m.Kind {
	case engine.PlayTile:
		switch s.PlayKind(m) {
		case engine.CashPlay:
			found[Cash] = true
		case engine.ReplacePlay:
			found[Replace] = true
		case engine.MoveFigurePlay:
			found[MoveFigure] = true
		case engine.PlacePlay:
			// A peril: a tile that takes points from another player's
			// figures where it lands, when the question counts them.
			if objective != solver.Margin && objective != solver.Paranoid {
				return
			}
			rater.Prepare(s)
			gains := rater.Gains(s, m)
			for p := range s.Players {
				if p != me && gains[p] < 0 && s.Rules.Tiles[m.Tile].Value < 0 {
					found[Peril] = true
				}
			}
		}
	case engine.After:
		switch s.AfterKind(m) {
		case engine.RemoveAfter:
			found[Remove] = true
		case engine.SwapAfter:
			found[Swap] = true
		}
	}
}

// scoringThemes adds the themes of the scoring abilities of the kinds
// played on the line that are worth something to the puzzle player on
// the final board: the board scored again with the kind's tiles made
// plain tiles of the same value gives the question's value less.
func scoringThemes(r *engine.Rules, final *engine.Board, q solver.Question, players int, played map[engine.TileKindID]bool, found map[Theme]bool) {
	if final == nil {
		return
	}
	ext, twin := r.WithPlainTwins()
	sc := engine.NewScorer(ext)
	with, plain := make([]int, players), make([]int, players)
	sc.Totals(final, with)
	value := func(points []int) int {
		v := points[q.Player]
		if q.Objective == solver.Margin {
			for p := range points {
				if p != q.Player {
					v -= points[p]
				}
			}
		}
		return v
	}
	board := final.Clone()
	for k, t := range twin {
		if t < 0 || !played[engine.TileKindID(k)] {
			continue
		}
		copy(board.Cells, final.Cells)
		changed := false
		for sq, c := range board.Cells {
			if c.IsTile() && c.TileKind() == engine.TileKindID(k) {
				board.Cells[sq] = engine.TileCell(t)
				changed = true
			}
		}
		if !changed {
			continue
		}
		sc.Totals(board, plain)
		if value(with) <= value(plain) {
			continue // the effect does the puzzle player no good
		}
		a := r.AbilityOf(engine.TileKindID(k))
		switch {
		case a.Split:
			found[Split] = true
		case a.Cancel.Scope == engine.CancelBoard:
			found[FaceDown] = true
		case a.Cancel.Scope == engine.CancelLine:
			found[Cancel] = true
		}
		if a.AddRank.Amount != 0 {
			found[AddRank] = true
		}
		if a.Multiply != 0 && a.Multiply != 1 {
			found[Multiply] = true
		}
	}
}
