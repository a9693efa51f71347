package simulate

import (
	"fmt"
	"slices"

	"github.com/sagatools/saga/rulesets"
	"github.com/sagatools/saga/shard"
)

// Part is one shard's games of a run, as a part file holds them: the
// header that ties it to its run, and for each variant the rules played
// (the ruleset's whole text, so that merging needs no ruleset file) and
// the shard's games. Merge puts the parts of every shard together into
// the runs an unsharded simulation plays.
type Part struct {
	Header   shard.Header  `json:"header"`
	Variants []PartVariant `json:"variants"`
}

// PartVariant is one variant of a part.
type PartVariant struct {
	Name    string `json:"name"`    // the ruleset's name, as the summary shows it
	Ruleset string `json:"ruleset"` // its text, with what it extends merged in
	// Play is the saga play command line that plays one of the games
	// again once --seed and --first are added.
	Play    string  `json:"play"`
	Options Options `json:"options"` // the run's, the shard's included
	Games   []Game  `json:"games"`
}

// NewPart makes the part of runs, a shard's runs of variants whose
// resolved ruleset texts and saga play command lines are given, for saga
// version version.
func NewPart(version string, runs []*Run, texts [][]byte, plays []string) (*Part, error) {
	p := &Part{Header: shard.Header{Format: shard.Format, Command: "simulate", Version: version, Complete: true}}
	for k, run := range runs {
		p.Header.Shard = run.Options.Shard
		if len(run.Played) < run.Options.Shard.Size(run.Options.Games) {
			p.Header.Complete = false
		}
		p.Variants = append(p.Variants, PartVariant{Name: run.Rules.Name, Ruleset: string(texts[k]), Play: plays[k], Options: run.Options, Games: run.Played})
	}
	run, err := shard.Digest(p.params())
	if err != nil {
		return nil, err
	}
	p.Header.Run = run
	return p, nil
}

// params are what makes the part's run what it is: every variant's
// rules and options, the shard aside.
func (p *Part) params() any {
	type variant struct {
		Name, Ruleset, Play string
		Options             Options
	}
	var out []variant
	for _, v := range p.Variants {
		o := v.Options
		o.Shard = shard.Shard{}
		out = append(out, variant{v.Name, v.Ruleset, v.Play, o})
	}
	return out
}

// Merge puts parts together into the whole run of each variant, as an
// unsharded simulation plays them, with each variant's saga play command
// line; files name the parts in messages. It refuses parts that do not
// belong together, and says which are missing.
func Merge(files []string, parts []*Part) ([]*Run, []string, error) {
	headers := make([]shard.Header, len(parts))
	for i, p := range parts {
		headers[i] = p.Header
		if got, err := shard.Digest(p.params()); err != nil || got != p.Header.Run {
			return nil, nil, fmt.Errorf("%s has been changed since saga wrote it: its rules or options are not those of its run", files[i])
		}
		if p.Header.Command != "simulate" {
			return nil, nil, fmt.Errorf("%s is a part of saga %s, not of saga simulate", files[i], p.Header.Command)
		}
	}
	if err := shard.Check(files, headers); err != nil {
		return nil, nil, err
	}
	first := parts[0]
	runs := make([]*Run, len(first.Variants))
	var plays []string
	for k, v := range first.Variants {
		plays = append(plays, v.Play)
		r, err := rulesets.Parse(v.Name, []byte(v.Ruleset))
		if err != nil {
			return nil, nil, fmt.Errorf("%s: the ruleset it carries does not read: %w", files[0], err)
		}
		r.Name = v.Name
		opt := v.Options
		opt.Shard = shard.Shard{}
		run := &Run{Rules: r, Options: opt, Played: make([]Game, opt.Games)}
		have := make([]bool, opt.Games)
		for i, p := range parts {
			for _, g := range p.Variants[k].Games {
				if g.Index < 0 || g.Index >= opt.Games || have[g.Index] || !p.Header.Shard.Owns(g.Index) {
					return nil, nil, fmt.Errorf("%s holds game %d, which is not its shard's or is there twice", files[i], g.Index)
				}
				run.Played[g.Index], have[g.Index] = g, true
			}
		}
		if i := slices.Index(have, false); i >= 0 {
			return nil, nil, fmt.Errorf("game %d of %s is in no part", i, v.Name)
		}
		runs[k] = run
	}
	return runs, plays, nil
}
