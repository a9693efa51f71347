//go:build !(linux && (amd64 || arm64))

package solver

import "unsafe"

// tableWords returns n zeroed words for a table's arrays: huge pages are
// asked for on Linux only (hugepages_linux.go).
func tableWords(n int) []uint64 { return make([]uint64, n) }

// arrayBytes is the memory an array of n words from tableWords takes.
func arrayBytes(n int64) int64 { return n * 8 }

// adviseHugePages does nothing here.
func adviseHugePages(p unsafe.Pointer, n uintptr) {}
