package simulate

import (
	"slices"

	"github.com/sagatools/saga/engine"
)

// TileSummary is what one kind of special tile did over a run.
type TileSummary struct {
	Tile string   `json:"tile"` // as written in grids, e.g. "+1T"
	Name string   `json:"name"`
	Acts []string `json:"acts"` // acts whose tile set holds it
	// PlaysPerGame counts its plays per game, in every way; GamesPlayed
	// is the share of games in which it was played at least once.
	PlaysPerGame float64 `json:"plays_per_game"`
	GamesPlayed  float64 `json:"games_played"`
	// Ways shares its plays out among its play modes, when it has more
	// than one; Options says how often each after-placement option was
	// taken when offered.
	Ways    []Share        `json:"ways,omitempty"`
	Options []Share        `json:"options,omitempty"`
	Scoring *ScoringEffect `json:"scoring,omitempty"`
}

// Share is a part of a whole: Part of Of.
type Share struct {
	What  string  `json:"what"`
	Share float64 `json:"share"`
	Of    int     `json:"of"`
}

// ScoringEffect is what a kind whose ability acts at scoring did to the
// scores, measured at the end of every act in which its tiles can be
// played (those whose tile set holds it, and the later ones when hands
// are kept between acts, R19), by scoring the board again with its tiles
// made plain.
type ScoringEffect struct {
	// OnBoard is the share of those act ends with one of its tiles on
	// the board; Changed the share of these in which it changed some
	// player's points.
	OnBoard float64 `json:"on_board"`
	Changed float64 `json:"changed"`
	// MeanChange is the mean absolute change of a player's act points,
	// over the act ends with it on the board.
	MeanChange float64 `json:"mean_change"`
	// WinnerChanged is the share of games whose winners would differ
	// without its change to some act's points, every other point as
	// played (how the players would have played otherwise is not known).
	WinnerChanged float64 `json:"winner_changed"`
}

// kindActs lists, for each tile kind, the acts whose tile set holds it.
func kindActs(r *engine.Rules) [][]int {
	out := make([][]int, len(r.Tiles))
	for a, act := range r.Acts {
		for k, count := range act.Tiles {
			if count > 0 {
				out[k] = append(out[k], a)
			}
		}
	}
	return out
}

// actsInPlay are the acts in which tiles of a kind whose tile sets are
// acts can be played: those acts, and, when hands are kept from act to act
// (R19), every later one too.
func actsInPlay(r *engine.Rules, acts []int) []int {
	if len(acts) == 0 || !r.Turn.KeepHand {
		return acts
	}
	var out []int
	for a := acts[0]; a < len(r.Acts); a++ {
		out = append(out, a)
	}
	return out
}

// tileUse is what the games of a run did with one tile kind, gathered
// in one pass over the games for every kind at once.
type tileUse struct {
	plays, playedIn         int
	ways                    []int // plays per engine.PlayKind
	taken, offered          []int // per engine.AfterKind
	effects, changed, flips int   // flips: games whose winners its change decided
	change                  float64
}

// count adds n at index i of list, which it lengthens as needed.
func count(list *[]int, i, n int) {
	if i >= len(*list) {
		*list = append(*list, make([]int, i+1-len(*list))...)
	}
	(*list)[i] += n
}

// countAt is list[i], or 0 past its end.
func countAt(list []int, i int) int {
	if i < len(list) {
		return list[i]
	}
	return 0
}

// tileUses gathers every tile kind's use over the run's games, in game
// order, so that each kind's sums of fractions are those of a pass over
// the games for that kind alone.
func tileUses(run *Run) []tileUse {
	use := make([]tileUse, len(run.Rules.Tiles))
	inGame := make([]int, len(use))   // plays in the game at hand
	flipped := make([]bool, len(use)) // whether a change decided its winners
	for i := range run.Played {
		g := &run.Played[i]
		clear(inGame)
		clear(flipped)
		for _, p := range g.Plays {
			inGame[p.Kind] += p.Count
			count(&use[p.Kind].ways, int(p.Mode), p.Count)
		}
		for _, o := range g.Options {
			count(&use[o.Kind].offered, int(o.After), o.Offered)
			count(&use[o.Kind].taken, int(o.After), o.Taken)
		}
		for _, act := range g.Acts {
			for _, e := range act.Effects {
				u := &use[e.Kind]
				u.effects++
				if e.Changed() {
					u.changed++
				}
				sum := 0
				for _, d := range e.Change {
					sum += abs(d)
				}
				u.change += float64(sum) / float64(len(e.Change))
				flipped[e.Kind] = flipped[e.Kind] || e.ChangesWinner
			}
		}
		for k := range use {
			use[k].plays += inGame[k]
			if inGame[k] > 0 {
				use[k].playedIn++
			}
			if flipped[k] {
				use[k].flips++
			}
		}
	}
	return use
}

// tileSummaries describes every special tile kind the run's acts use, in
// kind order.
func tileSummaries(run *Run) []TileSummary {
	r := run.Rules
	games := len(run.Played)
	use := tileUses(run)
	var out []TileSummary
	for k, acts := range kindActs(r) {
		kind := engine.TileKindID(k)
		a := r.AbilityOf(kind)
		if a == nil || len(acts) == 0 {
			continue
		}
		t := TileSummary{Tile: r.Tiles[k].Token(), Name: r.Tiles[k].Name}
		for _, act := range acts {
			t.Acts = append(t.Acts, r.Acts[act].Name)
		}
		u := &use[k]
		if games > 0 {
			t.PlaysPerGame = float64(u.plays) / float64(games)
			t.GamesPlayed = float64(u.playedIn) / float64(games)
		}
		if modes := distinct(a.Play, func(m engine.PlayMode) engine.PlayKind { return m.Kind }); len(modes) > 1 {
			for _, m := range modes {
				t.Ways = append(t.Ways, Share{What: modeWords(m), Share: ratio(countAt(u.ways, int(m)), u.plays), Of: u.plays})
			}
		}
		for _, o := range distinct(a.After, func(o engine.AfterOption) engine.AfterKind { return o.Kind }) {
			offered := countAt(u.offered, int(o))
			t.Options = append(t.Options, Share{What: optionWords(o), Share: ratio(countAt(u.taken, int(o)), offered), Of: offered})
		}
		if a.ActsAtScoring() {
			ends := games * len(actsInPlay(r, acts))
			t.Scoring = &ScoringEffect{OnBoard: ratio(u.effects, ends), Changed: ratio(u.changed, u.effects), WinnerChanged: ratio(u.flips, games)}
			if u.effects > 0 {
				t.Scoring.MeanChange = u.change / float64(u.effects)
			}
		}
		out = append(out, t)
	}
	return out
}

// distinct lists the different keys of a list's items, in order.
func distinct[T any, K comparable](list []T, key func(T) K) []K {
	var out []K
	for _, x := range list {
		if k := key(x); !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// modeWords says what a play mode did, as the summary shows it.
func modeWords(m engine.PlayKind) string {
	switch m {
	case engine.PlacePlay:
		return "placed"
	case engine.CashPlay:
		return "cashed"
	case engine.ReplacePlay:
		return "replaced a tile"
	case engine.MoveFigurePlay:
		return "moved a figure"
	}
	return "played"
}

// optionWords names an after-placement option.
func optionWords(o engine.AfterKind) string {
	switch o {
	case engine.RemoveAfter:
		return "removed a tile"
	case engine.SwapAfter:
		return "swapped two tiles"
	}
	return "took its option"
}

func ratio(part, whole int) float64 {
	if whole == 0 {
		return 0
	}
	return float64(part) / float64(whole)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
