package tomlfile

import "testing"

func TestSuggest(t *testing.T) {
	keys := []string{"name", "rank", "moves", "max_players", "minimum", "id", "place", "placement"}
	tests := []struct{ word, want string }{
		{"rnak", "rank"},              // swapped letters are one edit
		{"Rank", "rank"},              // case is ignored
		{"nmae", "name"},              //
		{"moevs", "moves"},            //
		{"move", "moves"},             // one edit, and a prefix
		{"max_plyers", "max_players"}, // one edit in a long word
		{"maxplayrs", "max_players"},  // two edits, 9/3 = 3 allowed
		{"min", "minimum"},            // prefix of at least 3 characters
		{"minimumx", "minimum"},       // the other way round
		{"plase", "place"},            // nearest wins over the prefix "placement"
		{"ib", "id"},                  // short words allow one edit
		{"xy", ""},                    // ...but not replacing the whole word
		{"x", ""},                     //
		{"rk", ""},                    // two edits in a 2-letter word
		{"colour", ""},                // nothing near
		{"mvs", ""},                   // two edits allowed only from 6 characters
		{"", ""},
	}
	for _, tt := range tests {
		if got := Suggest(tt.word, keys); got != tt.want {
			t.Errorf("Suggest(%q) = %q, want %q", tt.word, got, tt.want)
		}
	}
	if got := Suggest("ab", []string{"ax", "ab"}); got != "ab" {
		t.Errorf("Suggest prefers the nearest candidate, got %q", got)
	}
	if got := Suggest("ab", []string{"ax", "bb"}); got != "ax" {
		t.Errorf("Suggest prefers the earliest of equally near candidates, got %q", got)
	}
}

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"abc", "", 3}, {"", "ab", 2}, {"kitten", "sitting", 3},
		{"rnak", "rank", 1}, {"abcd", "badc", 2}, {"été", "ete", 2},
	}
	for _, tt := range tests {
		if got := editDistance([]rune(tt.a), []rune(tt.b)); got != tt.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}
