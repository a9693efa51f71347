package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// writePeak writes this process's peak resident size so far, in KiB
// (VmHWM), to file.
func writePeak(file string) {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return
	}
	for line := range strings.Lines(string(status)) {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			os.WriteFile(file, []byte(strings.TrimSuffix(strings.TrimSpace(rest), " kB")), 0o644)
		}
	}
}

// --mem above the memory available now is refused before the search,
// naming where the figure comes from.
func TestSolveMemAboveAvailable(t *testing.T) {
	_, stderr := sagaRun(t, exitBadInput, "solve", "--mem", "1099511627776", "../../puzzles/bench/beowulf-2p-det-04.toml") // 1 EiB
	if !strings.Contains(stderr, "is more than the memory available now") || !strings.Contains(stderr, "MemAvailable") && !strings.Contains(stderr, "control group") {
		t.Errorf("stderr:\n%s", stderr)
	}
}

// A long search keeps the whole process within --mem: the table, its
// growth and the garbage of the search together. Its peak resident size
// is the kernel's (VmHWM in /proc/self/status, read as the process ends;
// not getrusage's ru_maxrss, which a process started by a big one
// inherits from it), in a process of its own, this test binary standing
// in for saga.
func TestSolveKeepsWithinMem(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("a search of seconds, and the race detector's memory is its own")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		mem, puzzle string
	}{
		// maxⁿ, three players' gains in each entry (not the puzzle of 12
		// squares, whose exact values could outgrow 64 bits: it gets
		// estimates only, without a table)
		{"48", "kingdoms-3p-chance-10"},
		{"96", "beowulf-2p-det-12"},
	} {
		cmd := exec.Command(self, "solve", "--quiet", "--time", "4s", "--mem", c.mem, "../../puzzles/bench/"+c.puzzle+".toml")
		peakFile := filepath.Join(t.TempDir(), "peak")
		cmd.Env = append(os.Environ(), "SAGA_AS_MAIN=1", "SAGA_PEAK_TO="+peakFile)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("%v: %v\n%s", cmd.Args, err, stderr.String())
		}
		data, err := os.ReadFile(peakFile)
		if err != nil {
			t.Fatal(err)
		}
		peak, err := strconv.ParseInt(string(data), 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		mib, err := strconv.ParseInt(c.mem, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("--mem %s on %s: peak %d KiB", c.mem, c.puzzle, peak)
		if peak > mib<<10 {
			t.Errorf("--mem %s on %s: the process grew to %d KiB", c.mem, c.puzzle, peak)
		}
		if peak < (mib<<10)/3 {
			t.Errorf("--mem %s on %s: the process grew to %d KiB only: the search did not fill its table, and the test tests little", c.mem, c.puzzle, peak)
		}
	}
}
