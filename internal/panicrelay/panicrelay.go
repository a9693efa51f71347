// Package panicrelay carries a panic out of worker goroutines to the
// goroutine that waits for them, where the program's top level can
// recover it. A panic no goroutine recovers ends the program with Go's
// exit status 2, which saga gives bad input; carried to the top level, it
// is reported as an internal error instead.
//
//	var relay panicrelay.Relay
//	for range workers {
//		wg.Add(1)
//		go func() {
//			defer wg.Done()
//			defer func() {
//				if r := recover(); r != nil {
//					relay.Keep(r) // and tell the other workers to stop
//				}
//			}()
//			work()
//		}()
//	}
//	wg.Wait()
//	relay.Rethrow()
package panicrelay

import (
	"fmt"
	"runtime/debug"
	"sync"
)

// Panic is a panic that happened on another goroutine: its value and the
// stack where it happened.
type Panic struct {
	Value any
	Stack []byte
}

func (p *Panic) Error() string { return fmt.Sprintf("panic on a worker goroutine: %v", p.Value) }

// Relay keeps the first panic of a group of goroutines.
type Relay struct {
	mu    sync.Mutex
	first *Panic
}

// Keep records r, a value recovered from a panic, with the stack of the
// calling goroutine: call it from the deferred function that recovered
// r, while that stack still shows where the panic happened. Only the
// first panic is kept.
func (rl *Relay) Keep(r any) {
	p, ok := r.(*Panic) // carried once already: keep its own stack
	if !ok {
		p = &Panic{Value: r, Stack: debug.Stack()}
	}
	rl.mu.Lock()
	defer rl.mu.Unlock()
	if rl.first == nil {
		rl.first = p
	}
}

// Panicked reports whether a panic was kept.
func (rl *Relay) Panicked() bool {
	rl.mu.Lock()
	defer rl.mu.Unlock()
	return rl.first != nil
}

// Rethrow panics with the panic kept, a *Panic, if there is one. Call
// it once the goroutines are done.
func (rl *Relay) Rethrow() {
	rl.mu.Lock()
	p := rl.first
	rl.mu.Unlock()
	if p != nil {
		panic(p)
	}
}
