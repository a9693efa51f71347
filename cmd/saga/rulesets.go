package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/engine"
	"github.com/sagatools/saga/report"
	"github.com/sagatools/saga/rulesets"
)

// rulesetsOptions are what saga rulesets and its subcommands are asked
// to do.
type rulesetsOptions struct {
	io     streams
	refs   []string // built-in names or ruleset files, as given
	asJSON bool
}

func newRulesetsCmd() *cobra.Command {
	opts := &rulesetsOptions{}
	cmd := &cobra.Command{
		Use:   "rulesets",
		Short: "List, show and check rulesets",
		Long: `rulesets lists the built-in rulesets. Its subcommands print a built-in
ruleset's TOML (a starting point for a variant), check ruleset files, and
list what a variant changes.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io = streamsOf(cmd)
			return runRulesets(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.asJSON, "json", false, "print the list as JSON")
	cmd.AddCommand(newRulesetsShowCmd(), newRulesetsCheckCmd(), newRulesetsDiffCmd())
	return cmd
}

// runRulesets lists the built-in rulesets.
func runRulesets(_ context.Context, opts *rulesetsOptions) error {
	var all []report.RulesetSummary
	for _, name := range rulesets.Builtins() {
		r, err := rulesets.Load(name)
		if err != nil {
			return err
		}
		all = append(all, report.NewRulesetSummary(r))
	}
	if opts.asJSON {
		return writeJSON(opts.io.out, all)
	}
	return report.WriteRulesetTable(opts.io.out, all)
}

func newRulesetsShowCmd() *cobra.Command {
	opts := &rulesetsOptions{}
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
			opts.io, opts.refs = streamsOf(cmd), args
			return runRulesetsShow(cmd.Context(), opts)
		},
	}
}

// runRulesetsShow prints the one ruleset asked for.
func runRulesetsShow(_ context.Context, opts *rulesetsOptions) error {
	ref := opts.refs[0]
	if src, ok := rulesets.BuiltinSource(ref); ok {
		_, err := opts.io.out.Write(src)
		return err
	}
	text, err := rulesets.Resolved(ref)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	fmt.Fprintf(opts.io.out, "# %s, with the rulesets it extends merged in (saga rulesets show).\n", ref)
	_, err = opts.io.out.Write(text)
	return err
}

func newRulesetsCheckCmd() *cobra.Command {
	opts := &rulesetsOptions{}
	cmd := &cobra.Command{
		Use:   "check FILE|NAME...",
		Short: "Check ruleset files and summarize them",
		Long: `check loads each ruleset (a file, or a built-in name), following
"extends", and reports every mistake as file:line:col. A valid ruleset is
summarized: players and, per act, board size and number of tiles.`,
		Example: "  saga rulesets check my-variant.toml",
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io, opts.refs = streamsOf(cmd), args
			return runRulesetsCheck(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.asJSON, "json", false, "print the summaries as JSON")
	return cmd
}

// runRulesetsCheck loads each ruleset, printing its summary or its
// mistakes. With --json, every ruleset asked about has an entry, its
// mistakes included, as with check and verify.
func runRulesetsCheck(_ context.Context, opts *rulesetsOptions) error {
	var all []report.RulesetCheck
	failed := false
	for _, ref := range opts.refs {
		r, err := rulesets.Load(ref)
		if err != nil {
			printError(opts.io.errOut, err)
			failed = true
			all = append(all, report.RulesetCheck{File: ref, Error: err.Error()})
			continue
		}
		s := report.NewRulesetSummary(r)
		all = append(all, report.RulesetCheck{File: ref, OK: true, RulesetSummary: &s})
		if !opts.asJSON {
			fmt.Fprint(opts.io.out, s.CheckLine(ref))
		}
	}
	if opts.asJSON {
		if err := writeJSON(opts.io.out, all); err != nil {
			return err
		}
	}
	if failed {
		return &exitError{code: exitBadInput}
	}
	return nil
}

func newRulesetsDiffCmd() *cobra.Command {
	opts := &rulesetsOptions{}
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
			opts.io, opts.refs = streamsOf(cmd), args
			return runRulesetsDiff(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.asJSON, "json", false, "print the changes as JSON")
	return cmd
}

// runRulesetsDiff lists what the second ruleset changes from the first.
func runRulesetsDiff(_ context.Context, opts *rulesetsOptions) error {
	var rules [2]*engine.Rules
	for i, ref := range opts.refs {
		r, err := rulesets.Load(ref)
		if err != nil {
			return &exitError{code: exitBadInput, err: err}
		}
		rules[i] = r
	}
	diff := report.RulesetDiff{Base: opts.refs[0], Other: opts.refs[1], Changes: append([]string{}, rulesets.Changes(rules[0], rules[1])...)}
	if opts.asJSON {
		return writeJSON(opts.io.out, diff)
	}
	_, err := fmt.Fprint(opts.io.out, diff.Text())
	return err
}
