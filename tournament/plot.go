package tournament

import (
	"bytes"
	"fmt"
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Plot draws the ratings of a summary with their 95% intervals: a dot
// and a bar per player, the strongest at the top. format is a picture
// format's file extension without its dot ("svg", "png", "pdf").
func Plot(sum *Summary, format string) ([]byte, error) {
	if len(sum.Ratings) == 0 {
		return nil, fmt.Errorf("no ratings to plot")
	}
	n := len(sum.Ratings)
	points := make(ratingPoints, n)
	names := make([]string, n)
	for i, r := range sum.Ratings {
		// Row 0 is at the bottom: the weakest there.
		row := n - 1 - i
		points[row] = r
		names[row] = r.Player
	}
	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s, %d players: Elo ratings with 95%% intervals (%s = 0), %d games", sum.Ruleset, sum.Seats, sum.Anchor, sum.Games)
	p.X.Label.Text = "Elo"
	bars, err := plotter.NewXErrorBars(points)
	if err != nil {
		return nil, err
	}
	bars.LineStyle.Width = vg.Points(1.5)
	dots, err := plotter.NewScatter(points)
	if err != nil {
		return nil, err
	}
	dots.GlyphStyle.Shape = draw.CircleGlyph{}
	dots.GlyphStyle.Radius = vg.Points(3.5)
	p.Add(plotter.NewGrid(), bars, dots)
	p.NominalY(names...)
	// Room around the bars, so that no cap or dot sits on the frame.
	lo, hi := sum.Ratings[0].Low, sum.Ratings[0].High
	for _, r := range sum.Ratings {
		lo, hi = min(lo, r.Low), max(hi, r.High)
	}
	pad := max(10, (hi-lo)*0.05)
	p.X.Min, p.X.Max = lo-pad, hi+pad
	p.Y.Min, p.Y.Max = -0.5, float64(n)-0.5
	p.BackgroundColor = color.White
	wt, err := p.WriterTo(8*vg.Inch, vg.Length(1.2+0.45*float64(n))*vg.Inch, format)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if _, err := wt.WriteTo(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// ratingPoints are ratings as points to plot: x the rating, y the row.
type ratingPoints []Rating

func (r ratingPoints) Len() int                { return len(r) }
func (r ratingPoints) XY(i int) (x, y float64) { return r[i].Elo, float64(i) }
func (r ratingPoints) XError(i int) (lo, hi float64) {
	return r[i].Elo - r[i].Low, r[i].High - r[i].Elo
}
