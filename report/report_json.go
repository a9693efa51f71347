package report

import (
	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/position"
)

// ScoreReport is an act's scoring in the shape `saga score --json` prints.
type ScoreReport struct {
	Ruleset  string         `json:"ruleset"`
	Act      int            `json:"act"`
	Figures  []FigureReport `json:"figures"`
	Players  []PlayerReport `json:"players"`
	Warnings []string       `json:"warnings,omitempty"`
}

// FigureReport is one figure's score. Terms are the values added, in the
// order of Breakdown, which says where each comes from.
type FigureReport struct {
	Square     string        `json:"square"`
	Player     string        `json:"player"`
	Figure     string        `json:"figure"`
	Terms      []int         `json:"terms"`
	Sum        int           `json:"sum"`
	Multiplier int           `json:"multiplier"`
	Points     int           `json:"points"`
	Rank       int           `json:"rank"`
	Bonuses    []BonusReport `json:"bonuses"`
	Breakdown  []TermReport  `json:"breakdown"`
}

// TermReport explains one term.
type TermReport struct {
	Square      string `json:"square"`
	Tile        string `json:"tile"`
	Line        string `json:"line"` // "row" or "column"
	Printed     int    `json:"printed"`
	Value       int    `json:"value"`
	FaceDownBy  string `json:"face_down_by,omitempty"`
	CancelledBy string `json:"cancelled_by,omitempty"`
	Factor      int    `json:"factor"`
}

// BonusReport is a tile that adds diamonds.
type BonusReport struct {
	Square string `json:"square"`
	Tile   string `json:"tile"`
	Amount int    `json:"amount"`
}

// PlayerReport is a player's points for the act.
type PlayerReport struct {
	Name   string `json:"name"`
	Points int    `json:"points"`
}

// NewScoreReport describes sc, the scoring of p.
func NewScoreReport(p *position.Position, sc engine.Score, warnings []position.Warning) ScoreReport {
	g := p.Board.Geometry
	square := func(sq engine.Square) string {
		if sq == engine.NoSquare {
			return ""
		}
		return g.Name(sq)
	}
	rep := ScoreReport{Ruleset: p.Rules.Name, Act: p.Act + 1, Figures: []FigureReport{}}
	for _, f := range sc.Figures {
		fr := FigureReport{
			Square: g.Name(f.Square), Player: p.Players[f.Player], Figure: p.Rules.Figures[f.Kind].Name,
			Terms: f.TermValues(), Sum: f.Sum, Multiplier: f.Multiplier, Points: f.Points, Rank: f.Rank,
			Bonuses: []BonusReport{}, Breakdown: []TermReport{},
		}
		for _, t := range f.Terms {
			line := "row"
			if t.Line == engine.Column {
				line = "column"
			}
			fr.Breakdown = append(fr.Breakdown, TermReport{
				Square: g.Name(t.Square), Tile: p.Rules.Tiles[t.Tile].Token(), Line: line, Printed: t.Printed, Value: t.Value,
				FaceDownBy: square(t.FaceDownBy), CancelledBy: square(t.CancelledBy), Factor: t.Factor,
			})
		}
		for _, b := range f.Bonuses {
			fr.Bonuses = append(fr.Bonuses, BonusReport{Square: g.Name(b.Square), Tile: p.Rules.Tiles[b.Tile].Token(), Amount: b.Amount})
		}
		rep.Figures = append(rep.Figures, fr)
	}
	for i, n := range sc.Players {
		rep.Players = append(rep.Players, PlayerReport{Name: p.Players[i], Points: n})
	}
	for _, w := range warnings {
		rep.Warnings = append(rep.Warnings, w.String())
	}
	return rep
}
