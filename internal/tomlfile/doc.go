// Package tomlfile reads TOML files into a tree of values that remember where
// they were written, so that every problem found while decoding can be
// reported as file:line:col.
//
// Rulesets and board positions are written by hand, and every mistake in them
// must be answered with its place and, for a misspelt key or value, the
// nearest valid one. BurntSushi/toml locates syntax errors only, so Parse
// pairs its decoded values with positions found by a small scanner of its own.
// Decoding into Go types is then done by hand with a Decoder, which collects
// problems instead of stopping at the first:
//
//	var d tomlfile.Decoder
//	top := d.Object(tbl, "the top level")
//	top.Require("name")
//	top.String("name", &r.Name)
//	if p := top.Object("players"); p != nil {
//		p.Int("min", &r.MinPlayers)
//		p.Close() // reports keys nobody asked about, e.g. a misspelt "mni"
//	}
//	top.Close()
//	return d.Err() // e.g. rules.toml:7:1: unknown key "mni" in [players]; did you mean "min"?
//
// Merge combines the trees of a file and of the file it extends; each value
// keeps the position in its own file.
package tomlfile
