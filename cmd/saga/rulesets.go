package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/rulesets"
)

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
			var all []report.RulesetSummary
			for _, name := range rulesets.Builtins() {
				r, err := rulesets.Load(name)
				if err != nil {
					return err
				}
				all = append(all, report.NewRulesetSummary(r))
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), all)
			}
			return report.WriteRulesetTable(cmd.OutOrStdout(), all)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the list as JSON")
	cmd.AddCommand(newRulesetsShowCmd(), newRulesetsCheckCmd(), newRulesetsDiffCmd())
	return cmd
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
			var all []report.RulesetCheck
			failed := false
			for _, ref := range args {
				r, err := rulesets.Load(ref)
				if err != nil {
					printError(cmd.ErrOrStderr(), err)
					failed = true
					all = append(all, report.RulesetCheck{File: ref, Error: err.Error()})
					continue
				}
				s := report.NewRulesetSummary(r)
				all = append(all, report.RulesetCheck{File: ref, OK: true, RulesetSummary: &s})
				if !asJSON {
					fmt.Fprint(cmd.OutOrStdout(), s.CheckLine(ref))
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
			diff := report.RulesetDiff{Base: args[0], Other: args[1], Changes: append([]string{}, rulesets.Changes(rules[0], rules[1])...)}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), diff)
			}
			_, err := fmt.Fprint(cmd.OutOrStdout(), diff.Text())
			return err
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the changes as JSON")
	return cmd
}
