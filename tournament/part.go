package tournament

import (
	"fmt"
	"slices"
	"time"

	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/shard"
)

// Command names saga rate's part files in their header.
const Command = "rate"

// Part is one shard's games of a tournament, as a part file holds them:
// the header that ties it to its run, the rules played (the ruleset's
// whole text, so that merging needs no ruleset file), the run's options
// and the shard's games.
type Part struct {
	Header  shard.Header `json:"header"`
	Name    string       `json:"name"`    // the ruleset's name
	Ruleset string       `json:"ruleset"` // its text, with what it extends merged in
	Options Options      `json:"options"` // the run's, the shard's included
	Games   []Game       `json:"games"`
	// WallNS is how long the shard took to play, in nanoseconds.
	WallNS int64 `json:"wall_ns"`
}

// NewPart makes the part of a shard's run, whose ruleset's resolved
// text is given, for saga version version.
func NewPart(version string, run *Run, text []byte) (*Part, error) {
	p := &Part{
		Header: shard.Header{Format: shard.Format, Command: Command, Version: version, Shard: run.Options.Shard,
			Complete: len(run.Games) == run.Scheduled()},
		Name: run.Rules.Name, Ruleset: string(text), Options: run.Options, Games: run.Games, WallNS: run.Wall.Nanoseconds(),
	}
	digest, err := shard.Digest(p.params())
	if err != nil {
		return nil, err
	}
	p.Header.Run = digest
	return p, nil
}

// params are what makes the part's run what it is: the rules and the
// options, the shard aside.
func (p *Part) params() any {
	o := p.Options
	o.Shard = shard.Shard{}
	return struct {
		Command, Name, Ruleset string
		Options                Options
	}{Command, p.Name, p.Ruleset, o}
}

// Merge puts the parts of every shard of a tournament together into the
// run an unsharded tournament plays; files name the parts in messages.
// It refuses parts that do not belong together, games that are not
// where the schedule puts them, and says which shards are missing. The
// run's Wall is the shards' time added up.
func Merge(files []string, parts []*Part) (*Run, error) {
	headers := make([]shard.Header, len(parts))
	for i, p := range parts {
		headers[i] = p.Header
		if p.Header.Command != Command {
			return nil, fmt.Errorf("%s is a part of saga %s, not of saga %s", files[i], p.Header.Command, Command)
		}
		if got, err := shard.Digest(p.params()); err != nil || got != p.Header.Run {
			return nil, fmt.Errorf("%s has been changed since saga wrote it: its rules or options are not those of its run", files[i])
		}
	}
	if err := shard.Check(files, headers); err != nil {
		return nil, err
	}
	first := parts[0]
	r, err := rulesets.Parse(first.Name, []byte(first.Ruleset))
	if err != nil {
		return nil, fmt.Errorf("%s: the ruleset it carries does not read: %w", files[0], err)
	}
	r.Name = first.Name
	opt := first.Options
	opt.Shard = shard.Shard{}
	if err := opt.Check(r); err != nil {
		return nil, fmt.Errorf("%s: %w", files[0], err)
	}
	specs := opt.Schedule()
	run := &Run{Rules: r, Options: opt, Games: make([]Game, len(specs))}
	have := make([]bool, len(specs))
	for i, p := range parts {
		for _, g := range p.Games {
			j := g.Index
			if j < 0 || j >= len(specs) || have[j] || !p.Header.Shard.Owns(specs[j].Group) || !g.fits(specs[j]) {
				return nil, fmt.Errorf("%s holds a game %d that is not its shard's, not the schedule's, or there twice", files[i], g.Index+1)
			}
			run.Games[j], have[j] = g, true
		}
		run.Wall += time.Duration(p.WallNS)
	}
	if j := slices.Index(have, false); j >= 0 {
		return nil, fmt.Errorf("game %d of the tournament is in no part", j+1)
	}
	return run, nil
}

// fits reports whether g is the game spec schedules, with a result for
// each seat.
func (g *Game) fits(spec Spec) bool {
	k := len(spec.Seats)
	return g.Table == spec.Table && g.Deal == spec.Deal && g.Seed == spec.Seed && slices.Equal(g.Seats, spec.Seats) &&
		len(g.Final) == k && len(g.Moves) == k && len(g.Thinking) == k && len(g.Winners) > 0 &&
		!slices.ContainsFunc(g.Winners, func(s int) bool { return s < 0 || s >= k })
}
