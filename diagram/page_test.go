package diagram

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// The page embeds every puzzle as JSON in one script element, in the
// collection's order, with the diagram whose squares a reader picks;
// nothing a puzzle holds (a "</script>" in a title, say) can end that
// element early; and a puzzle not solved is refused, since the page
// works nothing out.
func TestPage(t *testing.T) {
	puzzles := testBook(t)
	puzzles[2].Title = `</script><script>alert("x")</script>`
	page, err := Page(puzzles, PageOptions{Title: "A & B", Order: ByRating})
	if err != nil {
		t.Fatal(err)
	}
	html := string(page)
	if n := strings.Count(html, "<script"); n != 2 {
		t.Errorf("%d script elements, want the data and the script", n)
	}
	if !strings.Contains(html, "<title>A &amp; B</title>") {
		t.Error("the title is not escaped")
	}
	// The SVG namespace is a name, not a place the page goes to.
	whole := strings.ReplaceAll(html, "http://www.w3.org/2000/svg", "")
	for _, external := range []string{"http:", "https:", "src=", "@import", "<link", "url("} {
		if strings.Contains(whole, external) {
			t.Errorf("the page refers to %q: it must be whole", external)
		}
	}
	m := regexp.MustCompile(`(?s)<script id="puzzles" type="application/json">(.*?)</script>`).FindStringSubmatch(html)
	if m == nil {
		t.Fatal("no puzzles in the page")
	}
	var got []pagePuzzle
	if err := json.Unmarshal([]byte(m[1]), &got); err != nil {
		t.Fatalf("the embedded puzzles are not JSON: %v", err)
	}
	var order []string
	for _, g := range got {
		order = append(order, g.Section+": "+g.Question)
		if !strings.Contains(g.SVG, `data-square="A1"`) || len(g.Choices) == 0 || len(g.Pieces) == 0 {
			t.Errorf("puzzle %d lacks its board, choices or pieces", g.Number)
		}
	}
	want := []string{
		"Easy, rated 1205: Green to play and score the most",
		"Medium, rated 1512: Green to play and win by the most",
		"Hard, rated 1890: Green to play and win by the most, on average over the draws",
		"Not rated: Green to play alone and score the most",
	}
	if strings.Join(order, "\n") != strings.Join(want, "\n") {
		t.Errorf("embedded:\n%s\nwant\n%s", strings.Join(order, "\n"), strings.Join(want, "\n"))
	}
	if got[3].Title != puzzles[2].Title {
		t.Errorf("the title came back as %q", got[3].Title)
	}

	unsolved := NewPuzzle(puzzles[0].Position, puzzles[0].Style)
	if _, err := Page([]*Puzzle{unsolved}, PageOptions{}); err == nil || !strings.Contains(err.Error(), "not solved") {
		t.Errorf("an unsolved puzzle: %v", err)
	}
}
