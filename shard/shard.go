// Package shard splits a seeded run (many games, or many seeds mined for
// puzzles) into shards that run apart, on the machines of a batch
// scheduler (Kubernetes Indexed Jobs, Slurm job arrays) or as several
// local processes, and checks, when their parts are merged, that the
// parts belong to one run and that none is missing. A shard owns the
// items i with i mod Count = Index, so the parts of any number of shards
// put together are the whole run.
package shard

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is one of Count shards of a run, the Index-th from 0. The zero
// value is the whole run.
type Shard struct {
	Index int `json:"index"`
	Count int `json:"count"`
}

// Whole reports whether the shard is the whole run.
func (s Shard) Whole() bool { return s.Count <= 1 }

// Owns reports whether item i of the run is the shard's.
func (s Shard) Owns(i int) bool { return s.Whole() || i%s.Count == s.Index }

// Size is how many of a run's n items the shard owns.
func (s Shard) Size(n int) int {
	if s.Whole() {
		return n
	}
	if n <= s.Index {
		return 0
	}
	return (n-s.Index-1)/s.Count + 1
}

// Item is the run's index of the shard's j-th item.
func (s Shard) Item(j int) int {
	if s.Whole() {
		return j
	}
	return s.Index + j*s.Count
}

// String writes the shard as the flag takes it, counting from 1 as
// people do: "2/8".
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index+1, s.Count) }

// MaxCount bounds the number of shards.
const MaxCount = 100_000

// Parse reads a --shard flag: "I/N", the I-th of N shards counted from
// 1 ("1/8" to "8/8"); "/N", with I from the batch scheduler's
// environment (JOB_COMPLETION_INDEX of a Kubernetes Indexed Job, counted
// from 0, or SLURM_ARRAY_TASK_ID of a Slurm job array, counted from
// SLURM_ARRAY_TASK_MIN); or "auto", I and N both from a Slurm job array
// (SLURM_ARRAY_TASK_COUNT gives N). env looks up the environment
// (os.Getenv).
func Parse(text string, env func(string) string) (Shard, error) {
	if text == "auto" {
		count := env("SLURM_ARRAY_TASK_COUNT")
		if count == "" || env("SLURM_ARRAY_TASK_ID") == "" {
			return Shard{}, fmt.Errorf("--shard auto takes the shard from a Slurm job array (SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT), which are not set; give --shard I/N")
		}
		n, err := number("SLURM_ARRAY_TASK_COUNT", count)
		if err != nil {
			return Shard{}, err
		}
		return fromEnv(n, env)
	}
	index, count, ok := strings.Cut(text, "/")
	if !ok {
		return Shard{}, fmt.Errorf("--shard %q: write I/N, the I-th of N shards (1/8 to 8/8), /N to take I from the scheduler, or auto", text)
	}
	n, err := number("--shard's N", count)
	if err != nil {
		return Shard{}, err
	}
	if index == "" {
		return fromEnv(n, env)
	}
	i, err := number("--shard's I", index)
	if err != nil {
		return Shard{}, err
	}
	if i < 1 {
		return Shard{}, fmt.Errorf("--shard %q: shards count from 1, as in 1/%d", text, n)
	}
	return check(i-1, n, "--shard "+text)
}

// fromEnv is shard i of n, i from the scheduler's environment.
func fromEnv(n int, env func(string) string) (Shard, error) {
	if v := env("JOB_COMPLETION_INDEX"); v != "" {
		i, err := number("JOB_COMPLETION_INDEX", v)
		if err != nil {
			return Shard{}, err
		}
		return check(i, n, "JOB_COMPLETION_INDEX "+v)
	}
	if v := env("SLURM_ARRAY_TASK_ID"); v != "" {
		i, err := number("SLURM_ARRAY_TASK_ID", v)
		if err != nil {
			return Shard{}, err
		}
		if least := env("SLURM_ARRAY_TASK_MIN"); least != "" {
			m, err := number("SLURM_ARRAY_TASK_MIN", least)
			if err != nil {
				return Shard{}, err
			}
			i -= m // an array --array=1-8 counts from 1
		}
		return check(i, n, "SLURM_ARRAY_TASK_ID "+v)
	}
	return Shard{}, fmt.Errorf("--shard /%d takes the shard's index from JOB_COMPLETION_INDEX (Kubernetes) or SLURM_ARRAY_TASK_ID (Slurm), and neither is set; give --shard I/%d", n, n)
}

// check refuses a shard index outside the count.
func check(i, n int, what string) (Shard, error) {
	switch {
	case n < 1 || n > MaxCount:
		return Shard{}, fmt.Errorf("%s: the number of shards must be from 1 to %d", what, MaxCount)
	case i < 0 || i >= n:
		return Shard{}, fmt.Errorf("%s: the shard must be one of the %d", what, n)
	}
	return Shard{Index: i, Count: n}, nil
}

// number reads a whole number from a flag or the environment.
func number(what, text string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		return 0, fmt.Errorf("%s is %q, not a whole number", what, text)
	}
	return n, nil
}
