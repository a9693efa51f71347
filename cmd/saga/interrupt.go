package main

import (
	"fmt"
	"io"
	"os"
)

// interruptOnSignal lets Ctrl-C stop a long search cleanly: the first
// signal on sig writes what happens now (what) and closes the returned
// channel (solver.Options.Interrupt), and the search answers with what
// it has; a second one calls exit(130), the shell's code for an
// interrupted command, for whoever will not wait for the estimates.
// done stops watching.
func interruptOnSignal(sig <-chan os.Signal, w io.Writer, what string, exit func(int)) (interrupt <-chan struct{}, done func()) {
	stop := make(chan struct{})
	finished, gone := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(gone)
		select {
		case <-sig:
		case <-finished:
			return
		}
		select {
		case <-finished:
			return // the search was done first
		default:
		}
		fmt.Fprintf(w, "\ninterrupted: %s (Ctrl-C again to quit at once)\n", what)
		close(stop)
		select {
		case <-sig:
			exit(130)
		case <-finished:
		}
	}()
	return stop, func() {
		close(finished)
		<-gone
	}
}
