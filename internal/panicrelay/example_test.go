package panicrelay_test

import (
	"fmt"
	"sync"

	"github.com/sagatools/saga/internal/panicrelay"
)

// A worker's panic is raised again on the goroutine that waited for the
// workers, where it can be recovered, with the stack where it happened.
func ExampleRelay() {
	defer func() {
		p := recover().(*panicrelay.Panic)
		fmt.Println("recovered:", p.Value)
	}()
	var relay panicrelay.Relay
	var wg sync.WaitGroup
	for i := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					relay.Keep(r)
				}
			}()
			if i == 1 {
				panic("worker 1 failed")
			}
		}()
	}
	wg.Wait()
	relay.Rethrow()
	// Output: recovered: worker 1 failed
}
