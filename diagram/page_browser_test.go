package diagram

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// skipBrowserEnv, set to 1, lets TestPageBrowser skip on a machine
// without Chromium. CI never sets it: .ci/run installs Chromium.
const skipBrowserEnv = "SAGA_SKIP_BROWSER"

// chromium finds Debian's Chromium, or fails the test saying how to
// install it (or skips it when skipBrowserEnv asks).
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"/usr/bin/chromium", "chromium", "chromium-browser"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	msg := "Chromium is not installed: install it with `apt-get update && apt-get install -y chromium` (Debian), or set " + skipBrowserEnv + "=1 to skip the browser test"
	if os.Getenv(skipBrowserEnv) == "1" {
		t.Skip(msg)
	}
	t.Fatal(msg)
	return ""
}

// The interactive page in a real browser (headless Chromium), opened from
// a file with no network: the reader solves the first puzzle right with
// the mouse, the second wrong with the keyboard (is told what it loses
// and sees its refutation), then types the right move and reveals the
// line; the score counts first tries only. The page asks for nothing but
// its own file and throws no error. Screenshots are kept in testdata:
// browser-wrong.png after the wrong move, browser-page.png at the end.
func TestPageBrowser(t *testing.T) {
	exe := chromium(t)
	first := solvedPuzzle(t, "../puzzles/library/beowulf-2p-08.toml", true)  // best L@A5
	second := solvedPuzzle(t, "../puzzles/library/beowulf-2p-06.toml", true) // best −4@F5; L@F2 loses 7
	second.Themes = []string{"timing"}                                       // shown with the puzzle
	page, err := Page([]*Puzzle{first, second}, PageOptions{Title: "Two endgames", Order: Given})
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "page.html")
	if err := os.WriteFile(file, page, 0o644); err != nil {
		t.Fatal(err)
	}

	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(exe), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(900, 1400))
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	// The first run starts the browser, for as long as ctx lives; the
	// test's own limit goes on the runs after it.
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	var mu sync.Mutex
	var requests, exceptions []string
	if err := chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *network.EventRequestWillBeSent:
			requests = append(requests, ev.Request.URL)
		case *runtime.EventExceptionThrown:
			exceptions = append(exceptions, (&chromedp.ExceptionError{ExceptionDetails: ev.ExceptionDetails}).Error())
		}
	}); err != nil {
		t.Fatal(err)
	}
	run, stop := context.WithTimeout(ctx, 30*time.Second)
	defer stop()

	text := func(sel string) string {
		t.Helper()
		s, err := chromedp.Run(run, chromedp.Text(chromedp.CSS(sel)))
		if err != nil {
			t.Fatalf("reading %s: %v", sel, err)
		}
		return s
	}
	do := func(what string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(run, actions...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	expect := func(sel string, says ...string) {
		t.Helper()
		got := text(sel)
		for _, s := range says {
			if !strings.Contains(got, s) {
				t.Errorf("%s says %q, want %q in it", sel, got, s)
			}
		}
	}

	do("opening the page", chromedp.Navigate("file://"+file), chromedp.WaitVisible(chromedp.CSS(`#board rect[data-square="A1"]`)))
	expect("#heading", "Puzzle 1 · Beowulf, Act I")
	expect("#question", "Green to play and win by the most")
	expect("#score", "Score: 0 of 2 solved at the first try · 2 to go")

	// Puzzle 1, right, with the mouse: the longship, then A5.
	do("picking L", chromedp.Click(chromedp.CSS(`#pieces button[data-piece="L"]`)))
	if n, err := chromedp.Run(run, chromedp.Evaluate[int](`document.querySelectorAll("#board rect.pz-target").length`)); err != nil || n != len(first.Choices)/2 {
		t.Errorf("after picking L, %d squares outlined (%v), want the %d it can go to", n, err, len(first.Choices)/2)
	}
	do("playing L@A5", chromedp.Click(chromedp.CSS(`#board rect[data-square="A5"]`)), chromedp.WaitVisible(chromedp.CSS("#answer")))
	expect("#feedback", "✓ L@A5 is the best move.", "With best play, Green gains 9 points more than Brown")
	expect("#answer", "Best move: L@A5", "Best play to the end of the act:", "Brown −5@E5")
	expect("#score", "Score: 1 of 2 solved at the first try · 1 to go")
	expect("#list", "1 ✓")

	// Puzzle 2, wrong, with the keyboard: L, then the cursor to F2 and Enter.
	do("going to puzzle 2", chromedp.Click(chromedp.CSS("#next")), chromedp.WaitVisible(chromedp.CSS(`#pieces button[data-piece="−4"]`)))
	expect("#meta", "Themes: timing")
	expect("#question", "Brown to play and win by the most")
	do("playing L@F2 from the keyboard",
		chromedp.Click(chromedp.CSS(`#pieces button[data-piece="L"]`)),
		chromedp.Focus(chromedp.CSS("#board")),
		chromedp.KeyEvent(strings.Repeat(kb.ArrowRight, 5)+kb.ArrowDown+kb.Enter),
		chromedp.WaitVisible(chromedp.CSS("#retry")))
	expect("#feedback", "✗ L@F2 is not the best move: it loses 7 points.", "The refutation, best play after L@F2:", "Green L@F5", "Then Brown gains 49 points more than Green")
	if class, err := chromedp.Run(run, chromedp.Evaluate[string](`document.querySelector('#board rect[data-square="F2"]').getAttribute("class")`)); err != nil || !strings.Contains(class, "pz-wrong") {
		t.Errorf("F2's class is %q (%v), want it marked wrong", class, err)
	}
	expect("#score", "Score: 1 of 2 solved at the first try · 0 to go")
	expect("#list", "2 ✗")
	screenshot(t, run, "browser-wrong.png")

	// Then the right move typed, and the whole line revealed: the score
	// keeps the first try.
	// A figure moved by Good Counsel takes two squares, from and to;
	// Escape lets go of the piece.
	do("picking GC and E4", chromedp.Click(chromedp.CSS("#retry")), chromedp.Click(chromedp.CSS(`#pieces button[data-piece="GC"]`)),
		chromedp.Click(chromedp.CSS(`#board rect[data-square="E4"]`)))
	expect("#prompt", "GC from E4: now pick where to.")
	if to, err := chromedp.Run(run, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#board rect.pz-target")].map(r => r.dataset.square)`)); err != nil || strings.Join(to, " ") != "E5" {
		t.Errorf("from E4, GC can go to %v (%v), want E5", to, err)
	}
	do("letting go", chromedp.Focus(chromedp.CSS("#board")), chromedp.KeyEvent(kb.Escape))
	expect("#prompt", "pick a piece, then its square")
	do("typing -4@f5", chromedp.SendKeys(chromedp.CSS("#move"), "-4@f5"+kb.Enter))
	expect("#feedback", "✓ −4@F5 is the best move.")
	do("revealing the line", chromedp.Click(chromedp.CSS("#reveal")))
	if n, err := chromedp.Run(run, chromedp.Evaluate[int](`document.querySelectorAll("#answer li").length`)); err != nil || n != len(second.Line) {
		t.Errorf("the revealed line has %d moves (%v), want %d", n, err, len(second.Line))
	}
	expect("#score", "Score: 1 of 2 solved at the first try · 0 to go")

	screenshot(t, run, "browser-page.png")

	mu.Lock()
	defer mu.Unlock()
	for _, u := range requests {
		if !strings.HasPrefix(u, "file://") {
			t.Errorf("the page asked for %s: it must need nothing but its own file", u)
		}
	}
	for _, e := range exceptions {
		t.Errorf("the page threw: %s", e)
	}
}

// screenshot saves the whole page as testdata/name, a PNG.
func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if err := os.WriteFile(filepath.Join("testdata", name), shot, 0o644); err != nil {
		t.Fatal(err)
	}
}
