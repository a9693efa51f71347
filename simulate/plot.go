package simulate

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"gonum.org/v1/gonum/stat"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
)

// plotFormats are the picture formats Plot writes, by file extension.
var plotFormats = []string{".svg", ".png", ".pdf", ".jpg", ".jpeg", ".eps", ".tif", ".tiff"}

// PlotFormat returns the picture format of a file name, or an error
// naming the formats there are.
func PlotFormat(path string) (string, error) {
	ext := strings.ToLower(filepath.Ext(path))
	if !slices.Contains(plotFormats, ext) {
		return "", fmt.Errorf("cannot tell the picture format of %q: name it .svg, .png or .pdf (or %s)", path, strings.Join(plotFormats[3:], ", "))
	}
	return ext[1:], nil
}

// Plot draws how the final points spread, as a histogram drawn in steps:
// for one run, a line per position in the first act's order of play; for
// several, a line per run (every player's final points), leaving out runs
// without games. format is a
// file extension without its dot, as PlotFormat returns.
func Plot(runs []*Run, format string) ([]byte, error) {
	type series struct {
		label  string
		points []float64
	}
	var all []series
	p := plot.New()
	p.X.Label.Text = "final points"
	p.Y.Label.Text = "share of final scores"
	if len(runs) == 1 {
		r := runs[0]
		n := len(r.Options.AI)
		for j := range n {
			s := series{label: ordinal(j+1) + " player"}
			for i := range r.Played {
				g := &r.Played[i]
				s.points = append(s.points, float64(g.Final[(g.First+j)%n]))
			}
			all = append(all, s)
		}
		p.Title.Text = fmt.Sprintf("%s: final points by order of play, %d %s", r.Rules.Name, len(r.Played), plural(len(r.Played), "game", "games"))
	} else {
		var names []string
		for _, r := range runs {
			s := series{label: r.Rules.Name}
			for i := range r.Played {
				for _, f := range r.Played[i].Final {
					s.points = append(s.points, float64(f))
				}
			}
			all = append(all, s)
			names = append(names, r.Rules.Name)
		}
		p.Title.Text = fmt.Sprintf("final points: %s", strings.Join(names, ", "))
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range all {
		for _, x := range s.points {
			lo, hi = min(lo, x), max(hi, x)
		}
	}
	if math.IsInf(lo, 0) {
		return nil, fmt.Errorf("no games to plot")
	}
	dividers := binDividers(lo, hi)
	p.Legend.Top = true
	tallest := 0.0
	for i, s := range all {
		if len(s.points) == 0 {
			continue // a run stopped before its first game
		}
		slices.Sort(s.points)
		counts := stat.Histogram(nil, dividers, s.points, nil)
		// Each histogram rises from 0 at its first bin and falls back to 0
		// after its last, so that the outer bins are drawn whole.
		xys := make(plotter.XYs, 0, len(counts)+2)
		xys = append(xys, plotter.XY{X: dividers[0], Y: 0})
		for b, c := range counts {
			xys = append(xys, plotter.XY{X: dividers[b], Y: c / float64(len(s.points))})
			tallest = max(tallest, c/float64(len(s.points)))
		}
		xys = append(xys, plotter.XY{X: dividers[len(dividers)-1], Y: 0})
		line, err := plotter.NewLine(xys)
		if err != nil {
			return nil, err
		}
		line.StepStyle = plotter.PostStep
		line.Color = plotutil.Color(i)
		line.Width = vg.Points(1.5)
		line.Dashes = plotutil.Dashes(i)
		p.Add(line)
		p.Legend.Add(s.label, line)
	}
	// A bin's width of room on either side, and a quarter above the
	// tallest bin for the legend.
	width := dividers[1] - dividers[0]
	p.X.Min, p.X.Max = dividers[0]-width, dividers[len(dividers)-1]+width
	p.Y.Min, p.Y.Max = 0, tallest*1.25
	p.Add(plotter.NewGrid())
	p.BackgroundColor = color.White
	wt, err := p.WriterTo(8*vg.Inch, 4.5*vg.Inch, format)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if _, err := wt.WriteTo(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// binDividers cuts [lo, hi] into about 30 bins of a whole width.
func binDividers(lo, hi float64) []float64 {
	width := math.Max(1, math.Ceil((hi-lo+1)/30))
	var d []float64
	for x := lo; ; x += width {
		d = append(d, x)
		if x > hi {
			return d
		}
	}
}
