package engine

// Reach is the most a tile kind can still do to an act's scoring, as
// the engine declares it for each of its effect primitives: what a search
// must allow for when it bounds what the tiles still to come may do,
// without knowing the primitives one by one. A new primitive says here
// what it can do; the exact solver's bounds are built on Reach alone.
type Reach struct {
	// Value is the tile's printed value, which it adds to the figures
	// that see it; any tile may also end up counting nothing (cut off,
	// cancelled, face down).
	Value int
	// Factor is the most the tile multiplies the values of its row and
	// column segments by, as a magnitude (1: not at all); NegativeFactor
	// says the multiplier may be negative.
	Factor         int
	NegativeFactor bool
	// LineRank is the most diamonds the tile adds to each figure in its
	// row and column segments, and AdjacentRank to each figure next to
	// it, as magnitudes; NegativeRank says it may take diamonds away.
	LineRank, AdjacentRank int
	NegativeRank           bool
	// Splits says the tile cuts its row and column into segments, and
	// Cancels that it may make other tiles count nothing.
	Splits, Cancels bool
	// Cash is the most the tile may be cashed for instead of placed.
	Cash int
	// MovesFigures says playing the tile moves a figure to another
	// square.
	MovesFigures bool
	// Replaces lists the abilities of the board tiles the tile may be
	// played onto, taking their place.
	Replaces []AbilityID
	// Removes lists the abilities of the board tiles it may remove from
	// the game after it is placed, and Swaps says it may swap two tiles
	// of the board then.
	Removes []AbilityID
	Swaps   bool
}

// ReachOf is the most a tile of kind k can do to an act's scoring.
func (r *Rules) ReachOf(k TileKindID) Reach {
	t := &r.Tiles[k]
	reach := Reach{Value: t.Value, Factor: 1}
	a := r.AbilityOf(k)
	if a == nil {
		return reach
	}
	if a.Multiply != 0 {
		reach.Factor, reach.NegativeFactor = abs(a.Multiply), a.Multiply < 0
	}
	switch a.AddRank.Scope {
	case RankLines:
		reach.LineRank = abs(a.AddRank.Amount)
	case RankAdjacent:
		reach.AdjacentRank = abs(a.AddRank.Amount)
	}
	reach.NegativeRank = a.AddRank.Amount < 0
	reach.Splits = a.Split
	reach.Cancels = a.Cancel.Scope != NoCancel
	for _, m := range a.Play {
		switch m.Kind {
		case CashPlay:
			reach.Cash = max(reach.Cash, t.Params[m.Param])
		case ReplacePlay:
			reach.Replaces = append(reach.Replaces, m.Target)
		case MoveFigurePlay:
			reach.MovesFigures = true
		}
	}
	for _, o := range a.After {
		switch o.Kind {
		case RemoveAfter:
			reach.Removes = append(reach.Removes, o.Target)
		case SwapAfter:
			reach.Swaps = true
		}
	}
	return reach
}

// Primitives are one ability for each effect primitive the engine has
// (and each kind of one: every play mode, after-placement option, cancel
// scope and rank scope), named after it, for tests that must cover them
// all. Abilities that act on other tiles target the ability target. A
// test fails when a primitive is missing here.
func Primitives(target AbilityID) []Ability {
	return []Ability{
		{Name: "split", Split: true},
		{Name: "cancel on the board", Cancel: Cancel{Scope: CancelBoard, Values: Positive}},
		{Name: "cancel in its lines", Cancel: Cancel{Scope: CancelLine, Values: AnyValue}},
		{Name: "add rank along lines", AddRank: AddRank{Amount: 1, Scope: RankLines}},
		{Name: "take rank next to it", AddRank: AddRank{Amount: -3, Scope: RankAdjacent}},
		{Name: "multiply", Multiply: 2},
		{Name: "multiply negatively", Multiply: -1},
		{Name: "place", Play: []PlayMode{{Kind: PlacePlay}}},
		{Name: "cash", Play: []PlayMode{{Kind: CashPlay, Param: "gold"}, {Kind: PlacePlay}}},
		{Name: "replace", Play: []PlayMode{{Kind: ReplacePlay, Target: target}}},
		{Name: "move a figure", Play: []PlayMode{{Kind: MoveFigurePlay}, {Kind: PlacePlay}}},
		{Name: "remove after", Play: []PlayMode{{Kind: PlacePlay}}, After: []AfterOption{{Kind: RemoveAfter, Target: target}}},
		{Name: "swap after", Play: []PlayMode{{Kind: PlacePlay}}, After: []AfterOption{{Kind: SwapAfter}}},
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
