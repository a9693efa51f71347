package engine

// FigureKindID indexes Rules.Figures.
type FigureKindID int16

// AfterAct says what happens to a figure on the board when its act is scored.
type AfterAct int

const (
	// BackToSupply returns the figure to its owner for later acts
	// (Beowulf's longships, R19; Kingdoms' rank-1 castles, K6).
	BackToSupply AfterAct = iota
	// OutOfGame removes the figure from the game (R19, K6).
	OutOfGame
)

// FigureKind is one kind of figure each player owns, such as a Thane.
type FigureKind struct {
	Name  string // as printed in breakdowns, e.g. "longship"
	Glyph string // used in grid tokens, e.g. "L" in "brown:L"
	Rank  int    // diamonds on its base
	// Count is how many each player owns; CountByPlayers, when it has an
	// entry for the number of players, overrides it (Kingdoms' rank-1
	// castles, K3).
	Count          int
	CountByPlayers map[int]int
	AfterAct       AfterAct
}

// CountFor is how many figures of this kind each player owns in a game of
// the given number of players.
func (f *FigureKind) CountFor(players int) int {
	if n, ok := f.CountByPlayers[players]; ok {
		return n
	}
	return f.Count
}
