package shard

import (
	"strings"
	"testing"
)

func env(vars map[string]string) func(string) string {
	return func(name string) string { return vars[name] }
}

// --shard reads as the flag says, or from the scheduler's environment.
func TestParse(t *testing.T) {
	for _, c := range []struct {
		text string
		vars map[string]string
		want Shard
	}{
		{"1/8", nil, Shard{0, 8}},
		{"8/8", nil, Shard{7, 8}},
		{"1/1", nil, Shard{0, 1}},
		{"/4", map[string]string{"JOB_COMPLETION_INDEX": "3"}, Shard{3, 4}},
		{"/4", map[string]string{"SLURM_ARRAY_TASK_ID": "2"}, Shard{2, 4}},
		{"/4", map[string]string{"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_MIN": "1"}, Shard{3, 4}},
		{"auto", map[string]string{"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "8", "SLURM_ARRAY_TASK_MIN": "1"}, Shard{0, 8}},
		{"auto", map[string]string{"SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_COUNT": "8"}, Shard{7, 8}},
	} {
		got, err := Parse(c.text, env(c.vars))
		if err != nil || got != c.want {
			t.Errorf("%q with %v: %v, %v; want %v", c.text, c.vars, got, err, c.want)
		}
	}
	for _, c := range []struct {
		text string
		vars map[string]string
		msg  string
	}{
		{"3", nil, "write I/N"},
		{"0/8", nil, "count from 1"},
		{"9/8", nil, "one of the 8"},
		{"1/0", nil, "from 1 to"},
		{"a/8", nil, "not a whole number"},
		{"/8", nil, "neither is set"},
		{"/8", map[string]string{"JOB_COMPLETION_INDEX": "8"}, "one of the 8"},
		{"auto", nil, "not set"},
		{"1/1000000", nil, "from 1 to"},
	} {
		if _, err := Parse(c.text, env(c.vars)); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q with %v: %v, want an error saying %q", c.text, c.vars, err, c.msg)
		}
	}
}

// The shards of a run own every item once.
func TestShardsCoverTheRun(t *testing.T) {
	for _, n := range []int{0, 1, 5, 17, 100} {
		for _, count := range []int{1, 2, 3, 8, 40} {
			owner := make([]int, n)
			for i := range owner {
				owner[i] = -1
			}
			for index := range count {
				s := Shard{index, count}
				for j := range s.Size(n) {
					i := s.Item(j)
					if i >= n || owner[i] >= 0 || !s.Owns(i) {
						t.Fatalf("%d items, %d shards: shard %d's item %d is %d", n, count, index, j, i)
					}
					owner[i] = index
				}
			}
			for i, o := range owner {
				if o < 0 {
					t.Fatalf("%d items, %d shards: item %d is no shard's", n, count, i)
				}
			}
		}
	}
}

// Check refuses parts that do not belong together and names the
// missing shards.
func TestCheck(t *testing.T) {
	part := func(i, n int) Header {
		return Header{Format: Format, Command: "simulate", Version: "v1", Run: "sha256:a", Shard: Shard{i, n}, Complete: true}
	}
	files := []string{"a.json", "b.json", "c.json"}
	if err := Check(files, []Header{part(2, 3), part(0, 3), part(1, 3)}); err != nil {
		t.Errorf("a whole set refused: %v", err)
	}
	other := part(1, 3)
	other.Run = "sha256:b"
	old := part(1, 3)
	old.Version = "v0"
	stopped := part(1, 3)
	stopped.Complete = false
	for _, c := range []struct {
		parts []Header
		msg   string
	}{
		{[]Header{part(0, 3), other, part(2, 3)}, "different runs"},
		{[]Header{part(0, 3), old, part(2, 3)}, "same saga"},
		{[]Header{part(0, 3), stopped, part(2, 3)}, "stopped before it was done"},
		{[]Header{part(0, 3), part(0, 3), part(2, 3)}, "are both shard 1/3"},
		{[]Header{part(0, 3), part(1, 2), part(2, 3)}, "split differently"},
		{[]Header{part(0, 5), part(2, 5), part(4, 5)}, "shards 2 and 4 of 5 missing"},
		{[]Header{part(0, 3), part(2, 3)}, "shard 2 of 3 missing"},
	} {
		if err := Check(files[:len(c.parts)], c.parts); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%v: %v, want an error saying %q", c.parts, err, c.msg)
		}
	}
}

// Many missing shards are named up to ten.
func TestCheckManyMissing(t *testing.T) {
	h := Header{Format: Format, Command: "simulate", Version: "v1", Run: "r", Shard: Shard{0, 1000}, Complete: true}
	err := Check([]string{"a"}, []Header{h})
	if err == nil || !strings.Contains(err.Error(), "shards 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 989 more of 1000 missing") {
		t.Errorf("%v", err)
	}
}
