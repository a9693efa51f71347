//go:build !unix

package main

import "testing"

// specialBadInput: named pipes, devices and sockets are a Unix matter.
func specialBadInput(*testing.T, string) []badInputCase { return nil }
