package engine

// TilePlays appends to dst every way player p could play a tile of kind k
// from the hand in the current position, in the order LegalMoves lists a
// tile's plays, whether or not p holds such a tile: a search rates the
// plays of every tile that a draw could bring without drawing each.
func (s *State) TilePlays(dst []Move, p int, k TileKindID) []Move {
	return s.playsOf(dst, p, k)
}
