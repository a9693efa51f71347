package position

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
)

// Format writes p as a position file. Parsing the result gives p back, and
// formatting that again gives the same text.
func Format(p *Position) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "ruleset = %s\n", tomlfile.Quote(p.Ruleset))
	fmt.Fprintf(&b, "act = %d\n", p.Act+1)
	fmt.Fprintf(&b, "players = [%s]\n", quoteList(p.Players))
	if p.Turn.Given.ToMove {
		fmt.Fprintf(&b, "to_move = %s\n", tomlfile.Quote(p.Players[p.Turn.ToMove]))
	}
	fmt.Fprintf(&b, "grid = '''\n%s'''\n", Grid(p))
	formatTurn(&b, p)
	formatQuestion(&b, p)
	if a := p.Answer; a != nil {
		formatAnswer(&b, p, a)
	}
	if c := p.Claims; c != nil {
		formatClaims(&b, p, c)
	}
	return []byte(b.String())
}

// Grid draws the board as labelled, aligned grid text: a header of column
// letters, then each row led by its number.
func Grid(p *Position) string {
	g := p.Board.Geometry
	cells := make([][]string, g.Height+1)
	cells[0] = append(cells[0], "")
	for c := range g.Width {
		cells[0] = append(cells[0], engine.ColumnName(c))
	}
	for r := range g.Height {
		row := []string{strconv.Itoa(r + 1)}
		for c := range g.Width {
			row = append(row, CellToken(p.Rules, p.Players, p.Board.Cells[g.At(r, c)]))
		}
		cells[r+1] = row
	}
	return AlignColumns(cells, true)
}

// AlignColumns pads every column of cells to one width, two spaces apart:
// right-aligned (numbers, grid tokens) or left-aligned (text).
func AlignColumns(cells [][]string, right bool) string {
	if len(cells) == 0 {
		return ""
	}
	width := make([]int, len(cells[0]))
	for _, row := range cells {
		for i, s := range row {
			width[i] = max(width[i], len([]rune(s)))
		}
	}
	var b strings.Builder
	for _, row := range cells {
		var line strings.Builder
		for i, s := range row {
			if i > 0 {
				line.WriteString("  ")
			}
			pad := strings.Repeat(" ", width[i]-len([]rune(s)))
			if right {
				line.WriteString(pad + s)
			} else {
				line.WriteString(s + pad)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

func formatClaims(b *strings.Builder, p *Position, c *Claims) {
	b.WriteString("\n[claims]\n")
	if c.Source != "" {
		fmt.Fprintf(b, "source = %s\n", tomlfile.Quote(c.Source))
	}
	if len(c.Totals) > 0 {
		var parts []string
		for _, t := range c.Totals {
			parts = append(parts, fmt.Sprintf("%s = %d", tomlKey(p.Players[t.Player]), t.Points))
		}
		fmt.Fprintf(b, "totals = { %s }\n", strings.Join(parts, ", "))
	}
	for _, f := range c.Figures {
		b.WriteString("\n[[claims.figures]]\n")
		if f.Label != "" {
			fmt.Fprintf(b, "label = %s\n", tomlfile.Quote(f.Label))
		}
		fmt.Fprintf(b, "square = %s\n", tomlfile.Quote(p.Board.Geometry.Name(f.Square)))
		if f.Figure != "" {
			fmt.Fprintf(b, "figure = %s\n", tomlfile.Quote(f.Figure))
		}
		if f.Terms != nil {
			terms := make([]string, len(f.Terms))
			for i, t := range f.Terms {
				terms[i] = strconv.Itoa(t)
			}
			fmt.Fprintf(b, "terms = [%s]\n", strings.Join(terms, ", "))
		}
		for _, field := range []struct {
			key string
			v   *int
		}{{"sum", f.Sum}, {"multiplier", f.Multiplier}, {"points", f.Points}} {
			if field.v != nil {
				fmt.Fprintf(b, "%s = %d\n", field.key, *field.v)
			}
		}
	}
}

func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = tomlfile.Quote(n)
	}
	return strings.Join(q, ", ")
}

// tomlKey writes a key bare when TOML allows it, quoted otherwise.
func tomlKey(k string) string {
	for _, c := range k {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return tomlfile.Quote(k)
		}
	}
	return k
}

// formatTurn writes the parts of the mid-act state the position gives.
func formatTurn(b *strings.Builder, p *Position) {
	t := &p.Turn
	if t.Given.Points {
		b.WriteString("\n[points]\n")
		for i, name := range p.Players {
			fmt.Fprintf(b, "%s = %d\n", tomlKey(name), t.Points[i])
		}
	}
	if t.Given.Hands {
		b.WriteString("\n[hands]\n")
		for i, name := range p.Players {
			var toks []string
			for _, h := range t.Hands[i] {
				tok := p.Rules.Tiles[h.Kind].Token()
				if h.Act != p.Act {
					tok += "@" + strconv.Itoa(h.Act+1)
				}
				toks = append(toks, tomlfile.Quote(tok))
			}
			fmt.Fprintf(b, "%s = [%s]\n", tomlKey(name), strings.Join(toks, ", "))
		}
	}
	if t.Given.Supply {
		b.WriteString("\n[supply]\n")
		for i, name := range p.Players {
			var parts []string
			for f, n := range t.Supply[i] {
				parts = append(parts, fmt.Sprintf("%s = %d", tomlKey(p.Rules.Figures[f].Glyph), n))
			}
			fmt.Fprintf(b, "%s = { %s }\n", tomlKey(name), strings.Join(parts, ", "))
		}
	}
	if t.Given.Pool {
		b.WriteString("\n[pool]\n")
		for _, k := range TileOrder(p.Rules) {
			if n := t.Pool[k]; n > 0 {
				fmt.Fprintf(b, "%s = %d\n", tomlfile.Quote(p.Rules.Tiles[k].Token()), n)
			}
		}
	}
}

// TileOrder lists tile kinds as people read a mix: plain tiles by value,
// then the special tiles in the ruleset's order.
func TileOrder(r *engine.Rules) []engine.TileKindID {
	var plain, special []engine.TileKindID
	for k, t := range r.Tiles {
		if t.Ability == engine.NoAbility && t.Glyph == "" {
			plain = append(plain, engine.TileKindID(k))
		} else {
			special = append(special, engine.TileKindID(k))
		}
	}
	slices.SortFunc(plain, func(a, b engine.TileKindID) int { return r.Tiles[a].Value - r.Tiles[b].Value })
	return append(plain, special...)
}

// formatQuestion writes [question] when the file gave one.
func formatQuestion(b *strings.Builder, p *Position) {
	q := &p.Question
	if !q.Given.Objective && !q.Given.Player {
		return
	}
	b.WriteString("\n[question]\n")
	if q.Given.Objective {
		fmt.Fprintf(b, "objective = %s\n", tomlfile.Quote(q.Objective.String()))
	}
	if q.Given.Player {
		fmt.Fprintf(b, "player = %s\n", tomlfile.Quote(p.Players[q.Player]))
	}
}
