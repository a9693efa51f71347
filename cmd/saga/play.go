package main

import (
	"fmt"
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

func newPlayCmd() *cobra.Command {
	var (
		ruleset, aiList, names, first, recordFile string
		playerCount                               int
		seed                                      uint64
		asJSON, ascii                             bool
	)
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
"saga replay" reads.`,
		Example: "  saga play --players 3 --seed 7\n  saga play --ruleset kingdoms --players 2 --ai human,greedy\n  saga play --players 4 --ai greedy,random --record game.txt --json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := rulesets.Load(ruleset)
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			seatNames, err := seatNames(r, playerCount, names)
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			kinds, err := aiKinds(aiList, playerCount, true)
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			firstSeat := 0
			if first != "" {
				if firstSeat = indexOf(seatNames, first); firstSeat < 0 {
					return &exitError{code: exitBadInput, err: fmt.Errorf("--first %q is not one of the players (%s)", first, strings.Join(seatNames, ", "))}
				}
			}
			if recordFile != "" {
				if err := checkOutputPath(recordFile); err != nil {
					return &exitError{code: exitBadInput, err: err}
				}
				if file := rulesetFileAt(recordFile, ruleset); file != "" {
					return &exitError{code: exitBadInput, err: fmt.Errorf("--record %s would overwrite %s", recordFile, rulesetFileName(file, ruleset))}
				}
			}
			// With --json, standard output carries only the JSON; a person
			// at the table talks with the game on standard error.
			talk := cmd.OutOrStdout()
			if asJSON {
				talk = cmd.ErrOrStderr()
			}
			// Each automatic seat draws from its own stream of the seed.
			seats, err := play.Seats(kinds, seed, func(seat int, kind string, seed uint64) (play.Player, error) {
				if kind == "human" {
					return players.NewHuman(cmd.InOrStdin(), talk, seatNames, seat, report.Style{ASCII: ascii}), nil
				}
				return players.New(kind, seed)
			})
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			w := record.NewWriter(recordRuleset(ruleset, recordFile), seatNames, kinds, strconv.FormatUint(seed, 10), firstSeat)
			moves := 0
			// PlayGame returns the state even when a player stops the game,
			// so that the record of the moves so far can still be written.
			s, err := play.PlayGame(r, seats, firstSeat, seed, func(s *engine.State, m engine.Move) {
				w.Observe(s, m)
				moves++
				for _, seat := range seats {
					if h, ok := seat.(*players.Human); ok {
						h.Observe(s, m)
					}
				}
			})
			if recordFile != "" && s != nil {
				// An abandoned game's record keeps the moves so far.
				if werr := writeFileAtomic(recordFile, w.Finish(s)); werr != nil {
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
			rep := report.NewGameReport(s, r.Name, seatNames, kinds, moves)
			rep.Seed = &seed
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s\n%s", rep.Heading(seatNames[firstSeat]), rep.Text(report.Style{ASCII: ascii}))
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&ruleset, "ruleset", "beowulf", "built-in ruleset name or ruleset file")
	f.IntVar(&playerCount, "players", 3, "number of players")
	f.Uint64Var(&seed, "seed", 1, "seed for the draws and the automatic players")
	f.StringVar(&aiList, "ai", "greedy", "comma-separated players per seat: random, greedy, rival, search or human (the last repeats)")
	f.StringVar(&names, "names", "", "comma-separated player names (default: the ruleset's colours)")
	f.StringVar(&first, "first", "", "name of the first player (default: the first seat)")
	f.StringVar(&recordFile, "record", "", "write the game record to this file")
	f.BoolVar(&asJSON, "json", false, "print the result as JSON")
	f.BoolVar(&ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	return cmd
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
		if known := append(players.Names(), "human"); indexOf(known, k) < 0 {
			if !human {
				known = known[:len(known)-1]
			}
			if near := tomlfile.Suggest(k, known); near != "" {
				return nil, fmt.Errorf("unknown player %q for --ai; did you mean %q?", k, near)
			}
			return nil, fmt.Errorf("unknown player %q for --ai (choose from %s)", k, strings.Join(known, ", "))
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
