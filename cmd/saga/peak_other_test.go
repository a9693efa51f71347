//go:build !linux

package main

// writePeak writes nothing: the peak resident size is read on Linux
// only.
func writePeak(file string) {}
