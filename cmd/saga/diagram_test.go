package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// diagram --dir draws each file into its own picture, the same as
// drawing it alone, and writes none when one file cannot be drawn or
// two would share a picture.
func TestDiagramFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pictures")
	files := []string{"../../puzzles/library/beowulf-2p-08.toml", "../../puzzles/bench/kingdoms-2p-det-04.toml"}
	var stdout, stderr bytes.Buffer
	for _, bad := range []struct {
		files []string
		why   string
	}{
		{[]string{files[0], "testdata/bad-position.toml", files[1]}, "the grid has 1 row"},
		{[]string{files[0], files[1], "./" + files[1]}, "is given twice"},
		{[]string{files[0], files[1], "testdata/Beowulf-2P-08.toml"}, "would both be drawn into"},
	} {
		stderr.Reset()
		if code := run(append([]string{"diagram", "--answer", "--dir", dir}, bad.files...), nil, &stdout, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), bad.why) {
			t.Errorf("diagram %v: exit %d, want %d, saying %q:\n%s", bad.files, code, exitBadInput, bad.why, stderr.String())
		}
		if _, err := os.Stat(dir); err == nil {
			t.Fatalf("diagram %v wrote %s; stderr:\n%s", bad.files, dir, stderr.String())
		}
	}
	if code := run(append([]string{"diagram", "--answer", "--dir", dir}, files...), nil, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	for _, file := range files {
		var alone bytes.Buffer
		if code := run([]string{"diagram", "--answer", file}, nil, &alone, &stderr); code != exitOK {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		name := strings.TrimSuffix(filepath.Base(file), ".toml") + "-answer.svg"
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, alone.Bytes()) {
			t.Errorf("%s differs from the picture of %s drawn alone", name, file)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != len(files) {
		t.Errorf("%d files in the folder, want %d", len(entries), len(files))
	}
}

// copyPuzzles copies position files into a new folder under the names
// given, for the tests of a folder's order.
func copyPuzzles(t *testing.T, names map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, from := range names {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// diagram --book draws every puzzle of a folder into one book, in
// natural order (seed 2 before seed 12), with the questions in the
// reader's words, no file names and one minus sign throughout, the
// answers after the puzzles; it writes nothing when a file cannot be
// drawn.
func TestDiagramBook(t *testing.T) {
	folder := copyPuzzles(t, map[string]string{
		"series-seed12.toml": "../../puzzles/library/beowulf-2p-06.toml",         // Brown to play
		"series-seed2.toml":  "../../puzzles/library/beowulf-2p-08.toml",         // Green to play
		"series-seed3.toml":  "../../puzzles/library/kingdoms-2p-chance-05.toml", // Red to play, with draws
	})
	book := filepath.Join(t.TempDir(), "book.html")
	var stdout, stderr bytes.Buffer
	bad := []string{"diagram", "--answer", "--book", book, folder, "testdata/bad-position.toml"}
	if code := run(bad, nil, &stdout, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), "nothing written") {
		t.Errorf("a book with a bad file: exit %d, want %d: %s", code, exitBadInput, stderr.String())
	}
	if _, err := os.Stat(book); err == nil {
		t.Fatal("a book with a bad file was written")
	}
	for _, ascii := range []bool{false, true} {
		// --order given: the files' natural order, which the library's
		// ratings would otherwise replace.
		args := []string{"diagram", "--answer", "--order", "given", "--book", book, "--title", "Three & more", folder}
		if ascii {
			args = append(args, "--ascii")
		}
		stderr.Reset()
		if code := run(args, nil, &stdout, &stderr); code != exitOK {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		data, err := os.ReadFile(book)
		if err != nil {
			t.Fatal(err)
		}
		page := string(data)
		var heads []string
		for _, m := range regexp.MustCompile(`<h3>([^<]*)</h3>\s*<p class="title">[^<]*</p>\s*(?:<p class="question">([^<]*)</p>)?`).FindAllStringSubmatch(page, -1) {
			heads = append(heads, strings.TrimSpace(m[1]+" "+m[2]))
		}
		want := []string{
			"Puzzle 1 Green to play and win by the most",
			"Puzzle 2 Red to play and win by the most, on average over the draws",
			"Puzzle 3 Brown to play and win by the most",
			"Answer 1", "Answer 2", "Answer 3",
		}
		if strings.Join(heads, "\n") != strings.Join(want, "\n") {
			t.Errorf("pages:\n%s\nwant\n%s", strings.Join(heads, "\n"), strings.Join(want, "\n"))
		}
		if !strings.Contains(page, "<h1>Three &amp; more</h1>") {
			t.Error("the book's title is missing")
		}
		// What a reader sees: the page's text and the text of its pictures.
		text := readerText(page)
		for _, m := range regexp.MustCompile(`base64,([^"]*)"`).FindAllStringSubmatch(page, -1) {
			svg, err := base64.StdEncoding.DecodeString(m[1])
			if err != nil {
				t.Fatal(err)
			}
			text += readerText(string(svg))
		}
		for _, word := range []string{"seed", ".toml", folder, "margin", "maxn", "objective", "to move"} {
			if strings.Contains(text, word) {
				t.Errorf("ascii %v: the book says %q", ascii, word)
			}
		}
		other, sign := "−", "-"
		if !ascii {
			other, sign = "-", "−"
		}
		// Every number with a sign is written with the style's sign: no
		// "-6" under "−6".
		if m := regexp.MustCompile(regexp.QuoteMeta(other) + `\d`).FindString(text); m != "" {
			t.Errorf("ascii %v: the book writes %q", ascii, m)
		}
		if !strings.Contains(text, sign+"2") {
			t.Errorf("ascii %v: no %q in the book", ascii, sign+"2")
		}
		for _, answer := range []string{"Best move: L@A5", "Best play to the end of the act:", "Best play to the end of the act (at a draw, the likeliest tile):", "draws", "chance)"} {
			if !strings.Contains(page, answer) {
				t.Errorf("ascii %v: the answers do not say %q", ascii, answer)
			}
		}
	}
}

// readerText is the text of an HTML or SVG document, without its tags
// and styles: what a reader sees.
func readerText(doc string) string {
	doc = regexp.MustCompile(`(?s)<style>.*?</style>`).ReplaceAllString(doc, "")
	return regexp.MustCompile(`<[^>]*>`).ReplaceAllString(doc, " ")
}

// diagram --book FILE.pdf writes a PDF; any other name is refused.
func TestDiagramBookPDF(t *testing.T) {
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	pdf := filepath.Join(dir, "book.pdf")
	if code := run([]string{"diagram", "--answer", "--book", pdf, "../../puzzles/library/beowulf-2p-08.toml"}, nil, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(pdf)
	if err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatalf("%s is not a PDF (%v)", pdf, err)
	}
	stderr.Reset()
	if code := run([]string{"diagram", "--book", filepath.Join(dir, "book.txt"), "../../puzzles/library/beowulf-2p-08.toml"}, nil, &stdout, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), "HTML (name it .html) or PDF (.pdf)") {
		t.Errorf("--book book.txt: exit %d: %s", code, stderr.String())
	}
}

// diagram --html writes one page with every puzzle of a folder solved
// and embedded, in natural order; the flags that go only with a
// collection are refused without one.
func TestDiagramPage(t *testing.T) {
	folder := copyPuzzles(t, map[string]string{
		"p10.toml": "../../puzzles/library/beowulf-2p-06.toml",
		"p9.toml":  "../../puzzles/library/beowulf-2p-08.toml",
	})
	out := filepath.Join(t.TempDir(), "page.html")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"diagram", "--html", "--order", "given", "-o", out, "--title", "Two", folder}, nil, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`<script id="puzzles" type="application/json">(.*)</script>`).FindSubmatch(data)
	if m == nil {
		t.Fatal("the page embeds no puzzles")
	}
	var puzzles []struct {
		Number   int    `json:"number"`
		Question string `json:"question"`
		Choices  []struct {
			Move string `json:"move"`
			Best bool   `json:"best"`
			Line []any  `json:"line"`
		} `json:"choices"`
	}
	if err := json.Unmarshal(m[1], &puzzles); err != nil {
		t.Fatal(err)
	}
	if len(puzzles) != 2 || puzzles[0].Question != "Green to play and win by the most" || puzzles[1].Question != "Brown to play and win by the most" {
		t.Fatalf("embedded %+v, want p9's puzzle (Green) then p10's (Brown)", puzzles)
	}
	for _, pz := range puzzles {
		if len(pz.Choices) < 2 || !pz.Choices[0].Best || pz.Choices[1].Best {
			t.Errorf("puzzle %d: choices %+v, want one best move first", pz.Number, pz.Choices)
		}
		for _, c := range pz.Choices {
			if len(c.Line) == 0 {
				t.Errorf("puzzle %d: %s has no line", pz.Number, c.Move)
			}
		}
	}
	for _, c := range []struct {
		args []string
		why  string
	}{
		{[]string{"diagram", "--html", "-o", "testdata/wrong-answer.toml", "testdata/wrong-answer.toml"}, "-o testdata/wrong-answer.toml would overwrite the position file"},
		{[]string{"diagram", "--html", "--dir", "pictures", "testdata/wrong-answer.toml"}, "--html writes one page"},
		{[]string{"diagram", "--order", "given", "testdata/wrong-answer.toml"}, "--order goes with --book or --html"},
		{[]string{"diagram", "--html", "--order", "hardest", "testdata/wrong-answer.toml"}, `unknown order "hardest"`},
	} {
		stderr.Reset()
		if code := run(c.args, nil, &stdout, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), c.why) {
			t.Errorf("%v: exit %d, want %d saying %q: %s", c.args, code, exitBadInput, c.why, stderr.String())
		}
	}
}
