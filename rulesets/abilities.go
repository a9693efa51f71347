package rulesets

import (
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
)

// abilities reads [abilities.*]. Names are collected first because play
// modes and after-placement options refer to other abilities.
func (dec *decoder) abilities(o *tomlfile.Object) {
	var keys []string
	var values []*tomlfile.Value
	o.Each(func(key string, v *tomlfile.Value) {
		dec.abilityIDs[key] = engine.AbilityID(len(keys))
		keys = append(keys, key)
		values = append(values, v)
	})
	for i, key := range keys {
		a := engine.Ability{Name: key}
		v := values[i]
		switch v.Kind {
		case tomlfile.KindTable:
			dec.ability(dec.d.Object(v.Table, "[abilities."+key+"]"), &a)
			if m := v.Table.Fields["multiply"]; m != nil {
				dec.multiplyAt[engine.AbilityID(i)] = m.Pos
			}
		default:
			dec.d.WrongKind(v, o.Describe(key), "a table")
		}
		dec.rules.Abilities = append(dec.rules.Abilities, a)
	}
}

func (dec *decoder) ability(o *tomlfile.Object, a *engine.Ability) {
	o.String("name", &a.Name)
	o.Bool("split", &a.Split)
	if c := o.Object("cancel"); c != nil {
		c.Require("values", "scope")
		var set int
		if dec.enum(c, "values", cancelValueWords(), &set) {
			a.Cancel.Values = engine.ValueSet(set)
		}
		dec.enum(c, "scope", cancelScopeWords(), (*int)(&a.Cancel.Scope))
		c.Close()
	}
	if r := o.Object("add_rank"); r != nil {
		r.Require("amount", "scope")
		if r.Int("amount", &a.AddRank.Amount) {
			dec.within(r.Value("amount"), r.Describe("amount"), a.AddRank.Amount, -maxRankAmount, maxRankAmount)
		}
		dec.enum(r, "scope", rankScopeWords(), (*int)(&a.AddRank.Scope))
		r.Close()
	}
	if o.Int("multiply", &a.Multiply) {
		if a.Multiply == 0 {
			dec.errorf(o.Value("multiply"), "multiply must be a non-zero factor (2 doubles the line)")
		} else {
			dec.within(o.Value("multiply"), o.Describe("multiply"), a.Multiply, -maxMultiply, maxMultiply)
		}
	}
	if a.Split {
		// A splitting tile's square belongs to no segment (R14): any other
		// scoring effect would have nothing to act on.
		for _, key := range []string{"cancel", "add_rank", "multiply"} {
			if v := o.Value(key); v != nil {
				dec.errorf(v, "%s: an ability that splits lines (%s) cannot also %s: its square belongs to no segment", o.Describe(key), o.Value("split").Pos, strings.ReplaceAll(key, "_", " "))
			}
		}
	}
	for _, m := range o.Objects("play") {
		a.Play = append(a.Play, dec.playMode(m))
	}
	if v := o.Value("play"); v != nil && v.Kind == tomlfile.KindArray && len(v.Array) == 0 {
		dec.errorf(v, "play lists no way to play the tile; leave the key out to allow plain placement")
	}
	if len(a.Play) == 0 {
		a.Play = []engine.PlayMode{{Kind: engine.PlacePlay}}
	}
	for _, m := range o.Objects("after") {
		a.After = append(a.After, dec.afterOption(m))
	}
	o.Close()
}

func (dec *decoder) playMode(o *tomlfile.Object) engine.PlayMode {
	var m engine.PlayMode
	o.Require("mode")
	dec.enum(o, "mode", playWords(), (*int)(&m.Kind))
	switch m.Kind {
	case engine.CashPlay:
		o.Require("param")
		o.String("param", &m.Param)
	case engine.ReplacePlay:
		o.Require("target")
		m.Target = dec.abilityRef(o, "target")
	}
	o.Close()
	return m
}

func (dec *decoder) afterOption(o *tomlfile.Object) engine.AfterOption {
	var a engine.AfterOption
	o.Require("action")
	dec.enum(o, "action", afterWords(), (*int)(&a.Kind))
	if a.Kind == engine.RemoveAfter {
		o.Require("target")
		a.Target = dec.abilityRef(o, "target")
	}
	o.Close()
	return a
}

// abilityRef reads key as the name of an ability.
func (dec *decoder) abilityRef(o *tomlfile.Object, key string) engine.AbilityID {
	var name string
	if !o.String(key, &name) {
		return engine.NoAbility
	}
	if id, ok := dec.abilityIDs[name]; ok {
		return id
	}
	dec.unknown(o.Value(key), "ability", name, keysOf(dec.abilityIDs))
	return engine.NoAbility
}

// unknown reports a reference to something that does not exist,
// suggesting the nearest name that does.
func (dec *decoder) unknown(v *tomlfile.Value, what, name string, known []string) {
	dec.errorf(v, "%s", tomlfile.Unknown(what, name, known))
}
