package record

// Limits on what a game record may give.
const (
	// maxRecordBytes bounds a game record. A record is a line per move:
	// a four-player game of Beowulf takes 4 KB, and the longest game a
	// ruleset allows (12 acts on boards of 26 × 26) under 1 MB.
	maxRecordBytes = 1 << 20
	// maxMoveText bounds a move in a record: the longest notation, a
	// tile moving a figure ("-99ABC Z26>Z26"), has 14 characters.
	maxMoveText = 64
)
