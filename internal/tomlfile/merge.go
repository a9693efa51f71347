package tomlfile

// Merge deep-merges over onto base, as when a ruleset extends another one,
// and returns a new tree; neither input is modified, though the result shares
// the values it did not need to change with them. Tables present in both are
// merged key by key; any other value in over, arrays of tables included,
// replaces the one in base. Every value keeps its own position, so problems
// are reported in the file that actually says the offending thing; a merged
// table takes the position it has in over. Keys keep base's order, followed
// by the keys only over has.
func Merge(base, over *Table) *Table {
	switch {
	case base == nil && over == nil:
		return nil
	case base == nil:
		base = &Table{Pos: over.Pos}
	case over == nil:
		over = &Table{Pos: base.Pos}
	}
	t := &Table{Pos: over.Pos, Fields: make(map[string]*Value, len(base.Fields)+len(over.Fields))}
	for _, k := range base.Keys {
		t.Keys = append(t.Keys, k)
		t.Fields[k] = base.Fields[k]
	}
	for _, k := range over.Keys {
		ov := over.Fields[k]
		bv, ok := t.Fields[k]
		if !ok {
			t.Keys = append(t.Keys, k)
		}
		if ok && bv.Kind == KindTable && ov.Kind == KindTable {
			merged := *ov
			merged.Table = Merge(bv.Table, ov.Table)
			ov = &merged
		}
		t.Fields[k] = ov
	}
	return t
}
