package diagram

import (
	"context"
	"encoding/base64"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/sagatools/saga/internal/golden"
	"github.com/sagatools/saga/report"
)

// solvedPuzzle solves a library puzzle for the tests, once per test
// binary (the book, PDF and page tests share them).
func solvedPuzzle(t *testing.T, file string, replies bool) *Puzzle {
	t.Helper()
	key := fmt.Sprint(file, replies)
	solvedMu.Lock()
	defer solvedMu.Unlock()
	if pz, ok := solved[key]; ok {
		return pz.clone()
	}
	p, _ := mustRead(t, file)
	pz, err := Solve(context.Background(), p, SolveOptions{Replies: replies})
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	solved[key] = pz
	return pz.clone()
}

var (
	solvedMu sync.Mutex
	solved   = map[string]*Puzzle{}
)

// clone copies a puzzle enough for a test to set its rating, themes
// and tempting move.
func (pz *Puzzle) clone() *Puzzle {
	c := *pz
	c.Themes = slices.Clone(pz.Themes)
	return &c
}

func rating(r float64) *float64 { return &r }

// testBook is a book of three solved puzzles, rated as a rating would
// rate them (the ratings, themes and tempting move are made up here:
// the book only lays them out), and one without a rating.
func testBook(t *testing.T) []*Puzzle {
	margin := solvedPuzzle(t, "../puzzles/library/beowulf-2p-08.toml", true)
	margin.Rating, margin.Themes = rating(1512.4), []string{"blocking a line", "timing"}
	margin.Tempting = margin.Choices[1].Text // its refutation is the line after it
	chance := solvedPuzzle(t, "../puzzles/library/beowulf-2p-chance-04.toml", false)
	chance.Rating = rating(1890)
	maxn := solvedPuzzle(t, "../puzzles/library/kingdoms-3p-maxn-06.toml", false)
	maxn.Rating, maxn.Themes = rating(1205), []string{"cashing a treasure"}
	maxn.Tempting = maxn.Choices[2].Text // no line: said, not refuted
	solo := solvedPuzzle(t, "../puzzles/library/beowulf-solo-08.toml", false)
	return []*Puzzle{chance, margin, solo, maxn}
}

// pictures replaces the book's pictures by placeholders, so that its
// golden file shows the pages (the pictures have golden files of their
// own), and returns the pictures decoded.
func pictures(t *testing.T, book string) (string, []string) {
	var svgs []string
	re := regexp.MustCompile(`data:image/svg\+xml;base64,([^"]*)`)
	out := re.ReplaceAllStringFunc(book, func(m string) string {
		svg, err := base64.StdEncoding.DecodeString(re.FindStringSubmatch(m)[1])
		if err != nil {
			t.Fatal(err)
		}
		svgs = append(svgs, string(svg))
		return fmt.Sprintf("[picture %d]", len(svgs))
	})
	return out, svgs
}

// The book: puzzles from easy to hard in sections by rating, the
// unrated last, then the answers in the same order with the whole line,
// the next best move and the tempting move refuted; each picture is
// the puzzle's diagram, untitled, and the answer's with its best moves
// marked. Kept as a golden file.
func TestBook(t *testing.T) {
	puzzles := testBook(t)
	book, svgs := pictures(t, string(Book(puzzles, BookOptions{Title: "Four & more", Answers: true, Order: ByRating})))
	golden.Check(t, filepath.Join("testdata", "book", "rated.html"), []byte(book))
	// In rating order: maxn (1205), margin (1512), chance (1890), solo.
	order := []*Puzzle{puzzles[3], puzzles[1], puzzles[0], puzzles[2]}
	if len(svgs) != 2*len(order) {
		t.Fatalf("%d pictures, want %d", len(svgs), 2*len(order))
	}
	for i, pz := range order {
		if want := string(Diagram(pz.Position, DiagramOptions{Untitled: true})); svgs[i] != want {
			t.Errorf("picture %d is not puzzle %d's diagram", i+1, i+1)
		}
		answer := svgs[len(order)+i]
		for _, c := range pz.Best() {
			if !strings.Contains(answer, "Best move") || !strings.Contains(answer, c.Text) {
				t.Errorf("answer picture %d does not give the best move %s", i+1, c.Text)
			}
		}
	}
}

// A book in the order given: no sections, no ratings, and no answers
// when not asked for; with --ascii every minus sign is "-".
func TestBookGiven(t *testing.T) {
	puzzles := testBook(t)
	book, _ := pictures(t, string(Book(puzzles, BookOptions{Title: "Given", Order: Given})))
	golden.Check(t, filepath.Join("testdata", "book", "given.html"), []byte(book))

	ascii := solvedPuzzle(t, "../puzzles/library/beowulf-2p-08.toml", false)
	ascii.Style = report.Style{ASCII: true}
	ascii.setAnswer(mustSolve(t, ascii))
	text := string(Book([]*Puzzle{ascii}, BookOptions{Title: "ASCII", Answers: true}))
	_, svgs := pictures(t, text)
	for _, s := range append(svgs, text) {
		if strings.Contains(s, "−") {
			t.Errorf("an ASCII book writes −")
		}
	}
}

// SetTempting names a wrong first move as the tempting one and solves its
// refutation when it has none: the same line Solve's Replies give. It
// refuses a best move, and a move that is not a first move.
func TestSetTempting(t *testing.T) {
	with := solvedPuzzle(t, "../puzzles/library/beowulf-2p-08.toml", true)
	without := solvedPuzzle(t, "../puzzles/library/beowulf-2p-08.toml", false)
	wrong := without.Choices[3]
	if wrong.Line != nil {
		t.Fatalf("%s has a line without Replies", wrong.Text)
	}
	if err := without.SetTempting(context.Background(), wrong.Move, SolveOptions{}); err != nil {
		t.Fatal(err)
	}
	got := without.ChoiceOf(without.Tempting)
	if without.Tempting != wrong.Text || got == nil || len(got.Line) == 0 || fmt.Sprint(got.Line) != fmt.Sprint(with.Choices[3].Line) {
		t.Errorf("tempting %q with line %v, want %s with %v", without.Tempting, got, wrong.Text, with.Choices[3].Line)
	}
	if err := without.SetTempting(context.Background(), with.Choices[0].Move, SolveOptions{}); err == nil {
		t.Errorf("SetTempting took the best move %s", with.Choices[0].Text)
	}
	other := solvedPuzzle(t, "../puzzles/library/beowulf-2p-06.toml", false)
	if err := without.SetTempting(context.Background(), other.Choices[0].Move, SolveOptions{}); err == nil {
		t.Errorf("SetTempting took %s, not a first move of the puzzle", other.Choices[0].Text)
	}
}

// Sections split rated puzzles into thirds from easy to hard, keep
// unrated ones last in the order given, and number them all in order.
func TestSections(t *testing.T) {
	var puzzles []*Puzzle
	for i, r := range []float64{1700, 1100, -1, 1400, 1900, 1200, -1, 1600} {
		pz := &Puzzle{Title: fmt.Sprint("p", i)}
		if r >= 0 {
			pz.Rating = rating(r)
		}
		puzzles = append(puzzles, pz)
	}
	var got []string
	for _, s := range Sections(puzzles, ByRating) {
		var names []string
		for _, pz := range s.Puzzles {
			names = append(names, fmt.Sprint(pz.Number, ":", pz.Title))
		}
		got = append(got, fmt.Sprintf("%s (%s): %s", s.Name, s.Ratings, strings.Join(names, " ")))
	}
	want := []string{
		"Easy (rated 1100 to 1200): 1:p1 2:p5",
		"Medium (rated 1400 to 1600): 3:p3 4:p7",
		"Hard (rated 1700 to 1900): 5:p0 6:p4",
		"Not rated (): 7:p2 8:p6",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("sections:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	given := Sections(puzzles, Given)
	if len(given) != 1 || given[0].Name != "" || given[0].Puzzles[2].Title != "p2" {
		t.Errorf("in the order given: %+v", given)
	}
}
