package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/shard"
	"github.com/sagatools/saga/simulate"
	"github.com/sagatools/saga/tournament"
)

// mergeOptions are what saga merge is asked to do.
type mergeOptions struct {
	io            streams
	parts         []string
	csv, plot     string
	asJSON, ascii bool
}

func newMergeCmd() *cobra.Command {
	opts := &mergeOptions{}
	cmd := &cobra.Command{
		Use:   "merge PART...",
		Short: "Put the parts of a sharded run together and print its summary",
		Long: `merge reads the part files that the shards of one run wrote (saga
simulate --shard I/N --out PART, or saga rate) and prints the summary the
unsharded run prints, the same byte for byte whatever the number of
shards (but for the times rate measures), with --json, --csv and --plot
as the run's command takes them.

Each part carries the ruleset it played, whole, the run's parameters and
the version of saga that wrote it: merge refuses parts of different runs
or versions, a shard given twice, and a shard stopped before it was done,
and names the shards that are missing. docs/scale-out.md shows how to run
the shards on Kubernetes, Slurm or several local processes.`,
		Example: "  saga merge part-*.json\n  saga merge --json --csv games.csv parts/*.json",
		Args:    someFiles("part"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io, opts.parts = streamsOf(cmd), args
			return runMerge(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&opts.asJSON, "json", false, "print the summary as JSON")
	f.BoolVar(&opts.ascii, "ascii", false, `write minus signs as "-" instead of "−"`)
	f.StringVar(&opts.csv, "csv", "", "write a row per game to this CSV file")
	f.StringVar(&opts.plot, "plot", "", "draw the run's picture (simulate: how the final points spread; rate: the ratings) into this file (.svg, .png, .pdf)")
	return cmd
}

// maxPart bounds a part file: a million games at a few kilobytes each.
const maxPart = 8 << 30

// runMerge reads the parts, puts them together and reports the run.
func runMerge(_ context.Context, opts *mergeOptions) error {
	for _, o := range []struct{ flag, path string }{{"--csv", opts.csv}, {"--plot", opts.plot}} {
		if o.path == "" {
			continue
		}
		if err := checkOutputPath(o.path); err != nil {
			return &exitError{code: exitBadInput, err: fmt.Errorf("%s: %w", o.flag, err)}
		}
		for _, part := range opts.parts {
			if sameFile(part, o.path) {
				return &exitError{code: exitBadInput, err: fmt.Errorf("%s %s would overwrite a part", o.flag, o.path)}
			}
		}
	}
	if opts.plot != "" {
		if _, err := simulate.PlotFormat(opts.plot); err != nil {
			return &exitError{code: exitBadInput, err: err}
		}
	}
	datas := make([][]byte, len(opts.parts))
	var command string
	for i, file := range opts.parts {
		h, data, err := readPart(file)
		if err != nil {
			return &exitError{code: exitBadInput, err: err}
		}
		datas[i] = data
		if i == 0 {
			command = h.Command
		}
	}
	if command == tournament.Command {
		return mergeRating(opts, datas)
	}
	var parts []*simulate.Part
	for i, data := range datas {
		var p simulate.Part
		if err := json.Unmarshal(data, &p); err != nil {
			return &exitError{code: exitBadInput, err: fmt.Errorf("%s: %v", opts.parts[i], err)}
		}
		parts = append(parts, &p)
	}
	runs, plays, err := simulate.Merge(opts.parts, parts)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	if err := writeSummaries(opts.io.out, plays, runs, opts.asJSON, opts.ascii); err != nil {
		return err
	}
	return writeRunFiles(runs, opts.csv, opts.plot)
}

// mergeRating puts the parts of a sharded saga rate together and
// reports the tournament as rate does.
func mergeRating(opts *mergeOptions, datas [][]byte) error {
	var parts []*tournament.Part
	for i, data := range datas {
		var p tournament.Part
		if err := json.Unmarshal(data, &p); err != nil {
			return &exitError{code: exitBadInput, err: fmt.Errorf("%s: %v", opts.parts[i], err)}
		}
		parts = append(parts, &p)
	}
	run, err := tournament.Merge(opts.parts, parts)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	return writeRating(opts.io.out, run, opts.asJSON, opts.ascii, opts.csv, opts.plot)
}

// readPart reads a part file of saga simulate or rate: its header, and
// its bytes for the command's own reader.
func readPart(file string) (shard.Header, []byte, error) {
	var none shard.Header
	info, err := os.Stat(file)
	if err != nil {
		return none, nil, err
	}
	if !info.Mode().IsRegular() {
		return none, nil, fmt.Errorf("%s is not a regular file", file)
	}
	if info.Size() > maxPart {
		return none, nil, fmt.Errorf("%s holds %d bytes, more than a part of a run can (%d)", file, info.Size(), int64(maxPart))
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return none, nil, err
	}
	var head struct{ Header shard.Header }
	if err := json.Unmarshal(data, &head); err != nil {
		return none, nil, fmt.Errorf("%s is not a part file: %v", file, err)
	}
	if head.Header.Format != shard.Format {
		return none, nil, fmt.Errorf("%s is not a part file of this saga (format %q, want %q)", file, head.Header.Format, shard.Format)
	}
	if c := head.Header.Command; c != "simulate" && c != tournament.Command {
		return none, nil, fmt.Errorf("%s is a part of saga %s, which merge does not take yet", file, c)
	}
	return head.Header, data, nil
}
