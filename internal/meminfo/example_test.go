package meminfo_test

import (
	"fmt"

	"github.com/sagatools/saga/internal/meminfo"
)

// A command refuses to start work that needs more memory than there is.
func ExampleAvailable() {
	const want = 100_000 << 20 // 100,000 MiB
	if free, ok := meminfo.Available(); ok && want > free.Bytes {
		fmt.Printf("%d MiB asked for, %d MiB available (%s)\n", want>>20, free.Bytes>>20, free.From)
	}
}
