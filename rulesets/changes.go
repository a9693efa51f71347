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
// names one part of the game and its value in both, with "→" between;
// a part only one ruleset has is listed whole, as added or removed:
//
//	turn.hand: 2 → 3
//	figure T rank: 3 → 2
//	Act I tiles: +6 1 → 3, +2M 2 → 0
//
// Rulesets that play alike give none. The ruleset's name and title and
// the default seat names are not compared; the names of figures, tiles
// and acts are, as summaries print them.
func Changes(base, other *engine.Rules) []string {
	var c changes
	c.compare("players", playerRange(base), playerRange(other))
	c.compare("start points", fmt.Sprint(base.StartPoints), fmt.Sprint(other.StartPoints))
	c.turn(base.Turn, other.Turn)
	c.byKey("figure", figureParts(base), figureParts(other))
	c.byKey("ability", abilityParts(base), abilityParts(other))
	c.byKey("tile", tileParts(base), tileParts(other))
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

// part is one named aspect of a thing, such as a figure's rank.
type part struct{ name, value string }

// describe writes the parts of a thing that only one ruleset has.
func describe(parts []part) string {
	var s []string
	for _, p := range parts {
		if p.value != "" {
			s = append(s, p.name+": "+p.value)
		}
	}
	return strings.Join(s, "; ")
}

// byKey compares things matched by key (figures by glyph, and so on):
// what is only in base is removed, what is only in other added, and for
// the rest each part that differs is a line of its own.
func (c *changes) byKey(what string, base, other map[string][]part) {
	for _, key := range slices.Sorted(maps.Keys(union(base, other))) {
		a, inBase := base[key]
		b, inOther := other[key]
		switch {
		case !inOther:
			c.lines = append(c.lines, fmt.Sprintf("%s %s: removed (was %s)", what, key, describe(a)))
		case !inBase:
			c.lines = append(c.lines, fmt.Sprintf("%s %s: added (%s)", what, key, describe(b)))
		default:
			for i := range a {
				c.compare(what+" "+key+" "+a[i].name, orNone(a[i].value), orNone(b[i].value))
			}
		}
	}
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
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

// figureParts describes the figure kinds by glyph.
func figureParts(r *engine.Rules) map[string][]part {
	m := map[string][]part{}
	for _, f := range r.Figures {
		after := "returns to supply"
		if f.AfterAct == engine.OutOfGame {
			after = "leaves the game"
		}
		m[f.Glyph] = []part{{"name", f.Name}, {"rank", fmt.Sprint(f.Rank)}, {"count", figureCount(f, r)}, {"after its act", after}}
	}
	return m
}

// figureCount is how many each player owns: "3 each", or by the number
// of players, "4/3/2 for 2/3/4 players".
func figureCount(f engine.FigureKind, r *engine.Rules) string {
	var counts, players []string
	for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
		counts = append(counts, fmt.Sprint(f.CountFor(n)))
		players = append(players, fmt.Sprint(n))
	}
	if len(slices.Compact(slices.Clone(counts))) <= 1 {
		return fmt.Sprintf("%d each", f.CountFor(r.MinPlayers))
	}
	return fmt.Sprintf("%s for %s players", strings.Join(counts, "/"), strings.Join(players, "/"))
}

// abilityParts describes the abilities by name, in the file's words.
func abilityParts(r *engine.Rules) map[string][]part {
	m := map[string][]part{}
	for _, a := range r.Abilities {
		var effects []string
		if a.Split {
			effects = append(effects, "splits its lines")
		}
		if a.Cancel.Scope != engine.NoCancel {
			effects = append(effects, fmt.Sprintf("cancels %s values, scope %s", cancelValueWords().name(int(a.Cancel.Values)), cancelScopeWords().name(int(a.Cancel.Scope))))
		}
		if a.AddRank.Amount != 0 {
			effects = append(effects, fmt.Sprintf("adds %+d rank, scope %s", a.AddRank.Amount, rankScopeWords().name(int(a.AddRank.Scope))))
		}
		if a.Multiply != 0 {
			effects = append(effects, fmt.Sprintf("multiplies its lines by %d", a.Multiply))
		}
		var plays, after []string
		for _, p := range a.Play {
			play := playWords().name(int(p.Kind))
			switch p.Kind {
			case engine.CashPlay:
				play += " " + p.Param
			case engine.ReplacePlay:
				play += " " + r.Abilities[p.Target].Name
			}
			plays = append(plays, play)
		}
		for _, o := range a.After {
			option := afterWords().name(int(o.Kind))
			if o.Kind == engine.RemoveAfter {
				option += " " + r.Abilities[o.Target].Name
			}
			after = append(after, option)
		}
		m[a.Name] = []part{{"scoring", strings.Join(effects, "; ")}, {"played", strings.Join(plays, ", ")}, {"then may", strings.Join(after, ", ")}}
	}
	return m
}

// tileParts describes the declared tile kinds by how grids write them;
// plain tiles need no declaration and are compared in the acts.
func tileParts(r *engine.Rules) map[string][]part {
	m := map[string][]part{}
	for _, t := range r.Tiles {
		if t.Ability == engine.NoAbility && t.Glyph == "" {
			continue
		}
		ability := ""
		if t.Ability != engine.NoAbility {
			ability = r.Abilities[t.Ability].Name
		}
		var params []string
		for _, p := range slices.Sorted(maps.Keys(t.Params)) {
			params = append(params, fmt.Sprintf("%s %d", p, t.Params[p]))
		}
		m[t.Token()] = []part{{"name", t.Name}, {"ability", ability}, {"params", strings.Join(params, ", ")}}
	}
	return m
}

// acts compares the acts in play order: name, board and tile counts; an
// act only one ruleset has is listed whole.
func (c *changes) acts(base, other *engine.Rules) {
	for i := range max(len(base.Acts), len(other.Acts)) {
		label := fmt.Sprintf("act %d", i+1)
		switch {
		case i >= len(other.Acts):
			a := base.Acts[i]
			c.lines = append(c.lines, fmt.Sprintf("%s (%s): removed (was board %s; tiles %s)", label, a.Name, boardSize(a.Board), tileList(base, a)))
			continue
		case i >= len(base.Acts):
			b := other.Acts[i]
			c.lines = append(c.lines, fmt.Sprintf("%s (%s): added (board %s%s; tiles %s)", label, b.Name, boardSize(b.Board), boardMarks(other, b.Board, ", "), tileList(other, b)))
			continue
		}
		a, b := base.Acts[i], other.Acts[i]
		c.compare(label+" name", a.Name, b.Name)
		if a.Name == b.Name {
			label = a.Name // acts keep their names in most variants
		}
		c.compare(label+" board size", boardSize(a.Board), boardSize(b.Board))
		c.compare(label+" board", orNone(boardMarks(base, a.Board, "")), orNone(boardMarks(other, b.Board, "")))
		ca, cb := tileCounts(base, a), tileCounts(other, b)
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

func boardSize(g *engine.Geometry) string { return fmt.Sprintf("%d × %d", g.Height, g.Width) }

// boardMarks lists a board's holes and printed features, "holes A1 B1,
// [G] on B2", after prefix; "" for a plain board.
func boardMarks(r *engine.Rules, g *engine.Geometry, prefix string) string {
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
	var parts []string
	if len(holes) > 0 {
		parts = append(parts, "holes "+strings.Join(holes, " "))
	}
	parts = append(parts, printed...)
	if len(parts) == 0 {
		return ""
	}
	return prefix + strings.Join(parts, ", ")
}

func tileCounts(r *engine.Rules, act engine.Act) map[string]int {
	m := map[string]int{}
	for k, n := range act.Tiles {
		if n > 0 {
			m[r.Tiles[k].Token()] += n
		}
	}
	return m
}

// tileList writes an act's tile set: "+1 ×2, +2M ×2, ...".
func tileList(r *engine.Rules, act engine.Act) string {
	counts := tileCounts(r, act)
	var parts []string
	for _, token := range slices.Sorted(maps.Keys(counts)) {
		parts = append(parts, fmt.Sprintf("%s ×%d", token, counts[token]))
	}
	return strings.Join(parts, ", ")
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
