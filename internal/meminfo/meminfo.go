// Package meminfo says how much memory the system can give a process
// now, so that a command asked to use more can refuse before it starts.
//
// On Linux it is MemAvailable of /proc/meminfo, or less when the process
// runs in a control group with a memory limit (a container, a Slurm job,
// a systemd unit): the limit less what the group uses, at the group and
// every group above it, in cgroup v2 (memory.max, memory.current) or v1
// (memory.limit_in_bytes, memory.usage_in_bytes). Elsewhere it does not
// know (Available reports false), and a caller goes on without the
// check.
package meminfo

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path"
	"runtime"
	"strconv"
	"strings"
)

// Free is the memory a process can have now, and where that figure comes
// from, for messages.
type Free struct {
	Bytes int64
	From  string
}

// Available is the memory the system can give this process now; false
// when it cannot tell (not Linux, or /proc not mounted).
func Available() (Free, bool) {
	if runtime.GOOS != "linux" {
		return Free{}, false
	}
	return available(os.DirFS("/"))
}

// unlimited is the least limit taken as no limit: cgroup v1 writes "no
// limit" as the largest multiple of the page size, near 2^63.
const unlimited = 1 << 62

// available reads fsys, the root of a Linux file system.
func available(fsys fs.FS) (Free, bool) {
	data, err := fs.ReadFile(fsys, "proc/meminfo")
	if err != nil {
		return Free{}, false
	}
	kb, ok := memAvailable(data)
	if !ok {
		return Free{}, false
	}
	free := Free{Bytes: kb << 10, From: "MemAvailable in /proc/meminfo"}
	cgroups, err := fs.ReadFile(fsys, "proc/self/cgroup")
	if err != nil {
		return free, true
	}
	for _, g := range groupLimits(cgroups) {
		for dir := g.dir; ; dir = path.Dir(dir) {
			limit, lok := number(fsys, path.Join(dir, g.limit))
			used, uok := number(fsys, path.Join(dir, g.usage))
			if lok && uok && limit < unlimited && limit-used < free.Bytes {
				free = Free{Bytes: max(limit-used, 0), From: fmt.Sprintf("the memory limit of the control group /%s less what it uses", dir)}
			}
			if dir == g.root {
				break
			}
		}
	}
	return free, true
}

// memAvailable reads MemAvailable, in kB, from the text of /proc/meminfo.
func memAvailable(data []byte) (int64, bool) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		rest, ok := strings.CutPrefix(sc.Text(), "MemAvailable:")
		if !ok {
			continue
		}
		kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
		return kb, err == nil && kb >= 0 && kb < 1<<53
	}
	return 0, false
}

// groupLimit is where a control group's memory limit and usage are
// written: files limit and usage in dir and the folders above it, up to
// root.
type groupLimit struct {
	root, dir    string
	limit, usage string
}

// groupLimits reads /proc/self/cgroup: the v2 group ("0::/path"), and the
// v1 group of the memory controller ("4:memory:/path").
func groupLimits(data []byte) []groupLimit {
	var out []groupLimit
	for line := range strings.Lines(string(data)) {
		fields := strings.SplitN(strings.TrimSpace(line), ":", 3)
		if len(fields) != 3 {
			continue
		}
		switch {
		case fields[0] == "0" && fields[1] == "":
			root := "sys/fs/cgroup"
			out = append(out, groupLimit{root: root, dir: clean(root, fields[2]), limit: "memory.max", usage: "memory.current"})
		case strings.Contains(","+fields[1]+",", ",memory,"):
			root := "sys/fs/cgroup/memory"
			out = append(out, groupLimit{root: root, dir: clean(root, fields[2]), limit: "memory.limit_in_bytes", usage: "memory.usage_in_bytes"})
		}
	}
	return out
}

// clean is the group p's folder under root, never above root.
func clean(root, p string) string {
	return path.Join(root, path.Clean("/" + p)[1:])
}

// number reads a file holding one whole number; false for "max" (no
// limit), a missing file or anything else.
func number(fsys fs.FS, name string) (int64, bool) {
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return 0, false
	}
	n, err := strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64)
	return n, err == nil && n >= 0
}
