package engine

// ActsAtScoring reports whether an ability acts when the act is scored:
// it splits lines, cancels values, adds rank or multiplies.
func (a *Ability) ActsAtScoring() bool {
	return a.Split || a.Cancel.Scope != NoCancel || a.AddRank.Amount != 0 || (a.Multiply != 0 && a.Multiply != 1)
}

// WithPlainTwins is a copy of r with one more tile kind for each special
// kind whose ability acts at scoring: its plain twin, of the same value
// and no ability. twin[k] is kind k's twin, or -1. Scoring a board again
// with a kind's tiles made their twins measures what the ability did.
func (r *Rules) WithPlainTwins() (ext *Rules, twin []TileKindID) {
	c := *r
	c.Tiles = append([]TileKind(nil), r.Tiles...)
	twin = make([]TileKindID, len(r.Tiles))
	for k, t := range r.Tiles {
		twin[k] = -1
		if a := r.AbilityOf(TileKindID(k)); a != nil && a.ActsAtScoring() {
			twin[k] = TileKindID(len(c.Tiles))
			c.Tiles = append(c.Tiles, TileKind{Name: t.Name + " (plain)", Value: t.Value, Ability: NoAbility})
		}
	}
	return &c, twin
}
