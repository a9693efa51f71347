package puzzles

// Limits on what a position file or a game record may give. Position
// files are TOML, read up to tomlfile's limits.
const (
	// maxRecordBytes bounds a game record. A record is a line per move:
	// a four-player game of Beowulf takes 4 KB, and the longest game a
	// ruleset allows (12 acts on boards of 26 × 26) under 1 MB.
	maxRecordBytes = 1 << 20
)
