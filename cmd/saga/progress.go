package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/sagatools/saga/solver"
)

// newBar returns a progress bar on w counting up to total things (its),
// with the time left foreseen when things take about as long as each
// other (predict), or nil when w is not a terminal: a redirected or
// piped stderr gets no bar.
func newBar(w io.Writer, total int, its string, predict bool) *progressbar.ProgressBar {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	return progressbar.NewOptions(total,
		progressbar.OptionSetWriter(f),
		progressbar.OptionShowCount(),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionSetPredictTime(predict),
		progressbar.OptionSetItsString(its),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionSetRenderBlankState(true),
		progressbar.OptionThrottle(100*time.Millisecond), // thousands of quick games would flood the terminal
	)
}

// solveProgress returns a progress callback for solver.Options that draws
// a bar on w, if w is a terminal, and a function that clears the bar when
// the search is done.
func solveProgress(w io.Writer) (func(solver.Progress), func()) {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil, func() {}
	}
	var bar *progressbar.ProgressBar
	update := func(p solver.Progress) {
		if bar == nil {
			bar = newBar(f, p.Total, "moves", false) // root moves take very different times
		}
		what := "solving"
		if p.Turns > 0 {
			what = fmt.Sprintf("at the limit, estimating %d turns ahead", p.Turns)
		}
		bar.Describe(fmt.Sprintf("%s: %s nodes", what, countText(p.Nodes)))
		_ = bar.Set(p.Done)
	}
	return update, func() {
		if bar != nil {
			_ = bar.Clear()
		}
	}
}

// countText writes a large count briefly: 950, 12.3k, 4.56M.
func countText(n int64) string {
	switch {
	case n < 10_000:
		return fmt.Sprint(n)
	case n < 10_000_000:
		return fmt.Sprintf("%.1fk", float64(n)/1e3)
	}
	return fmt.Sprintf("%.2fM", float64(n)/1e6)
}
