package diagram

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
)

// The PDF book is a valid PDF (pdfcpu validates it): a title page, a
// page per puzzle and per answer, in the HTML book's order, with an
// outline entry for each, and each page's text what the HTML book says,
// minus signs included.
func TestBookPDF(t *testing.T) {
	model.ConfigPath = "disable" // pdfcpu's defaults, no configuration file written
	puzzles := testBook(t)
	data, err := BookPDF(puzzles, BookOptions{Title: "Four & more", Answers: true, Order: ByRating})
	if err != nil {
		t.Fatal(err)
	}
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationStrict
	ctx, err := api.ReadAndValidate(bytes.NewReader(data), conf)
	if err != nil {
		t.Fatalf("the PDF does not validate: %v", err)
	}
	if ctx.PageCount != 1+2*len(puzzles) {
		t.Errorf("%d pages, want a title page and %d", ctx.PageCount, 2*len(puzzles))
	}
	bookmarks, err := api.Bookmarks(bytes.NewReader(data), conf)
	if err != nil {
		t.Fatal(err)
	}
	var outline []string
	var walk func(bms []pdfcpu.Bookmark, depth int)
	walk = func(bms []pdfcpu.Bookmark, depth int) {
		for _, b := range bms {
			outline = append(outline, strings.Repeat("  ", depth)+b.Title)
			walk(b.Kids, depth+1)
		}
	}
	walk(bookmarks, 0)
	want := []string{"Puzzle 1", "Puzzle 2", "Puzzle 3", "Puzzle 4", "Answer 1", "Answer 2", "Answer 3", "Answer 4"}
	if strings.Join(outline, "\n") != strings.Join(want, "\n") {
		t.Errorf("outline:\n%s\nwant\n%s", strings.Join(outline, "\n"), strings.Join(want, "\n"))
	}
	pageText := func(n int) string {
		r, err := pdfcpu.ExtractPageContent(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		content, _ := io.ReadAll(r)
		return strings.Join(shownText(content), "\n")
	}
	for page, says := range map[int][]string{
		1: {"Four & more", "4 puzzles, from easy to hard."},
		2: {"Easy", "Rated 1205", "Puzzle 1", "Kingdoms, Epoch 1", "Green to play and score the most", "C1×2"},
		3: {"Puzzle 2", "Green to play and win by the most", "−5", "−1", "A", "5"},
		4: {"Puzzle 3", "Green to play and win by the most, on average over the draws", "◆◆◆◆"},
		6: {"Answers", "Answer 1", "The tempting C1@C5 loses 7 points.", "Themes: cashing a treasure."},
		7: {"Answer 2", "Best move: L@A5", "Green gains 9 points more than Brown", "Brown −5@E5", "The tempting L@D4 loses 10 points. Its refutation:", "Green L@D4", "Brown −5@A5"},
		8: {"Answer 3", "Green draws +3 (a 2 in 8 chance)", "loses 9.85 points on average"},
	} {
		text := pageText(page)
		for _, s := range says {
			if !strings.Contains(text, s) {
				t.Errorf("page %d does not say %q; it says:\n%s", page, s, text)
			}
		}
		if strings.Contains(text, "-") {
			t.Errorf("page %d writes an ASCII minus:\n%s", page, text)
		}
	}
}

// shownText is the text a page content stream shows: the string of each
// Tj operator, which fpdf writes as UTF-16 (big-endian) for a Unicode
// font. A paragraph fpdf wraps shows a line per Tj.
func shownText(content []byte) []string {
	var out []string
	for i := 0; i < len(content); i++ {
		if content[i] != '(' {
			continue
		}
		// A literal string: balanced parentheses, backslash escapes.
		var s []byte
		depth := 1
		j := i + 1
		for ; j < len(content) && depth > 0; j++ {
			c := content[j]
			switch {
			case c == '\\' && j+1 < len(content):
				j++
				switch e := content[j]; e {
				case 'n':
					s = append(s, '\n')
				case 'r':
					s = append(s, '\r')
				case 't':
					s = append(s, '\t')
				case 'b':
					s = append(s, '\b')
				case 'f':
					s = append(s, '\f')
				default:
					if '0' <= e && e <= '7' {
						v, k := 0, 0
						for ; k < 3 && j+k < len(content) && '0' <= content[j+k] && content[j+k] <= '7'; k++ {
							v = v*8 + int(content[j+k]-'0')
						}
						j += k - 1
						s = append(s, byte(v))
					} else {
						s = append(s, e)
					}
				}
			case c == '(':
				depth++
				s = append(s, c)
			case c == ')':
				depth--
				if depth > 0 {
					s = append(s, c)
				}
			default:
				s = append(s, c)
			}
		}
		rest := strings.TrimLeft(string(content[j:min(j+8, len(content))]), " \n")
		if strings.HasPrefix(rest, "Tj") && len(s)%2 == 0 {
			units := make([]uint16, len(s)/2)
			for k := range units {
				units[k] = uint16(s[2*k])<<8 | uint16(s[2*k+1])
			}
			out = append(out, string(utf16.Decode(units)))
		}
		i = j - 1
	}
	return out
}
