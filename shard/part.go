package shard

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Format names the part files this package writes; a part of another
// format is refused.
const Format = "saga part 1"

// Header opens a part file: what wrote it and which run and shard it
// holds. Parts belong together when their command, saga version, run
// and shard count agree.
type Header struct {
	Format  string `json:"format"`
	Command string `json:"command"` // simulate, generate or rate
	Version string `json:"saga"`    // the version of saga that wrote it
	// Run is a digest of everything that makes the run what it is: its
	// parameters and the rules played, whole.
	Run   string `json:"run"`
	Shard Shard  `json:"shard"`
	// Complete says the shard played all it owns; a shard stopped early
	// (Ctrl-C, a time limit) writes what it has, which merge refuses.
	Complete bool `json:"complete"`
}

// Digest is the run digest of params, the run's parameters and rules
// as JSON (anything that marshals deterministically).
func Digest(params any) (string, error) {
	b, err := json.Marshal(params)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:]), nil
}

// Check says what is wrong with a set of parts' headers, one per file
// (files names them in messages): parts of different runs, commands,
// versions or shard counts; a shard given twice; a part of a shard that
// stopped early; missing shards, named.
func Check(files []string, headers []Header) error {
	if len(headers) == 0 {
		return fmt.Errorf("no part to merge")
	}
	first := headers[0]
	for i, h := range headers {
		f := files[i]
		switch {
		case h.Format != Format:
			return fmt.Errorf("%s is not a saga part file (format %q)", f, h.Format)
		case h.Command != first.Command:
			return fmt.Errorf("%s is a part of saga %s, %s of saga %s: parts of different commands do not merge", f, h.Command, files[0], first.Command)
		case h.Version != first.Version:
			return fmt.Errorf("%s was written by saga %s, %s by saga %s: run every shard with the same saga", f, h.Version, files[0], first.Version)
		case h.Run != first.Run:
			return fmt.Errorf("%s and %s are parts of different runs (other parameters or rules): merge the parts of one run", files[0], f)
		case h.Shard.Count != first.Shard.Count:
			return fmt.Errorf("%s is shard %s and %s shard %s: the runs were split differently", files[0], first.Shard, f, h.Shard)
		case !h.Complete:
			return fmt.Errorf("%s: shard %s stopped before it was done (Ctrl-C or --time); run it again", f, h.Shard)
		}
	}
	count := max(first.Shard.Count, 1)
	seen := make([]string, count)
	for i, h := range headers {
		if h.Shard.Index < 0 || h.Shard.Index >= count {
			return fmt.Errorf("%s: shard %s is not one of %d", files[i], h.Shard, count)
		}
		if other := seen[h.Shard.Index]; other != "" {
			return fmt.Errorf("%s and %s are both shard %s", other, files[i], h.Shard)
		}
		seen[h.Shard.Index] = files[i]
	}
	var missing []string
	for i, f := range seen {
		if f == "" {
			missing = append(missing, fmt.Sprint(i+1))
		}
	}
	if len(missing) > 0 {
		what := "shard " + missing[0]
		switch {
		case len(missing) > 10:
			what = fmt.Sprintf("shards %s and %d more", strings.Join(missing[:10], ", "), len(missing)-10)
		case len(missing) > 1:
			what = "shards " + strings.Join(missing[:len(missing)-1], ", ") + " and " + missing[len(missing)-1]
		}
		return fmt.Errorf("%s of %d missing: merge needs every part of the run", what, count)
	}
	return nil
}

// Order is the order of the parts by shard index.
func Order(headers []Header) []int {
	order := make([]int, len(headers))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return headers[a].Shard.Index - headers[b].Shard.Index })
	return order
}
