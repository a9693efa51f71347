package rulesets

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/sagatools/saga/engine"
)

// Changes lists, in words, how the ruleset other differs from base: what
// a designer changed in a variant, whatever file it came from. Each line
// names a part of the game and its value in both, with "→" between:
//
//	turn.hand: 2 → 3
//	Act I tiles: +6 1 → 3, +2M 2 → 0
//
// Rulesets that play alike give none; names and titles are not compared.
func Changes(base, other *engine.Rules) []string {
	var c changes
	c.compare("players", playerRange(base), playerRange(other))
	c.compare("start points", fmt.Sprint(base.StartPoints), fmt.Sprint(other.StartPoints))
	c.turn(base.Turn, other.Turn)
	c.figures(base, other)
	c.abilities(base, other)
	c.tiles(base, other)
	c.acts(base, other)
	return c.lines
}

type changes struct{ lines []string }

// compare adds "what: a → b" when a and b differ.
func (c *changes) compare(what, a, b string) {
	if a != b {
		c.lines = append(c.lines, fmt.Sprintf("%s: %s → %s", what, a, b))
	}
}

func playerRange(r *engine.Rules) string {
	return fmt.Sprintf("%d to %d", r.MinPlayers, r.MaxPlayers)
}

func (c *changes) turn(a, b engine.Turn) {
	c.compare("turn.hand", fmt.Sprint(a.Hand), fmt.Sprint(b.Hand))
	c.compare("turn.draw", drawWords().name(int(a.Draw)), drawWords().name(int(b.Draw)))
	c.compare("turn.hand_play", handPlayWords().name(int(a.HandPlay)), handPlayWords().name(int(b.HandPlay)))
	c.compare("turn.keep_hand", fmt.Sprint(a.KeepHand), fmt.Sprint(b.KeepHand))
	c.compare("turn.secret_hand", fmt.Sprint(a.SecretHand), fmt.Sprint(b.SecretHand))
	c.compare("turn.next_act_first", nextActFirstWords().name(int(a.NextActFirst)), nextActFirstWords().name(int(b.NextActFirst)))
	c.compare("turn.tie_break", tieBreakWords().name(int(a.TieBreak)), tieBreakWords().name(int(b.TieBreak)))
}

// figures compares the figure kinds, matched by glyph.
func (c *changes) figures(base, other *engine.Rules) {
	describe := func(r *engine.Rules) map[string]string {
		m := map[string]string{}
		for _, f := range r.Figures {
			m[f.Glyph] = fmt.Sprintf("%s, rank %d, %s, after its act to %s", f.Name, f.Rank, figureCount(f, r), afterActWords().name(int(f.AfterAct)))
		}
		return m
	}
	c.byKey("figure", describe(base), describe(other))
}

// figureCount is how many each player owns: "3 each", or by the number
// of players, "4/3/2 for 2/3/4 players".
func figureCount(f engine.FigureKind, r *engine.Rules) string {
	if len(f.CountByPlayers) == 0 {
		return fmt.Sprintf("%d each", f.Count)
	}
	var counts, players []string
	for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
		counts = append(counts, fmt.Sprint(f.CountFor(n)))
		players = append(players, fmt.Sprint(n))
	}
	return fmt.Sprintf("%s for %s players", strings.Join(counts, "/"), strings.Join(players, "/"))
}

// abilities compares the abilities, matched by name.
func (c *changes) abilities(base, other *engine.Rules) {
	describe := func(r *engine.Rules) map[string]string {
		m := map[string]string{}
		for _, a := range r.Abilities {
			m[a.Name] = describeAbility(r, a)
		}
		return m
	}
	c.byKey("ability", describe(base), describe(other))
}

// describeAbility says what an ability does, in the file's words.
func describeAbility(r *engine.Rules, a engine.Ability) string {
	var parts []string
	if a.Split {
		parts = append(parts, "splits its lines")
	}
	if a.Cancel.Scope != engine.NoCancel {
		parts = append(parts, fmt.Sprintf("cancels %s values, scope %s", cancelValueWords().name(int(a.Cancel.Values)), cancelScopeWords().name(int(a.Cancel.Scope))))
	}
	if a.AddRank.Amount != 0 {
		parts = append(parts, fmt.Sprintf("adds %+d rank, scope %s", a.AddRank.Amount, rankScopeWords().name(int(a.AddRank.Scope))))
	}
	if a.Multiply != 0 {
		parts = append(parts, fmt.Sprintf("multiplies its lines by %d", a.Multiply))
	}
	var plays []string
	for _, m := range a.Play {
		play := playWords().name(int(m.Kind))
		switch m.Kind {
		case engine.CashPlay:
			play += " " + m.Param
		case engine.ReplacePlay:
			play += " " + r.Abilities[m.Target].Name
		}
		plays = append(plays, play)
	}
	parts = append(parts, "played: "+strings.Join(plays, ", "))
	for _, o := range a.After {
		after := "then may " + afterWords().name(int(o.Kind))
		if o.Kind == engine.RemoveAfter {
			after += " " + r.Abilities[o.Target].Name
		}
		parts = append(parts, after)
	}
	return strings.Join(parts, "; ")
}

// tiles compares the declared tile kinds, matched by how grids write
// them; plain tiles need no declaration and are compared in the acts.
func (c *changes) tiles(base, other *engine.Rules) {
	describe := func(r *engine.Rules) map[string]string {
		m := map[string]string{}
		for _, t := range r.Tiles {
			if t.Ability == engine.NoAbility && t.Glyph == "" {
				continue
			}
			d := t.Name
			if t.Ability != engine.NoAbility {
				d += ", ability " + r.Abilities[t.Ability].Name
			}
			for _, p := range slices.Sorted(maps.Keys(t.Params)) {
				d += fmt.Sprintf(", %s %d", p, t.Params[p])
			}
			m[t.Token()] = d
		}
		return m
	}
	c.byKey("tile", describe(base), describe(other))
}

// acts compares the acts in play order: name, board and tile counts.
func (c *changes) acts(base, other *engine.Rules) {
	c.compare("acts", fmt.Sprint(len(base.Acts)), fmt.Sprint(len(other.Acts)))
	for i := range min(len(base.Acts), len(other.Acts)) {
		a, b := base.Acts[i], other.Acts[i]
		label := fmt.Sprintf("act %d", i+1)
		c.compare(label+" name", a.Name, b.Name)
		label = b.Name
		c.compare(label+" board", describeBoard(base, a.Board), describeBoard(other, b.Board))
		counts := func(r *engine.Rules, act engine.Act) map[string]int {
			m := map[string]int{}
			for k, n := range act.Tiles {
				m[r.Tiles[k].Token()] += n
			}
			return m
		}
		ca, cb := counts(base, a), counts(other, b)
		var diffs []string
		for _, token := range slices.Sorted(maps.Keys(union(ca, cb))) {
			if ca[token] != cb[token] {
				diffs = append(diffs, fmt.Sprintf("%s %d → %d", token, ca[token], cb[token]))
			}
		}
		if len(diffs) > 0 {
			c.lines = append(c.lines, fmt.Sprintf("%s tiles: %s", label, strings.Join(diffs, ", ")))
		}
	}
}

// describeBoard gives a board's size and what is printed on it: "5 × 6,
// holes A1 B1, [G] on B2".
func describeBoard(r *engine.Rules, g *engine.Geometry) string {
	d := fmt.Sprintf("%d × %d", g.Height, g.Width)
	var holes, printed []string
	for sq, cell := range g.Initial {
		name := g.Name(engine.Square(sq))
		switch {
		case cell == engine.Hole:
			holes = append(holes, name)
		case cell.IsPrinted():
			printed = append(printed, fmt.Sprintf("[%s] on %s", r.Tiles[cell.TileKind()].Token(), name))
		}
	}
	if len(holes) > 0 {
		d += ", holes " + strings.Join(holes, " ")
	}
	if len(printed) > 0 {
		d += ", " + strings.Join(printed, ", ")
	}
	return d
}

// byKey compares two descriptions of named things: what is only in base
// is removed, what is only in other added, and what differs changed.
func (c *changes) byKey(what string, base, other map[string]string) {
	for _, key := range slices.Sorted(maps.Keys(union(base, other))) {
		a, inBase := base[key]
		b, inOther := other[key]
		switch {
		case !inOther:
			c.lines = append(c.lines, fmt.Sprintf("%s %s: removed (was %s)", what, key, a))
		case !inBase:
			c.lines = append(c.lines, fmt.Sprintf("%s %s: added (%s)", what, key, b))
		default:
			c.compare(what+" "+key, a, b)
		}
	}
}

// union has the keys of a and b.
func union[V any](a, b map[string]V) map[string]bool {
	u := map[string]bool{}
	for k := range a {
		u[k] = true
	}
	for k := range b {
		u[k] = true
	}
	return u
}
