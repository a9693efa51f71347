package tournament

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"
)

// Results are pairwise results among n players: Score[i][j] is how often
// i finished ahead of j (a draw counting a half for each), Met[i][j] how
// often they met. Both count in games, possibly fractions of games (a
// game of k players weighs 2/k for each pair; see the package
// comment).
type Results struct {
	Score [][]float64
	Met   [][]float64
}

// NewResults are the results of n players who have not met.
func NewResults(n int) *Results {
	r := &Results{Score: make([][]float64, n), Met: make([][]float64, n)}
	for i := range n {
		r.Score[i] = make([]float64, n)
		r.Met[i] = make([]float64, n)
	}
	return r
}

// Add counts a meeting of i and j, of the given weight, in which i
// scored s (1 ahead, 0 behind, 1/2 level).
func (r *Results) Add(i, j int, s, weight float64) {
	r.Score[i][j] += s * weight
	r.Score[j][i] += (1 - s) * weight
	r.Met[i][j] += weight
	r.Met[j][i] += weight
}

// Fit is a Bradley–Terry fit: the probability that i finishes ahead of
// j is 1/(1+exp(Strength[j]−Strength[i])).
type Fit struct {
	// Rated marks the players linked to the anchor by a chain of
	// meetings; the others have no strength (and NaN in Strength).
	Rated []bool
	// Strength is each player's strength on the natural-log scale, the
	// anchor's 0.
	Strength []float64
	// Cov is the covariance of the strengths, from the inverse of the
	// observed Fisher information: zero in the anchor's row and column
	// (its strength is fixed), NaN for the unrated.
	Cov [][]float64
}

// fitPrior is the virtual drawn game added to every pairing that met,
// which keeps the fit finite when one player never beat another.
const fitPrior = 1.0

// FitBradleyTerry fits strengths to the results by maximum likelihood
// (Newton's method on the log-likelihood, which is concave), with the
// anchor's strength fixed at 0 and one virtual drawn game added to every
// pairing that met.
func FitBradleyTerry(r *Results, anchor int) (*Fit, error) {
	n := len(r.Met)
	if anchor < 0 || anchor >= n {
		return nil, fmt.Errorf("anchor %d is not one of the %d players", anchor, n)
	}
	// The results with the virtual draws.
	prior := NewResults(n)
	for i := range n {
		for j := range n {
			if i != j && r.Met[i][j] > 0 {
				prior.Score[i][j] = r.Score[i][j] + fitPrior/2
				prior.Met[i][j] = r.Met[i][j] + fitPrior
			}
		}
	}
	score, met := prior.Score, prior.Met
	fit := &Fit{Rated: linked(r, anchor), Strength: make([]float64, n), Cov: make([][]float64, n)}
	// The free strengths: every rated player but the anchor.
	var free []int
	for i := range n {
		if fit.Rated[i] && i != anchor {
			free = append(free, i)
		}
	}
	theta := fit.Strength
	loglik := func() float64 {
		l := 0.0
		for i := range n {
			for j := range n {
				if s := score[i][j]; s > 0 {
					l += s * logSigmoid(theta[i]-theta[j])
				}
			}
		}
		return l
	}
	// information is the observed Fisher information of the free
	// strengths (minus the log-likelihood's Hessian), and gradient the
	// log-likelihood's gradient.
	information := func() (*mat.SymDense, *mat.VecDense) {
		info := mat.NewSymDense(max(1, len(free)), nil)
		grad := mat.NewVecDense(max(1, len(free)), nil)
		for a, i := range free {
			g, h := 0.0, 0.0
			for j := range n {
				if met[i][j] == 0 {
					continue
				}
				p := sigmoid(theta[i] - theta[j])
				g += score[i][j] - met[i][j]*p
				h += met[i][j] * p * (1 - p)
			}
			grad.SetVec(a, g)
			info.SetSym(a, a, h)
			for b := a + 1; b < len(free); b++ {
				j := free[b]
				if met[i][j] > 0 {
					p := sigmoid(theta[i] - theta[j])
					info.SetSym(a, b, -met[i][j]*p*(1-p))
				}
			}
		}
		return info, grad
	}
	if len(free) > 0 {
		var chol mat.Cholesky
		for iter := 0; ; iter++ {
			if iter == 200 {
				return nil, fmt.Errorf("the Bradley–Terry fit did not converge")
			}
			info, grad := information()
			if !chol.Factorize(info) {
				return nil, fmt.Errorf("the Bradley–Terry fit's information matrix is singular")
			}
			var step mat.VecDense
			if err := chol.SolveVecTo(&step, grad); err != nil {
				return nil, err
			}
			// Newton's step, halved until the likelihood does not fall.
			before, was := loglik(), make([]float64, n)
			copy(was, theta)
			size := 1.0
			for {
				for a, i := range free {
					theta[i] = was[i] + size*step.AtVec(a)
				}
				if loglik() >= before-1e-12 || size < 1e-6 {
					break
				}
				size /= 2
			}
			if mat.Norm(&step, math.Inf(1))*size < 1e-10 {
				break
			}
		}
	}
	info, _ := information()
	var cov mat.SymDense
	if len(free) > 0 {
		var chol mat.Cholesky
		if !chol.Factorize(info) {
			return nil, fmt.Errorf("the Bradley–Terry fit's information matrix is singular")
		}
		if err := chol.InverseTo(&cov); err != nil {
			return nil, err
		}
	}
	at := make([]int, n) // place among the free strengths, or -1
	for i := range at {
		at[i] = -1
	}
	for a, i := range free {
		at[i] = a
	}
	for i := range n {
		fit.Cov[i] = make([]float64, n)
		for j := range n {
			switch {
			case !fit.Rated[i] || !fit.Rated[j]:
				fit.Cov[i][j] = math.NaN()
			case at[i] >= 0 && at[j] >= 0:
				fit.Cov[i][j] = cov.At(at[i], at[j])
			}
		}
		if !fit.Rated[i] {
			theta[i] = math.NaN()
		}
	}
	return fit, nil
}

// Difference is the strength of i less that of j, with its standard
// error.
func (f *Fit) Difference(i, j int) (d, se float64) {
	return f.Strength[i] - f.Strength[j], math.Sqrt(f.Cov[i][i] + f.Cov[j][j] - 2*f.Cov[i][j])
}

// linked marks the players that a chain of meetings links to the anchor.
func linked(r *Results, anchor int) []bool {
	seen := make([]bool, len(r.Met))
	seen[anchor] = true
	queue := []int{anchor}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for j, m := range r.Met[i] {
			if m > 0 && !seen[j] {
				seen[j] = true
				queue = append(queue, j)
			}
		}
	}
	return seen
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// logSigmoid is log(sigmoid(x)), without overflow for large |x|.
func logSigmoid(x float64) float64 {
	if x < 0 {
		return x - math.Log1p(math.Exp(x))
	}
	return -math.Log1p(math.Exp(-x))
}

// eloPerNat turns natural-log strengths into Elo points: Elo's scale
// has a 10-fold odds ratio for every 400 points.
const eloPerNat = 400 / math.Ln10

// Elo is a strength difference on the Elo scale.
func Elo(nats float64) float64 { return nats * eloPerNat }

// ExpectedScore is the share of meetings a player Elo points above
// another is expected to finish ahead in.
func ExpectedScore(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }
