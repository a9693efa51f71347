package meminfo

import (
	"runtime"
	"testing"
	"testing/fstest"
)

const procMeminfo = "MemTotal:       24000000 kB\nMemFree:        19000000 kB\nMemAvailable:   22000000 kB\nBuffers:          100000 kB\n"

// Available is MemAvailable, or less where a control group, or one above
// it, limits memory: its limit less its usage. A group without a limit,
// or one whose files are not there, changes nothing.
func TestAvailable(t *testing.T) {
	const gib = 1 << 30
	for _, c := range []struct {
		name  string
		files map[string]string
		want  int64
		from  string
	}{
		{"no cgroup file", map[string]string{}, 22000000 << 10, "MemAvailable in /proc/meminfo"},
		{"v2 no limit", map[string]string{
			"proc/self/cgroup":                        "0::/user.slice/job\n",
			"sys/fs/cgroup/user.slice/job/memory.max": "max\n", "sys/fs/cgroup/user.slice/job/memory.current": "1000\n",
		}, 22000000 << 10, "MemAvailable in /proc/meminfo"},
		{"v2 limit", map[string]string{
			"proc/self/cgroup":             "0::/job\n",
			"sys/fs/cgroup/job/memory.max": "4294967296\n", "sys/fs/cgroup/job/memory.current": "1073741824\n",
		}, 3 * gib, "the memory limit of the control group /sys/fs/cgroup/job less what it uses"},
		{"v2 limit above", map[string]string{
			"proc/self/cgroup":                 "0::/a/b\n",
			"sys/fs/cgroup/a/b/memory.max":     "max\n",
			"sys/fs/cgroup/a/b/memory.current": "10\n",
			"sys/fs/cgroup/a/memory.max":       "2147483648\n",
			"sys/fs/cgroup/a/memory.current":   "1073741824\n",
		}, 1 * gib, "the memory limit of the control group /sys/fs/cgroup/a less what it uses"},
		{"v2 in a container: the group's path is not under the mount", map[string]string{
			"proc/self/cgroup":             "0::/kubepods/pod1/c1\n",
			"sys/fs/cgroup/memory.max":     "1073741824\n",
			"sys/fs/cgroup/memory.current": "536870912\n",
		}, gib / 2, "the memory limit of the control group /sys/fs/cgroup less what it uses"},
		{"v1 unlimited", map[string]string{
			"proc/self/cgroup": "9:name=systemd:/\n4:memory:/x\n0::/\n",
			"sys/fs/cgroup/memory/x/memory.limit_in_bytes": "9223372036854771712\n",
			"sys/fs/cgroup/memory/x/memory.usage_in_bytes": "5497917440\n",
		}, 22000000 << 10, "MemAvailable in /proc/meminfo"},
		{"v1 limit", map[string]string{
			"proc/self/cgroup": "4:cpu,memory:/x\n",
			"sys/fs/cgroup/memory/x/memory.limit_in_bytes": "2147483648\n",
			"sys/fs/cgroup/memory/x/memory.usage_in_bytes": "3221225472\n",
		}, 0, "the memory limit of the control group /sys/fs/cgroup/memory/x less what it uses"},
		{"a path that climbs out", map[string]string{
			"proc/self/cgroup":             "0::/../../etc\n",
			"sys/fs/cgroup/etc/memory.max": "1\n", "sys/fs/cgroup/etc/memory.current": "0\n",
		}, 1, "the memory limit of the control group /sys/fs/cgroup/etc less what it uses"},
	} {
		fsys := fstest.MapFS{"proc/meminfo": {Data: []byte(procMeminfo)}}
		for name, text := range c.files {
			fsys[name] = &fstest.MapFile{Data: []byte(text)}
		}
		got, ok := available(fsys)
		if !ok || got.Bytes != c.want || got.From != c.from {
			t.Errorf("%s: %+v %v, want %d from %q", c.name, got, ok, c.want, c.from)
		}
	}
}

// Without MemAvailable, or without /proc, it cannot tell.
func TestAvailableUnknown(t *testing.T) {
	for _, fsys := range []fstest.MapFS{
		{},
		{"proc/meminfo": {Data: []byte("MemTotal: 1000 kB\nMemFree: 500 kB\n")}},
		{"proc/meminfo": {Data: []byte("MemAvailable: lots kB\n")}},
	} {
		if got, ok := available(fsys); ok {
			t.Errorf("%v: %+v, want unknown", fsys, got)
		}
	}
}

// On Linux, this machine's figure is there and plausible.
func TestAvailableHere(t *testing.T) {
	got, ok := Available()
	if runtime.GOOS != "linux" {
		if ok {
			t.Errorf("%s: %+v, want unknown", runtime.GOOS, got)
		}
		return
	}
	if !ok || got.Bytes <= 0 || got.From == "" {
		t.Errorf("%+v %v", got, ok)
	}
}
