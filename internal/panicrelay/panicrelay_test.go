package panicrelay

import (
	"strings"
	"sync"
	"testing"
)

// A panic on a worker goroutine reaches the goroutine that waited, with
// the stack where it happened; the workers that did not panic are
// unaffected.
func TestRethrow(t *testing.T) {
	var relay Relay
	var wg sync.WaitGroup
	var finished sync.Map
	for i := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					relay.Keep(r)
				}
			}()
			if i == 2 {
				crash()
			}
			finished.Store(i, true)
		}()
	}
	wg.Wait()
	if !relay.Panicked() {
		t.Fatal("no panic kept")
	}
	defer func() {
		p, ok := recover().(*Panic)
		if !ok {
			t.Fatalf("Rethrow panicked with %T, want *Panic", p)
		}
		if !strings.Contains(p.Error(), "index out of range") || !strings.Contains(string(p.Stack), "panicrelay.crash") {
			t.Errorf("panic %v with stack\n%s\nwant the index error and crash in the stack", p, p.Stack)
		}
		n := 0
		finished.Range(func(any, any) bool { n++; return true })
		if n != 3 {
			t.Errorf("%d workers finished, want 3", n)
		}
	}()
	relay.Rethrow()
	t.Fatal("Rethrow returned")
}

func crash() {
	var s []int
	i := 3
	_ = s[i]
}

// With no panic, Rethrow does nothing.
func TestRethrowNothing(t *testing.T) {
	var relay Relay
	relay.Rethrow()
	if relay.Panicked() {
		t.Error("Panicked with no panic")
	}
}
