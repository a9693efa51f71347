package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/sagatools/saga/puzzle"
	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/shard"
	"github.com/sagatools/saga/simulate"
	"github.com/sagatools/saga/tournament"
)

// mergeOptions are what saga merge is asked to do.
type mergeOptions struct {
	io             streams
	parts          []string
	csv, plot, dir string
	asJSON, ascii  bool
}

func newMergeCmd() *cobra.Command {
	opts := &mergeOptions{}
	cmd := &cobra.Command{
		Use:   "merge PART...",
		Short: "Put the parts of a sharded run together: its summary, or its puzzles",
		Long: `merge reads the part files that the shards of one run wrote and puts them
together into what the unsharded run gives, the same byte for byte
whatever the number of shards:

- parts of saga simulate --shard I/N --out PART: the summary, with
  --json, --csv, --plot and --ascii as simulate takes them;
- parts of saga generate --seeds S --shard I/N --out PART: the puzzles
  kept, written to the folder --dir names, one file each, in seed order,
  a puzzle that is the same as one of an earlier seed left out, and
  listed (--json: as JSON), as generate --seeds S --dir writes them;
- parts of saga rate --shard I/N --out PART: the tournament's report,
  with --json, --csv, --plot and --ascii as rate takes them (but for
  the times it measures, which are the shards' own).

Each part carries the ruleset it played, whole, the run's parameters and
the version of saga that wrote it: merge refuses parts of different runs
or versions, a shard given twice, and a shard stopped before it was done,
and names the shards that are missing. Puzzles name a ruleset file by its
path from their folder: merge them where the shards ran, with the same
ruleset file there. docs/scale-out.md shows how to run the shards on
Kubernetes, Slurm or several local processes.`,
		Example: "  saga merge part-*.json\n  saga merge --json --csv games.csv parts/*.json\n  saga merge --dir book mined/part-*.json",
		Args:    someFiles("part"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.io, opts.parts = streamsOf(cmd), args
			return runMerge(cmd.Context(), opts)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&opts.asJSON, "json", false, "print the summary, or the list of puzzles written, as JSON")
	f.BoolVar(&opts.ascii, "ascii", false, `simulate's and rate's parts: write minus signs as "-" instead of "−"`)
	f.StringVar(&opts.csv, "csv", "", "simulate's and rate's parts: write a row per game to this CSV file")
	f.StringVar(&opts.plot, "plot", "", "simulate's and rate's parts: draw the run's picture (simulate: how the final points spread; rate: the ratings) into this file (.svg, .png, .pdf)")
	f.StringVar(&opts.dir, "dir", "", "generate's parts: write each puzzle to its own file in this folder")
	return cmd
}

// maxPart bounds a part file: a million games at a few kilobytes each.
const maxPart = 8 << 30

// partFile is a part file read, and its header.
type partFile struct {
	name   string
	data   []byte
	header shard.Header
}

// runMerge reads the parts and merges them as the command that wrote
// them says. A command's parts are merged by a function of its own:
// another command that writes parts adds a case here.
func runMerge(ctx context.Context, opts *mergeOptions) error {
	files, err := readParts(opts.parts)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	switch command := files[0].header.Command; command {
	case "simulate":
		return mergeSimulate(ctx, opts, files)
	case tournament.Command:
		return mergeRating(ctx, opts, files)
	case puzzle.PartCommand:
		return mergeGenerate(ctx, opts, files)
	default:
		return &exitError{code: exitBadInput, err: fmt.Errorf("%s is a part of saga %s, which merge does not take", files[0].name, command)}
	}
}

// readParts reads every part's file and header, and checks that they
// are parts of one command.
func readParts(names []string) ([]partFile, error) {
	var files []partFile
	for _, name := range names {
		data, err := readPartFile(name)
		if err != nil {
			return nil, err
		}
		var head struct{ Header shard.Header }
		if err := json.Unmarshal(data, &head); err != nil {
			return nil, fmt.Errorf("%s is not a part file: %v", name, err)
		}
		if head.Header.Format != shard.Format {
			return nil, fmt.Errorf("%s is not a part file of this saga (format %q, want %q)", name, head.Header.Format, shard.Format)
		}
		if first := files; len(first) > 0 && head.Header.Command != first[0].header.Command {
			return nil, fmt.Errorf("%s is a part of saga %s, %s of saga %s: parts of different commands do not merge", name, head.Header.Command, first[0].name, first[0].header.Command)
		}
		files = append(files, partFile{name: name, data: data, header: head.Header})
	}
	return files, nil
}

// readPartFile reads a part file: a regular file, of at most maxPart
// bytes.
func readPartFile(file string) ([]byte, error) {
	info, err := os.Stat(file)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", file)
	}
	if info.Size() > maxPart {
		return nil, fmt.Errorf("%s holds %d bytes, more than a part of a run can (%d)", file, info.Size(), int64(maxPart))
	}
	return os.ReadFile(file)
}

// mergeSimulate puts the parts of a sharded simulation together and
// prints its summary, and writes --csv and --plot.
func mergeSimulate(_ context.Context, opts *mergeOptions, files []partFile) error {
	if err := checkRunFiles(opts, "simulate"); err != nil {
		return err
	}
	var parts []*simulate.Part
	for _, f := range files {
		var p simulate.Part
		if err := json.Unmarshal(f.data, &p); err != nil {
			return &exitError{code: exitBadInput, err: fmt.Errorf("%s: %v", f.name, err)}
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

// mergeGenerate puts the parts of a sharded mining run together and
// writes its puzzles to --dir, as saga generate --seeds --dir writes
// them.
func mergeGenerate(_ context.Context, opts *mergeOptions, files []partFile) error {
	switch {
	case opts.csv != "" || opts.plot != "" || opts.ascii:
		return &exitError{code: exitBadInput, err: fmt.Errorf("--csv, --plot and --ascii are for the parts of saga simulate; these are of saga generate: give --dir and --json")}
	case opts.dir == "":
		return &exitError{code: exitBadInput, err: fmt.Errorf("these are parts of saga generate: give --dir, the folder to write their puzzles to")}
	}
	var parts []*puzzle.Part
	for _, f := range files {
		var p puzzle.Part
		if err := json.Unmarshal(f.data, &p); err != nil {
			return &exitError{code: exitBadInput, err: fmt.Errorf("%s: %v", f.name, err)}
		}
		parts = append(parts, &p)
	}
	run, kept, err := puzzle.MergeParts(opts.parts, parts)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	if err := checkMinedRuleset(run); err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	made, err := makeFolder(opts.dir)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	for _, m := range kept {
		path := filepath.Join(opts.dir, m.File)
		if _, err := os.Lstat(path); err == nil {
			if made {
				os.Remove(opts.dir)
			}
			return &exitError{code: exitBadInput, err: fmt.Errorf("%s already exists, and merge does not write over a file: move it away, or merge into another --dir", path)}
		}
	}
	_, err = writeMined(opts.io.out, opts.dir, made, run.Ruleset, kept, opts.asJSON)
	return err
}

// checkMinedRuleset refuses to write a mining run's puzzles where the
// ruleset file they name is not the one the shards played: they name it
// by its path, as the shards were given it.
func checkMinedRuleset(run puzzle.MiningRun) error {
	if rulesets.IsBuiltinRef(run.Ruleset) {
		return nil
	}
	text, err := rulesets.Resolved(run.Ruleset)
	switch {
	case err != nil:
		return fmt.Errorf("the puzzles name the ruleset file %s, which does not read here (%v): merge where the shards ran, with that file there", run.Ruleset, err)
	case string(text) != run.Rules:
		return fmt.Errorf("the ruleset file %s is not the one the shards played: merge with the ruleset file they played there", run.Ruleset)
	}
	return nil
}

// checkRunFiles checks, before any part is merged, the files that the
// parts of a run of saga simulate or rate (command) are asked to write.
func checkRunFiles(opts *mergeOptions, command string) error {
	if opts.dir != "" {
		return &exitError{code: exitBadInput, err: fmt.Errorf("--dir is for the parts of saga generate; these are of saga %s: give --json, --csv, --plot or --ascii", command)}
	}
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
	return nil
}

// mergeRating puts the parts of a sharded saga rate together and
// reports the tournament as rate does.
func mergeRating(_ context.Context, opts *mergeOptions, files []partFile) error {
	if err := checkRunFiles(opts, tournament.Command); err != nil {
		return err
	}
	var parts []*tournament.Part
	for _, f := range files {
		var p tournament.Part
		if err := json.Unmarshal(f.data, &p); err != nil {
			return &exitError{code: exitBadInput, err: fmt.Errorf("%s: %v", f.name, err)}
		}
		parts = append(parts, &p)
	}
	run, err := tournament.Merge(opts.parts, parts)
	if err != nil {
		return &exitError{code: exitBadInput, err: err}
	}
	return writeRating(opts.io.out, run, opts.asJSON, opts.ascii, opts.csv, opts.plot)
}
