package main

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/internal/panicrelay"
)

// A panic, on the command's goroutine or carried from a worker, is an
// internal error: exit 3, never bad input's 2, with the panic and the
// stack where it happened, which names the function that failed.
func TestPanicIsInternalError(t *testing.T) {
	for name, crash := range map[string]func(){
		"on the command's goroutine": crashHere,
		"on a worker goroutine": func() {
			var relay panicrelay.Relay
			var wg sync.WaitGroup
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer func() {
					if r := recover(); r != nil {
						relay.Keep(r)
					}
				}()
				crashHere()
			}()
			wg.Wait()
			relay.Rethrow()
		},
	} {
		var stdout, stderr bytes.Buffer
		root := newRoot(nil, &stdout, &stderr)
		root.AddCommand(&cobra.Command{Use: "crash", RunE: func(*cobra.Command, []string) error {
			crash()
			return nil
		}})
		code := execute(context.Background(), root, []string{"crash"}, &stderr)
		got := stderr.String()
		if code != exitInternal || !strings.HasPrefix(got, "saga: internal error: assignment to entry in nil map\nThis is a bug in saga") || !strings.Contains(got, ".crashHere(") {
			t.Errorf("%s: exit %d, stderr\n%s", name, code, got)
		}
	}
}

func crashHere() {
	var m map[string]int
	m["x"]++
}
