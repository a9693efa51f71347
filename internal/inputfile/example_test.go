package inputfile_test

import (
	"fmt"

	"github.com/sagatools/saga/internal/inputfile"
)

// A folder, a named pipe or a device given where a file is read is
// refused before anything is read from it.
func ExampleRead() {
	_, err := inputfile.Read(".", "a position file", 256<<10)
	fmt.Println(err)
	// Output: .: a folder, not a file; saga reads regular files only
}
