package main

import (
	"fmt"
	"os"

	"github.com/sagatools/saga/shard"
)

// shardFlags checks --shard and --out of a run whose shards write parts
// that saga merge puts together (simulate, rate), before any game: --out
// goes with --shard, and a shard leaves the summary's files and JSON
// (summary: --csv, --plot or --json given) to merge. refs are the
// rulesets the run reads. None given: the zero Shard, the whole run.
func shardFlags(flag, out string, summary bool, refs ...string) (shard.Shard, error) {
	switch {
	case flag == "" && out != "":
		return shard.Shard{}, fmt.Errorf("--out writes a shard's part: give --shard too")
	case flag == "":
		return shard.Shard{}, nil
	case out == "":
		return shard.Shard{}, fmt.Errorf("--shard writes its games to a part file: give --out, e.g. --out part-1.json")
	case summary:
		return shard.Shard{}, fmt.Errorf("a shard writes only its part: give --csv, --plot and --json to saga merge")
	}
	return parseShard(flag, out, refs...)
}

// parseShard reads --shard (from the scheduler's environment where it
// says so) and checks that the part file out can be written and is none
// of the ruleset files refs name.
func parseShard(flag, out string, refs ...string) (shard.Shard, error) {
	s, err := shard.Parse(flag, os.Getenv)
	if err != nil {
		return shard.Shard{}, err
	}
	for _, ref := range refs {
		if file := rulesetFileAt(out, ref); file != "" {
			return shard.Shard{}, fmt.Errorf("--out %s would overwrite %s", out, rulesetFileName(file, ref))
		}
	}
	return s, checkOutputPath(out)
}
