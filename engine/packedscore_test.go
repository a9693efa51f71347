package engine

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// The packed scorer agrees with the plain reference scorer on random
// boards up to 8×8: every special tile, holes, empty squares, figures of
// up to four players, and values as large as the packed bytes allow. It
// must take most boards itself, or the test would say little about it.
func TestPackedTotalsMatchReference(t *testing.T) {
	largest := testRules(t)
	largest.Tiles = append(largest.Tiles,
		TileKind{Name: "+7", Value: 7, Ability: NoAbility},
		TileKind{Name: "-7", Value: -7, Ability: NoAbility})
	// Values further below zero than above it.
	negative := testRules(t)
	negative.Tiles = append(negative.Tiles, TileKind{Name: "-7", Value: -7, Ability: NoAbility})
	// The largest factor and diamonds the packed scorer's 32-bit
	// segment tables take.
	largest.Abilities[5].Multiply = packedFactor
	negative.Abilities[3].AddRank.Amount = packedRank
	// Line cancellers of every sign, with values of their own, some
	// multiplying their lines or adding diamonds next to them too.
	cancels := testRules(t)
	first := len(cancels.Abilities)
	cancels.Abilities = append(cancels.Abilities,
		Ability{Name: "negative cancel", Cancel: Cancel{Scope: CancelLine, Values: Negative}},
		Ability{Name: "cancel all", Cancel: Cancel{Scope: CancelLine, Values: AnyValue}},
		Ability{Name: "cancel and multiply", Cancel: Cancel{Scope: CancelLine, Values: Negative}, Multiply: 3},
		Ability{Name: "cancel next to", Cancel: Cancel{Scope: CancelLine, Values: Positive}, AddRank: AddRank{Amount: 2, Scope: RankAdjacent}})
	cancels.Tiles = append(cancels.Tiles,
		TileKind{Name: "sour", Value: 3, Ability: AbilityID(first)},
		TileKind{Name: "void", Value: -4, Ability: AbilityID(first + 1)},
		TileKind{Name: "tripler", Value: -1, Ability: AbilityID(first + 2)},
		TileKind{Name: "warden", Value: 2, Ability: AbilityID(first + 3)},
		TileKind{Name: "bright dragon", Value: 5, Ability: 2})
	boards := 20000
	if testing.Short() {
		boards = 4000
	}
	for _, r := range []*Rules{testRules(t), largest, negative, cancels} {
		s := NewScorer(r)
		if s.packed == nil {
			t.Fatalf("%d tile kinds: the rules fit the packed scorer, but it is not made", len(r.Tiles))
		}
		rng := rand.New(rand.NewPCG(21, uint64(len(r.Tiles))))
		taken := 0
		for i := range boards {
			// Fewer seats than players too: the others' figures are
			// left out.
			got, want := make([]int, 1+i%5), make([]int, 1+i%5)
			b := packedBoard(rng, r, i)
			if !s.packed.totals(b, got) {
				continue
			}
			taken++
			referenceTotals(r, b, want)
			if !slices.Equal(got, want) {
				t.Fatalf("%d tile kinds: packed totals %v, the reference gives %v on %d×%d %v", len(r.Tiles), got, want, b.Geometry.Width, b.Geometry.Height, b.Cells)
			}
		}
		if taken < boards*3/4 {
			t.Fatalf("%d tile kinds: the packed scorer took %d of %d boards", len(r.Tiles), taken, boards)
		}
	}
}

// packedBoard is a random board of at most 8×8 squares for the packed
// scorer's test. Most boards have no board-scope canceller (which the
// packed scorer leaves to the general one); some are full, like the
// boards at the end of an act; some hold the largest values only, so
// that the bytes' sums are as large as they get; a quarter are six
// squares wide, which the packed scorer reads its own way.
func packedBoard(rng *rand.Rand, r *Rules, i int) *Board {
	w, h := 1+rng.IntN(8), 1+rng.IntN(8)
	switch i % 4 {
	case 0:
		w, h = 8, 8
	case 2:
		w = 6
	}
	var kinds []TileKindID
	for k := range r.Tiles {
		cancels := r.Tiles[k].Ability != NoAbility && r.Abilities[r.Tiles[k].Ability].Cancel.Scope == CancelBoard
		if !cancels || i%10 == 0 {
			kinds = append(kinds, TileKindID(k))
		}
	}
	if i%8 == 1 {
		kinds = kinds[:0]
		for k := range r.Tiles {
			if v := r.Tiles[k].Value; r.Tiles[k].Ability == NoAbility && (v == 7 || v == -7 || v == 6 || v == -6) {
				kinds = append(kinds, TileKindID(k))
			}
		}
	}
	full := i%3 == 0
	g, _ := NewGeometry(w, h)
	b := NewBoard(g)
	for sq := range b.Cells {
		switch x := rng.IntN(20); {
		case x == 0 && !full:
			b.Cells[sq] = Hole
			g.Initial[sq] = Hole
		case x < 4 && !full:
		case x < 9:
			b.Cells[sq] = FigureCell(rng.IntN(4), FigureKindID(rng.IntN(len(r.Figures))))
		default:
			b.Cells[sq] = TileCell(kinds[rng.IntN(len(kinds))])
		}
	}
	return b
}

// Rules whose values do not fit a byte's four bits, or with more than 32
// tile kinds, are scored the general way only.
func TestPackedScorerFits(t *testing.T) {
	r := testRules(t)
	r.Tiles = append(r.Tiles, TileKind{Name: "+8", Value: 8, Ability: NoAbility})
	if NewScorer(r).packed != nil {
		t.Error("a tile of value 8 does not fit the packed scorer")
	}
	r = testRules(t)
	r.Abilities[5].Multiply = packedFactor + 1
	if NewScorer(r).packed != nil {
		t.Errorf("a factor of %d does not fit the packed scorer", packedFactor+1)
	}
	r = testRules(t)
	r.Abilities[3].AddRank.Amount = packedRank + 1
	if NewScorer(r).packed != nil {
		t.Errorf("%d diamonds a line do not fit the packed scorer", packedRank+1)
	}
	r = testRules(t)
	for len(r.Tiles) <= 32 {
		r.Tiles = append(r.Tiles, TileKind{Name: "+1", Value: 1, Ability: NoAbility})
	}
	if NewScorer(r).packed != nil {
		t.Error("33 tile kinds do not fit the packed scorer")
	}
}

// The packed scorer knows the effects kindEffects held when it was
// written, and no others: a new field is a new effect, which
// newPackedScorer must refuse or the packed scorer score
// (docs/architecture.md). This test names the fields it knows, so that
// adding one fails here until someone has looked.
func TestPackedScorerKnowsEveryEffect(t *testing.T) {
	known := []string{"value", "split", "cancelBoard", "cancelLine", "factor", "rankLines", "rankAdj", "special"}
	typ := reflect.TypeFor[kindEffects]()
	var fields []string
	for i := range typ.NumField() {
		fields = append(fields, typ.Field(i).Name)
	}
	if !slices.Equal(fields, known) {
		t.Errorf("kindEffects holds %v, the packed scorer knows %v: teach newPackedScorer to refuse the new effect, or the packed scorer to score it, then list it here", fields, known)
	}
}
