//go:build !(linux && (amd64 || arm64))

package solver

import "unsafe"

// adviseHugePages does nothing here: huge pages are asked for on Linux
// only (hugepages_linux.go).
func adviseHugePages(p unsafe.Pointer, n uintptr) {}
