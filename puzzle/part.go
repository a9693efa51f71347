package puzzle

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sagatools/saga/exact"
	"github.com/sagatools/saga/internal/tomlfile"
	"github.com/sagatools/saga/position"
	"github.com/sagatools/saga/shard"
)

// Mined is a puzzle a mining run keeps (Mine), as its file is written
// and its line listed: everything needed to write it again in any
// folder, without the rules or a solve.
type Mined struct {
	Seed uint64 `json:"seed"`
	// File is the file's name in the folder the puzzles go to, and Head
	// the comment lines that open it.
	File string `json:"file"`
	Head string `json:"head"`
	// Puzzle is the position file as cut, its ruleset line aside (the
	// ruleset is named from wherever the file is written) and without an
	// answer: two seeds give the same puzzle when their Puzzle texts are
	// the same. Answer is its [answer] as written after it, if solved.
	Puzzle string `json:"puzzle"`
	Answer string `json:"answer,omitempty"`
	// Best are the best moves, and Lead how far the one best move leads
	// the next (see Lead), when it was solved and one move is best.
	Best []string  `json:"best,omitempty"`
	Lead *Fraction `json:"lead,omitempty"`
	// Themes and Rating are what the answer gives of them, when it does.
	Themes []string `json:"themes,omitempty"`
	Rating *int     `json:"rating,omitempty"`
}

// Fraction is an exact value as a part file keeps it.
type Fraction struct {
	Num int64 `json:"num"`
	Den int64 `json:"den"`
}

// Value is f as an exact value.
func (f Fraction) Value() exact.Value { return exact.Frac(f.Num, f.Den) }

// NewMined is the puzzle c as a mining run keeps it: to be written as
// file, opened by head.
func NewMined(c Cut, file, head string) (Mined, error) {
	full := position.Format(c.Puzzle)
	bare := *c.Puzzle
	bare.Answer = nil
	puzzle := position.Format(&bare)
	if !bytes.HasPrefix(full, puzzle) {
		return Mined{}, fmt.Errorf("seed %d: the puzzle's file does not begin with the puzzle before its answer", c.Seed)
	}
	m := Mined{Seed: c.Seed, File: file, Head: head, Answer: string(full[len(puzzle):])}
	_, body, ok := strings.Cut(string(puzzle), "\n")
	if !ok || !strings.HasPrefix(string(puzzle), "ruleset = ") {
		return Mined{}, fmt.Errorf("seed %d: the puzzle's file does not begin with its ruleset", c.Seed)
	}
	m.Puzzle = body
	if a := c.Puzzle.Answer; a != nil {
		for _, mv := range a.Best {
			m.Best = append(m.Best, mv.Text)
		}
		m.Themes, m.Rating = a.Themes, a.Rating
	}
	if c.Result != nil {
		if lead, ok := Lead(c.Result); ok {
			m.Lead = &Fraction{Num: lead.Num(), Den: lead.Den()}
		}
	}
	return m, nil
}

// Text is the puzzle's file, naming its ruleset as ruleset (a built-in's
// name, or the ruleset file's path from the puzzle's folder).
func (m Mined) Text(ruleset string) []byte {
	return []byte(m.Head + "ruleset = " + tomlfile.Quote(ruleset) + "\n" + m.Puzzle + m.Answer)
}

// MiningRun is what makes a mining run what it is, the same in every
// shard's part.
type MiningRun struct {
	// Command is the saga generate command line of the run, its shard
	// and output aside.
	Command string `json:"command"`
	// Ruleset is the ruleset as --ruleset names it (the puzzles name it
	// so, as a path from their folder when it is a file), and Rules its
	// text, with what it extends merged in.
	Ruleset string `json:"ruleset"`
	Rules   string `json:"rules"`
	// Seed is the run's first seed, and Seeds how many it tries.
	Seed  uint64 `json:"seed"`
	Seeds int    `json:"seeds"`
}

// Part is one shard's puzzles of a mining run, as a part file holds
// them: the header that ties it to its run, the run, and the puzzles the
// shard kept, in seed order. MergeParts puts the parts of every shard
// together into the puzzles the unsharded run keeps.
type Part struct {
	Header  shard.Header `json:"header"`
	Run     MiningRun    `json:"run"`
	Puzzles []Mined      `json:"puzzles"`
}

// PartCommand is the command a mining run's part header names.
const PartCommand = "generate"

// NewPart makes the part of a shard of run that kept puzzles, for saga
// version version; complete says the shard tried every seed it owns.
func NewPart(version string, run MiningRun, sh shard.Shard, puzzles []Mined, complete bool) (*Part, error) {
	digest, err := shard.Digest(run)
	if err != nil {
		return nil, err
	}
	h := shard.Header{Format: shard.Format, Command: PartCommand, Version: version, Run: digest, Shard: sh, Complete: complete}
	return &Part{Header: h, Run: run, Puzzles: puzzles}, nil
}

// MergeParts puts parts together into the puzzles of the whole run, in
// seed order, a puzzle that is the same as one from an earlier seed left
// out: those the unsharded run keeps. files name the parts in messages.
// It refuses parts that do not belong together, or hold what their
// shard cannot have kept, and says which are missing.
func MergeParts(files []string, parts []*Part) (MiningRun, []Mined, error) {
	headers := make([]shard.Header, len(parts))
	for i, p := range parts {
		headers[i] = p.Header
		if p.Header.Command != PartCommand {
			return MiningRun{}, nil, fmt.Errorf("%s is a part of saga %s, not of saga %s", files[i], p.Header.Command, PartCommand)
		}
		if got, err := shard.Digest(p.Run); err != nil || got != p.Header.Run {
			return MiningRun{}, nil, fmt.Errorf("%s has been changed since saga wrote it: its run is not the one its header names", files[i])
		}
	}
	if err := shard.Check(files, headers); err != nil {
		return MiningRun{}, nil, err
	}
	run := parts[0].Run
	if run.Seeds < 1 {
		return MiningRun{}, nil, fmt.Errorf("%s: a run of %d seeds", files[0], run.Seeds)
	}
	type found struct {
		Mined
		file string
	}
	var all []found
	for i, p := range parts {
		for k, m := range p.Puzzles {
			if err := checkMined(m, run, p.Header.Shard); err != nil {
				return MiningRun{}, nil, fmt.Errorf("%s: %w", files[i], err)
			}
			if k > 0 && m.Seed <= p.Puzzles[k-1].Seed {
				return MiningRun{}, nil, fmt.Errorf("%s: seed %d comes after seed %d: a part holds its puzzles in seed order, each seed once", files[i], m.Seed, p.Puzzles[k-1].Seed)
			}
			all = append(all, found{m, files[i]})
		}
	}
	slices.SortFunc(all, func(a, b found) int {
		switch {
		case a.Seed < b.Seed:
			return -1
		case a.Seed > b.Seed:
			return 1
		}
		return 0
	})
	seen := map[string]bool{}
	names := map[string]string{}
	var out []Mined
	for _, f := range all {
		if seen[f.Puzzle] {
			continue // an earlier seed of another shard kept it
		}
		seen[f.Puzzle] = true
		if other, ok := names[f.File]; ok {
			return MiningRun{}, nil, fmt.Errorf("%s and %s both name a puzzle %s", other, f.file, f.File)
		}
		names[f.File] = f.file
		out = append(out, f.Mined)
	}
	return run, out, nil
}

// checkMined says what is wrong with m as a puzzle of run that shard sh
// kept: a seed outside the run or not the shard's, a file name that is
// not a plain .toml name, a lead that is no lead.
func checkMined(m Mined, run MiningRun, sh shard.Shard) error {
	i := m.Seed - run.Seed // the seed's index in the run, if it is one
	switch {
	case m.Seed < run.Seed || i >= uint64(run.Seeds) || !sh.Owns(int(i)):
		return fmt.Errorf("it holds a puzzle of seed %d, which is not one of shard %s's seeds", m.Seed, sh)
	case m.File == "" || filepath.Base(m.File) != m.File || strings.ContainsAny(m.File, `/\`) || !strings.HasSuffix(m.File, ".toml") || strings.HasPrefix(m.File, "."):
		return fmt.Errorf("the puzzle of seed %d is named %q, not a plain .toml file name", m.Seed, m.File)
	case m.Lead != nil && (m.Lead.Num < 0 || m.Lead.Den < 1):
		return fmt.Errorf("the puzzle of seed %d leads by %d/%d, which is no lead", m.Seed, m.Lead.Num, m.Lead.Den)
	}
	return nil
}
