package puzzle

import "testing"

// The rating is where the share found crosses one half, between rungs.
func TestHalfway(t *testing.T) {
	for _, c := range []struct {
		found  []RungFound
		elo    float64
		beyond string
	}{
		{[]RungFound{{Elo: 0, Share: 0}, {Elo: 400, Share: 1}}, 200, ""},
		{[]RungFound{{Elo: 0, Share: 0.25}, {Elo: 400, Share: 0.75}, {Elo: 800, Share: 1}}, 200, ""},
		{[]RungFound{{Elo: 0, Share: 0}, {Elo: 400, Share: 0.4}, {Elo: 800, Share: 0.9}}, 480, ""},
		{[]RungFound{{Elo: 0, Share: 0.6}, {Elo: 400, Share: 1}}, 0, "below"},
		{[]RungFound{{Elo: 0, Share: 0}, {Elo: 400, Share: 0.2}}, 600, "above"},
	} {
		if elo, beyond := halfway(c.found); elo != c.elo || beyond != c.beyond {
			t.Errorf("%+v: %v %q, want %v %q", c.found, elo, beyond, c.elo, c.beyond)
		}
	}
}
