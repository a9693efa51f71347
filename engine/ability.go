package engine

// AbilityID indexes Rules.Abilities.
type AbilityID int

// Ability is a special ability composed from the engine's effect primitives.
// A new ability that combines existing primitives needs no code.
type Ability struct {
	Name string

	// Scoring effects (R14-R17, K5).
	Split    bool    // cuts its row and column into segments, like a Gorge
	Cancel   Cancel  // zeroes some values in its row and column segments
	AddRank  AddRank // adds diamonds to figures
	Multiply int     // multiplies the value of its row and column segments; 0 = no effect

	// Play-time behaviour (R7-R12). Play lists every way the tile may be
	// played; the rulesets package fills in PlacePlay when a file gives none.
	Play  []PlayMode
	After []AfterOption
}

// ValueSet selects tile values by sign.
type ValueSet uint8

const (
	Positive ValueSet = 1 << iota
	Negative
	AnyValue = Positive | Negative
)

// Has reports whether value v is in the set; zero is in no set.
func (s ValueSet) Has(v int) bool {
	return v > 0 && s&Positive != 0 || v < 0 && s&Negative != 0
}

// CancelScope says how far a cancellation reaches.
type CancelScope int

const (
	// NoCancel: the ability cancels nothing.
	NoCancel CancelScope = iota
	// CancelBoard turns the matching tiles in its segments face down before
	// any figure is scored: they are worth 0 to every figure, also one that
	// sees them through another line, and lose their abilities (R15).
	CancelBoard
	// CancelLine zeroes the matching values only while scoring the segments
	// that contain the cancelling tile (the Kingdoms Dragon, K5).
	CancelLine
)

// Cancel is the cancel-values primitive.
type Cancel struct {
	Scope  CancelScope
	Values ValueSet
}

// RankScope says which figures an AddRank reaches.
type RankScope int

const (
	// RankLines reaches every figure in the tile's row and column segments
	// (Royal Dragon Horn, R16).
	RankLines RankScope = iota
	// RankAdjacent reaches the figures on orthogonally adjacent squares
	// (the Kingdoms Wizard, K5).
	RankAdjacent
)

// AddRank is the add-rank primitive; Amount 0 means no effect.
type AddRank struct {
	Amount int
	Scope  RankScope
}

// PlayKind is a way a tile can be played from the hand.
type PlayKind int

const (
	// PlacePlay puts the tile on an empty square.
	PlacePlay PlayKind = iota
	// CashPlay removes the tile from the game and scores the tile
	// parameter named by PlayMode.Param at once (Treasure, R8).
	CashPlay
	// ReplacePlay puts the tile on the square of a board tile whose ability
	// is PlayMode.Target; that tile leaves the game (Drunkenness, R9).
	ReplacePlay
	// MoveFigurePlay moves one of the player's figures to an orthogonally
	// adjacent empty square and puts the tile where it stood (Good
	// Counsel, R12).
	MoveFigurePlay
)

// PlayMode is one way of playing a tile.
type PlayMode struct {
	Kind   PlayKind
	Param  string    // CashPlay: the tile parameter holding the points
	Target AbilityID // ReplacePlay: the ability of the tile replaced
}

// AfterKind is an optional action after a tile lands on the board.
type AfterKind int

const (
	// RemoveAfter removes one board tile whose ability is Target from the
	// game; its square becomes empty (Temptation and Valor, R7).
	RemoveAfter AfterKind = iota
	// SwapAfter swaps the positions of two other tiles on the board
	// (Golden Statue, R11).
	SwapAfter
)

// AfterOption is an optional action offered after placing the tile.
type AfterOption struct {
	Kind   AfterKind
	Target AbilityID
}
