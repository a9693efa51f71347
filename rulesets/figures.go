package rulesets

import (
	"strconv"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
)

// figures reads [figures.*]: one table per figure kind, in file order.
func (dec *decoder) figures(o *tomlfile.Object) {
	mistakes := dec.d.Count()
	glyphs := map[string]declaration{}
	o.Each(func(key string, v *tomlfile.Value) {
		if v.Kind != tomlfile.KindTable {
			dec.d.WrongKind(v, o.Describe(key), "a table")
			return
		}
		f := dec.figure(dec.d.Object(v.Table, "[figures."+key+"]"), key)
		if f.Glyph != "" {
			at := v.Table.Fields["glyph"].Pos
			if other, dup := glyphs[f.Glyph]; dup {
				dec.d.Errorf(dec.blame(other.at, at), "figures %q and %q both use glyph %q", other.key, key, f.Glyph)
			}
			glyphs[f.Glyph] = declaration{key, at}
		}
		dec.rules.Figures = append(dec.rules.Figures, f)
	})
	if len(dec.rules.Figures) == 0 {
		dec.d.Errorf(o.Pos(), "[figures] declares no figure kind")
		return
	}
	if n := len(dec.rules.Figures); n > engine.MaxFigureKinds {
		dec.d.Errorf(o.Pos(), "[figures] declares %d figure kinds; a ruleset has at most %d", n, engine.MaxFigureKinds)
		return
	}
	if dec.d.Count() > mistakes || dec.playersWrong {
		return // a figure read with mistakes (a count table) may seem to be none
	}
	for n := max(dec.rules.MinPlayers, 1); n <= dec.rules.MaxPlayers; n++ {
		owned := 0
		for _, f := range dec.rules.Figures {
			owned += f.CountFor(n)
		}
		if owned == 0 {
			dec.d.Errorf(o.Pos(), "with %d players nobody has a figure: every figure count is 0, so nothing would ever score", n)
			return
		}
	}
}

func (dec *decoder) figure(o *tomlfile.Object, key string) engine.FigureKind {
	f := engine.FigureKind{Name: key}
	o.Require("glyph", "rank", "count")
	o.String("name", &f.Name)
	if o.String("glyph", &f.Glyph) && !isGlyph(f.Glyph, true) {
		dec.errorf(o.Value("glyph"), "glyph %q must be 1 to 3 letters or digits, starting with a letter", f.Glyph)
	}
	if o.Int("rank", &f.Rank) {
		dec.within(o.Value("rank"), o.Describe("rank"), f.Rank, 0, maxRank)
	}
	dec.figureCount(o, &f)
	dec.enum(o, "after_act", afterActWords(), (*int)(&f.AfterAct))
	o.Close()
	return f
}

// figureCount reads count, an integer or a table from number of players to
// count (Kingdoms' rank-1 castles, K3).
func (dec *decoder) figureCount(o *tomlfile.Object, f *engine.FigureKind) {
	v := o.Value("count")
	switch {
	case v == nil:
	case v.Kind == tomlfile.KindInteger:
		o.Int("count", &f.Count)
		dec.within(v, o.Describe("count"), f.Count, 0, maxFigureCount)
	case v.Kind == tomlfile.KindTable:
		f.CountByPlayers = map[int]int{}
		for _, k := range v.Table.Keys {
			n, err := strconv.Atoi(k)
			c := v.Table.Fields[k]
			switch {
			case err != nil || !dec.playersWrong && (n < dec.rules.MinPlayers || n > dec.rules.MaxPlayers):
				dec.d.Errorf(c.KeyPos, "count table keys are numbers of players from %d to %d, not %q", dec.rules.MinPlayers, dec.rules.MaxPlayers, k)
			case c.Kind != tomlfile.KindInteger || c.Int < 0 || c.Int > maxFigureCount:
				dec.d.Errorf(c.Pos, "%s: the count for %d players must be a whole number from 0 to %d", o.Describe("count"), n, maxFigureCount)
			default:
				f.CountByPlayers[n] = int(c.Int)
			}
		}
		for n := dec.rules.MinPlayers; n <= dec.rules.MaxPlayers && n >= 1 && !dec.playersWrong; n++ {
			if _, ok := f.CountByPlayers[n]; !ok {
				dec.d.Errorf(v.Pos, "count table gives no count for %d players", n)
			}
		}
	default:
		dec.d.Errorf(v.Pos, "%s must be an integer or a table from number of players to count, not %s", o.Describe("count"), v.Kind)
	}
}

// isGlyph reports whether s is a valid glyph: 1 to 3 ASCII letters or
// digits starting with a letter (digits allowed only if digits is set).
func isGlyph(s string, digits bool) bool {
	if len(s) == 0 || len(s) > 3 {
		return false
	}
	for i, c := range []byte(s) {
		letter := c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
		digit := c >= '0' && c <= '9'
		if !letter && !(digit && digits && i > 0) {
			return false
		}
	}
	return true
}
