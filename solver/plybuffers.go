package solver

import "github.com/sagatools/saga/engine"

// plyBuffers is scratch space kept per ply of a search, so that once the
// search has been as deep as it goes its nodes allocate nothing.
type plyBuffers[T any] [][]T

// legalMoves returns the legal moves of s in ply's buffer of bufs.
func legalMoves(bufs *plyBuffers[engine.Move], s *engine.State, ply int) []engine.Move {
	b := bufs.get(ply, 0)
	(*bufs)[ply] = s.LegalMoves(b)
	return (*bufs)[ply]
}

// get returns n elements of ply's buffer, grown if need be; what they hold
// is left over from the last use.
func (b *plyBuffers[T]) get(ply, n int) []T {
	for len(*b) <= ply {
		*b = append(*b, nil)
	}
	if cap((*b)[ply]) < n {
		(*b)[ply] = make([]T, n)
	}
	return (*b)[ply][:n]
}
