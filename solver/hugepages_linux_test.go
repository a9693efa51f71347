//go:build linux && (amd64 || arm64)

package solver

import (
	"testing"
	"unsafe"
)

// A table's arrays of a huge page or more start on a huge page, hold
// the words asked for, zeroed, and take what arrayBytes counts.
func TestTableWordsStartOnAHugePage(t *testing.T) {
	for _, n := range []int{1, 1000, hugePage/8 - 1, hugePage / 8, hugePage/8 + 1, 3 * hugePage / 8, 5*hugePage/8 + 7} {
		w := tableWords(n)
		at := uintptr(unsafe.Pointer(unsafe.SliceData(w)))
		big := n*8 >= hugePage
		if len(w) != n || cap(w) != n {
			t.Errorf("%d words: got %d (cap %d)", n, len(w), cap(w))
		}
		if big && at%hugePage != 0 {
			t.Errorf("%d words start at %#x, not on a huge page", n, at)
		}
		want := int64(n) * 8
		if big {
			want += hugePage
		}
		if arrayBytes(int64(n)) != want {
			t.Errorf("%d words: arrayBytes %d, want %d", n, arrayBytes(int64(n)), want)
		}
		for i, x := range w {
			if x != 0 {
				t.Fatalf("%d words: word %d is %d, not zero", n, i, x)
			}
		}
	}
}
