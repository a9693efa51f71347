package natural

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// Names sort as a reader counts: seed 2 before seed 12, numbers of any
// length, text around them byte by byte, and a total order.
func TestCompare(t *testing.T) {
	want := []string{
		"",
		"2p-seed2.toml",
		"2p-seed08.toml",
		"2p-seed8.toml",
		"2p-seed12.toml",
		"2p-seed100.toml",
		"2p-seed99999999999999999999999.toml",
		"3p-seed1.toml",
		"beowulf-2p-06.toml",
		"beowulf-2p-10.toml",
		"beowulf-2p-chance-04.toml",
		"beowulf-2p-chance-4.toml",
		"beowulf10.toml",
		"kingdoms-2p-08.toml",
		"kingdoms-2p-8a.toml",
		"kingdoms-2p-8b.toml",
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		got := slices.Clone(want)
		r.Shuffle(len(got), func(i, j int) { got[i], got[j] = got[j], got[i] })
		slices.SortFunc(got, Compare)
		if !slices.Equal(got, want) {
			t.Fatalf("sorted:\n%q\nwant\n%q", got, want)
		}
	}
	for _, a := range want {
		for _, b := range want {
			if Compare(a, b) != -Compare(b, a) || (Compare(a, b) == 0) != (a == b) {
				t.Errorf("Compare(%q, %q) = %d, Compare(%q, %q) = %d: not a total order", a, b, Compare(a, b), b, a, Compare(b, a))
			}
		}
	}
}
