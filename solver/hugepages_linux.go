//go:build linux && (amd64 || arm64)

package solver

import (
	"syscall"
	"unsafe"
)

// hugePage is the size of a transparent huge page on these systems.
const hugePage = 2 << 20

// adviseHugePages asks Linux to back the n bytes from p with huge pages
// where it can: the table's arrays are large and read at random, and with
// 4 KiB pages both the first touch of each page and the address
// translations cost more than the search itself on mid-size puzzles. Go's heap does not ask
// for huge pages by itself. Only the whole huge pages inside the range are
// advised; the advice is a hint, and an error (an old kernel, huge pages
// turned off) changes nothing but the speed.
func adviseHugePages(p unsafe.Pointer, n uintptr) {
	at := uintptr(p)
	start := (at+hugePage-1)&^(hugePage-1) - at
	end := (at+n)&^(hugePage-1) - at
	if end <= start || end > n {
		return
	}
	_ = syscall.Madvise(unsafe.Slice((*byte)(p), n)[start:end], syscall.MADV_HUGEPAGE)
}
