//go:build unix

package inputfile

import "syscall"

// openFlags opens without waiting: a named pipe put in place of a file
// after it was checked is then refused, not waited on.
const openFlags = syscall.O_NONBLOCK
