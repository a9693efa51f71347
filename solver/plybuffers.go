package solver

// plyBuffers is scratch space kept per ply of a search, so that once the
// search has been as deep as it goes its nodes allocate nothing.
type plyBuffers[T any] [][]T

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
