package diagram

import (
	"fmt"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/solver"
)

// Puzzle is one puzzle as a reader sees it, in the booklet and on the
// interactive page alike: what it asks, in the reader's words, every
// first move the reader may pick and what it is worth, and the best line
// of play. The page embeds it as JSON, under the tags below.
//
// NewPuzzle fills what the position says; Solve fills the answer.
// Rating, Themes and Tempting come from the puzzle's rating, when it is
// known, and stay empty otherwise: the caller sets Rating and Themes,
// and names the tempting move with SetTempting.
type Puzzle struct {
	Title    string `json:"title"`    // "Beowulf, Act I"
	Question string `json:"question"` // "Brown to play and win by the most"
	Mover    string `json:"mover"`    // "Brown"
	// Chance says that tiles may still be drawn: what a move is worth is
	// then an average over the draws.
	Chance bool `json:"chance,omitempty"`

	// Pieces are what the reader picks first, in the order the page
	// offers them: the figures and tiles the mover may play, and the draw.
	Pieces []Piece `json:"pieces,omitempty"`
	// Choices are every legal first move, best first, each with what it
	// is worth; nil until the puzzle is solved.
	Choices []Choice `json:"choices,omitempty"`
	// Line is best play from the puzzle to the end of the act, the best
	// move first; at a draw, the likeliest tile.
	Line []Step `json:"line,omitempty"`
	// Outcome is what best play gives, in the reader's words: "Green
	// gains 9 points more than Brown by the end of the act".
	Outcome string `json:"outcome,omitempty"`

	// Rating is the puzzle's difficulty on the rating scale, nil when not
	// rated; Themes name what the puzzle is about ("cashing a treasure").
	Rating *float64 `json:"rating,omitempty"`
	Themes []string `json:"themes,omitempty"`
	// Tempting is the most tempting wrong first move (the one weaker
	// players choose), as the Text of one of Choices; that choice's Line
	// is its refutation. "" when not known. SetTempting sets it and
	// solves the refutation.
	Tempting string `json:"tempting,omitempty"`

	// What the pictures are drawn from.
	Position *position.Position `json:"-"`
	State    *engine.State      `json:"-"` // the puzzle's state, nil when the position is not a puzzle
	Style    report.Style       `json:"-"` // the minus sign of every text above
}

// Piece is a thing the reader picks before a square: a figure from the
// supply, a tile from the hand, or the draw.
type Piece struct {
	Label string `json:"label"`          // as the move writes it: "L", "−4", "draw"
	Name  string `json:"name,omitempty"` // what it is: "longship", "Treasure"
}

// Choice is one legal first move and what it is worth.
type Choice struct {
	Text string `json:"move"` // in move notation: "L@A5", "−4@F5", "GC E4>E5", "draw"
	// Piece is the Label of the piece it plays, and Squares the squares
	// the reader then picks, in order: none for a draw or a cash, two for
	// a figure moved (from, to).
	Piece   string   `json:"piece"`
	Squares []string `json:"squares"`
	Best    bool     `json:"best"`
	// Loss is how much less than the best move it gives the mover, in
	// the points the question counts (0 for a best move); Loses says it
	// in the reader's words ("10 points", "9.85 points on average"), ""
	// for a best move.
	Loss  exact.Value `json:"-"`
	Loses string      `json:"loses,omitempty"`
	// Outcome is what best play after it gives, in the reader's words.
	Outcome string `json:"outcome"`
	// Line is best play after it to the end of the act (for a wrong move,
	// its refutation), when it was solved (SolveOptions.Replies).
	Line []Step `json:"line,omitempty"`

	Move engine.Move `json:"-"`
}

// Step is one move of a line of play.
type Step struct {
	Player string `json:"player"` // who moves: "Green"
	Move   string `json:"move"`   // in move notation; "draw" for a draw
	// Drew is the tile a draw brings, and Odds how likely it was: "2 in
	// 8" (two such tiles among eight in the pool).
	Drew string `json:"drew,omitempty"`
	Odds string `json:"odds,omitempty"`
}

// String writes the step for a reader: "Green L@A5", "Green draws +3
// (a 2 in 8 chance)".
func (s Step) String() string {
	if s.Drew != "" {
		return fmt.Sprintf("%s draws %s (a %s chance)", s.Player, s.Drew, s.Odds)
	}
	return s.Player + " " + s.Move
}

// NewPuzzle is what the position says of the puzzle it sets: its title,
// question and the pieces the mover may play, not yet solved. A
// position that is no puzzle (a rulebook board, say) gets its title
// and question only.
func NewPuzzle(p *position.Position, st report.Style) *Puzzle {
	pz := &Puzzle{Title: TitleOf(p), Question: QuestionOf(p), Chance: hasChance(p), Position: p, Style: st}
	mover := p.Turn.ToMove
	if p.Question.Objective == solver.Solo {
		mover = p.Question.Player
	}
	pz.Mover = Capitalized(p.Players[mover])
	toMove := p.Turn.ToMove
	s, _, err := p.Puzzle()
	p.Turn.ToMove = toMove // Puzzle may move a solo puzzle's turn; the file's stays
	if err != nil {
		return pz
	}
	pz.State = s
	seen := map[string]bool{}
	for _, m := range s.LegalMoves(nil) {
		piece := pieceOf(s, m, st)
		if !seen[piece.Label] {
			seen[piece.Label] = true
			pz.Pieces = append(pz.Pieces, piece)
		}
	}
	return pz
}

// pieceOf is the piece a first move plays.
func pieceOf(s *engine.State, m engine.Move, st report.Style) Piece {
	r := s.Rules
	switch m.Kind {
	case engine.PlaceFigure:
		return Piece{Label: r.Figures[m.Figure].Glyph, Name: r.Figures[m.Figure].Name}
	case engine.PlayTile:
		t := &r.Tiles[m.Tile]
		p := Piece{Label: st.Minus(t.Token())}
		if t.Glyph != "" {
			p.Name = t.Name
		}
		return p
	case engine.Draw:
		return Piece{Label: "draw", Name: "draw a tile from the pool"}
	case engine.After:
		if s.AfterKind(m) == engine.SwapAfter {
			return Piece{Label: "swap"}
		}
		return Piece{Label: "remove"}
	}
	return Piece{Label: s.Notation(m)}
}

// squaresOf are the squares the reader picks for a move, after its
// piece, in order.
func squaresOf(s *engine.State, m engine.Move) []string {
	g := s.Board.Geometry
	switch m.Kind {
	case engine.PlaceFigure:
		return []string{g.Name(m.To)}
	case engine.PlayTile:
		switch s.PlayKind(m) {
		case engine.CashPlay:
			return []string{}
		case engine.MoveFigurePlay:
			return []string{g.Name(m.From), g.Name(m.To)}
		}
		return []string{g.Name(m.To)}
	case engine.After:
		if s.AfterKind(m) == engine.SwapAfter {
			return []string{g.Name(m.From), g.Name(m.To)}
		}
		return []string{g.Name(m.From)}
	}
	return []string{}
}

// setAnswer fills the choices, the line and the outcome from res, the
// solver's exact result with every root move ranked.
func (pz *Puzzle) setAnswer(res *solver.Result) {
	p, s, st := pz.Position, pz.State, pz.Style
	q := res.Question
	pz.Choices = nil
	for i, mv := range res.Moves {
		loss := res.Moves[0].Value.Sub(mv.Value)
		if loss.Less(exact.Value{}) {
			loss = loss.Neg() // the mover minimises: the best value is the least
		}
		c := Choice{
			Text:    moveText(s, mv.Move, st),
			Piece:   pieceOf(s, mv.Move, st).Label,
			Squares: squaresOf(s, mv.Move),
			Best:    i < res.Best,
			Loss:    loss,
			Outcome: outcome(p, q, puzzle.SeatValues(p, q, s, mv.Gains), pz.Chance, st),
			Move:    mv.Move,
		}
		if !c.Best {
			c.Loses = points(loss, st)
			if pz.Chance {
				c.Loses += " on average"
			}
		}
		pz.Choices = append(pz.Choices, c)
	}
	pz.Outcome = outcome(p, q, puzzle.SeatValues(p, q, s, res.Gains), pz.Chance, st)
	pz.Line = lineOf(p, res.PV, st)
}

// lineOf writes a principal variation for a reader, each draw and the
// tile it brings as one step.
func lineOf(p *position.Position, pv []solver.Step, st report.Style) []Step {
	var line []Step
	for _, step := range pv {
		who := Capitalized(p.Players[step.Player])
		text := st.Minus(step.Text)
		if step.Chance && len(line) > 0 && line[len(line)-1].Move == "draw" && line[len(line)-1].Drew == "" {
			last := &line[len(line)-1]
			last.Drew = st.Minus(stripDrew(step.Text))
			last.Odds = fmt.Sprintf("%d in %d", step.Weight, step.Total)
			continue
		}
		line = append(line, Step{Player: who, Move: text})
	}
	return line
}

// stripDrew is the tile of a chance move's notation, "drew +3": "+3".
func stripDrew(text string) string {
	for _, prefix := range []string{"drew ", "deal "} {
		if len(text) > len(prefix) && text[:len(prefix)] == prefix {
			return text[len(prefix):]
		}
	}
	return text
}

// Best are the best first moves.
func (pz *Puzzle) Best() []Choice {
	var best []Choice
	for _, c := range pz.Choices {
		if c.Best {
			best = append(best, c)
		}
	}
	return best
}

// ChoiceOf is the choice whose move is written text, or nil.
func (pz *Puzzle) ChoiceOf(text string) *Choice {
	for i := range pz.Choices {
		if pz.Choices[i].Text == text {
			return &pz.Choices[i]
		}
	}
	return nil
}

// answer is the answer to draw on the puzzle's answer diagram: its best
// moves marked and what best play gives.
func (pz *Puzzle) answer() *position.Answer {
	if len(pz.Choices) == 0 {
		return nil
	}
	a := &position.Answer{Question: solver.Question{Objective: pz.Position.Question.Objective, Player: pz.Position.Question.Player}}
	for _, c := range pz.Best() {
		a.Best = append(a.Best, position.AnswerMove{Text: c.Text, Move: c.Move})
	}
	return a
}
