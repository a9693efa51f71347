package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/internal/tomlfile"
	"github.com/sagatools/saga/play"
	"github.com/sagatools/saga/players"
	"github.com/sagatools/saga/record"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/rulesets"
)

// playOptions are what saga play is asked to do.
type playOptions struct {
	io                            streams
	ruleset, aiList, names, first string
	recordFile                    string // "": no record
	players                       int
	seed                          uint64
	seedGiven                     bool // --seed was given; else a game with a person gets a new one
	colour                        string
	asJSON, ascii                 bool
	lookupEnv                     func(string) (string, bool) // os.LookupEnv, or a test's
}

func newPlayCmd() *cobra.Command {
	opts := &playOptions{}
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play a whole game with automatic or human players",
		Long: `play plays a whole game: every act, from the first deal to the final
scores. Each seat is played by an automatic player (random: any legal move;
greedy: the move that most raises its own projected act score; rival: the
move that most raises it over the others'; search: exact search near the
end of an act, a short lookahead before) or by a person at the terminal
(human). The same ruleset, players, seed and choices
give the same game on any machine. --record writes a game record that
"saga replay" reads.

A person at the terminal sees the board, with the last move marked, a key
to its glyphs, the points, their own hand and what they may know of the
others' (how many tiles, and their backs); ? lists the legal moves, a
refused move is answered with the reason, and each act's end shows every
figure's score. Without --seed, a game with a person gets a new seed,
printed at the start with the command that plays it again; a game of
automatic players alone keeps seed 1, so that it is the same every time.
Colour is used on a terminal unless NO_COLOR is set (--color).`,
		Example: "  saga play --players 3 --seed 7\n  saga play --ruleset kingdoms --players 2 --ai human,rival\n  saga play --players 4 --ai greedy,random --record game.txt --json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io = streamsOf(cmd)
			opts.seedGiven = cmd.Flags().Changed("seed")
			opts.lookupEnv = os.LookupEnv
			return runPlay(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.ruleset, "ruleset", "beowulf", "built-in ruleset name or ruleset file")
	f.IntVar(&opts.players, "players", 3, "number of players")
	f.Uint64Var(&opts.seed, "seed", 1, "seed for the draws and the automatic players (default: 1, or a new one in a game with a person)")
	f.StringVar(&opts.aiList, "ai", "greedy", "comma-separated players per seat: random, greedy, rival, search, mcts (mcts:2000 for 2,000 iterations a move), oracle or human (the last repeats)")
	f.StringVar(&opts.names, "names", "", "comma-separated player names (default: the ruleset's colours)")
	f.StringVar(&opts.first, "first", "", "name of the first player (default: the first seat)")
	f.StringVar(&opts.recordFile, "record", "", "write the game record to this file")
	f.BoolVar(&opts.asJSON, "json", false, "print the result as JSON")
	f.BoolVar(&opts.ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	f.StringVar(&opts.colour, "color", "auto", "colour what a person at the terminal is shown: auto (on a terminal, unless NO_COLOR is set), always or never")
	return cmd
}

// table is a game about to be played: its rules, and who sits where.
type table struct {
	rules        *engine.Rules
	names, kinds []string // per seat: the player's name and kind
	first        int      // the seat that starts
}

// runPlay plays the game, writes its record if asked (even of a game a
// person quit) and reports it.
func runPlay(_ context.Context, opts *playOptions) error {
	t, err := newTable(opts)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	people := indexOf(t.kinds, "human") >= 0
	if people && !opts.seedGiven {
		opts.seed = newSeed()
	}
	seats, err := t.seats(opts)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	if people {
		fmt.Fprintf(talkStream(opts), "seed %d: %s plays this game again (with the same moves)\n", opts.seed, t.command(opts))
	}
	w := record.NewWriter(recordRuleset(opts.ruleset, opts.recordFile), t.names, t.kinds, strconv.FormatUint(opts.seed, 10), t.first)
	s, moves, err := t.play(seats, opts.seed, w)
	if opts.recordFile != "" && s != nil {
		// An abandoned game's record keeps the moves so far.
		if werr := writeFileAtomic(opts.recordFile, w.Finish(s)); werr != nil {
			return werr
		}
	}
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	for _, seat := range seats {
		if h, ok := seat.(*players.Human); ok {
			h.GameOver(s)
			break
		}
	}
	rep := report.NewGameReport(s, t.rules.Name, t.names, t.kinds, moves)
	rep.Seed = &opts.seed
	if opts.asJSON {
		return writeJSON(opts.io.out, rep)
	}
	fmt.Fprintf(opts.io.out, "%s\n%s", rep.Heading(t.names[t.first]), rep.Text(report.Style{ASCII: opts.ascii}))
	return nil
}

// newTable reads the ruleset and seats the players as the flags say,
// checking before any move that the record can be written.
func newTable(opts *playOptions) (*table, error) {
	r, err := rulesets.Load(opts.ruleset)
	if err != nil {
		return nil, err
	}
	t := &table{rules: r}
	if t.names, err = seatNames(r, opts.players, opts.names); err != nil {
		return nil, err
	}
	if t.kinds, err = aiKinds(opts.aiList, opts.players, true); err != nil {
		return nil, err
	}
	if indexOf(t.kinds, "human") >= 0 && indexOf(t.kinds, "oracle") >= 0 {
		return nil, fmt.Errorf("--ai: the oracle reads every hand and the pool; it is for measuring what hidden tiles are worth, not for playing against a person")
	}
	if opts.first != "" {
		if t.first = indexOf(t.names, opts.first); t.first < 0 {
			return nil, fmt.Errorf("--first %q is not one of the players (%s)", opts.first, strings.Join(t.names, ", "))
		}
	}
	if opts.recordFile != "" {
		if err := checkOutputPath(opts.recordFile); err != nil {
			return nil, err
		}
		if file := rulesetFileAt(opts.recordFile, opts.ruleset); file != "" {
			return nil, fmt.Errorf("--record %s would overwrite %s", opts.recordFile, rulesetFileName(file, opts.ruleset))
		}
	}
	return t, nil
}

// seats makes the players: each automatic one draws from its own stream
// of the seed; a person talks with the game on standard output, or on
// standard error when standard output carries the JSON.
func (t *table) seats(opts *playOptions) ([]play.Player, error) {
	talk := talkStream(opts)
	colour, err := useColour(opts.colour, isTerminal(talk), opts.lookupEnv)
	if err != nil {
		return nil, err
	}
	return play.Seats(t.kinds, opts.seed, func(seat int, kind string, seed uint64) (play.Player, error) {
		if kind == "human" {
			h := players.NewHuman(opts.io.in, talk, t.names, seat, report.Style{ASCII: opts.ascii, Color: colour})
			if !isTerminal(opts.io.in) {
				h.Echo() // a script of moves: show them as typed
			}
			return h, nil
		}
		return players.New(kind, seed)
	})
}

// talkStream is where people at the table are shown the game: standard
// output, or standard error when standard output carries the JSON.
func talkStream(opts *playOptions) io.Writer {
	if opts.asJSON {
		return opts.io.errOut
	}
	return opts.io.out
}

// newSeed is a seed for a game with a person that gave none: six digits,
// easy to type again.
func newSeed() uint64 { return 100_000 + rand.Uint64N(900_000) }

// command is the saga play command line that plays the game of opts
// again: its ruleset, seats, names, first player and seed.
func (t *table) command(opts *playOptions) string {
	args := []string{"saga play"}
	if opts.ruleset != "beowulf" {
		args = append(args, "--ruleset", shellWord(opts.ruleset))
	}
	args = append(args, "--players", strconv.Itoa(opts.players), "--ai", strings.Join(t.kinds, ","))
	if opts.names != "" {
		args = append(args, "--names", shellWord(strings.Join(t.names, ",")))
	}
	if opts.first != "" {
		args = append(args, "--first", shellWord(opts.first))
	}
	return strings.Join(append(args, "--seed", strconv.FormatUint(opts.seed, 10)), " ")
}

// play plays the game, writing each move to w and showing it to the
// people at the table; it returns the state reached, even when a player
// stopped the game, and the number of moves.
func (t *table) play(seats []play.Player, seed uint64, w *record.Writer) (*engine.State, int, error) {
	moves := 0
	s, err := play.PlayGame(t.rules, seats, t.first, seed, func(s *engine.State, m engine.Move) {
		w.Observe(s, m)
		moves++
		for _, seat := range seats {
			if h, ok := seat.(*players.Human); ok {
				h.Observe(s, m)
			}
		}
	})
	return s, moves, err
}

// seatNames are the players' names: given, or the ruleset's colours.
func seatNames(r *engine.Rules, players int, names string) ([]string, error) {
	if players < r.MinPlayers || players > r.MaxPlayers {
		return nil, fmt.Errorf("ruleset %q is for %d to %d players, not %d", r.Name, r.MinPlayers, r.MaxPlayers, players)
	}
	if names == "" {
		return append([]string(nil), r.PlayerNames[:players]...), nil
	}
	list := strings.Split(names, ",")
	if len(list) != players {
		return nil, fmt.Errorf("--names gives %d names for %d players", len(list), players)
	}
	for i, n := range list {
		list[i] = strings.TrimSpace(n)
		if list[i] == "" || strings.ContainsAny(list[i], ": \t[]#.") || indexOf(list[:i], list[i]) >= 0 {
			return nil, fmt.Errorf("player name %q must be distinct, non-empty and free of spaces and : [ ] # .", list[i])
		}
		if indexOf(rulesets.ReservedPlayerNames(), list[i]) >= 0 {
			return nil, fmt.Errorf("player name %q is a word game records use; choose another", list[i])
		}
	}
	return list, nil
}

// aiKinds expands --ai to one kind per seat; the last entry repeats.
// Where people may play (human), a misspelt kind may be taken for "human"
// too; elsewhere it is never suggested.
func aiKinds(list string, count int, human bool) ([]string, error) {
	parts := strings.Split(list, ",")
	kinds := make([]string, count)
	for i := range kinds {
		k := strings.TrimSpace(parts[min(i, len(parts)-1)])
		if known := append(players.Names(), "human"); indexOf(known, players.Base(k)) < 0 {
			if !human {
				known = known[:len(known)-1]
			}
			if near := tomlfile.Suggest(k, known); near != "" {
				return nil, fmt.Errorf("unknown player %q for --ai; did you mean %q?", k, near)
			}
			return nil, fmt.Errorf("unknown player %q for --ai (choose from %s)", k, strings.Join(known, ", "))
		}
		if k != "human" {
			if err := players.Check(k); err != nil {
				return nil, fmt.Errorf("--ai: %w", err)
			}
		}
		kinds[i] = k
	}
	if len(parts) > count {
		return nil, fmt.Errorf("--ai lists %d players for a %d-player game", len(parts), count)
	}
	return kinds, nil
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// recordRuleset is how a record names the ruleset: a built-in by name, a
// file by its path relative to the record, where replay looks for it.
func recordRuleset(ruleset, record string) string {
	if rulesets.IsBuiltinRef(ruleset) || record == "" {
		return ruleset
	}
	abs, err := filepath.Abs(ruleset)
	if err != nil {
		return ruleset
	}
	dir, err := filepath.Abs(filepath.Dir(record))
	if err != nil {
		return abs
	}
	if rel, err := filepath.Rel(dir, abs); err == nil {
		return filepath.ToSlash(rel)
	}
	return abs
}
