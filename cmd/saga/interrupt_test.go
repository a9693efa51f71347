package main

import (
	"bytes"
	"os"
	"strings"
	"sync"
	"testing"
)

// The first Ctrl-C interrupts the search, the second quits with 130.
func TestInterruptOnSignal(t *testing.T) {
	sig := make(chan os.Signal)
	var out bytes.Buffer
	var mu sync.Mutex
	exited := make(chan int, 1)
	interrupt, done := interruptOnSignal(sig, &syncWriter{w: &out, mu: &mu}, "answering with what the search has found", func(code int) { exited <- code })
	defer done()
	select {
	case <-interrupt:
		t.Fatal("interrupted before any signal")
	default:
	}
	sig <- os.Interrupt
	<-interrupt // closed by the first signal
	sig <- os.Interrupt
	if code := <-exited; code != 130 {
		t.Errorf("exit %d, want 130", code)
	}
	mu.Lock()
	defer mu.Unlock()
	if !strings.Contains(out.String(), "Ctrl-C again") {
		t.Errorf("message %q", out.String())
	}
}

// Once the search is done, signals are no longer its business.
func TestInterruptDone(t *testing.T) {
	sig := make(chan os.Signal, 1)
	interrupt, done := interruptOnSignal(sig, &bytes.Buffer{}, "answering", func(int) { t.Error("exit called") })
	done()
	sig <- os.Interrupt
	select {
	case <-interrupt:
		t.Error("interrupted after done")
	default:
	}
}

type syncWriter struct {
	w  *bytes.Buffer
	mu *sync.Mutex
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}
