package engine

import (
	"reflect"
	"testing"
)

// Every effect primitive is among Primitives: each field of Ability is
// set by one of them; and each primitive but plain placing declares in
// its Reach something a plain tile cannot do.
func TestPrimitivesCoverAbility(t *testing.T) {
	prims := Primitives(0)
	typ := reflect.TypeOf(Ability{})
	for i := range typ.NumField() {
		f := typ.Field(i)
		if f.Name == "Name" {
			continue
		}
		set := false
		for _, a := range prims {
			if !reflect.ValueOf(a).Field(i).IsZero() {
				set = true
			}
		}
		if !set {
			t.Errorf("no primitive sets Ability.%s: add one to Primitives, and say in ReachOf what it can do", f.Name)
		}
	}
	plain := Reach{Value: 1, Factor: 1}
	for _, a := range prims {
		r := &Rules{Abilities: []Ability{a}, Tiles: []TileKind{{Name: a.Name, Value: 1, Ability: 0, Params: map[string]int{"gold": 3}}}}
		got := r.ReachOf(0)
		if a.Name != "place" && reflect.DeepEqual(got, plain) {
			t.Errorf("primitive %q declares nothing in its Reach", a.Name)
		}
	}
}

// ReachOf reads each primitive's worst case.
func TestReachOf(t *testing.T) {
	r := &Rules{
		Abilities: []Ability{
			{Name: "mine", Multiply: -3},
			{Name: "horn", AddRank: AddRank{Amount: 2, Scope: RankLines}},
			{Name: "treasure", Play: []PlayMode{{Kind: PlacePlay}, {Kind: CashPlay, Param: "gold"}, {Kind: CashPlay, Param: "silver"}}},
			{Name: "statue", Play: []PlayMode{{Kind: ReplacePlay, Target: 2}}, After: []AfterOption{{Kind: SwapAfter}, {Kind: RemoveAfter, Target: 1}}},
		},
		Tiles: []TileKind{
			{Name: "+4", Value: 4, Ability: NoAbility},
			{Name: "mine", Value: 1, Ability: 0},
			{Name: "horn", Ability: 1},
			{Name: "treasure", Value: 2, Ability: 2, Params: map[string]int{"gold": 5, "silver": 3}},
			{Name: "statue", Ability: 3},
		},
	}
	for k, want := range []Reach{
		{Value: 4, Factor: 1},
		{Value: 1, Factor: 3, NegativeFactor: true},
		{Factor: 1, LineRank: 2},
		{Value: 2, Factor: 1, Cash: 5},
		{Factor: 1, Replaces: []AbilityID{2}, Removes: []AbilityID{1}, Swaps: true},
	} {
		if got := r.ReachOf(TileKindID(k)); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: reach %+v, want %+v", r.Tiles[k].Name, got, want)
		}
	}
}
