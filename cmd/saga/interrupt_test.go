package main

import (
	"bytes"
	"context"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// A cancelled command says what it does now, once.
func TestOnInterrupt(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var out syncBuffer
	done := onInterrupt(ctx, &out, "answering with what the search has found")
	cancel()
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(out.String(), "interrupted: answering") && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	done()
	if got := out.String(); strings.Count(got, "interrupted:") != 1 || !strings.Contains(got, "Ctrl-C again") {
		t.Errorf("message %q", got)
	}
}

// Once the work is done, a cancel is no longer its business.
func TestOnInterruptDone(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var out syncBuffer
	done := onInterrupt(ctx, &out, "answering")
	done()
	cancel()
	time.Sleep(10 * time.Millisecond)
	if out.String() != "" {
		t.Errorf("a word after done: %q", out.String())
	}
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// ctrlC runs saga with args as a person would who presses Ctrl-C once
// after a moment: a real SIGINT to this process. It returns the exit
// code, standard output and standard error.
func ctrlC(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	// While the test listens too, a SIGINT that comes before the command
	// listens cannot end the test process.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	defer signal.Stop(sig)
	var stdout, stderr syncBuffer
	code := make(chan int, 1)
	go func() { code <- run(args, strings.NewReader(""), &stdout, &stderr) }()
	time.Sleep(500 * time.Millisecond)
	if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	select {
	case c := <-code:
		return c, stdout.String(), stderr.String()
	case <-time.After(time.Minute):
		t.Fatal("saga did not stop within a minute of Ctrl-C")
	}
	return 0, "", ""
}

// Ctrl-C stops check cleanly: the puzzle under way is reported
// interrupted, the rest not checked, and the count says so.
func TestCheckStopsOnCtrlC(t *testing.T) {
	code, out, errs := ctrlC(t, "check", "--time", "10m", "../../puzzles/bench/kingdoms-2p-chance-08.toml", "../../puzzles/bench/beowulf-2p-det-04.toml")
	if code != exitDisagrees || !strings.Contains(out, "interrupted before it was solved") || !strings.Contains(out, "2 puzzles: 1 interrupted, 1 not checked") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
	if !strings.Contains(errs, "interrupted: reporting the puzzles checked so far") {
		t.Errorf("standard error: %q", errs)
	}
}

// Ctrl-C while diagram solves an answer stops it cleanly, writing
// nothing.
func TestDiagramStopsOnCtrlC(t *testing.T) {
	out := filepath.Join(t.TempDir(), "answer.svg")
	code, _, errs := ctrlC(t, "diagram", "--answer", "--time", "10m", "-o", out, "../../puzzles/bench/kingdoms-2p-chance-08.toml")
	if code != exitInterrupted || !strings.Contains(errs, "no picture written") {
		t.Errorf("exit %d, standard error: %q", code, errs)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a picture was written: %v", err)
	}
}
