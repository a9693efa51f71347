//go:build linux && (amd64 || arm64)

package solver

import (
	"syscall"
	"unsafe"
)

// hugePage is the size of a transparent huge page on these systems.
const hugePage = 2 << 20

// tableWords returns n zeroed words for a table's arrays. Arrays of a
// huge page or more start on a huge page and are advised as such whole:
// Go's heap puts a large array anywhere on its own pages, and the parts
// of it outside whole huge pages would fault page by page. The first
// touch of an array aligned so costs a third or less of an unaligned
// one's. Such an array takes one huge page more than its words (see
// arrayBytes), of which only the pages the words lie on are ever
// touched.
func tableWords(n int) []uint64 {
	if n*8 < hugePage {
		return make([]uint64, n) // no whole huge page to ask for
	}
	raw := make([]uint64, n+hugePage/8)
	at := uintptr(unsafe.Pointer(unsafe.SliceData(raw)))
	from := int((hugePage-at%hugePage)%hugePage) / 8
	w := raw[from : from+n : from+n]
	adviseHugePages(unsafe.Pointer(unsafe.SliceData(w)), uintptr(n)*8)
	return w
}

// arrayBytes is the memory an array of n words from tableWords takes.
func arrayBytes(n int64) int64 {
	if n*8 < hugePage {
		return n * 8
	}
	return n*8 + hugePage
}

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
