package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// signalTestSize is the size of the file written while a signal comes:
// big enough that writing and syncing it takes far longer than the
// signal takes to come.
const signalTestSize = 96 << 20

// writeForSignalTest is the process TestSignalDuringWrite sends a signal
// to: it says it is ready on standard output, then writes file. It
// returns the exit status.
func writeForSignalTest(file string) int {
	data := bytes.Repeat([]byte("saga\n"), signalTestSize/5)
	fmt.Println("ready")
	if err := writeFileAtomic(file, data); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// A Ctrl-C or a SIGTERM that comes while a file is written ends saga once
// the file is written whole, with the status the shell gives a program
// it stopped, and leaves no temporary file behind.
func TestSignalDuringWrite(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no signals to send on Windows")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		sig    syscall.Signal
		status int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}} {
		dir := t.TempDir()
		file := filepath.Join(dir, "out.txt")
		cmd := exec.Command(self)
		cmd.Env = append(os.Environ(), "SAGA_TEST_WRITE="+file)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		if line, err := bufio.NewReader(out).ReadString('\n'); err != nil || line != "ready\n" {
			t.Fatalf("the writer said %q (%v)", line, err)
		}
		time.Sleep(20 * time.Millisecond) // into the write, well before its end
		if err := cmd.Process.Signal(c.sig); err != nil {
			t.Fatal(err)
		}
		err = cmd.Wait()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != c.status {
			t.Errorf("%v during the write: %v, want exit status %d\n%s", c.sig, err, c.status, stderr.String())
		}
		if !strings.Contains(stderr.String(), "stopped once "+file+" was written whole") {
			t.Errorf("%v: stderr says\n%s", c.sig, stderr.String())
		}
		if fi, err := os.Stat(file); err != nil || fi.Size() != signalTestSize/5*5 {
			t.Errorf("%v: the file is not whole: %v %v", c.sig, fi, err)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 {
			t.Errorf("%v: %d files in the folder, want the one written", c.sig, len(entries))
		}
	}
}
