package diagram

import (
	"encoding/base64"
	"regexp"
	"strings"
	"testing"
)

// A book holds every puzzle's picture, numbered, then every answer in
// the same order; titles are escaped and each picture is kept whole.
func TestBook(t *testing.T) {
	entries := []BookEntry{
		{Title: "first <one>.toml", Puzzle: []byte("<svg>1</svg>"), Answer: []byte("<svg>1a</svg>")},
		{Title: "second.toml", Puzzle: []byte("<svg>2</svg>"), Answer: []byte("<svg>2a</svg>")},
	}
	for _, withAnswers := range []bool{true, false} {
		es := append([]BookEntry(nil), entries...)
		if !withAnswers {
			for i := range es {
				es[i].Answer = nil
			}
		}
		book := string(Book("Twenty & one", es))
		var pictures []string
		for _, m := range regexp.MustCompile(`<h2>(\w+ \d)</h2>[^<]*<p class="source">([^<]*)</p>\s*<img alt="[^"]*" src="data:image/svg\+xml;base64,([^"]*)">`).FindAllStringSubmatch(book, -1) {
			svg, err := base64.StdEncoding.DecodeString(m[3])
			if err != nil {
				t.Fatal(err)
			}
			pictures = append(pictures, m[1]+" "+m[2]+" "+string(svg))
		}
		want := []string{"Puzzle 1 first &lt;one&gt;.toml <svg>1</svg>", "Puzzle 2 second.toml <svg>2</svg>"}
		if withAnswers {
			want = append(want, "Answer 1 first &lt;one&gt;.toml <svg>1a</svg>", "Answer 2 second.toml <svg>2a</svg>")
		}
		if strings.Join(pictures, "\n") != strings.Join(want, "\n") {
			t.Errorf("answers %v: pages\n%s\nwant\n%s", withAnswers, strings.Join(pictures, "\n"), strings.Join(want, "\n"))
		}
		if !strings.Contains(book, "<title>Twenty &amp; one</title>") || strings.Count(book, "<section>") != len(want) {
			t.Errorf("answers %v: title or sections wrong:\n%s", withAnswers, book)
		}
	}
}
