package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
)

// interruptible is ctx, cancelled by the first Ctrl-C while a long
// command works, which writes what the command does now on w (see
// onInterrupt); the command then stops cleanly and shows what it has.
// Ctrl-C is the shell's again after the first, so that a second one
// quits at once. done ends it, once the work is over.
func interruptible(ctx context.Context, w io.Writer, what string) (_ context.Context, done func()) {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt)
	context.AfterFunc(ctx, stop)
	tell := onInterrupt(ctx, w, what)
	return ctx, func() {
		tell()
		stop()
	}
}

// onInterrupt tells w what a long command does now if ctx is cancelled
// (someone pressed Ctrl-C) while it works: "interrupted: answering with
// what the search has found". done stops watching, once the work is
// over; no word comes after it.
func onInterrupt(ctx context.Context, w io.Writer, what string) (done func()) {
	var mu sync.Mutex
	over := false
	stop := context.AfterFunc(ctx, func() {
		mu.Lock()
		defer mu.Unlock()
		if !over {
			fmt.Fprintf(w, "\ninterrupted: %s (Ctrl-C again to quit at once)\n", what)
		}
	})
	return func() {
		stop()
		mu.Lock()
		over = true
		mu.Unlock()
	}
}
