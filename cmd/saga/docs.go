package main

import (
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

// manDate is the date the man pages carry: fixed, so that writing them
// again gives the same files unless the commands changed, and the test
// that they are current does not fail on a new day.
var manDate = time.Date(2026, time.November, 25, 0, 0, 0, 0, time.UTC)

// newDocsCmd writes the CLI reference (docs/cli/) or the man pages
// (docs/man/) from the commands themselves, so that they cannot drift
// from them; tests check both are current.
func newDocsCmd() *cobra.Command {
	var man bool
	cmd := &cobra.Command{
		Use:    "gen-docs [--man] DIR",
		Short:  "Write the CLI reference as Markdown, or the man pages, into DIR",
		Hidden: true,
		Args:   cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			root := cmd.Root()
			root.DisableAutoGenTag = true
			if man {
				header := &doc.GenManHeader{Section: "1", Date: &manDate, Source: "saga", Manual: "saga manual"}
				return doc.GenManTree(root, header, args[0])
			}
			return doc.GenMarkdownTree(root, args[0])
		},
	}
	cmd.Flags().BoolVar(&man, "man", false, "write man pages (section 1) instead of Markdown")
	return cmd
}
