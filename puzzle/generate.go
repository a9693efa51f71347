package puzzle

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/solver"
)

// EndgameSpec says what endgame to cut out of a self-played game.
type EndgameSpec struct {
	Ruleset string // as the position file will name it
	Rules   *engine.Rules
	Players int
	Act     int // index of the act to cut from
	Empties int // empty squares at the start of the puzzle's turn
	// EmptyPool empties the pool, making the endgame deterministic.
	EmptyPool bool
	Seed      uint64
	Question  solver.Question // Player is set to the player to move
	// AI names the automatic player of each seat in the self-played
	// games (greedy for a seat it does not name), and Make makes them
	// (players.Make).
	AI   []string
	Make play.Maker
}

// Endgame plays a self-play game (greedy, or spec.AI) with the given seed
// until the act reaches Empties empty squares at the start of a turn, and
// returns that moment as a puzzle. Games that skip the count (removals reopen squares)
// or give a puzzle that Position.Puzzle refuses are retried with the next
// seed; the seed used is returned. Cancelling ctx stops it between games
// with ErrInterrupted.
func Endgame(ctx context.Context, spec EndgameSpec) (*position.Position, uint64, error) {
	var refused error // why the last game that reached the count gave no puzzle
	for i := range uint64(1000) {
		seed := spec.Seed + i
		if seed < spec.Seed {
			return nil, 0, fmt.Errorf("no game from seed %d to the last seed there is reached %d empty squares in %s", spec.Seed, spec.Empties, spec.Rules.Acts[spec.Act].Name)
		}
		if ctx.Err() != nil {
			return nil, 0, ErrInterrupted
		}
		p, why, err := cutAt(spec, seed)
		switch {
		case err != nil:
			return nil, 0, err
		case p != nil:
			return p, seed, nil
		case why != nil:
			refused = why // not a fair puzzle (say, the player to move cannot move): next seed
		}
	}
	if refused != nil {
		return nil, 0, fmt.Errorf("games from seed %d on reached %d empty squares in %s, but gave no puzzle; the last was refused: %w", spec.Seed, spec.Empties, spec.Rules.Acts[spec.Act].Name, refused)
	}
	return nil, 0, fmt.Errorf("no game from seed %d on reached %d empty squares in %s", spec.Seed, spec.Empties, spec.Rules.Acts[spec.Act].Name)
}

// cutAt plays the self-play game of one seed until the act reaches
// spec.Empties empty squares at the start of a turn, and cuts the puzzle
// there. It returns no puzzle when the game skips the count (removals
// reopen squares), and no puzzle and why when Position.Puzzle refuses
// the one cut; err is for a game that could not be played.
func cutAt(spec EndgameSpec, seed uint64) (p *position.Position, refused, err error) {
	kinds := make([]string, spec.Players)
	for i := range kinds {
		kinds[i] = "greedy"
		if i < len(spec.AI) {
			kinds[i] = spec.AI[i]
		}
	}
	seats, err := play.Seats(kinds, seed, spec.Make)
	if err != nil {
		return nil, nil, err
	}
	s, err := engine.NewGame(spec.Rules, spec.Players, int(seed%uint64(spec.Players)))
	if err != nil {
		return nil, nil, err
	}
	reached := func(s *engine.State) bool {
		return s.Act > spec.Act || s.Act == spec.Act && s.Phase == engine.PhaseTurn && s.Empties == spec.Empties
	}
	if err := play.PlayUntil(s, seats, play.NewChance(seed), reached, nil); err != nil {
		return nil, nil, err
	}
	if s.Act != spec.Act || s.Phase != engine.PhaseTurn || s.Empties != spec.Empties {
		return nil, nil, nil
	}
	p = endgamePosition(s, spec, spec.Rules.PlayerNames[:spec.Players])
	if _, _, err := p.Puzzle(); err != nil {
		return nil, err, nil
	}
	return p, nil, nil
}

func endgamePosition(s *engine.State, spec EndgameSpec, names []string) *position.Position {
	p, _ := position.FromState(s, spec.Ruleset, names)
	if spec.EmptyPool {
		clear(p.Turn.Pool)
	}
	p.Question = position.Question{Objective: spec.Question.Objective, Player: s.ToMove}
	p.Question.Given.Objective, p.Question.Given.Player = true, true
	return p
}

// AnswerSpec says which solved puzzles SolvedEndgame accepts.
type AnswerSpec struct {
	// Unique accepts only a puzzle with one best move, ahead of the next
	// by at least MinLead (a positive lead; see Lead).
	Unique  bool
	MinLead exact.Value
	// Options limit each solve; a puzzle not solved exactly within them
	// is passed over.
	Options solver.Options
	// Tries is how many puzzles to cut and solve at most.
	Tries int
	// PassedOver, if set, is told of each puzzle passed over: its seed
	// and why ("not solved in time", "3 moves tie for best", "leads by
	// 2").
	PassedOver func(seed uint64, why string)
	// Themes, if any, accepts only a puzzle whose answer turns on every
	// one of them (FindThemes). The themes found are written into every
	// answer, whether asked for or not.
	Themes []Theme
	// Rungs, if any, rate each puzzle that fits the rest of the spec
	// (RatePuzzle): its rating and most tempting wrong first move are
	// written into its answer, and Rating, if set, accepts only a puzzle
	// rated within it.
	Rungs  []Rung
	Rating *RatingRange
}

// RatingRange is a span of puzzle ratings, its ends included.
type RatingRange struct{ Min, Max int }

// Holds reports whether rating r lies in the range.
func (rr RatingRange) Holds(r int) bool { return rr.Min <= r && r <= rr.Max }

// Cut is one puzzle of a series that Endgames cuts.
type Cut struct {
	Puzzle *position.Position
	Seed   uint64 // the self-play seed it was cut with
	// Solved is how many puzzles were solved to find this one (0 when
	// the series is not solved), and Result the solver's answer to this
	// one (nil then).
	Solved int
	Result *solver.Result
}

// ErrInterrupted is returned by Endgame and Endgames when their context
// was cancelled while they were looking for a puzzle.
var ErrInterrupted = errors.New("interrupted")

// Endgames cuts count different puzzles, one after another: each is cut
// as Endgame cuts one, from the seed after the one the puzzle before it
// was cut with (the first from spec.Seed), and found is called with it
// before the next is looked for; the series ends early when found
// returns false. A puzzle that is the same position as one cut before is
// passed over. With want, each puzzle is solved, and kept, with its
// answer ([answer]: the best moves and the values), only if it fits
// want; want.Tries bounds the puzzles solved for each one kept. A nil
// want keeps every puzzle unsolved. Before a puzzle is solved, accept,
// if set, is asked about its seed: an error stops the series with it.
func Endgames(ctx context.Context, spec EndgameSpec, want *AnswerSpec, count int, accept func(seed uint64) error, found func(Cut) bool) error {
	sr := &series{ctx: ctx, spec: spec, want: want, accept: accept, seen: map[string]bool{}, seed: spec.Seed}
	for range count {
		c, err := sr.next()
		if err != nil {
			return err
		}
		if !found(c) {
			return nil
		}
	}
	return nil
}

// series is where Endgames stands: the puzzles cut so far and the seed
// to go on from.
type series struct {
	ctx    context.Context
	spec   EndgameSpec
	want   *AnswerSpec
	accept func(seed uint64) error
	seen   map[string]bool // the puzzles cut so far, as their files
	seed   uint64
	spent  bool // the last seed there is was used
}

// next cuts the series' next puzzle, solved when it has a want.
func (sr *series) next() (Cut, error) {
	first, solved, repeats := sr.seed, 0, 0
	for {
		if sr.want != nil && solved == sr.want.Tries {
			return Cut{}, noneFits(sr.want, first)
		}
		if sr.spent {
			return Cut{}, fmt.Errorf("the seeds ran out: the last there is was used; start from a lower --seed")
		}
		spec := sr.spec
		spec.Seed = sr.seed
		p, used, err := Endgame(sr.ctx, spec)
		if err != nil {
			return Cut{}, err
		}
		sr.seed, sr.spent = used+1, used == math.MaxUint64
		key := string(position.Format(p))
		if sr.seen[key] {
			// Self-play from two seeds rarely meets the same position,
			// but a bound keeps a series of one position from running on.
			if repeats++; repeats == 1000 {
				return Cut{}, fmt.Errorf("the games from seed %d on keep reaching puzzles already cut", first)
			}
			if sr.want != nil && sr.want.PassedOver != nil {
				sr.want.PassedOver(used, "the same puzzle as one already cut")
			}
			continue
		}
		sr.seen[key] = true
		if sr.accept != nil {
			if err := sr.accept(used); err != nil {
				return Cut{}, err
			}
		}
		if sr.want == nil {
			return Cut{Puzzle: p, Seed: used}, nil
		}
		solved++
		res, why, err := answer(sr.ctx, p, *sr.want)
		if err != nil {
			return Cut{}, err
		}
		if why == "" {
			return Cut{Puzzle: p, Seed: used, Solved: solved, Result: res}, nil
		}
		if sr.want.PassedOver != nil {
			sr.want.PassedOver(used, why)
		}
	}
}

// answer solves p as want says, and writes the answer into it when it
// fits want; otherwise it says why not. A solve stopped by a cancel of
// ctx that does not fit gives ErrInterrupted.
func answer(ctx context.Context, p *position.Position, want AnswerSpec) (*solver.Result, string, error) {
	s, q, err := p.Puzzle()
	if err != nil {
		return nil, "", err
	}
	res, err := solver.Solve(ctx, s, q, want.Options)
	if err != nil {
		return nil, "", err
	}
	why := passedOver(res, want)
	if why == "" {
		why, err = read(ctx, p, s, res, want)
		if err != nil {
			return nil, "", err
		}
	}
	if why != "" && res.Interrupted {
		return nil, "", ErrInterrupted
	}
	return res, why, nil
}

// read finds what a reader learns from the puzzle in s that res solved:
// its themes and, with want.Rungs, its rating and most tempting wrong
// move. When the puzzle has the themes and rating want asks for, read
// writes its answer, with what was found, into p; otherwise it says why
// the puzzle is passed over.
func read(ctx context.Context, p *position.Position, s *engine.State, res *solver.Result, want AnswerSpec) (string, error) {
	themes := FindThemes(s, res)
	for _, t := range want.Themes {
		if !slices.Contains(themes, t) {
			return fmt.Sprintf("its answer does not turn on %s (%s)", t, themeList(themes)), nil
		}
	}
	var rating *Rating
	var tempting *Tempting
	if len(want.Rungs) > 0 {
		var err error
		if rating, tempting, err = RatePuzzle(ctx, s, res, want.Rungs, want.Options); err != nil {
			return "", err
		}
		if ctx.Err() != nil {
			return "", ErrInterrupted
		}
		if rr := want.Rating; rr != nil && !rr.Holds(int(rating.Elo)) {
			return fmt.Sprintf("it is rated %d, outside %d to %d", int(rating.Elo), rr.Min, rr.Max), nil
		}
	}
	p.Answer = answerWithReading(p, s, res, themes, rating, tempting)
	return "", nil
}

// themeList names the themes found, for a reason a puzzle is passed
// over.
func themeList(themes []Theme) string {
	if len(themes) == 0 {
		return "it has no theme"
	}
	names := make([]string, len(themes))
	for i, t := range themes {
		names[i] = string(t)
	}
	return "its themes: " + strings.Join(names, ", ")
}

// noneFits says that want.Tries puzzles from seed first on were solved
// and none fitted want.
func noneFits(want *AnswerSpec, first uint64) error {
	what := "was solved exactly within the limits"
	if want.Unique {
		what = fmt.Sprintf("had one best move, ahead of the next by at least %s and solved within the limits", want.MinLead)
	}
	var also []string
	if len(want.Themes) > 0 {
		names := make([]string, len(want.Themes))
		for i, t := range want.Themes {
			names[i] = string(t)
		}
		also = append(also, "turned on "+strings.Join(names, " and "))
	}
	if rr := want.Rating; rr != nil {
		also = append(also, fmt.Sprintf("was rated %d to %d", rr.Min, rr.Max))
	}
	if len(also) > 0 {
		what += ", and " + strings.Join(also, " and ")
	}
	return fmt.Errorf("none of the %d puzzles cut from seed %d on %s", want.Tries, first, what)
}

// passedOver says why res does not answer as want asks, or "" if it
// does.
func passedOver(res *solver.Result, want AnswerSpec) string {
	if !res.Exact {
		return "not solved within the limits"
	}
	if !want.Unique {
		return ""
	}
	lead, ok := Lead(res)
	switch {
	case !ok:
		return fmt.Sprintf("%d moves tie for best", res.Best)
	case lead.Cmp(exact.Value{}) == 0:
		return "the best move leads by the tie-break alone"
	case lead.Cmp(want.MinLead) < 0:
		return fmt.Sprintf("the best move leads by %s only", lead)
	}
	return ""
}
