//go:build !unix

package inputfile

// openFlags: other systems have no O_NONBLOCK; the check before opening
// refuses named pipes there.
const openFlags = 0
