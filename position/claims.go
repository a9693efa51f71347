package position

import (
	"fmt"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
)

// Claims are the numbers a rulebook prints for a board: per-figure terms
// and points and per-player totals. Every field but a figure's square is
// optional; verify compares what is given.
type Claims struct {
	Source  string
	Figures []FigureClaim
	Totals  []TotalClaim // in file order
}

// FigureClaim is what a rulebook says one figure scores.
type FigureClaim struct {
	Label      string // the rulebook's name for the figure, e.g. "a"
	Square     engine.Square
	Figure     string // e.g. "brown longship"; "" when not claimed
	Terms      []int  // nil when not claimed
	Sum        *int
	Multiplier *int
	Points     *int
}

// TotalClaim is a player's claimed points for the act.
type TotalClaim struct {
	Player int
	Points int
}

func (r *reader) claims(o *tomlfile.Object) *Claims {
	if o == nil {
		return nil
	}
	c := &Claims{}
	o.String("source", &c.Source)
	seen := map[engine.Square]bool{}
	for _, f := range o.Objects("figures") {
		fc, ok := r.figureClaim(f)
		if !ok {
			continue
		}
		if seen[fc.Square] {
			r.d.Errorf(f.Value("square").Pos, "a claim for %s is already given", r.p.Board.Geometry.Name(fc.Square))
			continue
		}
		seen[fc.Square] = true
		c.Figures = append(c.Figures, fc)
	}
	if t := o.Object("totals"); t != nil {
		t.Each(func(name string, v *tomlfile.Value) {
			p, err := findPlayer(r.p.Players, name)
			switch {
			case err != nil || r.p.Players[p] != name:
				if err == nil {
					err = unknown("player", name, r.p.Players)
				}
				r.d.Errorf(v.KeyPos, "%v", err)
			case v.Kind != tomlfile.KindInteger:
				r.d.WrongKind(v, t.Describe(name), "an integer")
			case !r.pointsWithin(v, t.Describe(name), v.Int, maxPoints):
			default:
				c.Totals = append(c.Totals, TotalClaim{Player: p, Points: int(v.Int)})
			}
		})
	}
	o.Close()
	return c
}

func (r *reader) figureClaim(o *tomlfile.Object) (FigureClaim, bool) {
	fc := FigureClaim{}
	o.Require("square")
	o.String("label", &fc.Label)
	if o.String("figure", &fc.Figure) {
		r.checkFigureName(o.Value("figure"), fc.Figure)
	}
	var name string
	ok := o.String("square", &name)
	if ok {
		g := r.p.Board.Geometry
		sq, err := g.Parse(name)
		switch {
		case err != nil:
			r.d.Errorf(o.Value("square").Pos, "%v", err)
			ok = false
		case !r.p.Board.Cells[sq].IsFigure():
			r.d.Errorf(o.Value("square").Pos, "claim for %s, but no figure stands there", g.Name(sq))
			ok = false
		}
		fc.Square = sq
	}
	if v := o.Value("terms"); v != nil {
		if v.Kind != tomlfile.KindArray {
			r.d.WrongKind(v, o.Describe("terms"), "an array of integers")
		} else if r.figureTerms(v) {
			fc.Terms = []int{}
			for _, e := range v.Array {
				if e.Kind != tomlfile.KindInteger {
					r.d.WrongKind(e, o.Describe("terms")+" element", "an integer")
					continue
				}
				if !r.pointsWithin(e, o.Describe("terms")+" element", e.Int, maxPoints) {
					continue
				}
				fc.Terms = append(fc.Terms, int(e.Int))
			}
		}
	}
	fc.Sum = r.optionalInt(o, "sum")
	fc.Multiplier = r.optionalInt(o, "multiplier")
	fc.Points = r.optionalInt(o, "points")
	o.Close()
	return fc, ok
}

// checkFigureName refuses a claimed figure that names no figure of the
// game: a typo is a mistake in the file, not a claim the rules disagree
// with. Which figure stands on the square is for verify to compare.
func (r *reader) checkFigureName(v *tomlfile.Value, name string) {
	var names []string
	for _, player := range r.p.Players {
		for _, f := range r.p.Rules.Figures {
			if strings.EqualFold(name, player+" "+f.Name) {
				return
			}
			names = append(names, player+" "+f.Name)
		}
	}
	msg := fmt.Sprintf("%q names no figure of this game: write the player and the figure's name", name)
	if near := tomlfile.Suggest(name, names); near != "" {
		msg += fmt.Sprintf("; did you mean %q?", near)
	} else {
		msg += fmt.Sprintf(", like %q", names[0])
	}
	r.d.Errorf(v.Pos, "%s", msg)
}

func (r *reader) optionalInt(o *tomlfile.Object, key string) *int {
	var n int
	if o.Int(key, &n) && r.pointsWithin(o.Value(key), o.Describe(key), int64(n), maxPoints) {
		return &n
	}
	return nil
}
