package main

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/rulesets"
)

// rulesetSummary is what rulesets --json prints for each ruleset.
type rulesetSummary struct {
	Name       string       `json:"name"`
	Title      string       `json:"title"`
	MinPlayers int          `json:"min_players"`
	MaxPlayers int          `json:"max_players"`
	Acts       []actSummary `json:"acts"`
}

type actSummary struct {
	Name    string `json:"name"`
	Columns int    `json:"columns"`
	Rows    int    `json:"rows"`
	Squares int    `json:"squares"`
	Tiles   int    `json:"tiles"`
}

func summarize(r *engine.Rules) rulesetSummary {
	s := rulesetSummary{Name: r.Name, Title: r.Title, MinPlayers: r.MinPlayers, MaxPlayers: r.MaxPlayers}
	for _, a := range r.Acts {
		n := 0
		for _, c := range a.Tiles {
			n += c
		}
		s.Acts = append(s.Acts, actSummary{Name: a.Name, Columns: a.Board.Width, Rows: a.Board.Height, Squares: a.Board.Playable(), Tiles: n})
	}
	return s
}

func newRulesetsCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "rulesets",
		Short: "List, show and check rulesets",
		Long: `rulesets lists the built-in rulesets. Its subcommands print a built-in
ruleset's TOML (a starting point for a variant), check ruleset files, and
list what a variant changes.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var all []rulesetSummary
			for _, name := range rulesets.Builtins() {
				r, err := rulesets.Load(name)
				if err != nil {
					return err
				}
				all = append(all, summarize(r))
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), all)
			}
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(w, "NAME\tPLAYERS\tACTS (rows x columns / tiles)\tTITLE")
			for _, s := range all {
				fmt.Fprintf(w, "%s\t%d-%d\t%s\t%s\n", s.Name, s.MinPlayers, s.MaxPlayers, actsLine(s.Acts), s.Title)
			}
			return w.Flush()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the list as JSON")
	cmd.AddCommand(newRulesetsShowCmd(), newRulesetsCheckCmd(), newRulesetsDiffCmd())
	return cmd
}

func actsLine(acts []actSummary) string {
	parts := make([]string, len(acts))
	for i, a := range acts {
		parts[i] = fmt.Sprintf("%dx%d/%d", a.Rows, a.Columns, a.Tiles)
	}
	return strings.Join(parts, " ")
}

func newRulesetsShowCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "show NAME|FILE",
		Short: "Print a ruleset's TOML, with everything it extends merged in",
		Long: `show prints a ruleset as one TOML file. A built-in ruleset is printed as
it is written, comments included: a starting point for a variant. A
ruleset file is printed with everything it extends merged in, as a file
that stands alone and plays the same (comments and layout are not kept):
what a variant amounts to. A ruleset with mistakes prints them instead.`,
		Example: "  saga rulesets show beowulf > my-variant.toml\n  saga rulesets show my-variant.toml > standalone.toml",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if src, ok := rulesets.BuiltinSource(args[0]); ok {
				_, err := cmd.OutOrStdout().Write(src)
				return err
			}
			text, err := rulesets.Resolved(args[0])
			if err != nil {
				return &exitError{code: exitBadInput, err: err}
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "# %s, with the rulesets it extends merged in (saga rulesets show).\n", args[0])
			_, err = w.Write(text)
			return err
		},
	}
}

func newRulesetsCheckCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "check FILE|NAME...",
		Short: "Check ruleset files and summarize them",
		Long: `check loads each ruleset (a file, or a built-in name), following
"extends", and reports every mistake as file:line:col. A valid ruleset is
summarized: players and, per act, board size and number of tiles.`,
		Example: "  saga rulesets check my-variant.toml",
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			// With --json, every ruleset asked about has an entry, its
			// mistakes included, as with check and verify.
			type checked struct {
				File  string `json:"file"`
				OK    bool   `json:"ok"`
				Error string `json:"error,omitempty"`
				*rulesetSummary
			}
			var all []checked
			failed := false
			for _, ref := range args {
				r, err := rulesets.Load(ref)
				if err != nil {
					printError(cmd.ErrOrStderr(), err)
					failed = true
					all = append(all, checked{File: ref, Error: err.Error()})
					continue
				}
				s := summarize(r)
				all = append(all, checked{File: ref, OK: true, rulesetSummary: &s})
				if !asJSON {
					fmt.Fprintf(cmd.OutOrStdout(), "OK %s: %s, %d-%d players, acts %s\n", ref, s.Name, s.MinPlayers, s.MaxPlayers, actsLine(s.Acts))
				}
			}
			if asJSON {
				if err := writeJSON(cmd.OutOrStdout(), all); err != nil {
					return err
				}
			}
			if failed {
				return &exitError{code: exitBadInput}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the summaries as JSON")
	return cmd
}

func newRulesetsDiffCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "diff BASE OTHER",
		Short: "List how one ruleset plays differently from another",
		Long: `diff loads two rulesets (files or built-in names, following "extends")
and lists, a line each, what the second changes from the first: players
and starting points, the turn structure, figures (by glyph), abilities (by
name), special tiles (by how grids write them), and each act, by place:
its name, board and tile counts. A part only one ruleset has is listed
whole, as added or removed. It compares the rules as loaded, so it shows
what a variant amounts to whichever file each setting came from. The
ruleset's name and title and the seat names are not compared. Identical
rules print "no differences".`,
		Example: "  saga rulesets diff beowulf my-variant.toml\n  saga rulesets diff beowulf kingdoms --json",
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			var rules [2]*engine.Rules
			for i, ref := range args {
				r, err := rulesets.Load(ref)
				if err != nil {
					return &exitError{code: exitBadInput, err: err}
				}
				rules[i] = r
			}
			changes := rulesets.Changes(rules[0], rules[1])
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), struct {
					Base    string   `json:"base"`
					Other   string   `json:"other"`
					Changes []string `json:"changes"`
				}{args[0], args[1], append([]string{}, changes...)})
			}
			w := cmd.OutOrStdout()
			if len(changes) == 0 {
				_, err := fmt.Fprintf(w, "%s and %s: no differences\n", args[0], args[1])
				return err
			}
			fmt.Fprintf(w, "%s compared with %s:\n", args[1], args[0])
			for _, c := range changes {
				fmt.Fprintf(w, "  %s\n", c)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the changes as JSON")
	return cmd
}
